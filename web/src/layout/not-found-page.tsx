import { Result } from 'antd';
import { LinkButton } from '../components/link-button';
import { usePageTitle } from './use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Result
      // The product's own gem in its colour, not antd's blue 404 drawing (issue 15 §11).
      icon={<img src="/icon.svg" alt="" width={120} height={120} data-testid="not-found-picture" />}
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>404 Page Not Found</h1>}
      subTitle="Did you forget to add the page to the router?"
      extra={
        <LinkButton to="/" look="primary">
          Go Home
        </LinkButton>
      }
    />
  );
}
