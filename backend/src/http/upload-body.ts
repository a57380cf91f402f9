import { BadRequestException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';

/** An upload body that stopped arriving or is not a form: answered 400, and the connection closed. */
export class UploadBodyError extends BadRequestException {}

/** What busboy and the multipart plugin say of a body that is not a well-formed form. */
export function isBadMultipart(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  if (typeof code === 'string' && code.startsWith('FST_') && code !== 'FST_REQ_FILE_TOO_LARGE') return true;
  return /unexpected end of (form|multipart)|malformed|boundary|multipart|part terminated|aborted/i.test(message ?? '');
}

export interface BodyWatch {
  /** 'silent': the client went quiet for the idle limit. A body ending before its boundary needs no watch: the parser fails. */
  readonly stalled: 'silent' | undefined;
  /** rejects when the body stalls, for the reader to stop waiting on it */
  readonly stalledOut: Promise<never>;
  /** the file stream to end when the body stalls, so the write to storage fails and cleans up */
  follow(file: Readable): void;
  stop(): void;
}

/** Otherwise a client silent mid-file would hold the request, an open file and the server's shutdown as long as the socket lives. */
export function watchBody(req: FastifyRequest, idleMs: number): BodyWatch {
  let last = Date.now();
  let stalled: BodyWatch['stalled'];
  let file: Readable | undefined;
  let stall: (error: Error) => void = () => undefined;
  const stalledOut = new Promise<never>((_, reject) => {
    stall = reject;
  });
  stalledOut.catch(() => undefined);
  const seen = () => {
    last = Date.now();
  };
  req.raw.on('data', seen);
  // Only a body still arriving can stall: once it has ended, the form parser finishes or fails on
  // its own, however long the write of the file to storage then takes.
  req.raw.once('end', () => clearInterval(timer));
  const timer = setInterval(
    () => {
      if (Date.now() - last < idleMs) return;
      stalled = 'silent';
      clearInterval(timer);
      const error = new Error('the upload stopped arriving');
      // the write to storage fails with it, and removes its temporary file
      if (file && !file.destroyed) file.destroy(error);
      stall(error);
    },
    Math.min(1000, idleMs),
  );
  return {
    stalledOut,
    get stalled() {
      return stalled;
    },
    follow(stream) {
      file = stream;
    },
    stop() {
      clearInterval(timer);
      req.raw.off('data', seen);
    },
  };
}
