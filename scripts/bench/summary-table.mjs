// The table of issue targets `npm run bench` ends with: each figure now, its target, the ratio the
// target is stated in, and whether this run meets it. It asserts nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { table } from './lib.mjs';

const x = (v) => `${v.toFixed(2)}×`;
const n = (v) => Math.round(v).toLocaleString('en');
const ms = (v) => (v == null ? '-' : `${v.toFixed(1)} ms`);
const yes = (ok) => (ok == null ? '-' : ok ? 'yes' : 'no');

/** The scripts and styles the SPA's first page loads before anything else: gzipped bytes of each kind. */
export function firstPageWeight(spaDir) {
  const html = readFileSync(join(spaDir, 'index.html'), 'utf8');
  const refs = (pattern) => [...html.matchAll(pattern)].map((m) => m[1]).filter((href) => href.startsWith('/'));
  const gz = (files) => files.reduce((sum, f) => sum + gzipSync(readFileSync(join(spaDir, f))).length, 0);
  const scripts = [...new Set([...refs(/<script[^>]+src="([^"]+)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)])];
  const styles = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  return { js: gz(scripts), css: gz(styles), mainScript: scripts[0] };
}

/** How the portal sends the first page's main script to a browser accepting brotli and gzip. */
export async function servedEncoding(base, path) {
  if (!path) return null;
  const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
  await res.arrayBuffer();
  return res.headers.get('content-encoding') ?? 'none';
}

