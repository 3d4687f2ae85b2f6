import type { Account } from '@gems/contracts';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { ME_QUERY_KEY, fetchMe } from './auth-api';

const ViewerContext = createContext<Account | null>(null);

/** Reads "me" once for the parts below it that only need to know who is looking (useViewer). */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe });
  return <ViewerContext.Provider value={me.data ?? null}>{children}</ViewerContext.Provider>;
}

/**
 * The signed-in account, or null (a visitor, or not known yet), for parts drawn many times on a
 * page (each gem card and its like button): one query observer for the app instead of two per
 * card, which a phone paid for when adopting a drawn page (docs/decisions.md, issue 31).
 */
export function useViewer(): Account | null {
  return useContext(ViewerContext);
}
