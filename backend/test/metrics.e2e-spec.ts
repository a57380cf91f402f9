import { RoleId } from '@portal/shared';
import request from 'supertest';
import { ZipFile } from 'yazl';
import { loginAs } from './accounts';
import { answerOf, launch, publishSamples, type PublishedTest } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';
import { buildPackage } from './kill-package';
import { sleep, upload, waitForImport } from './portal-process';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The summed value of every sample of `name` whose labels include `labels`, in Prometheus' text format. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[3] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) sum += Number(match[4]);
  }
  return sum;
}

/** A zip that holds no package (no imsmanifest.xml): its import fails. */
function notAPackage(): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('not a package'), 'readme.txt');
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

describe('Prometheus metrics', () => {
  let portal: TestPortal;
  let paa: PublishedTest;

  beforeAll(async () => {
    portal = await startPortal({ METRICS_TOKEN: TOKEN }, { samples: true });
    paa = (await publishSamples(portal)).paaMath;
  }, 300_000);
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  async function scrape(): Promise<string> {
    const res = await request(portal.server).get('/api/metrics').set('authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    return res.text;
  }

  /** Scrapes until `look` holds, as a job run elsewhere (a BullMQ worker of this process) lands a little later. */
  async function eventually(look: (text: string) => boolean): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const text = await scrape();
      if (look(text)) return text;
      await sleep(100);
    }
    return scrape();
  }

  it('are served only to a scraper with the bearer token, as Prometheus text, never cached', async () => {
    expect((await request(portal.server).get('/api/metrics')).status).toBe(401);
    expect((await request(portal.server).get('/api/metrics').set('authorization', 'Bearer not-the-token')).status).toBe(401);
    const res = await request(portal.server).get('/api/metrics').set('authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    // Node's default metrics beside the portal's own
    expect(sample(res.text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(res.text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(res.text).toContain('# TYPE portal_http_request_duration_seconds histogram');
  });

  it('count sign-ins by outcome', async () => {
    const { email, password } = await signUpAndLogin(portal);
    const before = await scrape();
    expect((await portal.client().login(email, 'Wrong.Password.1')).body.result).toBe('FAILED');
    expect((await portal.client().login(email, password)).body.result).toBe('SUCCESS');
    const after = await scrape();
    expect(sample(after, 'portal_sign_ins_total', { outcome: 'failure' }) - sample(before, 'portal_sign_ins_total', { outcome: 'failure' })).toBe(1);
    expect(sample(after, 'portal_sign_ins_total', { outcome: 'success' }) - sample(before, 'portal_sign_ins_total', { outcome: 'success' })).toBe(1);
  });

  it('count an answer save, and time each call by its route pattern and status class, never its raw path', async () => {
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, paa.testDetailId, 2);
    const labels = { method: 'POST', route: '/api/delivery/answer', status_class: '2xx' };
    const before = await scrape();
    const res = await client.post('/api/delivery/answer', answerOf(state.sessionId, 0, state.current.uin, { RESPONSE: 'A' }));
    expect(res.body.saved).toBe(true);
    const after = await scrape();
    expect(sample(after, 'portal_answer_saves_total') - sample(before, 'portal_answer_saves_total')).toBe(1);
    expect(sample(after, 'portal_http_request_duration_seconds_count', labels) - sample(before, 'portal_http_request_duration_seconds_count', labels)).toBe(1);
    // the launch asked /api/getTokenForData/test: counted under the route's pattern
    expect(sample(after, 'portal_http_request_duration_seconds_count', { route: '/api/getTokenForData/:path', status_class: '2xx' })).toBeGreaterThan(0);
    expect(after).not.toContain('route="/api/getTokenForData/test"');
    expect((await client.post('/api/delivery/answer', { sessionId: state.sessionId })).status).toBe(400);
    expect(sample(await scrape(), 'portal_http_request_duration_seconds_count', { ...labels, status_class: '4xx' })).toBeGreaterThan(0);
  });

  it('report the depth of every queue and time the jobs run by outcome', async () => {
    const text = await scrape();
    for (const queue of ['mail', 'content-package-import', 'item-statistics'])
      expect(text).toMatch(new RegExp(`^portal_queue_jobs\\{queue="${queue}",state="\\w+"\\} \\d+$`, 'm'));
    const { email } = await signUpAndLogin(portal);
    await portal.jobsIdle();
    const done = (t: string) => sample(t, 'portal_job_duration_seconds_count', { queue: 'mail', outcome: 'completed' });
    const before = done(await scrape());
    expect((await portal.client().post('/api/forgotpassword', { email })).body.result).toBe('SUCCESS');
    await portal.jobsIdle();
    // with Redis the sign-up's welcome mail may still be running: at least the reset mail is counted
    expect(done(await eventually((t) => done(t) > before))).toBeGreaterThan(before);
  });

  it('count imports by how they end: awaiting review (status 4) or failed (status 2)', async () => {
    const admin = await loginAs(portal, RoleId.ContentAdmin);
    const outcome = (t: string, name: string) => sample(t, 'portal_imports_total', { outcome: name });
    const before = await scrape();
    const good = await upload(admin, (await buildPackage({ items: 2, figures: 0 })).zip, 'metrics-package.zip', 'Metrics package');
    const bad = await upload(admin, await notAPackage(), 'not-a-package.zip', 'Not a package');
    expect([good.body.status, bad.body.status]).toEqual(['SUCCESS', 'SUCCESS']);
    expect(await waitForImport(admin, good.body.cpId, 120_000)).toBe(4);
    expect(await waitForImport(admin, bad.body.cpId, 120_000)).toBe(2);
    const after = await eventually(
      (t) => outcome(t, 'awaiting_review') > outcome(before, 'awaiting_review') && outcome(t, 'failed') > outcome(before, 'failed'),
    );
    expect(outcome(after, 'awaiting_review') - outcome(before, 'awaiting_review')).toBe(1);
    expect(outcome(after, 'failed') - outcome(before, 'failed')).toBe(1);
  }, 180_000);
});
