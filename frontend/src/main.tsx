import './styles/first-page';
import { MantineProvider } from '@mantine/core';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady, loadNamespace } from './i18n';
import { setupApiClient } from './lib/api-client';
import { alertsHost, dialogsHost } from './lib/hosts';
import { loadedQueryClient, loadQueryClientWhenIdle, QueryLayer } from './lib/query-layer';
import { PENDING_TIMING } from './lib/router-pending';
import { routeTree } from './routeTree.gen';
import { cssVariablesResolver, theme } from './theme';

// Spec 4: no service worker may keep serving an old portal.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.getRegistrations().then((regs) => regs.forEach((r) => void r.unregister()));
}

// The query cache is not in the router's context from the start: the root route puts it there for
// every page but the light ones (routes/__root.tsx), once it has loaded.
const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true, ...PENDING_TIMING });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

setupApiClient({
  onUnauthorized: () => {
    loadedQueryClient()?.clear();
    void router.navigate({ to: '/login' });
  },
});

// The test player's window opens its session, and fetches the player's code and texts, at once:
// not level by level as the router reaches the page. A token of another form goes the router's way.
const launchToken = /^\/delivery\/([\w-]+)$/.exec(window.location.pathname)?.[1];
if (launchToken) {
  void import('./components/player/flow/open-session').then(({ openEarly }) => openEarly(launchToken));
  void router.loadRouteChunk(router.routesById['/delivery/$token']);
  void loadNamespace('player');
}

// The first language's texts arrive beside the page's code; rendering waits for them so no key shows.
void i18nReady
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <QueryLayer>
            {/* Mounted with the first dialog and the first alert: the first page opens neither. */}
            <dialogsHost.Host />
            <alertsHost.Host />
            <RouterProvider router={router} />
          </QueryLayer>
        </MantineProvider>
      </StrictMode>,
    ),
  )
  .then(loadQueryClientWhenIdle);
