import { useAuth } from '../auth/use-auth';
import { PageSpinner } from '../components/page-spinner';
import { usePageTitle } from '../layout/use-page-title';
import { HomeSignedIn } from './home-signed-in';
import { HomeSignedOut } from './home-signed-out';

export function HomePage() {
  usePageTitle('');
  const { user, isCheckingSession } = useAuth();
  if (isCheckingSession) return <PageSpinner />;
  return user ? <HomeSignedIn user={user} /> : <HomeSignedOut />;
}
