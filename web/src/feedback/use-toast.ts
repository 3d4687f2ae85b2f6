import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useNotificationApi } from './toast-context';

/** Spec 01 §4/§9 durations, in seconds as antd counts them. */
const TOAST_SECONDS = { success: 3, error: 4, default: 5 } as const;

export interface Toast {
  success: (title: ReactNode, description?: ReactNode) => void;
  error: (title: ReactNode, description?: ReactNode) => void;
  info: (title: ReactNode, description?: ReactNode, seconds?: number) => void;
}

/** Toasts through antd's notification API (one visible at a time: see ToastProvider). */
export function useToast(): Toast {
  const notification = useNotificationApi();
  return useMemo<Toast>(
    () => ({
      success: (title, description) =>
        notification.success({ title, description, duration: TOAST_SECONDS.success, role: 'status' }),
      error: (title, description) =>
        notification.error({ title, description, duration: TOAST_SECONDS.error, role: 'alert' }),
      info: (title, description, seconds = TOAST_SECONDS.default) =>
        notification.info({ title, description, duration: seconds, role: 'status' }),
    }),
    [notification],
  );
}
