import { createFileRoute, redirect } from '@tanstack/react-router';

/** /home itself shows nothing: it goes to /home/index. */
export const Route = createFileRoute('/home/')({
  beforeLoad: () => {
    throw redirect({ to: '/home/index' });
  },
});
