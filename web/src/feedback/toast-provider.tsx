import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyNamed, whenIdle } from '../components/lazy-named';
import { ToastContext, type NotificationApi } from './toast-context';

// antd's notification code (~9 KB gzipped) is not needed to show a page: it loads once the page
// is idle, or at the first toast if one comes sooner (that toast waits for it, then shows).
const ToastHost = lazyNamed(() => import('./toast-host'), 'ToastHost');

type Call = (api: NotificationApi) => void;

/**
 * The app's toasts (antd notifications). It stands in for antd's App, whose message and modal
 * hooks nothing here uses (the base text style App sets comes with the theme: theme-provider.tsx).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const host = useRef<NotificationApi | null>(null);
  const waiting = useRef<Call[]>([]);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    whenIdle(() => setWanted(true));
  }, []);

  const onReady = useCallback((api: NotificationApi) => {
    host.current = api;
    for (const call of waiting.current.splice(0)) call(api);
  }, []);

  const api = useMemo<NotificationApi>(() => {
    const run = (call: Call) => {
      if (host.current) return call(host.current);
      waiting.current.push(call);
      setWanted(true);
    };
    return {
      success: (args) => run((ready) => ready.success(args)),
      error: (args) => run((ready) => ready.error(args)),
      info: (args) => run((ready) => ready.info(args)),
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {wanted ? (
        <Suspense fallback={null}>
          <ToastHost onReady={onReady} />
        </Suspense>
      ) : null}
      {children}
    </ToastContext.Provider>
  );
}
