import { Flex, Result, Typography } from 'antd';
import { LinkButton } from '../components/link-button';

/** Spec 01 §2: one message on error or missing; a server that is down also says why. */
export function GemNotFound({ down }: { down: string | null }) {
  return (
    <Result
      status="404"
      title="Gem not found"
      subTitle="This gem may have been removed or made private."
      extra={
        <Flex vertical align="center" gap={8}>
          {down ? <Typography.Text type="secondary">{down}</Typography.Text> : null}
          <LinkButton to="/" look="primary">
            Back to Feed
          </LinkButton>
        </Flex>
      }
    />
  );
}
