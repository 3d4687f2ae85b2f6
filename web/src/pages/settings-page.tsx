import type { Account } from '@gems/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Flex, Switch, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { ME_QUERY_KEY, updateVisibilityRequest } from '../auth/auth-api';
import { useAuth } from '../auth/use-auth';
import { PageSpinner } from '../components/page-spinner';
import { useToast } from '../feedback/use-toast';
import { SignInRequired } from '../components/sign-in-required';
import { usePageTitle } from '../layout/use-page-title';
import { socialNotice } from '../auth/social-notices';
import { ApiTokensCard } from '../settings/api-tokens-card';
import { ConnectedSignInCard } from '../settings/connected-sign-in-card';
import { DeleteAccountCard } from '../settings/delete-account-card';
import { EmailCard } from '../settings/email-card';
import { EmailVerificationAlert } from '../settings/email-verification-alert';
import { PasswordCard } from '../settings/password-card';

/**
 * Spec 02 §2 settings: the public-profile switch and the account's details; issue 32's password,
 * e-mail, connected sign-in and leaving.
 */
export function SettingsPage() {
  usePageTitle('Settings');
  const { user, isCheckingSession } = useAuth();
  if (isCheckingSession) return <PageSpinner />;
  if (!user) return <SignInRequired title="Please log in to access settings." />;
  return <Settings user={user} />;
}

function Settings({ user }: { user: Account }) {
  const [params, setParams] = useSearchParams();
  const notice = socialNotice(params.get('notice'));
  const queryClient = useQueryClient();
  const toast = useToast();
  const visibility = useMutation({
    mutationFn: updateVisibilityRequest,
    onSuccess: async (updated) => {
      // The profile answer is the public user; the account's sign-in facts are kept.
      queryClient.setQueryData<Account | null>(ME_QUERY_KEY, (old) => (old ? { ...old, ...updated } : old));
      toast.success(updated.isPublic ? 'Your profile is now public' : 'Your profile is now private');
      // The profile page's Private tag and follow buttons read the public profile.
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (err) => toast.error('Failed to update profile settings', errorMessage(err)),
  });
  const isPublic = visibility.isPending ? (visibility.variables ?? user.isPublic) : user.isPublic;

  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Settings
      </Typography.Title>
      {notice ? (
        <Alert
          type={notice.type}
          showIcon
          closable={{ afterClose: () => setParams({}, { replace: true }) }}
          role={notice.type === 'error' || notice.type === 'warning' ? 'alert' : 'status'}
          title={notice.text}
        />
      ) : null}
      <EmailVerificationAlert user={user} />
      <Card title="Privacy Settings">
        <Flex justify="space-between" align="center" gap={16}>
          <div>
            <Typography.Text strong id="public-profile-label">
              Public Profile
            </Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {isPublic
                ? 'Anyone can follow you, and your new gems are public by default.'
                : 'People need your approval to follow you, and your new gems are private by default.'}
            </Typography.Paragraph>
          </div>
          <Switch
            aria-labelledby="public-profile-label"
            checked={isPublic}
            loading={visibility.isPending}
            onChange={(checked) => visibility.mutate(checked)}
          />
        </Flex>
      </Card>
      <Card title="Account">
        <Descriptions column={1}>
          <Descriptions.Item label="Username">{user.username}</Descriptions.Item>
          <Descriptions.Item label="Email">
            {user.email ?? 'No email (signed in with a wallet)'}
          </Descriptions.Item>
          <Descriptions.Item label="Profile type">{isPublic ? 'Public' : 'Private'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <EmailCard user={user} />
      <PasswordCard user={user} />
      <ConnectedSignInCard user={user} />
      <ApiTokensCard />
      <DeleteAccountCard user={user} />
    </Flex>
  );
}
