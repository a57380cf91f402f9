import fastifyMultipart from '@fastify/multipart';
import { FastifyAdapter, RouteConfig } from '@nestjs/platform-fastify';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import type { FastifyInstance } from 'fastify';

/** The route config key that places a Nest route in the upload context. */
const MULTIPART = 'multipart';

/** A Nest route that reads a multipart form (`req.parts()`): only such routes get the parser and its hooks. */
export const MultipartRoute = () => RouteConfig({ [MULTIPART]: true });

/**
 * Fastify for Nest, with the upload routes in an encapsulated context of their own: the multipart
 * plugin's parser and per-request hooks run for those routes only, not for every call.
 */
export class PortalFastifyAdapter extends FastifyAdapter {
  private uploads?: FastifyInstance;

  /** Opens the upload context; call once every global hook and plugin is registered, so the context inherits them. */
  async openUploadContext(): Promise<void> {
    await this.instance.register(async (context) => {
      // limits per call are set where a route reads its parts
      await context.register(fastifyMultipart);
      this.uploads = context;
    });
  }

  override post(...args: Parameters<FastifyAdapter['post']>): ReturnType<FastifyAdapter['post']> {
    const handler = args.at(-1) as object;
    const config = Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as Record<string, unknown> | undefined;
    if (!config?.[MULTIPART]) return super.post(...args);
    if (!this.uploads) throw new Error('a multipart route was registered before the upload context was opened');
    return this.uploads.route({ method: 'POST', url: args[0] as string, config, handler: handler as never }) as ReturnType<FastifyAdapter['post']>;
  }
}
