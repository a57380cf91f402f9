// npm run bench: load figures of the real portal (built `cli.js serve`) beside a bare Fastify
// server answering `select 1` from the same database, and NestJS on Fastify beside NestJS on
// Express. Uses PostgreSQL and Redis when DATABASE_URL and REDIS_URL are set (a fresh database,
// dropped after), the embedded defaults otherwise. It prints figures and asserts none.
//   BENCH_DURATION seconds per call (default 10), BENCH_CONNECTIONS (default 10), BENCH_ROUNDS
//   (default 2; the best round is kept, which damps noise from other work), BENCH_PORT (3400+),
//   BENCH_PROFILE: a folder to write the portal's CPU profile to (node --cpu-prof), for finding
//   where a call's time goes. Beside req/s it prints the CPU time the server process spent per
//   answered call, which other work on the machine moves far less than req/s.
// Then it runs `bench:delivery`, `bench:import` and `bench:lighthouse` (BENCH_PARTS: which of api,
// delivery, import, lighthouse to run; all by default) and ends with the table of the performance
// targets, each with its figure now.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { busy, dropQueueKeys, freshDatabase, machine, measure, startServer, suffix, table } from './bench/lib.mjs';
import { seedTables } from './bench/seed-tables.mjs';
import { seedUsers } from './bench/seed-users.mjs';
import { readSummary } from './bench/summary.mjs';
import { firstPageWeight, servedEncoding, summaryTable } from './bench/summary-table.mjs';
import { PORTAL_NODE_FLAGS } from './lib/node-flags.mjs';
import { ensureBuilt, ROOT } from './lib/run.mjs';

const SPA_DIR = join(ROOT, 'frontend', 'dist');
const parts = new Set((process.env.BENCH_PARTS ?? 'api,delivery,import,lighthouse').split(',').map((p) => p.trim()));

const load = { duration: Number(process.env.BENCH_DURATION ?? 10), connections: Number(process.env.BENCH_CONNECTIONS ?? 10) };
const basePort = Number(process.env.BENCH_PORT ?? 3400);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const user = { email: `bench-${suffix}@example.org`, password: 'Bench.Load.2026' };
// A content admin (function 3) for the users table, read over BENCH_USERS seeded users.
const staff = { email: `bench-admin-${suffix}@example.org`, password: 'Bench.Admin.2026' };
const seededUsers = Number(process.env.BENCH_USERS ?? 100_000);
// History, Import History and a test's items, each BENCH_ROWS rows; History read by its student of many.
const seededRows = Number(process.env.BENCH_ROWS ?? 100_000);
const historyStudent = { email: `bench-history-${suffix}@example.org`, password: 'Bench.History.2026' };
const queuePrefix = `bench-${suffix}`;

await ensureBuilt();

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const summaryFile = join(dataDir, 'summary.jsonl');
const summary = {};
const database = process.env.DATABASE_URL && parts.has('api') ? await freshDatabase(process.env.DATABASE_URL) : null;
const redisUrl = process.env.REDIS_URL;
const running = new Set();
const cleanup = async () => {
  for (const server of running) await server.stop().catch(() => {});
  await database?.drop().catch((e) => console.error(`could not drop the bench database: ${e.message}`));
  if (redisUrl) await dropQueueKeys(redisUrl, queuePrefix).catch((e) => console.error(`could not remove the bench queue keys: ${e.message}`));
  rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

const portalEnv = (port, dir) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  DATA_DIR: join(dataDir, dir),
  SESSION_SECRET: `bench-secret-${suffix}-0123456789abcdefghijkl`,
  // The login limiter would answer 429 after a few attempts; the bench measures the login itself.
  LOGIN_RATE_LIMIT: '1000000000',
  ...(database ? { DATABASE_URL: database.url } : {}),
});

async function start(name, args, env, readyPath = '/api/getAppVersion') {
  const server = await startServer(name, args, env, `http://127.0.0.1:${env.PORT}${readyPath}`);
  running.add(server);
  return server;
}

async function stop(server) {
  await server.stop();
  running.delete(server);
}

