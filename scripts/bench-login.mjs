// npm run bench:login: a class, a school, a district signing in at once. N distinct students
// (BENCH_STUDENTS, default 100,500,2000) arrive at the sign-in call over BENCH_LOGIN_WINDOW seconds
// (default 5), on the built portal (`cli.js serve`, production mode), PostgreSQL and Redis, while
// BENCH_ANSWERING students (default 200) already in a Practice Test save an answer every BENCH_PACE
// seconds (default 5) each. A sign-in refused with 429 is retried after its Retry-After. It runs
// with one API process and with two (BENCH_PROCESSES, default 1,2) sharing the database and Redis,
// the load spread over them in turn as a round-robin balancer would; and prints sign-ins per second,
// sign-in p50/p99 (first try to session), the 429s, and the answer-save p50/p99 during the burst
// beside that of the quiet seconds before it. Then a district behind one address: for
// BENCH_DISTRICT_SECONDS (default 120; 0 skips it) students whose browsers signed in before sign in
// at the rate one process signed in above (BENCH_DISTRICT_RATE to set it), 5 % mistyping once, on a
// process with the default address limit, while a password spray comes from the same address; it
// prints the right passwords refused (target 0) and the spray's guesses checked. It prints figures
// and asserts none.
//   DATABASE_URL: the server to use (default postgresql://postgres@127.0.0.1:5432/test)
//   REDIS_URL: (default redis://127.0.0.1:6379); BENCH_PORT (3600+)
//   BENCH_CPU_PROFILE: a folder where each API process writes a V8 CPU profile (.cpuprofile) when it
//   stops, to see where its time goes during the burst (open it in Chrome DevTools, Performance)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { cloneStudents, openSessions, signUpAndIn } from './bench/delivery-students.mjs';
import { busy, dropQueueKeys, freshDatabase, machine, settle, startServer, suffix, table } from './bench/lib.mjs';
import { districtBurst } from './bench/district.mjs';
import { answeringAtPace, loginBurst, problems } from './bench/login-students.mjs';
import { PORTAL_NODE_FLAGS } from './lib/node-flags.mjs';
import { ensureBuilt } from './lib/run.mjs';

const list = (name, fallback) => {
  const values = (process.env[name] ?? fallback).split(',').map(Number);
  if (values.some((n) => !Number.isInteger(n) || n < 1)) {
    console.error(`${name} must be positive whole numbers separated by commas, e.g. ${fallback}`);
    process.exit(2);
  }
  return values;
};
const sizes = list('BENCH_STUDENTS', '100,500,2000');
const processCounts = list('BENCH_PROCESSES', '1,2');
const windowMs = Number(process.env.BENCH_LOGIN_WINDOW ?? 5) * 1000;
const answering = Number(process.env.BENCH_ANSWERING ?? 200);
const paceMs = Number(process.env.BENCH_PACE ?? 5) * 1000;
const basePort = Number(process.env.BENCH_PORT ?? 3600);
const adminUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const queuePrefix = `bench-login-${suffix}`;
const secret = `bench-secret-${suffix}-0123456789abcdefghijkl`;
const password = 'Bench.Load.2026';
const QUIET_MS = 5000;
const districtSeconds = Number(process.env.BENCH_DISTRICT_SECONDS ?? 120);
const MISTYPE = 0.05;
const TARGET = { students: 500, perProcess: 30, p99: 50, scaling: 1.7 };

await ensureBuilt();

