import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { SessionEndedRedirect } from './auth/session-ended-redirect';
import { ToastProvider } from './feedback/toast-provider';
import { AppRoutes } from './routes';
import { ThemeProvider } from './theme/theme-provider';

/** Providers in dependency order: data, theme, the toasts, then the routes. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>
          <BrowserRouter>
            <SessionEndedRedirect />
            <AppRoutes />
          </BrowserRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
