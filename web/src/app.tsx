import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionEndedRedirect } from './auth/session-ended-redirect';
import { ToastProvider } from './feedback/toast-provider';
import { AppRoutes } from './routes';
import { ThemeProvider } from './theme/theme-provider';
import { ViewerProvider } from './auth/viewer';

/** Providers in dependency order: data, who is looking, theme, the toasts; the router and routes go inside. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ViewerProvider>
        <ThemeProvider>
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </ViewerProvider>
    </QueryClientProvider>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <SessionEndedRedirect />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
