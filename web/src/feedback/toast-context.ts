import type { notification } from 'antd';
import { createContext, useContext } from 'react';

type NotificationInstance = ReturnType<typeof notification.useNotification>[0];

/** The kinds of toast the app shows, with antd's notification arguments. */
export type NotificationApi = Pick<NotificationInstance, 'success' | 'error' | 'info'>;

export const ToastContext = createContext<NotificationApi | null>(null);

/** The app's notification API (feedback/toast-provider.tsx); a missing provider is a bug. */
export function useNotificationApi(): NotificationApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useNotificationApi needs a ToastProvider above it');
  return api;
}
