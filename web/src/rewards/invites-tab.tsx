import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import type { InviteCode } from '@gems/contracts';
import { Button, Flex, List, Statistic, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useToast } from '../feedback/use-toast';
import { inviteLink } from './describe-event';
import { useCreateInviteCode, useInvites, useReferrals } from './rewards-api';

const COPIED_RESET_MS = 2_000;

/** Spec 02 §2 Invite Friends: generate, list with badge/signups/date/copy, successful referrals. */
export function InvitesTab() {
  const invites = useInvites(true);
  const referrals = useReferrals(true);
  const create = useCreateInviteCode();
  const verified = referrals.items.filter((r) => r.status === 'verified').length;
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} align="center" wrap>
        <Button type="primary" loading={create.isPending} onClick={() => create.mutate()}>
          Generate New Invite Code
        </Button>
        <Statistic title="Successful Referrals" value={verified} data-testid="successful-referrals" />
      </Flex>
      <Typography.Text type="secondary">Earn 50 points for each successful referral!</Typography.Text>
      <List
        loading={invites.isLoading}
        dataSource={invites.items}
        locale={{ emptyText: 'No invite codes yet. Generate one above!' }}
        renderItem={(invite) => <InviteRow invite={invite} />}
      />
    </Flex>
  );
}

function InviteRow({ invite }: { invite: InviteCode }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const link = inviteLink(window.location.origin, invite.code);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success('Copied!', 'Invite link copied to clipboard');
    } catch {
      toast.info('Share this link', link, 10);
    }
  }

  return (
    <List.Item
      data-testid="invite-code"
      extra={
        <Button
          icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
          onClick={() => void copy()}
          aria-label={copied ? 'Copied!' : `Copy invite link ${invite.code}`}
        >
          {copied ? 'Copied!' : 'Copy link'}
        </Button>
      }
    >
      <List.Item.Meta
        title={
          <Flex gap={8} align="center" wrap>
            <Typography.Text code>{invite.code}</Typography.Text>
            <Tag color={invite.isActive ? 'green' : 'default'}>{invite.isActive ? 'Active' : 'Inactive'}</Tag>
          </Flex>
        }
        description={
          <Flex gap={12} wrap>
            <span>
              {invite.signups} {invite.signups === 1 ? 'signup' : 'signups'}
            </span>
            <span>Created {new Date(invite.createdAt).toLocaleDateString()}</span>
          </Flex>
        }
      />
    </List.Item>
  );
}