const post = (url, session, body = {}) => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-login-time': session?.loginTime ?? '0', ...(session ? { cookie: `portal_sid=${session.cookie}` } : {}) },
  body: JSON.stringify(body),
});

async function signUpAndIn(base) {
  const signup = await fetch(
    `${base}/api/signup`,
    post(`${base}/api/signup`, null, { firstName: 'Bench', lastName: 'Student', ...user, confirmpassword: user.password }),
  );
  const signed = await signup.json();
  if (signed.data?.result !== 'SUCCESS') throw new Error(`sign-up failed: ${JSON.stringify(signed)}`);
  return signIn(base, user);
}

async function signIn(base, account) {
  const login = await fetch(`${base}/api/login`, post(`${base}/api/login`, null, account));
  const body = await login.json();
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('portal_sid='));
  if (body.result !== 'SUCCESS' || !cookie) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { cookie: cookie.split(';')[0].slice('portal_sid='.length), loginTime: body.loginTime };
}

const fmt = (v) => v.toFixed(v < 10 ? 1 : 0);
// With no answer inside the run there is no latency to show.
const row = (r) => [r.label, fmt(r.rps), r.total ? fmt(r.p50) : '-', r.total ? fmt(r.p99) : '-', r.failed];
const cpuOfCall = (r) => (r.cpuPerRequest == null ? '-' : r.cpuPerRequest.toFixed(2));

/** Each call is loaded once per round, calls taking turns; the round with the most req/s is kept. */
async function bestOf(calls) {
  const best = new Map();
  for (let round = 0; round < rounds; round++) {
    for (const [label, request, server] of calls) {
      const r = await measure(label, request, load, { server });
      if (!best.has(label) || r.rps > best.get(label).rps) best.set(label, r);
    }
  }
  return calls.map(([label]) => best.get(label));
}

/** Runs another bench script with its output shown, collecting its figures for the table. */
function runBench(script, env) {
  return new Promise((resolve) => {
    console.log(`\n## ${script}\n`);
    const child = spawn(process.execPath, [join('scripts', script)], {
      cwd: ROOT,
      env: { ...process.env, ...env, BENCH_SUMMARY: summaryFile },
      stdio: 'inherit',
    });
    child.on('exit', (code) => {
      if (code !== 0) console.log(`${script} exited with ${code}`);
      resolve();
    });
  });
}

try {
  if (parts.has('api')) await apiBench();
  if (parts.has('delivery')) await runBench('bench-delivery.mjs', { BENCH_PORT: String(basePort + 10) });
  if (parts.has('import')) await runBench('bench-import.mjs', {});
  if (parts.has('lighthouse')) await runBench('bench-lighthouse.mjs', { BENCH_PORT: String(basePort + 20) });
  const { delivery, capacity, import: imports, importGrowth, importFailures, lighthouse } = readSummary(summaryFile);
  let weight = null;
  try {
    weight = firstPageWeight(SPA_DIR);
  } catch (error) {
    console.log(`\nthe sign-in page's weight is unknown: ${error.message}`);
  }
  console.log(`\n## Targets\n\n${summaryTable({ ...summary, delivery, capacity, imports, importGrowth, importFailures, weight, lighthouse })}`);
  if (busy()) console.log(`\nwarning: ${busy()}`);
} finally {
  await cleanup();
}

