import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SessionWatch } from '../components/session/SessionWatch';
import { requireLoggedIn } from '../lib/guards';

export const Route = createFileRoute('/home')({
  beforeLoad: requireLoggedIn,
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
