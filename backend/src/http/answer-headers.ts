import type { FastifyInstance } from 'fastify';

/**
 * Any API answer may carry personal data, so none may be kept by a browser or shared cache (`no-store`);
 * routes serving public files (item media, the PCI host) set their own caching header.
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
