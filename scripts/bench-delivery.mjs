// npm run bench:delivery: simulated students answering a Practice Test at once on the built portal
// (`cli.js serve`, production mode) and PostgreSQL, beside a bare Fastify server inserting one row
// per request into the same database with the same concurrency. Every connection is one student
// saving answers without pause, so the figure is the saved answers per second the server sustains.
// Then the same students at a pace (an answer every BENCH_PACE seconds each, on connections opened
// before the measured run), for the latency a student sees when the server is not saturated:
// without pauses every latency is at least students / throughput (Little's law), whatever the
// server does. Beside the server's CPU per answer it prints its own (the load generator's), which
// runs on the same cores.
// Then capacity in students: the largest number of paced students (BENCH_PACE apart) whose answer
// p99 stays under 50 ms with no error, on one API process and on two behind a round-robin balancer,
// found by doubling from 1,000 and then halving the gap twice, up to BENCH_CAPACITY_MAX (default
// 9,000: each student holds a connection, and a process may open 20,000 files here; 0 skips it).
// It prints figures and asserts none.
//   BENCH_STUDENTS: comma-separated student counts (default 100,500,2000)
//   BENCH_DURATION: seconds per measured run (default 10), BENCH_ROUNDS (default 2; the bare insert
//   and the answer take turns, the best run of each kept, which damps noise from other work on
//   both sides of their ratio alike), BENCH_SAMPLE: the sample test answered (default
//   paa-sample-math), BENCH_PORT (3500+),
//   BENCH_PACE: seconds between two answers of a student in the paced runs (default 10),
//   BENCH_API_LAUNCHES: students who launch their session through the API (default 100; the
//   others get copies of the first session by direct insert)
//   BENCH_PROFILE: a folder to write the portal's CPU profile to (node --cpu-prof), for finding
//   where an answer's time goes
//   DATABASE_URL: the server to use (default postgresql://postgres@127.0.0.1:5432/test); REDIS_URL
//   as set (jobs on BullMQ under a prefix of their own, removed after)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { answering, cloneStudents, openSessions, pacedAnswers, signUpAndIn } from './bench/delivery-students.mjs';
import { busy, dropQueueKeys, freshDatabase, machine, measure, settle, startServer, suffix, table } from './bench/lib.mjs';
import { report } from './bench/summary.mjs';
import { PORTAL_NODE_FLAGS } from './lib/node-flags.mjs';
import { ensureBuilt } from './lib/run.mjs';

const sizes = (process.env.BENCH_STUDENTS ?? '100,500,2000').split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('BENCH_STUDENTS must be positive whole numbers separated by commas, e.g. 100,500,2000');
  process.exit(2);
}
const duration = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const sample = process.env.BENCH_SAMPLE ?? 'paa-sample-math';
const basePort = Number(process.env.BENCH_PORT ?? 3500);
const adminUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL;
const queuePrefix = `bench-${suffix}`;
const secret = `bench-secret-${suffix}-0123456789abcdefghijkl`;
const paceMs = Number(process.env.BENCH_PACE ?? 10) * 1000;
const TARGET = { students: 500, p99: 50 };
const capacityMax = Number(process.env.BENCH_CAPACITY_MAX ?? 9000);
/** Moodle's published quiz load test: about 2,000 concurrent users on 12 + 4 vCPU. */
const PEER = { name: 'Moodle quiz load test', users: 2000, vcpus: 16 };

await ensureBuilt();

