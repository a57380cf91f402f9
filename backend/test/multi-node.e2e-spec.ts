import { randomBytes, randomUUID } from 'node:crypto';
import { type Dirent, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { SAMPLES_DIR } from '../src/content-packages/sample-packages.service';
import type { CandidateResponse, ScoringModel } from '../src/qti/types';
import { BalancedClient, Balancer } from './balanced-client';
import { buildPackage } from './kill-package';
import { dropQueueKeys } from './queue-keys';
import { PortalProcess, type Store, freePort, postgresStore, processEnv, sleep } from './portal-process';
import { startS3Server, type S3TestServer } from './s3-server';
import { zipEntries } from './zip-entries';

/**
 * Several nodes and no shared disk: two API processes behind a round-robin balancer and two queue
 * workers, each in a folder of its own, sharing only PostgreSQL, Redis and an S3 bucket. Students
 * signed in on one API answer through both while a worker imports a package uploaded on one API;
 * then that API and the worker running the import are killed (SIGKILL). Every answer a student saw
 * acknowledged must be stored as it was sent, the import must end, and every file must be served
 * by the API left, none of them kept on an API's own disk.
 */

const ADMIN = { email: 'multi.admin@example.org', password: 'Multi.Admin.2026' };
const STUDENTS = 6;
/** Answers each student has acknowledged by each API before the kill, and by the API left after it. */
const ANSWERS_BEFORE = 3;
const ANSWERS_AFTER = 3;
/** A package whose import takes seconds: the kill lands inside it, the other worker then runs it whole. */
const PACKAGE = { items: 600, figures: 20 };
/** BullMQ hands a dead worker's import on within ~15 s (10 s lock, 5 s stall check); then it runs again. */
const IMPORT_ENDS_WITHIN_MS = 75_000;
const WAIT_MS = 30_000;
const TIMEOUT_MS = 240_000;

type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/** Resolves with `look`'s first truthy answer, polled; fails naming `what` after `timeoutMs`. */
async function poll<T>(look: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs: number, what: string, everyMs = 25): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await look();
    if (found) return found;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

/** Runs `body` with a log of its steps, which a failure's message starts with. */
async function logged(body: (note: (line: string) => void) => Promise<void>): Promise<void> {
  const began = Date.now();
  const notes: string[] = [];
  try {
    await body((line) => notes.push(`${((Date.now() - began) / 1000).toFixed(1)} s: ${line}`));
  } catch (error) {
    if (error instanceof Error) error.message = `${notes.join('\n')}\n\n${error.message}`;
    throw error;
  }
}

/** The files under a folder, by their path in it; one removed while it is read holds none. */
function filesUnder(dir: string, under = dir): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries.flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name), under) : [relative(under, join(dir, e.name))])).sort();
}

/** A right and a wrong (but well-formed) answer of each item of a test, by uin: choices and integers only. */
async function answerKey(
  query: Query,
  testDetailId: number,
): Promise<Map<string, { right: Record<string, CandidateResponse>; wrong: Record<string, CandidateResponse> }>> {
  const rows = await query<{ uin: string; scoring: ScoringModel | string }>('select uin, scoring from item_details where test_detail_id = $1', [testDetailId]);
  const key = new Map<string, { right: Record<string, CandidateResponse>; wrong: Record<string, CandidateResponse> }>();
  for (const row of rows) {
    const scoring: ScoringModel = typeof row.scoring === 'string' ? JSON.parse(row.scoring) : row.scoring;
    const right: Record<string, CandidateResponse> = {};
    const wrong: Record<string, CandidateResponse> = {};
    for (const d of scoring.responses) {
      const value = d.correctResponse?.[0];
      if (d.cardinality !== 'single' || typeof value !== 'string') throw new Error(`${row.uin}: ${d.identifier} is not a single value`);
      right[d.identifier] = value;
      wrong[d.identifier] = /^\d+$/.test(value) ? String(Number(value) + 1) : value === 'A' ? 'B' : 'A';
    }
    key.set(row.uin, { right, wrong });
  }
  return key;
}

interface Acknowledged {
  response: Record<string, CandidateResponse>;
  clientId: string;
  answeredAt: string;
  right: boolean;
  /** the API that acknowledged it */
  node: string;
}

