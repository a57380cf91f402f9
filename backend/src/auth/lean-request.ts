import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../common/json-body';

/** A hot call's body is a few hundred bytes; a larger one is read by Fastify on the route's way. */
export const LEAN_BODY_LIMIT = 64 * 1024;

/**
 * The value of cookie `name` when the Cookie header gives it plainly (no quotes, no %-escapes, as
 * the portal sets it), matched as the cookie plugin's parser matches it (names trimmed, the first
 * pair wins); undefined otherwise, and the call then takes the route's way, which parses it all.
 */
export function plainCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (let start = 0; start < header.length; ) {
    let end = header.indexOf(';', start);
    if (end === -1) end = header.length;
    const eq = header.indexOf('=', start);
    if (eq !== -1 && eq < end && header.slice(start, eq).trim() === name) {
      const value = header.slice(eq + 1, end).trim();
      return value && !/['%]/.test(value) ? value : undefined;
    }
    start = end + 1;
  }
  return undefined;
}

/**
 * Whether Fastify would read this body as JSON of at most `LEAN_BODY_LIMIT` bytes, framed by its
 * Content-Length (a chunked one is left to Fastify, which enforces its own limit).
 */
export function isSmallJson(raw: IncomingMessage): boolean {
  const type = raw.headers['content-type'];
  const length = Number(raw.headers['content-length']);
  return (type === 'application/json' || type === 'application/json; charset=utf-8') && length > 0 && length <= LEAN_BODY_LIMIT;
}

/** The request's bytes, read in full. */
export function readRaw(raw: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => chunks.push(chunk));
    raw.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    raw.once('error', reject);
  });
}

/**
 * The body as Fastify's JSON parser and the depth limit would hand it to a route, or undefined
 * when they might do anything else (refuse it, strip a byte-order mark, guard a prototype key):
 * the route's way then decides, on the same bytes.
 */
export function plainJson(bytes: Buffer): unknown {
  const text = bytes.toString('utf8');
  if (text.includes('__proto__') || text.includes('constructor')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return nestsDeeperThan(value, MAX_JSON_DEPTH) ? undefined : value;
}

/** The bytes again, as a stream for Fastify's body parser. */
export function replay(bytes: Buffer): Readable {
  const stream = new PassThrough();
  stream.end(bytes);
  return stream;
}
