import { CopyOutlined } from '@ant-design/icons';
import type { User } from '@gems/contracts';
import { Button, Flex, Input, Typography } from 'antd';
import { useToast } from '../feedback/use-toast';
import { useReferralCode } from './use-profile-mutations';

/** Spec 02 §2 Referrals tab: generate a code when absent; the register link carries ?ref={code}. */
export function ReferralsTab({ user }: { user: User }) {
  const generate = useReferralCode(user.id);
  const toast = useToast();
  const code = user.referralCode;
  const link = code ? `${window.location.origin}/register?ref=${encodeURIComponent(code)}` : '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied to clipboard');
    } catch {
      toast.info('Share this link', link, 10);
    }
  }

  if (!code)
    return (
      <Flex vertical gap={12} align="flex-start">
        <Typography.Paragraph style={{ margin: 0 }}>
          You do not have a referral code yet. Generate one to invite friends.
        </Typography.Paragraph>
        <Button type="primary" loading={generate.isPending} onClick={() => generate.mutate()}>
          Generate Referral Code
        </Button>
      </Flex>
    );
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        Your referral code:{' '}
        <Typography.Text strong copyable>
          {code}
        </Typography.Text>
      </Typography.Text>
      <Flex gap={8}>
        <Input readOnly value={link} aria-label="Referral link" />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          Copy
        </Button>
      </Flex>
      <Typography.Text type="secondary">
        Friends who sign up with this link are counted as your referrals.
      </Typography.Text>
    </Flex>
  );
}
