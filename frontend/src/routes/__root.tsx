import type { QueryClient } from '@tanstack/react-query';
import { createRootRoute, ErrorComponent, type ErrorComponentProps, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorPage } from '../components/ErrorPage';
import { PortalShell } from '../components/shell/PortalShell';
import { trackEvent } from '../lib/first-page-calls';
import { UnauthorizedAccess } from '../lib/guards';
import { loadNamespace } from '../i18n';
import { loadedQueryClient, loadQueryClient } from '../lib/query-layer';
import { useDocumentTitle } from '../lib/page-title';

/** Pages that need only the first page's styles (styles/first-page.ts); every other waits for the rest. */
const LIGHT_PAGES = new Set(['/login']);
/** The namespace of the signed-in and information pages, which the sign-in page does not need. */
const HEAVY_PAGES_NAMESPACE = 'pages';

export const Route = createRootRoute({
  // Every page but the light ones waits for the rest of the styles, the pages' texts (a page renders
  // whole, so a link to one of its headings lands on it) and the query cache, and has the cache in
  // its routes' context. A light page shows before the cache has loaded: none of its routes reads
  // the context, which holds the cache only if it has loaded meanwhile.
  beforeLoad: async ({ location }): Promise<{ queryClient: QueryClient }> => {
    if (LIGHT_PAGES.has(location.pathname)) return { queryClient: loadedQueryClient() as QueryClient };
    const [, queryClient] = await Promise.all([import('../styles/all-pages'), loadQueryClient(), loadNamespace(HEAVY_PAGES_NAMESPACE)]);
    return { queryClient };
  },
  component: RootLayout,
  notFoundComponent: () => <ErrorPage kind="notFound" />,
  errorComponent: RouteError,
});

/** An error at the root replaces the root's component, so it brings the shell (and the title) itself. */
function RouteError(props: ErrorComponentProps) {
  useDocumentTitle();
  return <PortalShell>{props.error instanceof UnauthorizedAccess ? <ErrorPage kind="unauthorized" /> : <ErrorComponent {...props} />}</PortalShell>;
}

function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isPlayer = pathname.startsWith('/delivery/');
  useDocumentTitle();
  useEffect(() => {
    // Every route change is a page view (spec 4), recorded first-party; a launch token is not kept.
    void trackEvent({ body: { type: 'page_view', path: isPlayer ? '/delivery' : pathname } });
  }, [pathname, isPlayer]);
  // The test player runs in its own window, without the portal's header, banner and footer.
  if (isPlayer) return <Outlet />;
  return (
    <PortalShell>
      <Outlet />
    </PortalShell>
  );
}
