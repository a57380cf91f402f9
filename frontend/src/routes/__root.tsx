import { Box } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, ErrorComponent, type ErrorComponentProps, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { trackEvent } from '../api/sdk.gen';
import { ErrorPage } from '../components/ErrorPage';
import { Footer } from '../components/shell/Footer';
import { Header } from '../components/shell/Header';
import { HeroBanner } from '../components/shell/HeroBanner';
import { SkipLink } from '../components/shell/SkipLink';
import { UnauthorizedAccess } from '../lib/guards';
import { useSession } from '../lib/session';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: () => <ErrorPage kind="notFound" />,
  errorComponent: RouteError,
});

function RouteError(props: ErrorComponentProps) {
  return props.error instanceof UnauthorizedAccess ? <ErrorPage kind="unauthorized" /> : <ErrorComponent {...props} />;
}

function RootLayout() {
  const { isloggedIn } = useSession();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isPlayer = pathname.startsWith('/delivery/');
  useEffect(() => {
    // Every route change is a page view (spec 4), recorded first-party; a launch token is not kept.
    void trackEvent({ body: { type: 'page_view', path: isPlayer ? '/delivery' : pathname } });
  }, [pathname, isPlayer]);
  // The test player runs in its own window, without the portal's header, banner and footer.
  if (isPlayer) return <Outlet />;
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      {!isloggedIn && <HeroBanner />}
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
