import type { FastifyInstance } from 'fastify';

/**
 * Every API answer may carry personal data (a session, a score, a name), so none may be kept by a
 * browser or a shared cache: `no-store` is set before the handler runs, and only a route that
 * serves public or content files (item media, the PCI host) sets a caching header of its own.
 */
export const NO_STORE = { 'cache-control': 'no-store' } as const;

export function noStoreForApi(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', NO_STORE['cache-control']);
    done();
  });
}
