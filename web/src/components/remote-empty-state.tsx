import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { api } from '../api/client';
import { EmptyState } from './empty-state';

interface RemoteEmptyStateProps {
  /** The API read this screen will show once its feature is built. */
  path: string;
  /** "…will appear here" text for an empty answer. */
  emptyText: ReactNode;
  action?: ReactNode;
  enabled?: boolean;
}

/**
 * Placeholder for screens a later release fills: it asks the real endpoint so the user sees
 * the truth (the server's message when the service is not running, or that nothing exists),
 * and never shows made-up items.
 */
export function RemoteEmptyState({ path, emptyText, action, enabled = true }: RemoteEmptyStateProps) {
  const query = useQuery({ queryKey: ['upcoming', path], queryFn: () => api.get(path), enabled });
  if (enabled && query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.isError) return <EmptyState text={emptyText} reason={query.error.message} action={action} />;
  const items = Array.isArray(query.data) ? query.data.length : 0;
  const reason = items > 0 ? `${items} found, but this view is not available yet.` : null;
  return <EmptyState text={emptyText} reason={reason} action={action} />;
}
