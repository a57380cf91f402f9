// npm run bench:import: imports generated QTI 2.2 packages of 100, 1,000, 5,000 and 50,000 items into the
// built portal on PostgreSQL and prints the import time, items per second and the importing
// process's peak memory for each; every size runs in a process and a database of its own (created
// beside DATABASE_URL's and dropped after). It prints figures and asserts none.
// Then it imports one item as large as the XML limit allows (IMPORT_MAX_XML_MB, default 16 MiB) and
// prints its peak memory, the most one file of a package can cost the importing process.
//   BENCH_IMPORT_SIZES: comma-separated item counts (default 100,1000,5000,50000)
//   DATABASE_URL: the server to use (default postgresql://postgres@127.0.0.1:5432/test)
import { spawn } from 'node:child_process';
import { PORTAL_NODE_FLAGS } from './lib/node-flags.mjs';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { writeBenchPackage, writeLargestXmlPackage } from './bench/import-package.mjs';
import { report } from './bench/summary.mjs';
import { ensureBuilt, ROOT } from './lib/run.mjs';

const sizes = (process.env.BENCH_IMPORT_SIZES ?? '100,1000,5000,50000').split(',').map(Number);
const adminUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const suffix = randomBytes(4).toString('hex');
const MiB = 1024 * 1024;

if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('BENCH_IMPORT_SIZES must be positive whole numbers separated by commas, e.g. 100,1000,5000');
  process.exit(2);
}

async function sql(statement) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const dbUrl = (name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs one import in its own process; resolves with the figures it prints. */
function importIn(zip, count, databaseUrl, dataDir) {
  const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SAMPLE_CONTENT: 'false' };
  env.SESSION_SECRET = randomBytes(24).toString('hex');
  // A package of tens of thousands of items has more files than the default limit of entries.
  env.IMPORT_MAX_ENTRIES = String(Math.max(Number(process.env.IMPORT_MAX_ENTRIES ?? 10_000), count * 2 + 100));
  // Without Redis jobs run inline; with it, this process would also consume the portal's queues.
  delete env.REDIS_URL;
  delete env.STORAGE_DIR;
  delete env.BOOTSTRAP_ADMIN_EMAIL;
  delete env.BOOTSTRAP_ADMIN_PASSWORD;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...PORTAL_NODE_FLAGS, '--expose-gc', join(ROOT, 'scripts', 'bench', 'import-child.mjs'), zip, String(count)], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.match(/^\{"benchImport".*\}$/m)?.[0];
      if (code === 0 && line) resolve(JSON.parse(line).benchImport);
      else reject(new Error(`the import of ${count} items failed (exit ${code}):\n${output}`));
    });
  });
}

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const mb = (v, digits = 1) => v.toFixed(digits);

await ensureBuilt();
const work = mkdtempSync(join(tmpdir(), 'portal-bench-import-'));
const databases = new Set();
const cleanup = async () => {
  for (const name of databases) await sql(`drop database if exists "${name}" with (force)`).catch((e) => console.error(`could not drop ${name}: ${e.message}`));
  databases.clear();
  rmSync(work, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));

const xmlLimit = Number(process.env.IMPORT_MAX_XML_MB ?? 16) * MiB;
const runs = [
  ...sizes.map((count) => ({ label: String(count), count, write: (zip) => writeBenchPackage(zip, count) })),
  { label: 'largest XML', count: 1, write: (zip) => writeLargestXmlPackage(zip, xmlLimit) },
];

const results = [];
const failures = [];
try {
  for (const { label, count, write } of runs) {
    const zip = join(work, `bench-${label.replace(/\W/g, '-')}.zip`);
    const pkg = await write(zip);
    const name = `portal_bench_import_${suffix}_${label.replace(/\W/g, '_')}`;
    await sql(`create database "${name}"`);
    databases.add(name);
    process.stdout.write(`importing ${label === String(count) ? `${count} items` : `${label} (${mb(pkg.itemBytes / MiB)} MiB)`}… `);
    try {
      const figures = await importIn(zip, count, dbUrl(name), join(work, `data-${count}`));
      console.log(`${figures.seconds.toFixed(2)} s`);
      results.push({ label, count, ...pkg, ...figures });
    } catch (error) {
      // one size failing says so and leaves the others measured
      const reason = error.message.match(/the import ended in status .*/)?.[0] ?? error.message;
      console.log(`failed: ${reason.slice(0, 500)}`);
      failures.push({ label, count, reason: reason.slice(0, 300) });
      process.exitCode = 1;
    }
    await sql(`drop database if exists "${name}" with (force)`);
    databases.delete(name);
  }
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await cleanup();
}
if (failures.length)
  report(
    'importFailures',
    failures.map(({ count, reason }) => ({ count, reason })),
  );

const largest = results.find((r) => r.label === 'largest XML');
const bySize = results.filter((r) => r !== largest);
if (bySize.length) {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`\nmachine: ${cpu}, ${availableParallelism()} cores, ${mb(totalmem() / 1024 ** 3)} GiB, Node ${process.version}`);
  console.log('memory in MiB; growth = peak RSS during the import - RSS before it\n');
  const rows = bySize.map((r) => [
    r.count,
    mb(r.zipBytes / MiB, 2),
    mb(r.itemBytes / MiB, 2),
    r.seconds.toFixed(2),
    Math.round(r.count / r.seconds),
    mb(r.rssBefore),
    mb(r.peakRss),
    mb(r.peakRss - r.rssBefore),
    mb(r.peakHeap - r.heapBefore),
    mb(((r.peakRss - r.rssBefore) / r.count) * 1000),
  ]);
  console.log(table(['items', 'zip', 'item XML', 'seconds', 'items/s', 'RSS before', 'peak RSS', 'growth', 'heap growth', 'growth/1k items'], rows));
  if (bySize.length > 1) {
    const [small, large] = [bySize[0], bySize.at(-1)];
    const slope = ((large.peakRss - large.rssBefore - (small.peakRss - small.rssBefore)) / (large.count - small.count)) * 1000;
    const xml = ((large.itemBytes - small.itemBytes) / MiB / (large.count - small.count)) * 1000;
    console.log(
      `\nfrom ${small.count} to ${large.count} items: ${mb(slope)} MiB more peak RSS per 1,000 items, for ${mb(xml, 2)} MiB of item XML per 1,000 items (${mb(slope / xml)}×)`,
    );
    report('importGrowth', { from: small.count, to: large.count, perThousand: slope });
  }
  report(
    'import',
    bySize.map((r) => ({ count: r.count, itemsPerSecond: r.count / r.seconds, growth: r.peakRss - r.rssBefore })),
  );
}

if (largest) {
  console.log(
    `\nlargest XML the limits allow: one item of ${mb(largest.itemBytes / MiB, 2)} MiB (zip ${mb(largest.zipBytes / MiB, 2)} MiB) imported in ${largest.seconds.toFixed(2)} s; ` +
      `RSS ${mb(largest.rssBefore)} MiB before, peak ${mb(largest.peakRss)} MiB (growth ${mb(largest.peakRss - largest.rssBefore)} MiB)`,
  );
}
