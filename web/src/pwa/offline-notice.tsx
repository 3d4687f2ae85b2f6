import { useQueryClient } from '@tanstack/react-query';
import { theme } from 'antd';
import { offlineMessage } from './online-status';

/**
 * Issue 31 §3: a bar at the bottom of the screen while the browser is offline (shown by AppLayout) (the service
 * worker answers navigations with the app's shell then). Fixed, so it moves nothing on the page.
 */
export function OfflineNotice() {
  const queryClient = useQueryClient();
  const { token } = theme.useToken();
  const hasLoadedGems = queryClient
    .getQueryCache()
    .findAll({ queryKey: ['gems'] })
    .some((query) => query.state.data !== undefined);
  return (
    <div
      role="status"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 1000,
        padding: '10px 16px',
        textAlign: 'center',
        background: token.colorBgSpotlight,
        color: token.colorTextLightSolid,
      }}
    >
      {offlineMessage(hasLoadedGems)}
    </div>
  );
}
