import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface Attachment {
  contentType: string;
  /** the name the user sees; characters outside a plain file name go in `filename*` only */
  name: string;
  body: Buffer | Uint8Array | Readable;
  /** more headers, or another cache-control than `no-store` */
  headers?: Record<string, string>;
}

/**
 * The one way a route sends a file to save. A file that is missing is the route's to refuse by
 * throwing (`NotFoundException`), so its answer has the exception filter's body like any other error.
 */
export async function sendAttachment(reply: FastifyReply, file: Attachment): Promise<void> {
  const plain = file.name.replace(/[^\w.\- ]+/g, '_');
  const disposition =
    plain === file.name ? `attachment; filename="${plain}"` : `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
  reply.header('content-type', file.contentType).header('content-disposition', disposition).header('cache-control', 'no-store');
  for (const [name, value] of Object.entries(file.headers ?? {})) reply.header(name, value);
  const body = file.body instanceof Uint8Array && !Buffer.isBuffer(file.body) ? Buffer.from(file.body) : file.body;
  await reply.send(body);
}
