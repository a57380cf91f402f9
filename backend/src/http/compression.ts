import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli at quality 4 is about as fast as gzip and still smaller; the SPA's files are compressed at build time.
 * Request bodies are not decompressed: no client sends them compressed.
 */
export async function compressAnswers(app: NestFastifyApplication): Promise<void> {
  // Static files come precompressed or gain nothing; added before the plugin's own hook, so the plugin sees the choice.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) route.compress ??= false;
    });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
}
