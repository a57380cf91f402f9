import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startPortal, type TestPortal } from './harness';

/**
 * Static files go precompressed (the build writes a .br and a .gz beside each) in the encoding the
 * browser accepts; API answers above a kilobyte are compressed on the fly. Answers read raw here,
 * as bytes on the wire, since an HTTP client would decompress them silently.
 */

const page = `<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}</body></html>`;
const script = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text number ${i}`))};`;

/** A built SPA as the frontend build leaves it: each text file with its brotli and gzip twins. */
function builtSpa(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-spa-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, content] of [
    ['index.html', page],
    ['assets/index-abc123.js', script],
  ]) {
    writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(join(dir, 'assets', 'tiny-abc123.js'), 'export const x = 1;');
  return dir;
}

describe('compressed answers', () => {
  let portal: TestPortal;
  let spaDir: string;
  const get = (url: string, acceptEncoding?: string) =>
    portal.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  beforeAll(async () => {
    spaDir = builtSpa();
    portal = await startPortal({}, { serveSpa: true, spaDir });
  });
  afterAll(async () => {
    await portal.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it('sends a script brotli-compressed to a browser that accepts brotli, from the file written at build', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client that accepts only gzip, and the file as it is to one that accepts nothing', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.toString()).toBe(script);
  });

  it('sends the page of a client route compressed, still to be revalidated on every visit', async () => {
    const res = await get('/login', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('sends a file too small to gain as it is', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.toString()).toBe('export const x = 1;');
  });

  it('compresses an API answer above a kilobyte, brotli first, and keeps it out of caches', async () => {
    const br = await get('/api/docs/openapi.json', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);

    const gz = await get('/api/docs/openapi.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).openapi).toBe(document.openapi);

    const plain = await get('/api/docs/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toBe(document.openapi);
  });

  it('sends a short API answer as it is', async () => {
    const res = await portal.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-encoding': 'br, gzip', 'content-type': 'application/json', 'x-login-time': '0' },
        payload: { email: 'nobody@example.org', password: 'Wrong.Password.1' },
      });
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toHaveProperty('result');
  });
});
