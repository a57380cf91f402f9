import { type EntityManager, RequestContext } from '@mikro-orm/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Fn } from '@portal/shared';
import { type CompanionRead, SESSION_COOKIE, type SessionsService } from './sessions.service';
import { langFrom } from '../i18n/i18n';
import type { AuthContext, AuthRequest } from './auth-context';
import type { PortalExceptionFilter } from '../common/exception.filter';
import { announceExpiry } from './session.guard';
import { isWellFormed } from '../common/validation';

/**
 * A call made so often (a session-bound read on every page, an answer every few seconds per
 * student) that the framework's pipeline costs more than its query. The common case, a live
 * session whose login time matches and a body that passes its DTO as it is, is answered straight
 * from Fastify with the same headers, cookie and body as the Nest route gives it; anything else
 * (no session, a mismatch, a missing function, a body needing the full validation) goes on to that
 * route, which stays the one documented and the one deciding every refusal.
 */
export interface LeanRoute {
  /** the path as the Nest route declares it */
  url: string;
  /** the body's DTO, whose hand-written check (acceptWellFormed) must pass; none when the route reads no body */
  dto?: new () => object;
  /** the acl function the route requires, as its @RequiresFunction says */
  fn?: Fn;
  /** a read the route needs, made with the session's lookup; its row is `auth.companion` */
  companion?(body: Record<string, unknown>): CompanionRead;
  /** the route's answer; what it throws is answered as the exception filter answers it */
  handle(body: Record<string, unknown>, auth: AuthContext & { companion?: Record<string, unknown> | null }, req: AuthRequest): unknown;
}

/**
 * The ORM's request context (a fork of the entity manager per call, entered through
 * AsyncLocalStorage) is entered by a plain hook instead of Nest's middleware layer, and only for
 * calls that may need it: a lean route's answer maps no entity, so the context is entered when the
 * call goes on to the Nest route, and only then. Every other call gets it as before.
 */
export function registerLeanRoutes(fastify: FastifyInstance, sessions: SessionsService, filter: PortalExceptionFilter, em: EntityManager, routes: LeanRoute[]): void {
  const byUrl = new Map(routes.map((r) => [r.url, r]));
  const leanOf = (request: FastifyRequest) => (request.method === 'POST' ? byUrl.get(request.routeOptions.url ?? '') : undefined);
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (leanOf(request)) done();
    else RequestContext.create(em, done);
  });
  fastify.addHook('preHandler', (request, reply, done) => {
    const route = leanOf(request);
    if (!route) return done();
    answerLean(route, request as AuthRequest, reply, sessions, filter).then(
      (answered) => {
        if (!answered) RequestContext.create(em, done);
      },
      (error: Error) => done(error),
    );
  });
}

/** Answers the call and says so, or leaves it (false) for the Nest route. */
async function answerLean(route: LeanRoute, req: AuthRequest, reply: FastifyReply, sessions: SessionsService, filter: PortalExceptionFilter): Promise<boolean> {
  const loginTime = req.headers['x-login-time'];
  const cookie = req.cookies?.[SESSION_COOKIE];
  if (typeof loginTime !== 'string' || !cookie || (route.dto && !isWellFormed(route.dto, req.body))) return false;
  let auth: (AuthContext & { companion?: Record<string, unknown> | null }) | null;
  try {
    auth = route.companion ? await sessions.resolve(cookie, route.companion((req.body ?? {}) as Record<string, unknown>)) : await sessions.resolve(cookie);
  } catch {
    return false; // the route meets the same failure and answers it
  }
  req.resolvedSession = { auth };
  if (!auth || auth.loginTime !== loginTime || (route.fn !== undefined && auth.acl[String(route.fn)] !== 'W')) return false;
  if (auth.renewed) reply.setCookie(SESSION_COOKIE, cookie, sessions.cookieOptions(auth.expiresAt));
  req.auth = auth;
  req.lang = langFrom(req.headers['accept-language']);
  announceExpiry(reply, auth);
  try {
    const result = await route.handle((req.body ?? {}) as Record<string, unknown>, auth, req);
    reply.code(200).send(result);
  } catch (error) {
    filter.catch(error, hostOf(req, reply));
  }
  return true;
}

function hostOf(req: AuthRequest, reply: FastifyReply) {
  const http = { getRequest: () => req, getResponse: () => reply, getNext: () => undefined };
  return { switchToHttp: () => http } as unknown as Parameters<PortalExceptionFilter['catch']>[1];
}
