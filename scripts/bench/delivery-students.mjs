// Simulated students of npm run bench:delivery: one real sign-up and login through the API, the
// rest cloned from that account with direct inserts (argon2 would make 2,000 sign-ups and logins
// take minutes), then every one launches a Practice Test session through the API.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const PRACTICE_TEST = 2;

export const post = (url, session, body = {}) => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-login-time': session?.loginTime ?? '0', ...(session ? { cookie: `portal_sid=${session.cookie}` } : {}) },
  body: JSON.stringify(body),
});

async function call(base, path, session, body) {
  const res = await fetch(`${base}${path}`, post(`${base}${path}`, session, body));
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

/** The first student: sign-up and login exactly as the browser does them. */
export async function signUpAndIn(base, email, password) {
  const signed = await call(base, '/api/signup', null, { firstName: 'Bench', lastName: 'Student', email, password, confirmpassword: password });
  if (signed.data?.result !== 'SUCCESS') throw new Error(`sign-up failed: ${JSON.stringify(signed)}`);
  const login = await fetch(`${base}/api/login`, post(`${base}/api/login`, null, { email, password }));
  const body = await login.json();
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('portal_sid='));
  if (body.result !== 'SUCCESS' || !cookie) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { cookie: cookie.split(';')[0].slice('portal_sid='.length), loginTime: body.loginTime };
}

/** Runs `work` over `list` with at most `width` calls in flight. */
export async function inParallel(list, width, work) {
  let next = 0;
  const results = new Array(list.length);
  const worker = async () => {
    while (next < list.length) {
      const i = next++;
      results[i] = await work(list[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, list.length) }, worker));
  return results;
}

/**
 * `count` more students like the signed-up one, each with a live login session the way the login
 * call writes it (the cookie's HMAC under the portal's secret). Every column of the template's row
 * is copied but the id and the address, so columns added later need no change here.
 */
