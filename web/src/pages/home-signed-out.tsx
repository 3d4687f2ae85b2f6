import { Card, Flex, Typography } from 'antd';
import { LinkButton } from '../components/link-button';
import { RemoteEmptyState } from '../components/remote-empty-state';

export function HomeSignedOut() {
  return (
    <Flex vertical gap={32}>
      <Flex vertical align="center" gap={12} style={{ padding: '48px 0', textAlign: 'center' }}>
        <Typography.Title style={{ margin: 0 }}>Save and share your favorite things</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 18, maxWidth: 560 }}>
          Gems keeps the links you love — with pictures, notes and tags — in collections you can share.
        </Typography.Paragraph>
        <Flex gap={12}>
          <LinkButton to="/login" size="large">
            Sign in
          </LinkButton>
          <LinkButton to="/register" type="primary" size="large">
            Sign up
          </LinkButton>
        </Flex>
      </Flex>
      <Card title="Curated Collections">
        <RemoteEmptyState path="/api/collections/public" emptyText="Public collections will appear here." />
      </Card>
      <Card title="Discover hand-picked gems">
        <RemoteEmptyState path="/api/gems" emptyText="Public gems will appear here." />
      </Card>
    </Flex>
  );
}
