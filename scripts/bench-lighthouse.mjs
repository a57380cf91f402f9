// npm run bench:lighthouse: Lighthouse (mobile, its default simulated slow 4G and CPU) on the built
// portal's sign-in page, a student's home page and the test player, in the system Chromium
// (CHROME_PATH, default /usr/bin/chromium). Prints performance, accessibility and best-practices
// scores, and how soon each signed-in page shows its frame, heading and content; asserts none. The signed-in pages are audited in the tab that signed in, since the
// portal keeps its session state per tab (sessionStorage): Lighthouse CI, which audits in a tab of
// its own, would find them signed out. Each page is audited LIGHTHOUSE_RUNS
// times (default 5) and its median run kept, as Lighthouse's guide to score variability advises:
// one run's score moves by several points with what else the machine does at that moment.
//   BENCH_PORT (default 3460)
//   LIGHTHOUSE_REPORTS: a folder to write each page's full report to (<page>.json), to read its
//   opportunities and critical request chain
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { busy, machine, startServer, suffix } from './bench/lib.mjs';
import { report } from './bench/summary.mjs';
import { PORTAL_NODE_FLAGS } from './lib/node-flags.mjs';
import { ensureBuilt } from './lib/run.mjs';

// The pages are measured, not the database: the portal behind them runs on its embedded defaults
// even where DATABASE_URL and REDIS_URL are set (as in npm run bench), and so leaves nothing behind
// in the database or Redis the other benches and the tests use.
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;

const port = Number(process.env.BENCH_PORT ?? 3460);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const student = { firstName: 'Lena', lastName: 'Lighthouse', email: `lighthouse-${suffix}@example.org`, password: 'Light.House.2026' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
if (reportDir) mkdirSync(reportDir, { recursive: true });

await ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const server = await startServer(
  'portal',
  [...PORTAL_NODE_FLAGS, 'backend/dist/cli.js', 'serve'],
  { NODE_ENV: 'production', PORT: String(port), APP_URL: base, DATA_DIR: dataDir, SESSION_SECRET: `lighthouse-secret-${suffix}-0123456789abcdef` },
  `${base}/api/getAppVersion`,
);
const browser = await puppeteer.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });

async function post(path, body, headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-login-time': '0', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Empties the browser's HTTP cache, keeping cookies and storage (the signed-in state). */
async function clearCache(page) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * Audits the page's current tab at `url`, keeping its storage (the signed-in state): the median of
 * `runs` runs by performance. Lighthouse keeps the cache too when it keeps storage, so `prepare`
 * puts the cache back as the visitor has it before each run; the runs after the first would
 * otherwise find the page's own files cached and score a visit nobody makes.
 */
async function audit(page, url, name, prepare) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    await prepare();
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: true }, undefined, page);
    if (!result) {
      results.push({ error: 'no result' });
      continue;
    }
    // A run that could not load or trace the page has no score: it is counted and named, never a 0 in the median.
    const score = result.lhr.categories.performance?.score;
    const erred = Object.values(result.lhr.audits).find((a) => a.scoreDisplayMode === 'error');
    const error = result.lhr.runtimeError?.code ?? (score == null ? `no score (${erred ? `${erred.id}: ${erred.errorMessage}` : 'unknown'})` : undefined);
    results.push({ report: result.report, lhr: result.lhr, error, performance: error ? null : score });
  }
  const failed = results.filter((r) => r.error);
  const sorted = results.filter((r) => !r.error).sort((a, b) => a.performance - b.performance);
  if (!sorted.length) throw new Error(`every Lighthouse run of ${url} failed: ${failed.map((r) => r.error).join(', ')}`);
  // the lower of the two middle runs when an even number scored: a failed run never raises the score
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (reportDir) writeFileSync(join(reportDir, `${name}.json`), median.report);
  const { categories, audits } = median.lhr;
  return {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
    runs: [...sorted.map((r) => Math.round(r.performance * 100)), ...failed.map((r) => r.error)].join(' '),
    failed: failed.length,
    fcp: audits['first-contentful-paint'].displayValue,
    lcp: audits['largest-contentful-paint'].displayValue,
    cls: audits['cumulative-layout-shift'].displayValue,
    tbt: audits['total-blocking-time'].displayValue,
  };
}

