import { redirect } from '@tanstack/react-router';
import { session } from './session';

/** Thrown by a route guard when the signed-in user's role lacks the route's function. */
export class UnauthorizedAccess extends Error {
  constructor(readonly fn: number) {
    super(`function ${fn} is not granted`);
  }
}

/** /home and below: anyone not signed in is sent to / (which then goes on to /login). */
export function requireLoggedIn(): void {
  if (!session.get().isloggedIn) throw redirect({ to: '/' });
}

/** Sign-in, sign-up, forgot and reset pages: a signed-in visitor is sent to /. */
export function requireLoggedOut(): void {
  if (session.get().isloggedIn) throw redirect({ to: '/' });
}

/**
 * A screen behind a function of the acl (spec section 5). The server refuses the calls anyway;
 * this spares the user a broken screen and shows the spec's 'Unauthorized Access' page.
 */
export function requireFunction(fn: number): () => void {
  return () => {
    requireLoggedIn();
    if (!session.can(fn)) throw new UnauthorizedAccess(fn);
  };
}
