import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SessionWatch } from '../components/session/SessionWatch';
import { loadAccountNav } from '../components/shell/account-nav-module';
import { requireLoggedIn } from '../lib/guards';

export const Route = createFileRoute('/home')({
  beforeLoad: requireLoggedIn,
  // The header's signed-in navigation is in before the page shows, so it does not shift the page.
  loader: async () => void (await loadAccountNav()),
  component: HomeLayout,
});

function HomeLayout() {
  return (
    <>
      <Outlet />
      <SessionWatch />
    </>
  );
}
