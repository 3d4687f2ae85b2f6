import { Result } from 'antd';
import { LinkButton } from './link-button';

/** What a signed-out visitor sees on a page that needs an account, in that page's own words. */
export function SignInRequired({ title }: { title: string }) {
  return (
    <Result
      status="403"
      title={title}
      extra={
        <LinkButton to="/login" look="primary">
          Log In
        </LinkButton>
      }
    />
  );
}
