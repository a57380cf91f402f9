// One import of npm run bench:import, in a process of its own so its peak memory is its own.
// Boots the built portal against BENCH_DATABASE_URL, stores the zip given as the first argument
// the way an upload does, runs the import job and prints one line of JSON with the figures.
// Run with --expose-gc so the memory before the import is measured after a collection.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../lib/run.mjs';

const require = createRequire(join(ROOT, 'backend', 'package.json'));
require('reflect-metadata');
const dist = (path) => require(join(ROOT, 'backend', 'dist', path));
const { createApp } = dist('app.factory.js');
const { loadConfig } = dist('config/config.js');
const { migrateAndSeed } = dist('database/setup.js');
const { FileStorage } = dist('storage/file-storage.js');
const { ContentPackage } = dist('content-packages/content-package.entity.js');
const { CpAudit } = dist('content-packages/cp-audit.entity.js');
const { CpStatus } = require('@portal/shared');
const { ImportService } = dist('content-packages/import.service.js');
const { byline } = dist('content-packages/review.service.js');
const { TestCategory } = dist('practice-tests/test-category.entity.js');
const { ItemDetail } = dist('practice-tests/item-detail.entity.js');

const zipPath = process.argv[2];
const expectedItems = Number(process.argv[3]);
const MiB = 1024 * 1024;

/** Kernel figures of this process in bytes (VmHWM is the peak resident set). */
function status(field) {
  const match = readFileSync('/proc/self/status', 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) * 1024 : null;
}

/** Resets VmHWM to the current RSS (Linux 4.0+), so the peak seen later is the import's own. */
function resetPeak() {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

async function sha256Of(path) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return hash.digest('hex');
}

const config = loadConfig(process.env);
const portal = await createApp(config, { logger: ['warn', 'error'] });
try {
  await migrateAndSeed(portal);
  const storage = portal.app.get(FileStorage);
  const em = portal.orm.em.fork();
  const folder = FileStorage.join('packages', `bench-${process.pid}`);
  await storage.put(FileStorage.join(folder, 'package.zip'), createReadStream(zipPath));
  const cp = em.create(ContentPackage, {
    fileName: basename(zipPath),
    storageKey: folder,
    fileSize: (await stat(zipPath)).size,
    sha256: await sha256Of(zipPath),
    testDescription: 'Import benchmark',
    category: em.getReference(TestCategory, 4),
    uploadedBy: null,
  });
  em.create(CpAudit, { contentPackage: cp, ...byline(null), cpStatus: CpStatus.Importing });
  await em.flush();
  em.clear();

  globalThis.gc?.();
  const before = process.memoryUsage();
  const peakReset = resetPeak();
  let sampledRss = before.rss;
  let sampledHeap = before.heapUsed;
  // Samples miss the peaks of long synchronous work; VmHWM does not, where the kernel resets it.
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    sampledRss = Math.max(sampledRss, m.rss);
    sampledHeap = Math.max(sampledHeap, m.heapUsed);
  }, 20);
  const started = performance.now();
  await portal.app.get(ImportService).run(cp.id);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const hwm = peakReset ? status('VmHWM') : null;

  const done = await portal.orm.em.fork().findOneOrFail(ContentPackage, cp.id);
  const items = await portal.orm.em.fork().count(ItemDetail, { testDetail: { contentPackage: cp.id } });
  if (done.statusId !== CpStatus.AwaitingReview || items !== expectedItems) {
    throw new Error(`the import ended in status ${done.statusId} with ${items} of ${expectedItems} items: ${JSON.stringify(done.processLog).slice(0, 2000)}`);
  }
  const result = {
    items,
    seconds,
    rssBefore: before.rss / MiB,
    heapBefore: before.heapUsed / MiB,
    peakRss: Math.max(sampledRss, hwm ?? 0) / MiB,
    peakHeap: sampledHeap / MiB,
    peakSource: hwm !== null && hwm >= sampledRss ? 'VmHWM' : 'sampled',
  };
  console.log(JSON.stringify({ benchImport: result }));
} finally {
  await portal.close();
}