const { default: pg } = await import('pg');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-delivery-'));
const database = await freshDatabase(adminUrl);
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
const running = new Set();
const cleanup = async () => {
  for (const server of running) await server.stop().catch(() => {});
  await pool.end().catch(() => {});
  await database.drop().catch((e) => console.error(`could not drop the bench database: ${e.message}`));
  if (redisUrl) await dropQueueKeys(redisUrl, queuePrefix).catch((e) => console.error(`could not remove the bench queue keys: ${e.message}`));
  rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

async function start(name, args, env, readyPath) {
  const server = await startServer(name, args, env, `http://127.0.0.1:${env.PORT}${readyPath}`);
  running.add(server);
  return server;
}

/** The largest paced load (students) the processes at `bases` answer with p99 under the target and no error. */
async function capacity(bases, servers, sessions) {
  const holds = async (n) => {
    for (const server of servers) await settle(server);
    const r = await pacedAnswers(
      bases.map((b) => `${b}/api/delivery/answer`),
      sessions.slice(0, n),
      { paceMs, durationMs: Math.max(duration * 1000, 2 * paceMs) },
    );
    console.log(`  ${bases.length} process(es), ${n} paced students: p99 ${r.total ? fmt(r.p99) : '-'} ms, ${r.failed} errors`);
    return r.total > 0 && r.failed === 0 && r.p99 < TARGET.p99;
  };
  let good = 0;
  let bad = 0;
  for (let n = Math.min(1000, capacityMax); ; n = Math.min(n * 2, capacityMax)) {
    if (!(await holds(n))) {
      bad = n;
      break;
    }
    good = n;
    if (n === capacityMax) return { students: good, capped: true };
  }
  for (let step = 0; step < 2; step++) {
    const mid = Math.round((good + bad) / 200) * 100;
    if (mid <= good || mid >= bad) break;
    if (await holds(mid)) good = mid;
    else bad = mid;
  }
  return { students: good, capped: false };
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const fmt = (v) => v.toFixed(v < 10 ? 1 : 0);

try {
  console.log(`machine: ${machine()}`);
  if (busy()) console.log(`warning: ${busy()}`);
  console.log(`database: PostgreSQL (fresh database); jobs: ${redisUrl ? 'BullMQ on Redis' : 'inline'}; ${duration} s per run, best of ${rounds} round(s)\n`);

  let since = performance.now();
  const baselinePort = basePort + 1;
  const baseline = `http://127.0.0.1:${baselinePort}`;
  const baselineServer = await start(
    'baseline',
    ['scripts/bench/baseline.mjs'],
    { PORT: String(baselinePort), DATABASE_URL: database.url, SCRATCH_TABLE: 'bench_scratch_answers' },
    '/select1',
  );
  const portalEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    SESSION_SECRET: secret,
    SAMPLE_CONTENT: 'true',
    LOGIN_RATE_LIMIT: '1000000000',
    ...(redisUrl ? { REDIS_URL: redisUrl, QUEUE_PREFIX: queuePrefix } : {}),
  };
  const portal = await start(
    'portal',
    [...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []), ...PORTAL_NODE_FLAGS, 'backend/dist/cli.js', 'serve'],
    { ...portalEnv, PORT: String(basePort), DATA_DIR: join(dataDir, 'portal') },
    '/api/getAppVersion',
  );
  const base = `http://127.0.0.1:${basePort}`;
  // The samples are imported and published before the server listens; their absence is a failure.
  const { rows: published } = await pool.query(
    `select d.id, c.file_name from test_details d join content_packages c on c.id = d.content_package_id where d.published_on is not null`,
  );
  const test = published.find((r) => r.file_name === `${sample}.zip`);
  if (!test) throw new Error(`the sample ${sample} was not published (published: ${published.map((r) => r.file_name).join(', ') || 'none'})`);
  console.log(`portal up with ${published.length} published sample tests in ${seconds(since)} s`);

  since = performance.now();
  const students = Math.max(...sizes, capacityMax);
  const email = `bench-${suffix}@example.org`;
  const first = await signUpAndIn(base, email, 'Bench.Load.2026');
  const others = students > 1 ? await cloneStudents(pool, { templateEmail: email, count: students - 1, secret, tag: suffix }) : [];
  console.log(
    `${students} students in ${seconds(since)} s: 1 signed up and logged in through the API, ${students - 1} copied from it by direct inserts of users and login sessions (argon2id would make their sign-ups take minutes)`,
  );

  since = performance.now();
  const viaApi = Math.min(students, Number(process.env.BENCH_API_LAUNCHES ?? 100));
  const opened = await openSessions(base, pool, [first, ...others], Number(test.id), { viaApi });
  console.log(
    `${opened.length} Practice Test sessions of ${sample} in ${seconds(since)} s: ${viaApi} launched through the API (token and launch), ${students - viaApi} copied from the first by direct inserts; all on one route of ${opened[0].items.length} items, answered in turn\n`,
  );

  const results = [];
  for (const n of sizes) {
    const load = { connections: n, duration };
    const group = opened.slice(0, n);
    const best = {};
    for (let round = 0; round < rounds; round++) {
      const insert = await measure('insert', answering(`${baseline}/insert`, group), load, { server: baselineServer });
      const answer = await measure('answer', answering(`${base}/api/delivery/answer`, group), load, { server: portal });
      if (!best.insert || insert.rps > best.insert.rps) best.insert = insert;
      if (!best.answer || answer.rps > best.answer.rps) best.answer = answer;
    }
    console.log(
      `${n} students without pause: ${fmt(best.answer.rps)} saved answers/s, ${best.answer.total} in ${duration} s (bare insert ${fmt(best.insert.rps)}/s)`,
    );
    results.push({ n, ...best });
  }
  const paced = [];
  for (const n of sizes) {
    // the queue the last run without pause left would otherwise be the latency measured here
    await settle(portal);
    const r = await pacedAnswers(`${base}/api/delivery/answer`, opened.slice(0, n), {
      paceMs,
      durationMs: Math.max(duration * 1000, 2 * paceMs),
      server: portal,
    });
    console.log(`${n} students, an answer every ${paceMs / 1000} s each: ${fmt(r.rps)} saved answers/s, p99 ${fmt(r.p99)} ms`);
    paced.push({ n, ...r });
  }
  report('delivery', {
    noPause: results.map(({ n, answer, insert }) => ({ n, rps: answer.rps, insertRps: insert.rps })),
    paced: paced.map((r) => ({ n: r.n, p99: r.total ? r.p99 : null, failed: r.failed })),
  });
  const memory = portal.memory();
  const { rows: saved } = await pool.query('select count(*)::int as rows, count(distinct session_id)::int as sessions from session_responses');

  // nothing answered within the run: every request was still waiting when it ended
  const latency = (r) => (r.total ? [fmt(r.p50), fmt(r.p99)] : [`> ${duration} s`, `> ${duration} s`]);
  const cpu = (r) => (r.cpuPerRequest == null ? '-' : r.cpuPerRequest.toFixed(2));
  const clientCpu = (r) => (r.clientCpuPerRequest == null ? '-' : r.clientCpuPerRequest.toFixed(2));
  console.log(
    `\nWithout pause (every connection a student saving its next answer as soon as the last is saved):\n\n${table(
      [
        'students',
        'saved answers/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'CPU ms/answer',
        'client CPU ms/answer',
        'bare insert/s',
        'insert p50 ms',
        'insert p99 ms',
        'CPU ms/insert',
        'answers vs insert',
      ],
      results.map(({ n, answer: a, insert: i }) => [
        n,
        fmt(a.rps),
        ...latency(a),
        a.failed,
        cpu(a),
        clientCpu(a),
        fmt(i.rps),
        ...latency(i),
        cpu(i),
        `${(a.rps / i.rps).toFixed(2)}×`,
      ]),
    )}`,
  );
  console.log(
    `\nAt a pace (each student saves an answer every ${paceMs / 1000} s):\n\n${table(
      ['students', 'saved answers/s', 'p50 ms', 'p99 ms', 'errors', 'CPU ms/answer', 'client CPU ms/answer'],
      paced.map((r) => [r.n, fmt(r.rps), ...latency(r), r.failed, cpu(r), clientCpu(r)]),
    )}`,
  );
  console.log(
    `\nerrors: non-2xx answers, connection errors and timeouts; CPU ms: user + system time of the server process per answered request, client CPU ms: that of this process (the load generator, on the same cores); session_responses holds ${saved[0].rows} rows of ${saved[0].sessions} sessions`,
  );
  if (memory) console.log(`API process memory after the runs: RSS ${memory.rss.toFixed(0)} MiB (peak ${memory.peak.toFixed(0)} MiB)`);
  const atTarget = paced.find((r) => r.n === TARGET.students);
  const flatOut = results.find((r) => r.n === TARGET.students);
  if (atTarget && flatOut) {
    const verdict = (r) => (r.total > 0 && r.p99 < TARGET.p99 && r.failed === 0 ? 'met' : 'not met');
    console.log(
      `target at ${TARGET.students} students, p99 under ${TARGET.p99} ms: ${verdict(atTarget)} at a pace (p99 ${fmt(atTarget.p99)} ms), ${verdict(flatOut.answer)} without pause (p99 ${fmt(flatOut.answer.p99)} ms; ${TARGET.students} students without pause would need ${fmt((TARGET.students * 1000) / TARGET.p99)} answers/s)`,
    );
  }
  if (capacityMax > 0) {
    const second = await start(
      'portal 2',
      [...PORTAL_NODE_FLAGS, 'backend/dist/cli.js', 'serve'],
      { ...portalEnv, PORT: String(basePort + 2), DATA_DIR: join(dataDir, 'portal-2') },
      '/api/getAppVersion',
    );
    const one = await capacity([base], [portal], opened);
    const two = await capacity([base, `http://127.0.0.1:${basePort + 2}`], [portal, second], opened);
    const perCore = (n) => fmt(n / cpus().length);
    const said = (c) => `${c.students}${c.capped ? '+' : ''} students (${perCore(c.students)} a core)`;
    console.log(
      `\ncapacity at an answer every ${paceMs / 1000} s, p99 under ${TARGET.p99} ms: one API process ${said(one)}, two ${said(two)} on ${cpus().length} cores shared with PostgreSQL and the load generator; ` +
        `peer: ${PEER.name}, about ${PEER.users} concurrent users on ${PEER.vcpus} vCPU (${fmt(PEER.users / PEER.vcpus)} a vCPU)`,
    );
    report('capacity', { one: one.students, two: two.students, cores: cpus().length });
  }
  if (busy()) console.log(`warning: ${busy()}`);
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await cleanup();
}
