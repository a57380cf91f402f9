import type { FastifyInstance } from 'fastify';
import { observeRequest } from './metrics';

/**
 * After each answer, the one per-request hook of metrics and logs: its time by route pattern and
 * status class, and in JSON mode one access line (request id, method, route pattern, status, ms;
 * never the path or query, which may carry ids and tokens).
 */
export function observeRequests(fastify: FastifyInstance, accessLog: boolean): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const ms = reply.elapsedTime;
    observeRequest(request.method, route, reply.statusCode, ms / 1000);
    if (accessLog) request.log.info({ method: request.method, route, statusCode: reply.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    done();
  });
}
