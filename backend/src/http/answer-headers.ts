import type { FastifyInstance } from 'fastify';

/**
 * Every answer carries the fixed security headers; every API answer may carry personal data, so none
 * may be kept by a browser or a shared cache (`no-store`). A route serving public or content files
 * (item media, the PCI host) sets a caching header of its own. Each answer names its request's id
 * (`x-request-id`), the one its log lines carry.
 */
export function setAnswerHeaders(fastify: FastifyInstance, securityHeaders: Record<string, string>): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    // set among Fastify's own headers: one set on the raw response sends every header through Node's slower merge
    reply.headers(securityHeaders);
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
}
