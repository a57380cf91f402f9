import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { MikroORM as CoreMikroORM, RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { configureHashing } from './users/passwords';
import { compressAnswers } from './http/compression';
import { limitBodyDepth } from './http/json-body';
import { PortalFastifyAdapter } from './http/fastify-adapter';
import { setAnswerHeaders } from './http/answer-headers';
import { portalValidationPipe } from './common/validation';
import type { AppConfig } from './config/config';
import { ormOptions } from './database/orm-options';
import { setupOpenApi } from './openapi';
import { createLogging } from './logging/logger';
import { requestIds } from './http/request-id';
import { observeRequests } from './metrics/observe-requests';
import { DrainState } from './health/drain-state';
import { JobQueue } from './jobs/job-queue';

export interface CreateAppOptions {
  /** a fresh in-memory PGlite instead of DATA_DIR's, when DATABASE_URL is unset (tests) */
  memoryDb?: boolean;
  consumeJobs?: boolean;
  /** a queue worker: of its HTTP routes only the health checks and metrics answer */
  operationsOnly?: boolean;
  serveSpa?: boolean;
  /** the built SPA to serve (tests serve a folder of their own) */
  spaDir?: string;
  logger?: LogLevel[] | false;
}

export interface PortalApp {
  app: NestFastifyApplication;
  orm: MikroORM;
  close(): Promise<void>;
  /** Drains before closing: see "Signals and shutdown" in docs/operations.md. */
  stop(graceMs: number): Promise<void>;
}

/** Long enough for the largest package (100 MiB) on a slow school line; a stalled upload ends sooner (UPLOAD_IDLE_SECONDS). */
const REQUEST_TIMEOUT_MS = 15 * 60_000;

/** On a stop, calls in flight get this long to finish once the grace period is over; the connections still open are then closed. */
const REQUESTS_FINISH_MS = 5_000;

export const SPA_DIR = resolve(__dirname, '..', '..', 'frontend', 'dist');

/** Mantine sets inline styles, so styles allow 'unsafe-inline'; scripts come only from the portal. */
const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<PortalApp> {
  configureHashing(config.hashing.concurrency, config.hashing.maxWaitMs);
  const { pglite, unlock, ...orm } = ormOptions(config, { memory: options.memoryDb });
  const logging = createLogging(config, options.logger);
  // Closing open connections on shutdown keeps a hanging client from holding SIGTERM up; a body late past the
  // limit is answered 408. The access line comes from observeRequests, not Fastify.
  const adapter = new PortalFastifyAdapter({
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: true,
    requestTimeout: REQUEST_TIMEOUT_MS,
    genReqId: requestIds(config.trustProxy),
    logController: new LogController({ requestIdLogLabel: 'reqId', disableRequestLogging: true }),
    ...(logging.pino ? { loggerInstance: logging.pino } : {}),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, {
      orm,
      consumeJobs: options.consumeJobs ?? config.jobsInApi,
      requestContextMiddleware: false,
      operationsOnly: options.operationsOnly,
    }),
    adapter,
    {
      logger: logging.nest,
      abortOnError: false,
    },
  );
  // The policy depends on nothing of a request, so helmet runs once and each answer gets the
  // headers it set: running its middleware per request cost a few per cent of a short call's CPU.
  const securityHeaders = fixedHeadersOf(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { ...CSP, ...(config.env === 'production' ? { upgradeInsecureRequests: [] } : {}) } },
      crossOriginEmbedderPolicy: false,
      // The portal keeps a handle on the test window it opens (spec 4), which same-origin would sever.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      hsts: config.env === 'production',
    }),
  );
  const fastify = app.getHttpAdapter().getInstance();
  // The ORM's unit of work per request, entered first: every later hook and handler may use it.
  // A stopping process asks each caller to reconnect (elsewhere) once answered.
  const em = app.get(CoreMikroORM).em;
  const drain = app.get(DrainState);
  fastify.addHook('onRequest', (_request, reply, done) => {
    if (drain.draining) reply.header('connection', 'close');
    RequestContext.create(em, done);
  });
  setAnswerHeaders(fastify, securityHeaders);
  observeRequests(fastify, Boolean(logging.pino));
  limitBodyDepth(fastify);
  await app.register(fastifyCookie);
  await compressAnswers(app);
  await adapter.openUploadContext();
  app.useGlobalPipes(portalValidationPipe());
  if (config.apiDocs) setupOpenApi(app);
  if (options.serveSpa) serveSpa(app, options.spaDir ?? SPA_DIR);
  await app.init();
  const close = async () => {
    await app.close();
    await pglite?.close();
    unlock?.();
  };
  return {
    app,
    orm: app.get(CoreMikroORM) as unknown as MikroORM,
    close,
    async stop(graceMs) {
      drain.start();
      const jobsDone = app.get(JobQueue).drain();
      if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
      await closeServer(app.getHttpServer(), REQUESTS_FINISH_MS);
      await jobsDone;
      await close();
    },
  };
}

/**
 * Takes no new connection and resolves once every open one has ended: those idle at once or as
 * soon as their call is answered, those still busy after `finishMs` by force.
 */
function closeServer(server: Server, finishMs: number): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const force = setTimeout(() => server.closeAllConnections(), finishMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** The headers a middleware sets on every answer, when they depend on nothing of the request (names in lower case, as Fastify keeps them). */
function fixedHeadersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let done = false;
  middleware({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('the security headers middleware did not finish at once');
  return headers;
}

/** Hashed assets never change; the page itself must be revalidated so a deploy is seen at once. */
function cacheControlOf(path: string): string {
  return path.endsWith('.html') ? 'no-cache' : path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/** The built SPA on the same port; any non-API path that is not a file gets index.html (client routing). */
function serveSpa(app: NestFastifyApplication, root: string): void {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`The frontend is not built: ${root} has no index.html (run npm run build)`);
  const fastify = app.getHttpAdapter().getInstance();
  void fastify.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes a .br and a .gz beside each text file; the one the browser accepts is sent.
    preCompressed: true,
    setHeaders: (reply, path) => reply.header('cache-control', cacheControlOf(path.replace(/\.(br|gz)$/, ''))),
  });
  // Files win over this catch-all (find-my-way prefers static paths); unknown API paths stay 404.
  fastify.get('/*', (req, reply) => {
    if (req.url.startsWith('/api/')) return reply.status(404).send({ statusCode: 404, message: 'Not found.' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
