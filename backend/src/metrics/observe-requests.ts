import type { FastifyInstance } from 'fastify';
import { observeRequest } from './metrics';

/** The access line never holds the path or query, which may carry ids and tokens. */
export function observeRequests(fastify: FastifyInstance, accessLog: boolean): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const ms = reply.elapsedTime;
    observeRequest(request.method, route, reply.statusCode, ms / 1000);
    if (accessLog) request.log.info({ method: request.method, route, statusCode: reply.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    done();
  });
}
