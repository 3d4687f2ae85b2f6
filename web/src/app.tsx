import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './routes';
import { ThemeProvider } from './theme/theme-provider';

const router = createRouter();

/** Providers in dependency order: data, theme, antd's toast context, then the routes. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AntApp notification={{ maxCount: 1, placement: 'bottomRight' }} message={{ maxCount: 1 }}>
          <RouterProvider router={router} />
        </AntApp>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