export function summaryTable({ api, delivery, capacity, imports, importGrowth, importFailures, weight, encoding, lighthouse }) {
  const rows = [];
  if (api) {
    for (const [label, r] of [
      ['`getCore` vs a bare Fastify `select 1`', api.core],
      ['`getProfile` vs a bare Fastify `select 1`', api.profile],
    ]) {
      const ratio = r.rps / api.floor.rps;
      const cpu =
        r.cpuPerRequest != null && api.floor.cpuPerRequest != null
          ? `; server CPU ${r.cpuPerRequest.toFixed(2)} vs ${api.floor.cpuPerRequest.toFixed(2)} ms/call`
          : '';
      rows.push([label, `${x(ratio)} (${n(r.rps)} req/s vs ${n(api.floor.rps)}${cpu})`, '≥ 0.5×', x(ratio), yes(ratio >= 0.5)]);
    }
  }
  if (delivery?.noPause.length) {
    const ratios = delivery.noPause.map((r) => r.rps / r.insertRps);
    const low = Math.min(...ratios);
    const high = Math.max(...ratios);
    const figures = delivery.noPause.map((r) => `${n(r.rps)}/s vs ${n(r.insertRps)}/s at ${r.n}`).join('; ');
    rows.push([
      'answer save without pause vs a bare insert',
      `${low === high ? x(low) : `${low.toFixed(2)}–${x(high)}`} (${figures})`,
      '≥ 0.6×',
      x(low),
      yes(low >= 0.6),
    ]);
    const paced = delivery.paced.at(-1);
    if (paced)
      rows.push([
        `answer save p99 at ${n(paced.n)} paced students`,
        ms(paced.p99),
        '< 20 ms',
        '-',
        yes(paced.p99 != null && paced.p99 < 20 && paced.failed === 0),
      ]);
  }
  if (capacity) {
    const perCore = (c) => n(Math.round(c / capacity.cores));
    rows.push([
      'paced students (an answer every 10 s) with p99 < 50 ms',
      `${n(capacity.one)} on one API process, ${n(capacity.two)} on two (${perCore(capacity.one)} / ${perCore(capacity.two)} a core of ${capacity.cores})`,
      'reported (peer: Moodle, about 125 users a vCPU)',
      '-',
      '-',
    ]);
  }
  if (api?.users.length) {
    const worst = Math.max(...api.users.map((r) => r.p99));
    const low = Math.min(...api.users.map((r) => r.rps / api.floor.rps));
    const figures = api.users.map((r) => `${n(r.rps)}`).join(' / ');
    rows.push([
      `\`getUsers\` on ${n(api.userCount)} users (first page; name prefix; role + name, page 3)`,
      `${figures} req/s, p99 ${api.users.map((r) => r.p99.toFixed(0)).join(' / ')} ms`,
      'p99 < 15 ms, ≥ 0.2× baseline',
      x(low),
      yes(worst < 15 && low >= 0.2),
    ]);
  }
  const tables = api?.tables;
  for (const [key, what] of [
    ['history', 'History (a student with a tenth: first page; by score, middle page)'],
    ['packages', 'Import History (first page; by file name, middle page; search)'],
    ['items', "a test's items (first page; by strand, middle page)"],
  ]) {
    const runs = tables?.[key];
    if (!runs?.length) continue;
    const worst = Math.max(...runs.map((r) => r.p99));
    const low = Math.min(...runs.map((r) => r.rps / api.floor.rps));
    rows.push([
      `${what} of ${n(tables.rows)} rows`,
      `${runs.map((r) => n(r.rps)).join(' / ')} req/s, p99 ${runs.map((r) => r.p99.toFixed(0)).join(' / ')} ms`,
      'p99 < 15 ms, ≥ 0.2× baseline',
      x(low),
      yes(worst < 15 && low >= 0.2 && runs.every((r) => r.failed === 0)),
    ]);
  }
  if (imports?.length) {
    const most = Math.max(...imports.map((r) => r.growth));
    const slope = importGrowth ? `${importGrowth.perThousand.toFixed(1)} MiB per 1,000 items (${n(importGrowth.from)} to ${n(importGrowth.to)}); ` : '';
    rows.push([
      'import memory growth',
      `${slope}${most.toFixed(0)} MiB at most (${imports.map((r) => `${r.growth.toFixed(0)} at ${n(r.count)}`).join(', ')})`,
      '≈ 0 per 1,000 items; < 50 MiB at any size',
      '-',
      yes(most < 50 && (!importGrowth || importGrowth.perThousand < 1)),
    ]);
    const speeds = imports.filter((r) => r.count >= 5000);
    if (speeds.length) {
      const slowest = Math.min(...speeds.map((r) => r.itemsPerSecond));
      rows.push([
        'import speed',
        speeds.map((r) => `${n(r.itemsPerSecond)} items/s at ${n(r.count)}`).join(', '),
        '≥ 2,000 items/s at 5,000 and 50,000',
        '-',
        yes(slowest >= 2000),
      ]);
    }
  }
  for (const failure of importFailures ?? []) {
    rows.push([`import of ${n(failure.count)} items`, `failed: ${failure.reason.replace(/\|/g, '/').slice(0, 160)}`, 'imported', '-', 'no']);
  }
  if (weight) {
    rows.push([
      'JavaScript and CSS of the sign-in page (gzipped)',
      `${(weight.js / 1024).toFixed(0)} KB JS, ${(weight.css / 1024).toFixed(0)} KB CSS`,
      '≤ 150 KB JS, ≤ 25 KB CSS',
      '-',
      yes(weight.js <= 150 * 1024 && weight.css <= 25 * 1024),
    ]);
  }
  if (encoding !== undefined)
    rows.push([
      'static files compressed',
      encoding ? `main script sent with ${encoding}` : 'not measured',
      'brotli or gzip',
      '-',
      yes(encoding ? encoding !== 'none' : null),
    ]);
  if (lighthouse?.pages.length) {
    const pages = lighthouse.pages;
    const scores = (key) => pages.map((p) => p[key]).join(' / ');
    rows.push([
      `Lighthouse (mobile, median of ${lighthouse.runs}) on ${pages.map((p) => p.page.split(' ')[0]).join(', ')}`,
      `performance ${scores('performance')}, accessibility ${scores('accessibility')}, best practices ${scores('best-practices')}${pages.some((p) => p.failed) ? `; failed runs ${scores('failed')}` : ''}`,
      'performance ≥ 95 on each',
      '-',
      yes(pages.every((p) => p.performance >= 95 && !p.failed)),
    ]);
  }
  return table(['what', 'now', 'target', 'ratio', 'met'], rows);
}
