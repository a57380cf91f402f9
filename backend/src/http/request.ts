import type { FastifyRequest } from 'fastify';
import type { Lang } from '../i18n/i18n';

/** Who is signed in, as far as infrastructure needs to know: auth/ fills in the whole context. */
export interface SignedInCaller {
  userId: number;
}

/** A request as the guards leave it: its language always, its caller when a live session sent it. */
export type PortalRequest = FastifyRequest & { auth?: SignedInCaller; lang: Lang };
