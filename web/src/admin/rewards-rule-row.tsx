import type { PointRule, UpdatePointRule } from '@gems/contracts';
import { Button, Flex, Input, List, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useUpdateRule } from './rewards-admin-api';
import { parseDailyCap, parsePoints } from './rewards-rule-values';

/**
 * One point rule: its points and daily limit, editable; a value the server would refuse says why
 * under the field (issue 25 §4.6) rather than only greying out Save.
 */
export function RuleRow({ rule }: { rule: PointRule }) {
  const update = useUpdateRule();
  const [pointsText, setPointsText] = useState(String(rule.points));
  const [capText, setCapText] = useState(rule.dailyCap === null ? '' : String(rule.dailyCap));
  const points = parsePoints(pointsText);
  const cap = parseDailyCap(capText);
  const change: UpdatePointRule = {};
  if (points.value !== undefined && points.value !== rule.points) change.points = points.value;
  if (cap.value !== undefined && cap.value !== rule.dailyCap) change.dailyCap = cap.value;
  const valid = !points.error && !cap.error;
  const changed = Object.keys(change).length > 0;
  const pointsId = `rule-${rule.id}-points-error`;
  const capId = `rule-${rule.id}-cap-error`;
  return (
    <List.Item data-testid={`rule-${rule.actionType}`}>
      <Flex vertical gap={8} style={{ flex: 1 }}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Flex vertical>
            <Typography.Text strong>{rule.actionType}</Typography.Text>
            <Typography.Text type="secondary">{rule.description}</Typography.Text>
          </Flex>
          <Switch
            aria-label={`${rule.actionType} active`}
            checked={rule.isActive}
            onChange={(isActive) => update.mutate({ id: rule.id, body: { isActive } })}
          />
        </Flex>
        <Flex gap={8} align="flex-start" wrap>
          <Flex vertical style={{ width: 120 }}>
            <Input
              addonBefore="Points"
              aria-label={`Points for ${rule.actionType}`}
              inputMode="numeric"
              value={pointsText}
              status={points.error ? 'error' : undefined}
              aria-invalid={Boolean(points.error)}
              aria-describedby={points.error ? pointsId : undefined}
              onChange={(e) => setPointsText(e.target.value)}
            />
          </Flex>
          <Flex vertical style={{ width: 170 }}>
            <Input
              addonBefore="Per day"
              aria-label={`Daily limit for ${rule.actionType}`}
              placeholder="No limit"
              inputMode="numeric"
              value={capText}
              status={cap.error ? 'error' : undefined}
              aria-invalid={Boolean(cap.error)}
              aria-describedby={cap.error ? capId : undefined}
              onChange={(e) => setCapText(e.target.value)}
            />
          </Flex>
          <Button
            disabled={!valid || !changed}
            loading={update.isPending}
            onClick={() => valid && changed && update.mutate({ id: rule.id, body: change })}
          >
            Save
          </Button>
        </Flex>
        {points.error && (
          <Typography.Text type="danger" id={pointsId} role="alert">
            {points.error}
          </Typography.Text>
        )}
        {cap.error && (
          <Typography.Text type="danger" id={capId} role="alert">
            {cap.error}
          </Typography.Text>
        )}
      </Flex>
    </List.Item>
  );
}
