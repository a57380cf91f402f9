import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stream } from 'node:stream';
import { SAMPLES_DIR } from '../src/content-packages/sample-packages.service';
import { launch, publishSamples, type PublishedTest } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';

const SVG = 'media/right-triangle.svg';

function bytes(res: Stream, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('delivery: the package files items show', () => {
  let portal: TestPortal;
  let math: PublishedTest;

  beforeAll(async () => {
    portal = await startPortal({}, { samples: true });
    math = (await publishSamples(portal)).math;
  }, 300_000);
  afterAll(() => portal.close());

  it('gives a session its package files as stored, and nothing else', async () => {
    const { client } = await signUpAndLogin(portal);
    const { sessionId } = await launch(client, math.testDetailId, 2);
    const res = await client.get(`/api/delivery/media/${sessionId}/${SVG}`).buffer(true).parse(bytes);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    // opened on its own, an SVG runs no script on the portal's origin
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(res.body as Buffer, readFileSync(join(SAMPLES_DIR, 'math-practice', SVG)))).toBe(0);

    for (const path of ['media/missing.png', 'imsmanifest.xml', '../package.zip', 'media/../../package.zip']) {
      expect((await client.get(`/api/delivery/media/${sessionId}/${path}`)).status).toBe(404);
    }
  });

  it('answers another student as if the session did not exist, and nobody without a session', async () => {
    const { client: owner } = await signUpAndLogin(portal);
    const { sessionId } = await launch(owner, math.testDetailId, 1);
    const { client: other } = await signUpAndLogin(portal);
    expect((await other.get(`/api/delivery/media/${sessionId}/${SVG}`)).status).toBe(404);
    expect((await portal.client().get(`/api/delivery/media/${sessionId}/${SVG}`)).status).toBe(401);
  });
});
