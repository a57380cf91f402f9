import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireLoggedIn } from '../lib/guards';

export const Route = createFileRoute('/home')({
  beforeLoad: requireLoggedIn,
  component: Outlet,
});
