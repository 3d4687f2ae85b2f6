import { Result } from 'antd';
import { LinkButton } from '../components/link-button';
import { usePageTitle } from '../layout/use-page-title';

/** Spec 01 links here but does not show the screen; resets by email are not built. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  return (
    <Result
      status="info"
      title="Password reset is not available yet"
      subTitle="Gems cannot send reset emails yet. Please contact the site administrator to regain access to your account."
      extra={
        <LinkButton to="/login" type="primary">
          Back to sign in
        </LinkButton>
      }
    />
  );
}
