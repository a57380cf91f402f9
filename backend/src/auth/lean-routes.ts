import { type EntityManager, RequestContext } from '@mikro-orm/core';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import type { Fn } from '@portal/shared';
import { type CompanionRead, SESSION_COOKIE, type SessionsService } from './sessions.service';
import { langFrom } from '../i18n/i18n';
import type { AuthContext, AuthRequest } from './auth-context';
import type { PortalExceptionFilter } from '../common/exception.filter';
import { announceExpiry } from './session.guard';
import { COMPRESS_THRESHOLD_BYTES } from '../common/compression';
import { isWellFormed } from '../common/validation';
import { isSmallJson, plainCookie, plainJson, readRaw, replay } from './lean-request';

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
  /** the body's DTO, whose hand-written check (acceptWellFormed) must pass; none when the route reads no field of it */
  dto?: new () => object;
  /** the acl function the route requires, as its @RequiresFunction says */
  fn?: Fn;
  /** a read (or a write, see CompanionRead) the route needs, made with the session's lookup; its row is `auth.companion` */
  companion?(body: Record<string, unknown>, req: AuthRequest, sessions: SessionsService): CompanionRead | Promise<CompanionRead>;
  /** the route's answer, given the companion made; what it throws is answered as the exception filter answers it */
  handle(body: Record<string, unknown>, auth: AuthContext & { companion?: Record<string, unknown> | null }, req: AuthRequest, companion?: CompanionRead): unknown;
}

/**
 * A lean call is answered from the first onRequest hook, before any other hook or plugin of the
 * portal runs (cookie and multipart parsing, compression's set-up, body parsing, the depth check):
 * run for every call, they cost more than the call's own work. Its answer starts with the headers
 * every API answer gets (`apiHeaders`, as those hooks would have set them); one the onSend hooks
 * would change (a renewed cookie to serialise, a body large enough to compress) passes through
 * them, any other is written straight (`send`). A call not answered there
 * goes its route's whole way; a body already read is handed to Fastify's parser as it came.
 *
 * The ORM's request context (a fork of the entity manager per call, entered through
 * AsyncLocalStorage) is entered by that hook too, instead of Nest's middleware layer, and only for
 * calls that may need it: a lean answer maps no entity. Every other call gets it as before.
 *
 * Registered before any other hook, and before Nest adds its routes.
 */
export function registerLeanRoutes(fastify: FastifyInstance, lean: LeanSetting, routes: LeanRoute[]): void {
  const byUrl = new Map(routes.map((r) => [r.url, r]));
  const { em } = lean;
  fastify.addHook('onRequest', (request, reply, done) => {
    const route = request.method === 'POST' ? byUrl.get(request.routeOptions.url ?? '') : undefined;
    const cookie = route && plainCookie(request.headers.cookie, SESSION_COOKIE);
    if (!route || !cookie || typeof request.headers['x-login-time'] !== 'string' || !isSmallJson(request.raw)) {
      RequestContext.create(em, done);
      return;
    }
    answerLean(route, cookie, request as AuthRequest, reply, lean).then(
      (answered) => {
        if (!answered) RequestContext.create(em, done);
      },
      (error: Error) => done(error),
    );
  });
  fastify.addHook('onRoute', (options) => {
    if (!byUrl.has(options.url) || !([] as string[]).concat(options.method).includes('POST')) return;
    const hooks = options.preParsing;
    options.preParsing = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), replayRead];
  });
}

/** What a lean answer needs besides its route. */
export interface LeanSetting {
  sessions: SessionsService;
  filter: PortalExceptionFilter;
  em: EntityManager;
  /** the headers every API answer starts with, in the order the portal's hooks set them */
  apiHeaders: Record<string, string>;
}

const READ = Symbol('lean body read');
type ReadRequest = FastifyRequest & { [READ]?: Buffer };

/** A body the lean hook read goes to Fastify's parser as it came. */
const replayRead: preParsingHookHandler = (request, _reply, payload, done) => {
  const bytes = (request as ReadRequest)[READ];
  done(null, bytes ? replay(bytes) : payload);
};

/** Answers the call and says so, or leaves it (false) for the Nest route. */
async function answerLean(route: LeanRoute, cookie: string, req: AuthRequest, reply: FastifyReply, { sessions, filter, apiHeaders }: LeanSetting): Promise<boolean> {
  const bytes = await readRaw(req.raw);
  (req as ReadRequest)[READ] = bytes;
  const value = plainJson(bytes);
  if (value === undefined || (route.dto && !isWellFormed(route.dto, value))) return false;
  const body = (value ?? {}) as Record<string, unknown>;
  let auth: (AuthContext & { companion?: Record<string, unknown> | null }) | null;
  let companion: CompanionRead | undefined;
  try {
    companion = await route.companion?.(body, req, sessions);
    auth = companion ? await sessions.resolve(cookie, companion) : await sessions.resolve(cookie);
  } catch {
    return false; // the route meets the same failure and answers it
  }
  req.resolvedSession = { auth };
  if (!auth || auth.loginTime !== req.headers['x-login-time'] || (route.fn !== undefined && auth.acl[String(route.fn)] !== 'W')) return false;
  (req as { body: unknown }).body = body;
  reply.headers(apiHeaders);
  if (auth.renewed) reply.setCookie(SESSION_COOKIE, cookie, sessions.cookieOptions(auth.expiresAt));
  req.auth = auth;
  req.lang = langFrom(req.headers['accept-language']);
  announceExpiry(reply, auth);
  try {
    send(reply, await route.handle(body, auth, req, companion), !auth.renewed);
  } catch (error) {
    filter.catch(error, hostOf(req, reply));
  }
  return true;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** What Fastify serialises as JSON: a plain object or an array (not a buffer, a stream, a class instance). */
const isPlainJson = (value: unknown): value is object =>
  Array.isArray(value) || (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype);

/**
 * Sends the route's answer as Fastify would. A small JSON answer with no cookie to set is written
 * straight to the response, with the headers Fastify's send would have written, in its order (the
 * reply's own, then the type and length): its way runs the onSend hooks, which do nothing to such
 * an answer (no cookie, too small to compress) yet cost about a twentieth of a `getCore`. Anything
 * else goes Fastify's way, a JSON answer serialised once. An answer that cannot be serialised (a
 * defect) is answered by the exception filter, as any error of the handler is.
 */
function send(reply: FastifyReply, result: unknown, straight: boolean): void {
  if (!isPlainJson(result)) {
    reply.code(200).send(result);
    return;
  }
  const payload = JSON.stringify(result);
  const length = Buffer.byteLength(payload);
  if (!straight || length >= COMPRESS_THRESHOLD_BYTES) {
    reply.code(200).type(JSON_TYPE).send(payload);
    return;
  }
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  headers['content-type'] = JSON_TYPE;
  headers['content-length'] = String(length);
  // written before the reply is taken from Fastify: should it throw, the filter can still answer
  reply.raw.writeHead(200, headers);
  reply.hijack();
  reply.raw.end(payload);
}

function hostOf(req: AuthRequest, reply: FastifyReply) {
  const http = { getRequest: () => req, getResponse: () => reply, getNext: () => undefined };
  return { switchToHttp: () => http } as unknown as Parameters<PortalExceptionFilter['catch']>[1];
}
