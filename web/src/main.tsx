import './zod-jitless';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startPageData } from './api/early-data';
import { createQueryClient } from './api/query-client';
import { DRAWN_PARTS_KEY, preloadDrawnParts } from './components/lazy-named';
import { App } from './app';
import { ME_QUERY_KEY, mayBeSignedIn } from './auth/auth-api';
import { seedFirstPaint } from './prerender/first-paint-state';
import { registerServiceWorker } from './pwa/register-service-worker';
import { preloadPage } from './routes';
import { DARK_SCHEME_QUERY, readThemePreference, resolveTheme } from './theme/theme-preference';

registerServiceWorker();

const queryClient = createQueryClient();
// A visitor is known at once (no session hint): pages render as for a visitor from the start.
if (!mayBeSignedIn()) queryClient.setQueryData(ME_QUERY_KEY, null);
// A visitor's public page may come drawn by the gateway (gateway/src/first-paint), with the
// answers it was drawn from: the app starts from the same answers, asking nothing again.
const drawnPage = document.querySelector<HTMLElement>('#root > [data-first-paint]');
const drawn = drawnPage !== null && seedFirstPaint(queryClient);
startPageData(queryClient, window.location.pathname);

/**
 * Marks the drawn page adopted once React has hydrated it (its effects run after that commit):
 * until then its buttons take no taps (global.css), which React would not have heard. The code of
 * every part the page shows is loaded before hydrating, so after it a tap on a part React has not
 * adopted yet is adopted there and then (React hydrates it at once and delivers the tap).
 */
function AdoptedWhenHydrated({ page, children }: { page: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    page.dataset.adopted = '';
  }, [page]);
  return children;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

if (!drawn) {
  // In a transition React renders the first screen in slices of a few milliseconds, yielding to
  // the browser in between, instead of one task as long as the whole mount (Lighthouse's blocking
  // time on a phone: docs/decisions.md, issue 31 "mobile first load").
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
} else if (resolveTheme(readThemePreference(), window.matchMedia(DARK_SCHEME_QUERY).matches) === 'light') {
  // The drawn page is what this browser would draw (the light theme): React adopts its elements
  // (hydration, in a transition so it runs in slices too) once the code of every part the page
  // shows is there. React drops a tap on a part it has not adopted while that part's code is
  // still loading (it does not replay it); until the page is adopted its buttons take no taps.
  const drawnParts = queryClient.getQueryData<string[]>(DRAWN_PARTS_KEY) ?? [];
  void Promise.all([preloadPage(window.location.pathname), preloadDrawnParts(drawnParts)]).finally(() => {
    startTransition(() => {
      hydrateRoot(drawnPage!, <AdoptedWhenHydrated page={drawnPage!}>{app}</AdoptedWhenHydrated>, {
        // A difference (a date in another locale, an answer changed meanwhile) is not an error of
        // the page: React draws that part anew and says so here.
        onRecoverableError: (error) => console.warn('Gems: part of the drawn page was drawn again:', error),
      });
    });
  });
} else {
  // Drawn light for a dark theme: drawn anew over it once the page's code is there.
  void preloadPage(window.location.pathname).finally(() => {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  });
}
