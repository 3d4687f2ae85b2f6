import './zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startPageData } from './api/early-data';
import { createQueryClient } from './api/query-client';
import { App } from './app';
import { registerServiceWorker } from './pwa/register-service-worker';

registerServiceWorker();

const queryClient = createQueryClient();
startPageData(queryClient, window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const reactRoot = createRoot(root);
// In a transition React renders the first screen in slices of a few milliseconds, yielding to the
// browser in between, instead of one task as long as the whole mount (Lighthouse's blocking time
// on a phone: docs/decisions.md, issue 31 "mobile first load").
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
