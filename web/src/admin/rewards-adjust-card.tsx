import type { PointAdjustment } from '@gems/contracts';
import { Alert, Button, Card, Descriptions, Flex, Input, InputNumber, Modal, Spin } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useAdjust, useUserBalance } from './rewards-admin-api';

/**
 * Manual point adjustment (user id, points and reason all required): Adjust Points opens a
 * confirmation with the user's current points before and after; one that would go below 0 is
 * refused there (the server refuses it too) with how much can be taken away.
 */
export function AdjustCard() {
  const adjust = useAdjust();
  const [userId, setUserId] = useState<number | null>(null);
  const [points, setPoints] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<PointAdjustment | null>(null);
  const ready = userId !== null && points !== null && points !== 0 && reason.trim() !== '';
  const reset = () => {
    setUserId(null);
    setPoints(null);
    setReason('');
    setConfirming(null);
  };
  return (
    <Card title="Manual Point Adjustment">
      <Flex vertical gap={12}>
        <InputNumber
          aria-label="User ID"
          placeholder="User ID"
          min={1}
          precision={0}
          value={userId}
          onChange={setUserId}
          style={{ width: '100%' }}
        />
        <InputNumber
          aria-label="Points"
          placeholder="Points (negative to remove)"
          precision={0}
          value={points}
          onChange={setPoints}
          style={{ width: '100%' }}
        />
        <Input
          aria-label="Reason"
          placeholder="Reason"
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button
          type="primary"
          disabled={!ready}
          onClick={() => ready && setConfirming({ userId, points, reason: reason.trim() })}
        >
          Adjust Points
        </Button>
      </Flex>
      {confirming && (
        <ConfirmAdjustment
          adjustment={confirming}
          saving={adjust.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => adjust.mutate(confirming, { onSuccess: reset })}
        />
      )}
    </Card>
  );
}

function ConfirmAdjustment(props: {
  adjustment: PointAdjustment;
  saving: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { adjustment } = props;
  const balance = useUserBalance(adjustment.userId);
  const before = balance.data?.currentPoints;
  const after = before === undefined ? undefined : before + adjustment.points;
  const belowZero = after !== undefined && after < 0;
  return (
    <Modal
      open
      title="Confirm point adjustment"
      okText={adjustment.points > 0 ? `Add ${adjustment.points} points` : `Take ${-adjustment.points} points`}
      okButtonProps={{ disabled: after === undefined || belowZero }}
      confirmLoading={props.saving}
      onOk={props.onConfirm}
      onCancel={props.onCancel}
    >
      {balance.isLoading && <Spin aria-label="Loading the user's points" />}
      {balance.isError && <Alert type="error" showIcon message={errorMessage(balance.error)} />}
      {balance.data && (
        <Flex vertical gap={12}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="User">
              {balance.data.username ?? 'Unknown name'} (ID {balance.data.userId})
            </Descriptions.Item>
            <Descriptions.Item label="Current points now">{before}</Descriptions.Item>
            <Descriptions.Item label="Current points after">{after}</Descriptions.Item>
            <Descriptions.Item label="Lifetime points">
              {balance.data.lifetimePoints}
              {adjustment.points > 0
                ? ` → ${balance.data.lifetimePoints + adjustment.points}`
                : ' (unchanged)'}
            </Descriptions.Item>
            <Descriptions.Item label="Reason">{adjustment.reason}</Descriptions.Item>
          </Descriptions>
          {belowZero && (
            <Alert
              type="error"
              showIcon
              role="alert"
              message={`This would take the user below 0 points: at most ${before} can be taken away.`}
            />
          )}
        </Flex>
      )}
    </Modal>
  );
}
