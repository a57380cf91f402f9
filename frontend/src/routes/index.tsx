import { createFileRoute, redirect } from '@tanstack/react-router';
import { session } from '../lib/session';

/** / goes to the home page when signed in, otherwise to sign-in. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: session.get().isloggedIn ? '/home/index' : '/login' });
  },
});
