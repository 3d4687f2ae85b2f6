import { POINTS_PER_TOKEN } from '@gems/contracts';
import { Flex, List, Tag, Typography } from 'antd';
import { useRules } from './rewards-api';

/** Who earns what, as the server decides it (docs/decisions.md "Rewards"). */
const WHO: Record<string, string> = {
  create_gem: 'Save a new gem by hand (imported gems, a link saved again and deleted gems earn nothing)',
  like_gem: "Like someone else's gem (the liker earns; once per gem; an unlike takes it back)",
  comment_gem: "Comment on someone else's gem (the commenter earns; once per gem)",
  external_share: 'Someone else opens a gem link you shared (once per gem)',
  successful_referral: 'A friend you invited saves their first gem',
};

/** Spec 02 §2 How to Earn: the live point values and the weekly token distribution. */
export function HowToEarnTab() {
  const rules = useRules();
  return (
    <Flex vertical gap={16}>
      <List
        loading={rules.isLoading}
        dataSource={rules.data ?? []}
        locale={{ emptyText: 'No ways to earn points right now.' }}
        renderItem={(rule) => (
          <List.Item data-testid="earn-rule" extra={<Tag color="green">+{rule.points} pts</Tag>}>
            {WHO[rule.actionType] ?? rule.description}
            {typeof rule.dailyCap === 'number' && (
              <Typography.Text type="secondary"> — up to {rule.dailyCap} a day</Typography.Text>
            )}
          </List.Item>
        )}
      />
      <Typography.Paragraph style={{ margin: 0 }}>
        <strong>Weekly token distribution:</strong> every {POINTS_PER_TOKEN} points = 1 token, distributed
        weekly (Mondays 00:00 UTC). Points below a whole token carry over to the next week.
      </Typography.Paragraph>
    </Flex>
  );
}