const { default: pg } = await import('pg');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-login-'));
const database = await freshDatabase(adminUrl);
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
const running = new Set();
const cleanup = async () => {
  for (const server of running) await server.stop().catch(() => {});
  await pool.end().catch(() => {});
  await database.drop().catch((e) => console.error(`could not drop the bench database: ${e.message}`));
  await dropQueueKeys(redisUrl, queuePrefix).catch((e) => console.error(`could not remove the bench's Redis keys: ${e.message}`));
  rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

/** An API process; every one shares the database, Redis (jobs and limit counters) and the secret. */
async function portal(index, env = {}) {
  const port = basePort + index;
  const server = await startServer(
    `portal ${index + 1}`,
    [
      ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []),
      ...PORTAL_NODE_FLAGS,
      'backend/dist/cli.js',
      'serve',
    ],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: join(dataDir, `portal-${index}`),
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix,
      SESSION_SECRET: secret,
      SAMPLE_CONTENT: 'true',
      // every simulated student comes from this machine's address; successes are not counted anyway
      LOGIN_ADDRESS_RATE_LIMIT: '1000000',
      ...env,
    },
    `http://127.0.0.1:${port}/api/getAppVersion`,
  );
  running.add(server);
  return { server, base: `http://127.0.0.1:${port}` };
}

const fmt = (v) => (Number.isFinite(v) ? v.toFixed(v < 10 ? 1 : 0) : '-');

