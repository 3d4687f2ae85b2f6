import { Flex, Spin, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { writePendingGemUrl } from './pending-gem-url';
import { usePageTitle } from '../layout/use-page-title';

const REDIRECT_MS = 500;

/** Spec 02 §2 share target: keep the first non-empty of url, text, title, then go home. */
export function SharePage() {
  usePageTitle('Adding to Gems');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shared = useMemo(
    () =>
      ['url', 'text', 'title'].map((name) => params.get(name)?.trim() ?? '').find((value) => value !== '') ??
      '',
    [params],
  );

  useEffect(() => {
    if (!shared) {
      navigate('/', { replace: true });
      return;
    }
    writePendingGemUrl(shared);
    const timer = window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [shared, navigate]);

  if (!shared) return null;
  return (
    <Flex vertical align="center" gap={16} style={{ padding: 48 }}>
      <Spin size="large" />
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Adding to Gems...
      </Typography.Title>
      <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
        {shared}
      </Typography.Text>
    </Flex>
  );
}
