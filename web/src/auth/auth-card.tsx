import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The centred card the sign-in and sign-up screens share. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Flex justify="center" style={{ padding: '32px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Title level={2} style={{ marginTop: 0, textAlign: 'center' }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {subtitle}
        </Typography.Paragraph>
        {children}
      </Card>
    </Flex>
  );
}
