import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { PortalRequest, SignedInCaller } from './request';

/** The caller's live session as the session guard found it; no entity, so any layer may read it. */
export interface AuthContext extends SignedInCaller {
  /** the session's login time, as the client echoes it in X-Login-Time */
  loginTime: string;
  /** the user's row as the database gave it (column names), for a read that needs no entity */
  columns: Readonly<Record<string, unknown>>;
  /** the name of the user's role */
  roleName: string;
  /** the session's key (the hash of its cookie), to end every other session of the user */
  sessionKey: string;
  /** function id → access letter, as /api/getCore returns it */
  acl: Record<string, string>;
  /** when the session ends unless a call slides it on: the idle limit, capped by the absolute lifetime */
  expiresAt: Date;
  /** the expiry is the absolute lifetime's: no call can move it, only a fresh sign-in */
  endsAtLifetime: boolean;
  /** this call moved the expiry, so the cookie is sent again with it */
  renewed: boolean;
}

/** A request the session guard has seen: `auth` is set when a live session sent it. */
export type AuthRequest = PortalRequest & { auth?: AuthContext };

/** The caller's session, on a route that needs one. */
export const Auth = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthContext => {
  const req = ctx.switchToHttp().getRequest<AuthRequest>();
  if (!req.auth) throw new Error('Auth() used on a route without a session');
  return req.auth;
});
