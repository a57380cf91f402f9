// The load of npm run bench:login: students signing in over a window (each a new connection, as a
// browser arriving at the sign-in page), and students already in a test saving answers at a pace
// meanwhile, on keep-alive connections of their own.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { nextAnswer, post } from './delivery-students.mjs';

/** The first few unexpected answers, to show why requests failed. */
export const problems = new Map();
function note(res) {
  const key = `${res.status} ${res.text.slice(0, 200)}`;
  if (problems.size < 5 || problems.has(key)) problems.set(key, (problems.get(key) ?? 0) + 1);
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

function send(url, { agent, headers, body }) {
  const target = new URL(url);
  return new Promise((resolve) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, headers: {}, text: error.message }));
    req.end(body);
  });
}

/**
 * `emails` sign in, the i-th at windowMs × i / n after the start, spread over `bases` in turn (two
 * API processes behind a round-robin balancer). A 429 is waited out as its Retry-After says and
 * tried again, as a patient student would; the latency is from the first try to the session.
 */
export async function loginBurst(bases, emails, password, { windowMs }) {
  const latencies = [];
  let refused = 0;
  let failed = 0;
  const start = performance.now();
  let lastDone = start;
  await Promise.all(
    emails.map(async (email, i) => {
      await sleep(Math.max(0, start + (windowMs * i) / emails.length - performance.now()));
      const base = bases[i % bases.length];
      const first = performance.now();
      const body = JSON.stringify({ email, password });
      for (let tries = 0; tries < 50; tries++) {
        const res = await send(`${base}/api/login`, { agent: false, headers: post(base).headers, body });
        if (res.status === 429) {
          refused++;
          const wait = Number(res.headers['retry-after'] ?? 1);
          // spread the retries over the second after the one asked, as many clients would
          await sleep(wait * 1000 + Math.random() * 1000);
          continue;
        }
        const ok = res.status === 200 && res.text.includes('"result":"SUCCESS"');
        if (ok) latencies.push(performance.now() - first);
        else {
          failed++;
          note(res);
        }
        lastDone = Math.max(lastDone, performance.now());
        return;
      }
      failed++;
    }),
  );
  const seconds = (lastDone - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    start,
    end: lastDone,
    seconds,
    rate: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    done: latencies.length,
    refused,
    failed,
  };
}

/**
 * Students saving an answer every `paceMs` each until stop() is called, their connections opened
 * first. Returns the send time and latency of every answer, so a window can be picked out.
 */
export async function answeringAtPace(bases, students, { paceMs }) {
  const agents = bases.map(() => new Agent({ keepAlive: true, maxSockets: students.length }));
  const samples = [];
  let failed = 0;
  let stopped = false;
  const answer = async (student, i) => {
    const base = bases[i % bases.length];
    const sent = performance.now();
    const res = await send(`${base}/api/delivery/answer`, { agent: agents[i % bases.length], headers: post(base, student).headers, body: nextAnswer(student) });
    if (res.status === 200) samples.push({ sent, ms: performance.now() - sent });
    else {
      failed++;
      note(res);
    }
  };
  const opening = performance.now();
  await Promise.all(
    students.map(async (student, i) => {
      await sleep(Math.max(0, opening + (paceMs * i) / students.length - performance.now()));
      await answer(student, i);
    }),
  );
  const start = performance.now();
  const running = Promise.all(
    students.map(async (student, i) => {
      for (let due = start + (paceMs * i) / students.length; !stopped; due += paceMs) {
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        if (!stopped) await answer(student, i);
      }
    }),
  );
  return {
    /** latencies of the answers sent between two instants of performance.now() */
    between(from, to) {
      const ms = samples
        .filter((s) => s.sent >= from && s.sent <= to)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      return { count: ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99) };
    },
    get failed() {
      return failed;
    },
    async stop() {
      stopped = true;
      await running;
      for (const agent of agents) agent.destroy();
    },
  };
}
