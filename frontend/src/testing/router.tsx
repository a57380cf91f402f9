import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type {
  GetAppVersionData,
  GetAppVersionResponse,
  GetNotificationsData,
  GetNotificationsResponse,
  GetPortalConfigData,
  GetPortalConfigResponse,
} from '../api/types.gen';
import '../i18n';
import { queryClient } from '../lib/query-client';
import { PENDING_TIMING } from '../lib/router-pending';
import { session } from '../lib/session';
import { routeTree } from '../routeTree.gen';
import { onCall } from './api';

/**
 * The SPA's real router and route tree at one address, with an emptied query cache, for tests of what a
 * route's loader, pending and error components show. The shell's own calls (the portal's links and
 * version, the page-view event) are answered here; the test answers the page's.
 */
export function renderRoute(address: string, { acl = {} as Record<string, string>, signedIn = true } = {}) {
  // a visitor's pages (register, reset) are for the signed-out only
  if (signedIn) session.start({ result: 'SUCCESS', firstName: 'Ana', lastName: 'Ruiz', loginTime: '1' }, acl);
  else session.clear();
  onCall<GetPortalConfigData, GetPortalConfigResponse>('get', '/api/getPortalConfig', {
    orgName: 'Open Pathways Learning',
    orgUrl: 'https://example.org/',
    footerLinks: { about: '/aboutThisApp', contact: '', faq: '', privacy: '', terms: '' },
  });
  onCall<GetAppVersionData, GetAppVersionResponse>('get', '/api/getAppVersion', { version: '1.0' });
  onCall('post', '/api/trackEvent', {});
  // staff see the notification bell in the header
  onCall<GetNotificationsData, GetNotificationsResponse>('post', '/api/getNotifications', { data: [], page: 1, totalCount: 0, unreadCount: 0 });
  // The SPA's one query cache, which the root route hands to the loaders, emptied for this test:
  // its own freshness, without its retry, so a failed call fails at once.
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } });
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [address] }), context: { queryClient }, ...PENDING_TIMING });
  return {
    queryClient,
    router,
    ...render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}