export async function cloneStudents(pool, { templateEmail, count, secret, tag, idleMinutes = 120 }) {
  const { rows: columns } = await pool.query(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'users' and column_name not in ('id', 'email', 'last_name')`,
  );
  const copied = columns.map((c) => `"${c.column_name}"`).join(', ');
  const { rows: users } = await pool.query(
    `insert into users (email, last_name, ${copied})
     select 'bench-' || $2::text || '-' || g || '@example.org', 'Student ' || g, ${copied}
     from users, generate_series(1, $3::int) g where email = $1 order by g returning id`,
    [templateEmail, tag, count],
  );
  if (users.length !== count) throw new Error(`cloned ${users.length} of ${count} students`);
  const cookies = users.map(() => randomBytes(32).toString('base64url'));
  const loginTime = String(Date.now());
  const hashes = cookies.map((c) => createHmac('sha256', secret).update(c).digest('hex'));
  await pool.query(
    `insert into user_sessions (id_hash, user_id, login_time, created_at, last_seen_at, expires_at)
     select h, u, $3, now(), now(), now() + make_interval(mins => $4::int) from unnest($1::text[], $2::int[]) as s(h, u)`,
    [hashes, users.map((u) => u.id), loginTime, idleMinutes],
  );
  return cookies.map((cookie, i) => ({ cookie, loginTime, hash: hashes[i] }));
}

function interactionsOf(nodes, found = []) {
  for (const node of nodes ?? []) {
    if (!node || typeof node !== 'object') continue;
    if ('interaction' in node) {
      found.push(node);
      interactionsOf(node.prompt, found);
    } else interactionsOf(node.children, found);
  }
  return found;
}

/** Two well-formed answers to an item (a student changing their mind), from its delivery view. */
function answersFor(item, salt) {
  const variants = [{}, {}];
  for (const it of interactionsOf(item.body)) {
    const ids = (it.choices ?? []).map((c) => c.identifier);
    for (const [v, answer] of variants.entries()) {
      const pick = ids[(salt + v) % Math.max(ids.length, 1)];
      switch (it.interaction) {
        case 'choice':
        case 'inlineChoice':
        case 'hottext':
          answer[it.responseIdentifier] = it.cardinality === 'single' ? (pick ?? null) : pick ? [pick] : [];
          break;
        case 'textEntry':
          answer[it.responseIdentifier] = String(10 + ((salt + v) % 90));
          break;
        case 'extendedText':
          answer[it.responseIdentifier] = `Answer ${salt + v}: the steps, then the result.`;
          break;
        case 'order':
          answer[it.responseIdentifier] = v ? [...ids].reverse() : ids;
          break;
        default:
          // pairs of match and gap match: a cleared answer is still a saved answer
          answer[it.responseIdentifier] = it.cardinality === 'single' ? null : [];
      }
    }
  }
  return variants;
}

/**
 * The first `viaApi` students ask for a launch token and launch a Practice Test of the test through
 * the API; the others get a copy of the first one's session row by direct insert (launching 2,000
 * through the API takes minutes on a small machine, and launching is not what is measured). Every
 * session gets the first one's route seed, so the same route holds for all and the first student's
 * item views (every item of a nonlinear part, the current one of a linear part, opened as the player
 * opens them) serve every student: the answer path does the same work either way.
 */
export async function openSessions(base, pool, sessions, testDetailId, { viaApi = 100, width = 16 } = {}) {
  const launched = await inParallel(sessions.slice(0, Math.max(1, viaApi)), width, async (session) => {
    const { token } = await call(base, '/api/getTokenForData/test', session, { testDetailId, mode: PRACTICE_TEST });
    return (await call(base, '/api/delivery/launch', session, { token })).sessionId;
  });
  const rest = sessions.slice(launched.length);
  const { rows: copies } = rest.length
    ? await pool.query(
        `insert into test_sessions (user_id, test_detail_id, test_alias, mode, preview, status, seed, current_position, started_on, expires_on, version)
         select u.id, s.test_detail_id, s.test_alias, s.mode, s.preview, s.status, s.seed, 0, s.started_on, s.expires_on, 1
         from test_sessions s, unnest($2::text[]) with ordinality as c(hash, n) join user_sessions us on us.id_hash = c.hash join users u on u.id = us.user_id
         where s.id = $1 order by c.n returning id`,
        [launched[0], rest.map((r) => r.hash)],
      )
    : { rows: [] };
  const ids = [...launched, ...copies.map((r) => r.id)];
  await pool.query('update test_sessions set seed = (select seed from test_sessions where id = $1) where id = any($2::int[])', [launched[0], ids]);
  const state = await call(base, '/api/delivery/state', sessions[0], { sessionId: launched[0] });
  const positions = state.navigationMode === 'nonlinear' ? state.items.map((e) => e.position) : [state.position];
  const views = [];
  for (const position of positions) views.push(await call(base, '/api/delivery/item', sessions[0], { sessionId: launched[0], position }));
  return sessions.map((session, i) => ({
    ...session,
    sessionId: ids[i],
    items: views.map((view) => ({ position: view.position, uin: view.uin, answers: answersFor(view.item, i + view.position) })),
  }));
}

/** The body of a student's next answer: the next item in turn, a fresh client id, the time now. */
export function nextAnswer(student) {
  const k = (student.answered = (student.answered ?? 0) + 1);
  const item = student.items[k % student.items.length];
  const response = item.answers[Math.floor(k / student.items.length) % item.answers.length];
  return JSON.stringify({
    sessionId: student.sessionId,
    position: item.position,
    uin: item.uin,
    response,
    clientId: randomUUID(),
    answeredAt: new Date().toISOString(),
  });
}

/**
 * An autocannon request in which every connection is one student answering without pause: the
 * connection keeps its student and sends the next answer as soon as the last one is saved.
 */
export function answering(url, students) {
  let next = 0;
  const { pathname } = new URL(url);
  return {
    url,
    setupClient(client) {
      const student = students[next++ % students.length];
      client.setRequests([
        {
          method: 'POST',
          path: pathname,
          headers: post(url, student).headers,
          setupRequest: (req) => ({ ...req, body: nextAnswer(student) }),
        },
      ]);
    },
  };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/**
 * Students at a pace: each saves an answer every `paceMs` (first ones spread over the first pace),
 * on a keep-alive connection of its own, already open, for `durationMs`. Answers/s is then the
 * load offered, and the latency what a student waits at that load. With several `url`s (API
 * processes behind a balancer), student i keeps to url i mod their number, as a kept-alive browser does.
 */
export async function pacedAnswers(url, students, { paceMs, durationMs, server }) {
  const targets = [url].flat().map((u) => new URL(u));
  const agent = new Agent({ keepAlive: true, maxSockets: students.length });
  const latencies = [];
  let failed = 0;
  const send = (student, i) =>
    new Promise((resolve) => {
      const body = nextAnswer(student);
      const target = targets[i % targets.length];
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          agent,
          headers: { ...post(target.href, student).headers, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200));
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve(false));
      req.end(body);
    });
  // Each student's connection is opened by one answer before the measured run, spread over a pace:
  // a browser keeps its connection between answers (the server keeps it 72 s), so opening 500
  // connections inside the run would measure TCP set-up on both sides rather than saving answers.
  const opening = performance.now();
  await Promise.all(
    students.map(async (student, i) => {
      await sleep(Math.max(0, opening + (paceMs * i) / students.length - performance.now()));
      await send(student, i);
    }),
  );
  const start = performance.now();
  const end = start + durationMs;
  const clientBefore = process.cpuUsage();
  const serverBefore = server?.cpu();
  await Promise.all(
    students.map(async (student, i) => {
      for (let due = start + (paceMs * i) / students.length; due < end; due += paceMs) {
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const sent = performance.now();
        if (await send(student, i)) latencies.push(performance.now() - sent);
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const client = process.cpuUsage(clientBefore);
  const serverAfter = server?.cpu();
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const clientCpuPerRequest = latencies.length ? (client.user + client.system) / 1000 / latencies.length : null;
  const cpuPerRequest = serverBefore != null && serverAfter != null && latencies.length ? (serverAfter - serverBefore) / latencies.length : null;
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
    total: latencies.length,
    cpuPerRequest,
    clientCpuPerRequest,
  };
}
