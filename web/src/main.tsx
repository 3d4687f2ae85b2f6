import './zod-jitless';
import { StrictMode } from 'react';
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
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
