import { notification } from 'antd';
import { useEffect } from 'react';
import type { NotificationApi } from './toast-context';

/** antd's notification hook and its holder (one toast visible at a time), handed up when mounted. */
export function ToastHost({ onReady }: { onReady: (api: NotificationApi) => void }) {
  const [api, holder] = notification.useNotification({ maxCount: 1, placement: 'bottomRight' });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
