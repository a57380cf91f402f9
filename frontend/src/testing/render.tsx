import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import '../i18n';

/**
 * The one render of component tests: the providers the SPA wraps every screen in (Mantine, a
 * fresh query cache that does not retry, the modals), so a test sees what the user sees. A page that
 * reads with suspense shows once its reads are in, as under its route.
 */
export function renderWithProviders(ui: ReactNode, { queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }) } = {}) {
  return {
    queryClient,
    ...render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Suspense fallback={null}>{ui}</Suspense>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}