try {
  console.log(`machine: ${machine()}`);
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
  console.log(
    `database: PostgreSQL (fresh database); Redis for jobs and limits; sign-ins over ${windowMs / 1000} s; ${answering} students answering every ${paceMs / 1000} s\n`,
  );

  const portals = [await portal(0)];
  const { rows: published } = await pool.query(
    `select d.id from test_details d join content_packages c on c.id = d.content_package_id where d.published_on is not null and c.file_name = 'paa-sample-math.zip'`,
  );
  if (!published.length) throw new Error('the sample paa-sample-math was not published');

  const templateEmail = `bench-${suffix}@example.org`;
  const first = await signUpAndIn(portals[0].base, templateEmail, password);
  const answerers = [first, ...(await cloneStudents(pool, { templateEmail, count: answering - 1, secret, tag: `${suffix}a` }))];
  const opened = await openSessions(portals[0].base, pool, answerers, Number(published[0].id), { viaApi: Math.min(answering, 50) });
  // the sign-in students share the first one's password hash (same parameters, same cost per check)
  const loginCount = sizes.reduce((a, b) => a + b, 0) * processCounts.length;
  await cloneStudents(pool, { templateEmail, count: loginCount, secret, tag: `${suffix}l` });
  let nextLogin = 1;
  const takeEmails = (n) => Array.from({ length: n }, () => `bench-${suffix}l-${nextLogin++}@example.org`);
  console.log(`${answering} students in a Practice Test, ${loginCount} more to sign in (copied by direct insert, with the first one's argon2id hash)\n`);

  const results = [];
  for (const processes of processCounts) {
    while (portals.length < processes) portals.push(await portal(portals.length));
    const bases = portals.slice(0, processes).map((p) => p.base);
    for (const n of sizes) {
      for (const p of portals) await settle(p.server);
      const load = loadavg()[0];
      const answers = await answeringAtPace(bases, opened, { paceMs });
      const quietFrom = performance.now();
      await sleep(QUIET_MS);
      const cpuBefore = portals.slice(0, processes).map((p) => p.server.cpu());
      const burst = await loginBurst(bases, takeEmails(n), password, { windowMs });
      const cpuAfter = portals.slice(0, processes).map((p) => p.server.cpu());
      await answers.stop();
      const quiet = answers.between(quietFrom, burst.start);
      const during = answers.between(burst.start, burst.end);
      for (const p of portals) {
        if (p.server.exited() !== null) throw new Error(`${p.server.name} ended with ${p.server.exited()} during the run:\n${p.server.output().slice(-3000)}`);
      }
      const cpu = cpuAfter.reduce((sum, c, i) => sum + (c - cpuBefore[i]), 0) / Math.max(1, burst.done);
      results.push({ processes, n, load, burst, quiet, during, answerFailed: answers.failed, cpu });
      console.log(
        `${processes} process(es), ${n} students: ${fmt(burst.rate)} sign-ins/s, p50 ${fmt(burst.p50)} ms, p99 ${fmt(burst.p99)} ms, ${burst.refused} × 429; answers p99 ${fmt(during.p99)} ms during (${fmt(quiet.p99)} ms before)`,
      );
    }
  }

  console.log(
    `\n${table(
      [
        'processes',
        'students',
        'sign-ins/s',
        'p50 ms',
        'p99 ms',
        '429s',
        'failed',
        'CPU ms/sign-in',
        'answers saved',
        'answer p50 ms',
        'answer p99 ms',
        'p99 before ms',
        'load avg',
      ],
      results.map((r) => [
        r.processes,
        r.n,
        fmt(r.burst.rate),
        fmt(r.burst.p50),
        fmt(r.burst.p99),
        r.burst.refused,
        r.burst.failed + r.answerFailed,
        fmt(r.cpu),
        r.during.count,
        fmt(r.during.p50),
        fmt(r.during.p99),
        fmt(r.quiet.p99),
        r.load.toFixed(1),
      ]),
    )}`,
  );
  console.log(
    `\nsign-ins/s: sessions opened per second from the first arrival to the last session; p50/p99 from a student's first try to the session, 429 waits included; CPU ms: user + system of the API processes per sign-in; answers: those sent during the burst`,
  );
  const at = (processes) => results.find((r) => r.processes === processes && r.n === TARGET.students);
  const one = at(1);
  const two = at(2);
  if (one) {
    const perProcess = one.burst.rate >= TARGET.perProcess ? 'met' : 'not met';
    const answersOk = one.during.p99 < TARGET.p99 ? 'met' : 'not met';
    console.log(
      `target at ${TARGET.students} students: ≥${TARGET.perProcess} sign-ins/s per process ${perProcess} (${fmt(one.burst.rate)}), answer p99 < ${TARGET.p99} ms ${answersOk} (${fmt(one.during.p99)} ms)`,
    );
  }
  if (one && two)
    console.log(`two processes: ${(two.burst.rate / one.burst.rate).toFixed(2)}× one (target ≥${TARGET.scaling}×), answer p99 ${fmt(two.during.p99)} ms`);
  if (districtSeconds > 0) {
    const rate = Number(process.env.BENCH_DISTRICT_RATE ?? 0) || Math.max(1, Math.floor(one?.burst.rate ?? 30));
    for (const p of portals) await p.server.stop();
    running.clear();
    // the address limit as shipped: failures a minute from one address, over all accounts
    const district = await portal(portals.length, { LOGIN_ADDRESS_RATE_LIMIT: '100' });
    const students = Math.round(rate * districtSeconds);
    await cloneStudents(pool, { templateEmail, count: students, secret, tag: `${suffix}d` });
    const emails = Array.from({ length: students }, (_, i) => `bench-${suffix}d-${i + 1}@example.org`);
    const load = loadavg()[0];
    const d = await districtBurst(district.base, emails, password, { secret, rate, seconds: districtSeconds, mistype: MISTYPE });
    console.log(
      `\ndistrict behind one address: ${d.students} students over ${fmt(d.seconds)} s at ${rate}/s, ${d.mistyped} mistyping once (${fmt((d.mistyped / d.seconds) * 60)} failures a minute); ` +
        `${d.signedIn} signed in, right passwords refused by a limit: ${d.rightRefused} (target 0), ${d.busy} busy answers waited out, other failures ${d.failed}; ` +
        `password spray from the same address: ${d.sprayChecked} of ${d.sprayTried} guesses checked, the rest refused (load ${load.toFixed(1)})`,
    );
  }
  for (const [what, count] of problems) console.log(`failed ${count} ×: ${what}`);
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
  if (busy()) console.log(`warning: ${busy()}`);
} catch (error) {
  console.error(error.stack ?? error.message);
  process.exitCode = 1;
} finally {
  await cleanup();
}