/** The shipped sample tests are imported in the background at first start; waits for one. */
async function firstTest(page) {
  for (let tries = 0; tries < 240; tries++) {
    const tests = await page.evaluate(async () => {
      const loginTime = JSON.parse(sessionStorage.getItem('portal.session') ?? '{}').data?.loginTime ?? '0';
      const res = await fetch('/api/getAllTests', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-login-time': loginTime },
        body: JSON.stringify({ categoryId: 1 }),
      });
      return { loginTime, list: (await res.json()).testData ?? [] };
    });
    if (tests.list.length) return tests;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('no sample test was published within two minutes');
}

/**
 * Times from navigation to the page's first frame (its heading or a skeleton in main), to its
 * heading, and to its content (the heading with no skeleton left), by a watch set up before the
 * page's own scripts: the median of `runs` loads with the cache emptied. Unthrottled, on this machine.
 */
async function paintTimes(page, url) {
  const loads = [];
  for (let run = 0; run < runs; run++) {
    await clearCache(page);
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => window.__paint?.content != null, { timeout: 30_000 });
    loads.push(await page.evaluate(() => window.__paint));
  }
  const median = (key) => {
    const sorted = loads.map((l) => l[key]).sort((a, b) => a - b);
    return `${Math.round(sorted[Math.floor((sorted.length - 1) / 2)])} ms`;
  };
  return { frame: median('frame'), heading: median('heading'), content: median('content') };
}

function watchPaint() {
  const marks = (window.__paint = {});
  const look = () => {
    const main = document.querySelector('main');
    if (!main) return;
    const heading = main.querySelector('h1');
    const busy = main.querySelector('[aria-busy="true"]');
    if (marks.frame == null && (heading || busy)) marks.frame = performance.now();
    if (marks.heading == null && heading) marks.heading = performance.now();
    if (marks.content == null && heading && !busy) marks.content = performance.now();
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
}

const rows = [];
const paints = [];
try {
  const signed = await post('/api/signup', { ...student, confirmpassword: student.password });
  if (signed.result !== 'SUCCESS' && signed.data?.result !== 'SUCCESS') throw new Error(`sign-up failed: ${JSON.stringify(signed)}`);
  const page = await browser.newPage();

  // a first visit: nothing of the portal's in the cache
  rows.push({ page: 'sign-in (/login)', ...(await audit(page, `${base}/login`, 'sign-in', () => clearCache(page))) });

  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[type=email]', student.email);
  await page.type('input[type=password]', student.password);
  await Promise.all([page.waitForFunction(() => location.pathname === '/home/index', { timeout: 60_000 }), page.click('button[type=submit]')]);
  // as just after signing in, which went on to home: home's files in the cache, nothing more
  const atHome = async () => {
    await clearCache(page);
    await page.goto(`${base}/home/index`, { waitUntil: 'networkidle0' });
  };
  rows.push({ page: 'home (/home/index)', ...(await audit(page, `${base}/home/index`, 'home', atHome)) });

  const { loginTime, list } = await firstTest(page);
  const { token } = await post(
    '/api/getTokenForData/test',
    { testDetailId: list[0].testDetailId, mode: 1 },
    { 'x-login-time': loginTime, cookie: (await page.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
  );
  // opened from home: the player's own files not yet in the cache
  rows.push({ page: 'player (/delivery/…)', ...(await audit(page, `${base}/delivery/${token}`, 'player', atHome)) });

  // each signed-in page from a full load: when its frame, its heading and its content show
  await page.evaluateOnNewDocument(watchPaint);
  for (const path of ['/home/index', '/home/test/1', '/home/testhistory', '/home/profile', '/aboutThisApp']) {
    paints.push({ page: path, ...(await paintTimes(page, `${base}${path}`)) });
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nLighthouse, mobile (target: performance ≥ 95), median of ${runs} run(s) a page, every run's performance in \`runs\` — ${machine()}`);
const load = busy();
if (load) console.log(load);
console.table(rows);
console.log(
  `\nFrom navigation to the page's first frame (heading or skeleton), its heading and its content, unthrottled, median of ${runs} load(s) — ${machine()}`,
);
if (load) console.log(load);
console.table(paints);
report('lighthouse', { runs, pages: rows, paints });