async function apiBench() {
  console.log(`machine: ${machine()}`);
  if (busy()) console.log(`warning: ${busy()}`);
  console.log(
    `database: ${database ? 'PostgreSQL (fresh database)' : 'embedded PGlite'}; jobs: ${redisUrl ? 'BullMQ on Redis' : 'inline'}; ${load.connections} connections, ${load.duration} s per call, best of ${rounds} round(s)\n`,
  );

  const baselinePort = basePort + 1;
  const baseline = await start(
    'baseline',
    ['scripts/bench/baseline.mjs'],
    { PORT: String(baselinePort), ...(database ? { DATABASE_URL: database.url } : {}) },
    '/select1',
  );
  const portalProcessEnv = {
    ...portalEnv(basePort, 'portal'),
    ...(redisUrl ? { REDIS_URL: redisUrl, QUEUE_PREFIX: queuePrefix } : {}),
    BOOTSTRAP_ADMIN_EMAIL: staff.email,
    BOOTSTRAP_ADMIN_PASSWORD: staff.password,
  };
  // The schema first, then the users, before the portal opens the database.
  const migrated = spawnSync(process.execPath, ['backend/dist/cli.js', 'migrate'], {
    cwd: ROOT,
    env: { ...process.env, ...portalProcessEnv },
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`migrate failed:\n${migrated.stdout}${migrated.stderr}`);
  const seedStart = Date.now();
  await seedUsers({ databaseUrl: database?.url, dataDir: portalProcessEnv.DATA_DIR, count: seededUsers });
  console.log(`seeded ${seededUsers.toLocaleString('en')} users in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  const tablesStart = Date.now();
  const seeded = await seedTables({ databaseUrl: database?.url, dataDir: portalProcessEnv.DATA_DIR, rows: seededRows, ...historyStudent });
  console.log(
    `seeded ${seededRows.toLocaleString('en')} packages, items of one test and completed sessions in ${((Date.now() - tablesStart) / 1000).toFixed(1)} s\n`,
  );
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const portal = await start('portal', [...profile, ...PORTAL_NODE_FLAGS, 'backend/dist/cli.js', 'serve'], portalProcessEnv);
  const base = `http://127.0.0.1:${basePort}`;
  const session = await signUpAndIn(base);
  const admin = await signIn(base, staff);
  const reader = await signIn(base, historyStudent);
  const idle = portal.memory();
  // The middle of each table is its deepest page: the nearer end is as far from either side.
  const half = (count, size) => Math.ceil(count / size / 2);
  const of = (count, size) => `page ${half(count, size).toLocaleString('en')} of ${Math.ceil(count / size).toLocaleString('en')}`;
  const tableCalls = [
    [
      'history',
      `\`POST /api/getHistory\`, ${seeded.mine.toLocaleString('en')} of ${seededRows.toLocaleString('en')}, first page`,
      post(`${base}/api/getHistory`, reader, {}),
    ],
    [
      'history',
      `\`POST /api/getHistory\`, by score, ${of(seeded.mine, 25)}`,
      post(`${base}/api/getHistory`, reader, { sortField: 'testScore', sortOrder: 'asc', page: half(seeded.mine, 25), pageSize: 25 }),
    ],
    ['packages', `\`POST /api/getAllCp\`, ${seededRows.toLocaleString('en')}, first page`, post(`${base}/api/getAllCp`, admin, {})],
    [
      'packages',
      `\`POST /api/getAllCp\`, by file name, ${of(seededRows, 25)}`,
      post(`${base}/api/getAllCp`, admin, { sortField: 'fileName', sortOrder: 'asc', page: half(seededRows, 25), pageSize: 25 }),
    ],
    ['packages', '`POST /api/getAllCp`, search `winter set 3`', post(`${base}/api/getAllCp`, admin, { search: 'winter set 3' })],
    ['items', `\`POST /api/getCPItems\`, ${seededRows.toLocaleString('en')} items, first page`, post(`${base}/api/getCPItems`, admin, { cpId: seeded.cpId })],
    [
      'items',
      `\`POST /api/getCPItems\`, by strand, ${of(seededRows, 50)}`,
      post(`${base}/api/getCPItems`, admin, { cpId: seeded.cpId, sortField: 'strandName', page: half(seededRows, 50), pageSize: 50 }),
    ],
    // the chart of every scored result of that student, grouped by the database into at most 150 points a category
    ['chart', `\`POST /api/getHistoryChart\`, ${seeded.mine.toLocaleString('en')} results`, post(`${base}/api/getHistoryChart`, reader, {})],
  ];
  const results = await bestOf([
    ['bare Fastify, `select 1`', { url: `http://127.0.0.1:${baselinePort}/select1` }, baseline],
    ['`GET /api/getAppVersion`', { url: `${base}/api/getAppVersion` }, portal],
    ['`POST /api/getCore`', post(`${base}/api/getCore`, session), portal],
    ['`POST /api/getProfile`', post(`${base}/api/getProfile`, session), portal],
    ['`POST /api/getUsers`, first page, newest first', post(`${base}/api/getUsers`, admin, {}), portal],
    [
      '`POST /api/getUsers`, lastName `smi`, by first name',
      post(`${base}/api/getUsers`, admin, { lastName: 'smi', sortField: 'firstName', sortOrder: 'asc' }),
      portal,
    ],
    [
      '`POST /api/getUsers`, firstName `gr` + role 2, page 3 of 25',
      post(`${base}/api/getUsers`, admin, { firstName: 'gr', userRoleId: 2, page: 3, pageSize: 25 }),
      portal,
    ],
    ['`POST /api/getUsers`, emailAddress `bench.user.4242`', post(`${base}/api/getUsers`, admin, { emailAddress: 'bench.user.4242' }), portal],
    ...tableCalls.map(([, label, request]) => [label, request, portal]),
  ]);
  try {
    summary.encoding = await servedEncoding(base, firstPageWeight(SPA_DIR).mainScript);
  } catch {
    summary.encoding = null;
  }
  // Last and once: logins still hashing when a run ends would slow whatever is measured next.
  results.push(await measure('`POST /api/login` (argon2id)', post(`${base}/api/login`, null, user), load, { warmUp: false, server: portal }));
  const loaded = portal.memory();
  await stop(portal);
  await stop(baseline);

  const tableResults = (name) => results.slice(8, 8 + tableCalls.length).filter((_, i) => tableCalls[i][0] === name);
  summary.api = { floor: results[0], core: results[2], profile: results[3], users: results.slice(4, 7), userCount: seededUsers };
  summary.api.tables = {
    rows: seededRows,
    history: tableResults('history'),
    packages: tableResults('packages'),
    items: tableResults('items'),
    chart: tableResults('chart'),
  };
  const floor = results[0].rps;
  console.log(
    table(
      ['call', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx/errors', 'vs baseline', 'server CPU ms/call'],
      results.map((r) => [...row(r), `${(r.rps / floor).toFixed(2)}×`, cpuOfCall(r)]),
    ),
  );
  console.log('\nserver CPU ms/call: user + system time of the answering process (the portal, or the bare server) per answered call');
  if (idle && loaded)
    console.log(
      `\nAPI process memory: RSS ${idle.rss.toFixed(0)} MiB idle after start, ${loaded.rss.toFixed(0)} MiB after the runs (peak ${loaded.peak.toFixed(0)} MiB)`,
    );

  // The adapter choice: the same module on each adapter (jobs inline, no SPA), both up, taking turns.
  const adapters = [];
  for (const [i, adapter] of ['Fastify', 'Express'].entries()) {
    const port = basePort + 2 + i;
    // REDIS_URL emptied: inherited, it put these processes' queues under the default prefix, which the cleanup does not know
    const env = { ...portalEnv(port, adapter.toLowerCase()), REDIS_URL: '', BENCH_EMAIL: user.email, BENCH_PASSWORD: user.password };
    adapters.push({
      adapter,
      url: `http://127.0.0.1:${port}`,
      server: await start(`nest-${adapter}`, ['scripts/bench/nest-adapter.mjs', adapter.toLowerCase(), '--hello'], env),
    });
  }
  const adapterResults = await bestOf(
    adapters.flatMap(({ adapter, url, server }) => [
      [`NestJS on ${adapter}, \`GET /api/getAppVersion\``, { url: `${url}/api/getAppVersion` }],
      [`NestJS on ${adapter}, \`POST /api/getProfile\``, post(`${url}/api/getProfile`, server.hello)],
    ]),
  );
  const rss = adapters.map(({ server }) => `${server.memory()?.rss.toFixed(0) ?? '?'} MiB`);
  for (const { server } of adapters) await stop(server);
  console.log(
    `\n${table(
      ['adapter, call', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx/errors', 'RSS after'],
      adapterResults.map((r, i) => [...row(r), rss[Math.floor(i / 2)]]),
    )}`,
  );
}
