import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Result } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { confirmEmail } from './account-api';
import { ME_QUERY_KEY } from './auth-api';
import { refusalCode } from './refusal-code';
import { ResultHeading } from './result-heading';
import { useAuth } from './use-auth';
import { LinkButton } from '../components/link-button';
import { PageSpinner } from '../components/page-spinner';
import { usePageTitle } from '../layout/use-page-title';

/**
 * Issue 32: the page a verification or change e-mail links to. The link is used once, as the page
 * opens (a query that never refetches, so neither a re-render nor a refocus spends it twice).
 */
export function VerifyEmailPage() {
  usePageTitle('Confirm your e-mail address');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user, isCheckingSession } = useAuth();
  const queryClient = useQueryClient();
  const confirmation = useQuery({
    queryKey: ['auth', 'email-confirmation', token],
    queryFn: () => confirmEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  // The browser signed in as that account shows the new state at once (Settings, the reminder).
  const confirmed = confirmation.data?.user;
  useEffect(() => {
    if (confirmed && user?.id === confirmed.id) queryClient.setQueryData(ME_QUERY_KEY, confirmed);
  }, [confirmed, user?.id, queryClient]);

  const onward = isCheckingSession ? null : user ? (
    <LinkButton key="settings" to="/settings" look="primary">
      Go to Settings
    </LinkButton>
  ) : (
    <LinkButton key="login" to="/login" look="primary">
      Sign in
    </LinkButton>
  );

  if (!token)
    return (
      <Result
        status="warning"
        title={<ResultHeading>This link is incomplete</ResultHeading>}
        subTitle="Open the link from the e-mail again, or ask for a new one from Settings."
        extra={onward}
      />
    );
  if (confirmation.isPending) return <PageSpinner label="Confirming your e-mail address…" />;
  if (confirmation.isError) {
    const expired = refusalCode(confirmation.error) === 'email_link_invalid';
    return (
      <Result
        status="warning"
        title={
          <ResultHeading>
            {expired ? 'This link cannot be used' : 'Your e-mail address was not confirmed'}
          </ResultHeading>
        }
        subTitle={
          expired
            ? `${errorMessage(confirmation.error)} Ask for a new one from Settings.`
            : errorMessage(confirmation.error)
        }
        extra={onward}
      />
    );
  }
  return (
    <Result
      status="success"
      title={<ResultHeading>{confirmation.data.message ?? 'Your e-mail address is verified'}</ResultHeading>}
      subTitle={
        confirmation.data.user.email
          ? `${confirmation.data.user.email} is now the confirmed address of ${confirmation.data.user.username}.`
          : undefined
      }
      extra={
        <Flex gap={8} justify="center" wrap>
          {onward}
          <LinkButton to="/">Home</LinkButton>
        </Flex>
      }
    />
  );
}
