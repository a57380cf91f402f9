import type { FastifyRequest } from 'fastify';
import type { UserSession } from '../auth/session.entity';
import type { Lang } from '../i18n/i18n';
import type { User } from '../users/user.entity';

export interface AuthContext {
  /** the user's id, without building the entity: the hot paths need no more */
  userId: number;
  /** the session's login time, as the client echoes it in X-Login-Time */
  loginTime: string;
  /** the user's row as the database gave it (column names), for a read that needs no entity */
  columns: Readonly<Record<string, unknown>>;
  /** the name of the user's role */
  roleName: string;
  /** the user and the session as entities, built on first use */
  user: User;
  session: UserSession;
  /** function id → access letter, as /api/getCore returns it */
  acl: Record<string, string>;
  /** when the session ends unless a call slides it on: the idle limit, capped by the absolute lifetime */
  expiresAt: Date;
  /** the expiry is the absolute lifetime's: no call can move it, only a fresh sign-in */
  endsAtLifetime: boolean;
  /** this call moved the expiry, so the cookie is sent again with it */
  renewed: boolean;
}

export type PortalRequest = FastifyRequest & {
  auth?: AuthContext;
  lang: Lang;
  /** the session as a lean route already resolved it (see lean-routes.ts) */
  resolvedSession?: { auth: AuthContext | null };
};
