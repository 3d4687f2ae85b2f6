import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionEndedRedirect } from './auth/session-ended-redirect';
import { ToastProvider } from './feedback/toast-provider';
import { AppRoutes } from './routes';
import { ThemeProvider } from './theme/theme-provider';

/** Providers in dependency order: data, theme, the toasts; the router and routes go inside. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
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