/** A student answering the items of one session over and over, a new answer each time, until told to stop. */
interface Student {
  client: BalancedClient;
  sessionId: number;
  uins: string[];
  /** the last answer acknowledged (a 200) of each item */
  acknowledged: Map<string, Acknowledged>;
  /** acknowledgements by the API that sent them, before and after the kill */
  before: Map<string, number>;
  after: Map<string, number>;
  /** answers refused: there must be none */
  refused: string[];
}

describe('several nodes, no shared disk: two APIs and two workers share PostgreSQL, Redis and a bucket', () => {
  const suffix = randomBytes(4).toString('hex');
  const prefix = `multi-${suffix}`;
  const processes: PortalProcess[] = [];
  let work: string | undefined;
  let s3: S3TestServer | undefined;
  let store: Store | undefined;

  afterAll(async () => {
    for (const p of processes) await p.kill('SIGKILL');
    await store?.drop();
    await dropQueueKeys(prefix);
    // the bucket's folder goes with the S3 server
    await s3?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it(
    'keeps every acknowledged answer, ends the import and serves every file from the nodes left after an API and the importing worker are killed',
    () =>
      logged(async (note) => {
        work = mkdtempSync(join(tmpdir(), 'portal-multi-'));
        s3 = await startS3Server();
        const bucketUrl = s3.storageUrl('portal');
        const db = await postgresStore(process.env.DATABASE_URL!, `portal_multi_${suffix}`);
        store = db;
        const query: Query = (sql, params) => db.inspect((q) => q(sql, params));
        const secret = randomBytes(32).toString('hex');

        /** A process in a folder of its own: its working directory, DATA_DIR and temporary folder (TMPDIR) are all in it. */
        const start = async (name: string, command: 'serve' | 'worker') => {
          const home = join(work!, name);
          mkdirSync(join(home, 'tmp'), { recursive: true });
          const port = await freePort();
          const env = processEnv({
            store: db,
            dataDir: join(home, 'data'),
            port,
            admin: ADMIN,
            queuePrefix: prefix,
            extra: {
              SESSION_SECRET: secret,
              STORAGE_URL: bucketUrl,
              SAMPLE_CONTENT: 'true',
              TMPDIR: join(home, 'tmp'),
              // sign-ins of a class wait their turn on a busy machine instead of being refused
              PASSWORD_HASH_MAX_WAIT_MS: '30000',
            },
          });
          const portal = new PortalProcess(env, home, env.APP_URL!, command);
          processes.push(portal);
          await portal.ready();
          return { name, home, portal, url: env.APP_URL! };
        };

        // The first API migrates and publishes the samples; the others start on what it made.
        const api1 = await start('api-1', 'serve');
        note('api-1 ready: migrated, samples published');
        const [api2, worker1, worker2] = await Promise.all([start('api-2', 'serve'), start('worker-1', 'worker'), start('worker-2', 'worker')]);
        note('api-2, worker-1 and worker-2 ready');
        const balancer = new Balancer([api1, api2]);
        const [node1, node2] = [balancer.node('api-1'), balancer.node('api-2')];

        const [paa] = await query<{ id: number }>(
          "select d.id from test_details d join content_packages c on c.id = d.content_package_id where c.file_name = 'paa-sample-math.zip' and d.published_on is not null",
        );
        const key = await answerKey(query, paa.id);

        // Students spread over both APIs: signed up and in on one, their session used on the other,
        // then every call to the next API in turn.
        const students: Student[] = [];
        for (let i = 0; i < STUDENTS; i++) {
          const home = i % 2 ? node2 : node1;
          const other = i % 2 ? node1 : node2;
          const email = `multi.student.${i}.${suffix}@example.org`;
          const client = new BalancedClient(balancer);
          const password = 'Practice.2026';
          const signup = await client.post<{ data?: { result?: string } }>(
            '/api/signup',
            { firstName: 'Dana', lastName: `Node${i}`, email, password, confirmpassword: password },
            home,
          );
          expect([signup.status, signup.body.data?.result]).toEqual([200, 'SUCCESS']);
          await client.login(email, password, home);
          const token = await client.post<{ token: string }>('/api/getTokenForData/test', { testDetailId: paa.id, mode: 2 }, other);
          expect(token.status).toBe(200);
          const launched = await client.post<{ sessionId: number; items: { position: number }[] }>('/api/delivery/launch', { token: token.body.token }, other);
          expect(launched.status).toBe(200);
          const { sessionId } = launched.body;
          const uins: string[] = [];
          for (const { position } of launched.body.items)
            uins.push((await client.post<{ uin: string }>('/api/delivery/item', { sessionId, position })).body.uin);
          expect(uins.every((uin) => key.has(uin))).toBe(true);
          students.push({ client, sessionId, uins, acknowledged: new Map(), before: new Map(), after: new Map(), refused: [] });
        }

        note(`${STUDENTS} students signed in, each with a session`);
        let killed = false;
        let stop = false;
        // the students wait at their next answer while this is set (their answers in flight land first)
        let paused: Promise<void> | undefined;
        let resume = () => {};
        const waiting = new Set<Student>();
        /** Answers in passes over the items, right and wrong in turn; each a new answer, later than the one before. */
        const answering = async (student: Student, n: number) => {
          // answer times in the past, one millisecond apart: strictly later each time, never clamped
          const base = Date.now() - 3_600_000;
          let sequence = 0;
          for (let pass = 0; !stop; pass++) {
            for (let position = 0; position < student.uins.length && !stop; position++) {
              if (paused) {
                waiting.add(student);
                await paused;
                waiting.delete(student);
              }
              const uin = student.uins[position];
              const right = (pass + position + n) % 2 === 0;
              const response = right ? key.get(uin)!.right : key.get(uin)!.wrong;
              const body = {
                sessionId: student.sessionId,
                position,
                uin,
                response,
                clientId: randomUUID(),
                answeredAt: new Date(base + ++sequence).toISOString(),
              };
              const after = killed;
              const res = await student.client.post('/api/delivery/answer', body);
              if (res.status !== 200) {
                student.refused.push(`${res.node}: ${res.status} ${JSON.stringify(res.body)}`);
                continue;
              }
              student.acknowledged.set(uin, { response, clientId: body.clientId, answeredAt: body.answeredAt, right, node: res.node });
              // an answer sent before the kill may be acknowledged by the API left, after it
              const count = after ? student.after : student.before;
              count.set(res.node, (count.get(res.node) ?? 0) + 1);
              // a student's pace: the next answer a moment later
              await sleep(10);
            }
          }
        };
        // a loop that fails stops the others, and the next wait reports it
        const broken: Error[] = [];
        const loops = students.map((s, n) =>
          answering(s, n).catch((error: Error) => {
            broken.push(error);
            stop = true;
          }),
        );
        const stopAnswering = async () => {
          stop = true;
          resume();
          await Promise.all(loops);
          if (broken.length) throw broken[0];
        };
        const answered = (what: string, enough: (s: Student) => boolean) =>
          poll(
            () => {
              if (broken.length) throw broken[0];
              return students.every(enough);
            },
            WAIT_MS,
            what,
          );

        /** The answer stored for each item of a session, as the database holds it. */
        const storedAnswers = async (sessionId: number) => {
          const rows = await query<{ uin: string; response: Record<string, CandidateResponse>; client_id: string; answered_at: Date }>(
            'select uin, response, client_id, answered_at from session_responses where session_id = $1 and response is not null',
            [sessionId],
          );
          return Object.fromEntries(
            rows.map((r) => [r.uin, { response: r.response, clientId: r.client_id, answeredAt: new Date(r.answered_at).toISOString() }]),
          );
        };
        /** The last answer of each item a student was acknowledged. */
        const lastAcknowledged = (s: Student) =>
          Object.fromEntries([...s.acknowledged].map(([uin, a]) => [uin, { response: a.response, clientId: a.clientId, answeredAt: a.answeredAt }]));

        try {
          await answered('answers through both APIs', (s) => (s.before.get('api-1') ?? 0) >= ANSWERS_BEFORE && (s.before.get('api-2') ?? 0) >= ANSWERS_BEFORE);

          // A package uploaded on the API about to be killed; a worker takes its import.
          const admin = new BalancedClient(balancer);
          await admin.login(ADMIN.email, ADMIN.password, node1);
          const { zip, contents } = await buildPackage(PACKAGE);
          const form = new FormData();
          form.append('fileDesc', 'Several nodes');
          form.append('testVersion', '4');
          form.append('File', new Blob([zip]), 'multi-node.zip');
          // The worker running the import holds the zip's copy in its temporary folder while it runs:
          // watched for from before the upload, as the import may start before the upload is answered.
          const workers = [worker1, worker2];
          const importing = poll(() => workers.find((w) => filesUnder(join(w.home, 'tmp')).length > 0), WAIT_MS, 'a worker starting the import');
          // awaited below; a failed upload fails the test before
          importing.catch(() => {});
          const uploaded = await admin.form<{ status: string; cpId: number }>('/api/upload', form, node1);
          expect(uploaded.body).toMatchObject({ status: 'SUCCESS' });
          const { cpId } = uploaded.body;
          const victim = await importing;
          const survivor = workers.find((w) => w !== victim)!;
          note(`package ${cpId} uploaded on api-1; ${victim.name} imports it`);

          // Killed while the package's row is locked here: the import cannot settle meanwhile, so what
          // is read under the lock says whether the kill landed inside it.
          await query('begin');
          let cutOff: { status_id: number; import_attempts: number };
          try {
            [cutOff] = await query<{ status_id: number; import_attempts: number }>(
              'select status_id, import_attempts from content_packages where id = $1 for update',
              [cpId],
            );
            const killing = Promise.all([api1.portal.kill('SIGKILL'), victim.portal.kill('SIGKILL')]);
            // from the same moment, each student finishes the answer in flight (sent again to the
            // API left when the kill cut it off) and waits before the next one
            paused = new Promise((r) => (resume = r));
            await killing;
          } finally {
            await query('commit');
          }
          note(`api-1 and ${victim.name} killed; the package was then at ${JSON.stringify(cutOff)}`);
          expect(cutOff).toEqual({ status_id: 1, import_attempts: 1 });

          // With every student waiting, the database holds what each was last acknowledged for
          // every item, answers acknowledged by the dead API among them.
          await answered('the answers in flight at the kill landing', (s) => waiting.has(s));
          for (const s of students) {
            expect(await storedAnswers(s.sessionId)).toEqual(lastAcknowledged(s));
            // a student's answers went to the APIs in turn until the kill, and one at most after it:
            // of the last six (one for each item), some were acknowledged by the API killed
            expect([...s.acknowledged.values()].some((a) => a.node === 'api-1')).toBe(true);
          }
          // answers sent from now on can reach only the API left
          killed = true;
          paused = undefined;
          resume();
          note('the answers acknowledged until the kill are stored, those of api-1 among them');

          // The import ends on the worker left, while the students go on through the API left (the
          // answers the kill cut off sent again to it).
          const ended = await poll(
            async () => {
              const res = await admin.post<{ cpUploadData: { cpData: { cpStatusDetail: { statusId: number } } } }>('/api/getCPData', { cpId }, node2);
              expect(res.status).toBe(200);
              const status = res.body.cpUploadData.cpData.cpStatusDetail.statusId;
              return status !== 1 && status;
            },
            IMPORT_ENDS_WITHIN_MS,
            'the import ending',
            250,
          );
          note(`the import ended at ${ended}`);
          expect(ended).toBe(4);
          await answered('answers through the API left', (s) => (s.after.get('api-2') ?? 0) >= ANSWERS_AFTER);
          await stopAnswering();
          const total = (s: Student, by: 'before' | 'after') => [...s[by].values()].reduce((a, b) => a + b, 0);
          note(
            `answers acknowledged before the kill: ${students.map((s) => total(s, 'before')).join(', ')}; after: ${students.map((s) => total(s, 'after')).join(', ')}`,
          );
          note(`calls sent again after api-1 went away: ${balancer.failovers.get('api-1') ?? 0}`);
          expect(balancer.failovers.get('api-1')).toBeGreaterThan(0);
          expect(node1.up).toBe(false);
          expect(students.flatMap((s) => s.refused)).toEqual([]);
          for (const s of students) expect([...s.after.keys()]).toEqual(['api-2']);

          // Every acknowledged answer is stored as it was sent: the last one of each item.
          for (const s of students) {
            expect(await storedAnswers(s.sessionId)).toEqual(lastAcknowledged(s));
            expect(s.acknowledged.size).toBe(s.uins.length);
          }

          // one start cut off, the next one whole
          const [row] = await query<{ import_attempts: number; storage_key: string; items: number }>(
            'select c.import_attempts, c.storage_key, (select count(*)::int from item_details i join test_details t on t.id = i.test_detail_id where t.content_package_id = c.id) as items from content_packages c where c.id = $1',
            [cpId],
          );
          expect(row).toMatchObject({ import_attempts: 2, items: PACKAGE.items });
          // the worker left deletes its copy of the zip once the import has ended
          await poll(() => filesUnder(join(survivor.home, 'tmp')).length === 0, WAIT_MS, "the copy of the zip leaving the worker's temporary folder");

          // The files are in the bucket, under the package's key.
          const bucket = new S3Client({
            region: 'us-east-1',
            endpoint: s3.endpoint,
            forcePathStyle: true,
            credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          });
          try {
            const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `portal/${row.storage_key}/` }));
            expect((listed.Contents ?? []).map((o) => o.Key!.slice(`portal/${row.storage_key}/`.length)).sort()).toEqual(
              ['package.zip', ...contents.media.map((m) => `media/${m}`)].sort(),
            );
          } finally {
            bucket.destroy();
          }

          // Staff download the zip uploaded on the dead API through the one left.
          const download = await admin.get(`/api/downloadCP/${cpId}`, node2);
          expect(download.status).toBe(200);
          expect(download.headers.get('content-type')).toBe('application/zip');
          expect(Buffer.compare(download.body, zip)).toBe(0);

          // The media a worker stored are served by the API left, byte for byte.
          const [imported] = await query<{ id: number }>('select id from test_details where content_package_id = $1', [cpId]);
          const preview = await admin.post<{ token: string }>('/api/getTokenForData/preview', { testDetailId: imported.id, mode: 2 }, node2);
          expect(preview.status).toBe(200);
          const previewSession = await admin.post<{ sessionId: number }>('/api/delivery/launch', { token: preview.body.token }, node2);
          expect(previewSession.status).toBe(200);
          const entries = await zipEntries(zip);
          for (const media of contents.media) {
            const file = await admin.get(`/api/delivery/media/${previewSession.body.sessionId}/${media}`, node2);
            expect([media, file.status]).toEqual([media, 200]);
            expect(Buffer.compare(file.body, entries.get(media)!)).toBe(0);
          }

          // So are the samples' media, stored by the first API at its start.
          const [math] = await query<{ id: number }>(
            "select d.id from test_details d join content_packages c on c.id = d.content_package_id where c.file_name = 'math-practice.zip' and d.published_on is not null",
          );
          const reader = students[0].client;
          const mathToken = await reader.post<{ token: string }>('/api/getTokenForData/test', { testDetailId: math.id, mode: 2 }, node2);
          const mathSession = await reader.post<{ sessionId: number }>('/api/delivery/launch', { token: mathToken.body.token }, node2);
          const svg = await reader.get(`/api/delivery/media/${mathSession.body.sessionId}/media/right-triangle.svg`, node2);
          expect(svg.status).toBe(200);
          expect(Buffer.compare(svg.body, readFileSync(join(SAMPLES_DIR, 'math-practice', 'media', 'right-triangle.svg')))).toBe(0);

          // Each student's session and results through the API left, scored on what was acknowledged.
          for (const s of students) {
            const inProgress = await s.client.post<{ data: { sessionId: number; answered: number }[] }>('/api/getTestsInProgress', {}, node2);
            expect(inProgress.body.data.find((t) => t.sessionId === s.sessionId)).toMatchObject({ answered: s.uins.length });
            const report = await s.client.post<{
              score: number;
              maxScore: number;
              percent: number;
              items: { uin: string; correct: boolean; response: unknown }[];
            }>('/api/delivery/submit', { sessionId: s.sessionId }, node2);
            expect(report.status).toBe(200);
            const rights = [...s.acknowledged.values()].filter((a) => a.right).length;
            expect(report.body.items.map((i) => [i.uin, i.correct, i.response])).toEqual(
              s.uins.map((uin) => [uin, s.acknowledged.get(uin)!.right, s.acknowledged.get(uin)!.response]),
            );
            expect(report.body).toMatchObject({ score: rights, maxScore: s.uins.length });
            const history = await s.client.post<{ data: { testSessionDetailId: number; testScore: number }[] }>('/api/getHistory', {}, node2);
            expect(history.body.data).toEqual([expect.objectContaining({ testSessionDetailId: s.sessionId, testScore: report.body.percent })]);
          }

          // Nothing an API was given stayed on its own disk: no upload, no media, no copy of either in
          // its folder (working directory, DATA_DIR and TMPDIR); with the bucket it keeps no file at all.
          for (const api of [api1, api2]) expect([api.name, filesUnder(api.home)]).toEqual([api.name, []]);
        } finally {
          stop = true;
          resume();
          await Promise.all(loops);
        }
      }),
    TIMEOUT_MS,
  );
});
