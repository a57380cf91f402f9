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

/** Time the form reader gets to finish after the body's last byte, before the form counts as cut off. */
const CUT_OFF_GRACE_MS = 250;

export interface BodyWatch {
  /**
   * why the form never completed: the client went silent for the idle limit, or the body ended
   * before the form's closing boundary; the file being read was ended for it
   */
  readonly stalled: 'silent' | 'cutOff' | undefined;
  /** rejects when the body stalls, for the reader to stop waiting on it */
  readonly stalledOut: Promise<never>;
  /** the file stream to end when the body stalls, so the write to storage fails and cleans up */
  follow(file: Readable): void;
  stop(): void;
}

/**
 * Ends an upload whose body stops arriving, so a client that goes silent mid-file (or never sends
 * the closing boundary) is answered, instead of holding the request, an open file and the server's
 * shutdown for as long as the socket lives.
 */
export function watchBody(req: FastifyRequest, idleMs: number): BodyWatch {
  let last = Date.now();
  let stalled: BodyWatch['stalled'];
  let ended = false;
  let file: Readable | undefined;
  let stall: (error: Error) => void = () => undefined;
  const stalledOut = new Promise<never>((_, reject) => {
    stall = reject;
  });
  stalledOut.catch(() => undefined);
  const seen = () => {
    last = Date.now();
  };
  const end = () => {
    ended = true;
    last = Date.now();
  };
  req.raw.on('data', seen);
  req.raw.on('end', end);
  // A body that has ended is complete: a form still waiting for more after a moment was cut off.
  const timer = setInterval(() => {
    if (Date.now() - last < (ended ? CUT_OFF_GRACE_MS : idleMs)) return;
    stalled = ended ? 'cutOff' : 'silent';
    clearInterval(timer);
    const error = new Error('the upload stopped arriving');
    // the write to storage fails with it, and removes its temporary file
    if (file && !file.destroyed) file.destroy(error);
    stall(error);
  }, Math.min(CUT_OFF_GRACE_MS, idleMs));
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
      req.raw.off('end', end);
    },
  };
}
