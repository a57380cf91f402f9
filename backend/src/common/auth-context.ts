import type { FastifyRequest } from 'fastify';
import type { UserSession } from '../auth/session.entity';
import type { Lang } from '../i18n/i18n';
import type { User } from '../users/user.entity';

export interface AuthContext {
  user: User;
  session: UserSession;
  /** function id → access letter, as /api/getCore returns it */
  acl: Record<string, string>;
}

export type PortalRequest = FastifyRequest & { auth?: AuthContext; lang: Lang };
