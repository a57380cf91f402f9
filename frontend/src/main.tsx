import './styles/first-page';
import { MantineProvider } from '@mantine/core';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n';
import { setupApiClient } from './lib/api-client';
import { loadedQueryClient, loadQueryClientWhenIdle, QueryLayer } from './lib/query-layer';
import { routeTree } from './routeTree.gen';
import { cssVariablesResolver, theme } from './theme';

// Spec 4: no service worker may keep serving an old portal.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.getRegistrations().then((regs) => regs.forEach((r) => void r.unregister()));
}

// Shown notifications wait in their store until the list that draws them has loaded.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));
// Dialogs open through \`modals.*\` events that this host handles; it loads at start, beside the
// first page, which opens none (and it keeps Modal, ScrollArea and Floating UI out of that page).
const ModalsHost = lazy(() => import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })));

// The query cache is not in the router's context from the start: the root route puts it there for
// every page but the light ones (routes/__root.tsx), once it has loaded.
const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

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

// The first language's texts arrive beside the page's code; rendering waits for them so no key shows.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryLayer>
          <Suspense fallback={null}>
            <ModalsHost />
            <Notifications position="top-right" transitionDuration={500} zIndex={1000} />
          </Suspense>
          <RouterProvider router={router} />
        </QueryLayer>
      </MantineProvider>
    </StrictMode>,
  ),
).then(loadQueryClientWhenIdle);
