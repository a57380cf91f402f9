// Helpers of npm run bench: child processes, a database of its own, load runs and the table.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { ROOT } from '../lib/run.mjs';

export { dropQueueKeys } from '../lib/queue-keys.mjs';

export const suffix = randomBytes(4).toString('hex');

/** A fresh PostgreSQL database beside DATABASE_URL's, and a way to drop it. */
export async function freshDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `portal_bench_${suffix}`;
  const query = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`drop database if exists "${name}" with (force)`) };
}

/**
 * Starts a server process and resolves once `readyUrl` answers 200. Output is kept and shown only
 * when the process fails; a line of JSON on stdout is returned as the process's `hello`.
 */
export async function startServer(name, args, env, readyUrl) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let hello = null;
  const collect = (chunk) => {
    output += chunk;
    const line = !hello && output.match(/^\{"hello".*\}$/m)?.[0];
    if (line) hello = JSON.parse(line).hello;
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = null;
  child.on('exit', (code) => (exited = code ?? 1));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited !== null) throw new Error(`${name} exited with ${exited} before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready after 180 s:\n${output}`);
    }
    try {
      const res = await fetch(readyUrl);
      if (res.ok && (hello || !args.includes('--hello'))) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    name,
    pid: child.pid,
    hello,
    memory: () => memoryOf(child.pid),
    /** the exit code once the process has ended (null while it runs), and what it printed */
    exited: () => exited,
    output: () => output,
    cpu: () => cpuOf(child.pid),
    async stop() {
      if (exited !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc; null elsewhere). */
export function cpuOf(pid) {
  try {
    // the fields after the command name, which is in parentheses and may hold spaces
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks of 1/100 s (USER_HZ on Linux)
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Resident and peak resident memory of a process in MiB (Linux /proc; null elsewhere). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+)`, 'm'))?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/**
 * One load run; a short warm-up first so the JIT and the pools are settled. Without warm-up for
 * slow calls, whose unanswered warm-up requests would still be running into the measured run.
 */
export async function measure(label, request, { connections, duration }, { warmUp = true, server } = {}) {
  // Ten logins at once queue for argon2's threads for seconds; they are slow, not lost.
  const options = { ...request, connections, timeout: 30 };
  if (server) await settle(server);
  if (warmUp) await autocannon({ ...options, duration: Math.min(3, duration) });
  // requests the warm-up left queued would otherwise be served, and counted, in the measured run
  if (server) await settle(server);
  const cpuBefore = server?.cpu();
  const clientBefore = process.cpuUsage();
  const r = await autocannon({ ...options, duration });
  const client = process.cpuUsage(clientBefore);
  const cpuAfter = server?.cpu();
  return {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
    total: r.requests.total,
    // CPU the server spent per answered request: unlike req/s, barely moved by other work on the machine
    cpuPerRequest: cpuBefore != null && cpuAfter != null && r.requests.total ? (cpuAfter - cpuBefore) / r.requests.total : null,
    // the load generator runs on the same cores: what it takes is not there for the server
    clientCpuPerRequest: r.requests.total ? (client.user + client.system) / 1000 / r.requests.total : null,
  };
}

/**
 * Waits until a server has worked off what an earlier run left queued (connections closed by the
 * load generator do not cancel requests already read): its CPU use falls under a tenth of a core.
 */
export async function settle(server, { maxMs = 120_000 } = {}) {
  let last = server.cpu();
  for (const start = Date.now(); last != null && Date.now() - start < maxMs;) {
    await new Promise((r) => setTimeout(r, 500));
    const now = server.cpu();
    if (now - last < 50) return;
    last = now;
  }
}

/** The 1-minute load average against the core count: figures taken on a busy machine are low. */
export function busy() {
  const load = loadavg()[0];
  return load > cpus().length / 2 ? `load average ${load.toFixed(1)} on ${cpus().length} cores: other work shares this machine, so the figures are low` : null;
}

export function machine() {
  const cpu = cpus();
  return `${cpu[0]?.model?.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${process.platform}/${process.arch}`;
}

const pad = (text, width, right) => (right ? String(text).padStart(width) : String(text).padEnd(width));

/** A Markdown table, so the output can be pasted into the README as it is. */
export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => pad(c, widths[i], i > 0)).join(' | ')} |`;
  return [line(headers), `| ${widths.map((w, i) => (i > 0 ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`, ...rows.map(line)].join('\n');
}
