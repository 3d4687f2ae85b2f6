import { notification, theme } from 'antd';
import type { ReactNode } from 'react';
import { ToastContext } from './toast-context';

/**
 * antd's notification hook with its holder, for the whole app (one toast visible at a time). It
 * stands in for antd's App, whose message and modal hooks nothing here uses and which cost every
 * first load ~10 KB gzipped. Like App, it sets the base text style for what is inside.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification({ maxCount: 1, placement: 'bottomRight' });
  const { token } = theme.useToken();
  return (
    <ToastContext.Provider value={api}>
      <div
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        {holder}
        {children}
      </div>
    </ToastContext.Provider>
  );
}
