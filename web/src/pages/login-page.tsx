import { Alert, Divider, Flex, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { socialNotice } from '../auth/social-notices';
import { useLogin } from '../auth/use-auth';
import { usePageTitle } from '../layout/use-page-title';
import { SocialSignIn } from '../components/social-sign-in';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

export function LoginPage() {
  usePageTitle('Sign in');
  const [params] = useSearchParams();
  const login = useLogin();
  const navigate = useNavigate();
  const notice = socialNotice(params.get('notice'));

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to keep curating your gems">
      {notice ? (
        <Alert
          type={notice.type}
          showIcon
          role={notice.type === 'error' || notice.type === 'warning' ? 'alert' : 'status'}
          style={{ marginBottom: 16 }}
          title={notice.text}
        />
      ) : null}
      <SocialSignIn />
      <Divider plain>or sign in with email</Divider>
      <LoginForm
        submitting={login.isPending}
        onSubmit={async (values) => {
          await login.mutateAsync(values);
          navigate('/');
        }}
      />
      <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
        <Link to="/forgot-password">Forgot password?</Link>
        <Typography.Text type="secondary">
          Don&apos;t have an account? <Link to="/register">Sign up</Link>
        </Typography.Text>
      </Flex>
    </AuthCard>
  );
}
