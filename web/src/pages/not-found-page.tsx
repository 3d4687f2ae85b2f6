import { Result } from 'antd';
import { LinkButton } from '../components/link-button';
import { usePageTitle } from '../layout/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>404 Page Not Found</h1>}
      subTitle="Did you forget to add the page to the router?"
      extra={
        <LinkButton to="/" type="primary">
          Go Home
        </LinkButton>
      }
    />
  );
}
