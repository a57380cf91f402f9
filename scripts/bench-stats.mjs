// npm run bench:stats: item statistics of one test version over a million saved answers, on the
// built portal and PostgreSQL. It fills a fresh database with generated completed Practice Test
// sessions (students of spread ability answering 50 one-choice items, a few left blank), then runs
// the background job's computation as the job does: the sums in SQL, the figures from them in
// memory, the IRT calibration (2PL), the result stored. It prints figures and asserts none.
//   BENCH_ANSWERS: saved answers (default 1000000), BENCH_ITEMS: items of the test (default 50),
//   BENCH_ROUNDS: runs of the computation (default 3; best and median printed)
//   DATABASE_URL: the server to use (default postgresql://postgres@127.0.0.1:5432/test)
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freshDatabase, machine } from './bench/lib.mjs';
import { ensureBuilt, ROOT } from './lib/run.mjs';

const answers = Number(process.env.BENCH_ANSWERS ?? 1_000_000);
const itemCount = Number(process.env.BENCH_ITEMS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
if (![answers, itemCount, rounds].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('BENCH_ANSWERS, BENCH_ITEMS and BENCH_ROUNDS must be positive whole numbers');
  process.exit(2);
}
const sessions = Math.ceil(answers / itemCount);
const adminUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

await ensureBuilt();
const require = createRequire(join(ROOT, 'backend', 'package.json'));
require('reflect-metadata');
const dist = (path) => require(join(ROOT, 'backend', 'dist', path));
const { createApp } = dist('app.factory.js');
const { loadConfig } = dist('config/config.js');
const { migrateAndSeed } = dist('database/setup.js');
const { ItemStatsService } = dist('item-stats/item-stats.service.js');
const { sumsInDatabase } = dist('item-stats/item-stats.queries.js');

const database = await freshDatabase(adminUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-stats-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  SESSION_SECRET: 'bench-stats-secret-0123456789abcdefghijkl',
  SAMPLE_CONTENT: 'false',
});
const portal = await createApp(config, { logger: ['warn', 'error'] });
try {
  await migrateAndSeed(portal);
  const em = portal.orm.em.fork();
  const run = (sql, params = []) => em.getConnection().execute(sql, params);

  console.log(`filling ${sessions.toLocaleString('en')} completed sessions × ${itemCount} items = ${(sessions * itemCount).toLocaleString('en')} answers…`);
  const fillStart = performance.now();
  const [user] = await run(
    `insert into users (email, first_name, last_name, password_hash, role_id, created_on) values ('bench.student@example.org', 'Bench', 'Student', 'x', 2, now()) returning id`,
  );
  const [cp] = await run(
    `insert into content_packages (file_name, storage_key, file_size, sha256, test_description, category_id, status_id, created_on, updated_on) values ('bench.zip', 'packages/bench', 0, repeat('0', 64), 'Statistics benchmark', 4, 8, now(), now()) returning id`,
  );
  const [test] = await run(
    `insert into test_details (content_package_id, category_id, test_alias, test_name, branching_profile_name, operational_test_length, qti_version, structure, media, published_on)
     values (?, 4, 'bench-stats', 'Statistics benchmark', 'linear', ?, '2.2', '{"parts":[],"outcomes":[]}', '[]', now()) returning id`,
    [cp.id, itemCount],
  );
  const [strand] = await run(`insert into strand_details (test_detail_id, strand_name, position) values (?, 'Algebraic Reasoning', 0) returning id`, [test.id]);
  const scoring = JSON.stringify({
    responses: [{ identifier: 'RESPONSE', cardinality: 'single', baseType: 'identifier', correctResponse: ['B'] }],
    outcomes: [],
    processing: { rules: [] },
    feedback: [],
    humanScored: false,
  });
  await run(
    `insert into item_details (test_detail_id, strand_id, uin, title, calculator, position, file, interaction_types, delivery, scoring)
     select ?, ?, 'item-' || i, 'Item ' || i, 0, i, 'items/' || i || '.xml', '["choice"]', '{}', ?::jsonb from generate_series(1, ?) i`,
    [test.id, strand.id, scoring, itemCount],
  );
  await run(
    `insert into test_sessions (user_id, test_detail_id, test_alias, mode, preview, status, seed, started_on, expires_on, completed_on)
     select ?, ?, 'bench-stats', 2, false, 2, s, now() - interval '2 days', now() + interval '11 days', now() - interval '1 day' from generate_series(1, ?) s`,
    [user.id, test.id, sessions],
  );
  // A student's ability and an item's difficulty decide the chance of the key; 3 % of answers are left blank.
  await run(
    `insert into session_responses (session_id, uin, position, response, answered_at, saved_on, presented, final, score, max_score)
     select s.id, 'item-' || i, i - 1, case when r.blank then null else jsonb_build_object('RESPONSE', r.choice) end,
       case when r.blank then null else s.started_on + make_interval(secs => i * 45 + (hashint4(s.id * 131 + i) & 63)) end, now(), true, true,
       case when r.choice = 'B' and not r.blank then 1 else 0 end, 1
     from test_sessions s
     cross join generate_series(1, ?) i
     cross join lateral (
       select (hashint4(s.id * 7919 + i) & 1023) < 31 as blank,
         case when (hashint4(s.id * 104729 + i) & 1023) / 1024.0 < 0.2 + 0.6 * ((hashint4(s.id) & 1023) / 1024.0) - 0.3 * (i::float / ?) then 'B'
              else (array['A', 'C', 'D'])[1 + (hashint4(s.id * 31 + i) & 1023) % 3] end as choice
     ) r
     where s.test_detail_id = ?`,
    [itemCount, itemCount, test.id],
  );
  await run('analyze test_sessions; analyze session_responses');
  const [{ count }] = await run('select count(*)::int as count from session_responses');
  console.log(`filled in ${((performance.now() - fillStart) / 1000).toFixed(1)} s: ${count.toLocaleString('en')} answers`);

  const service = portal.app.get(ItemStatsService);
  const total = [];
  const inSql = [];
  const calibrating = [];
  let figures;
  for (let round = 0; round < rounds; round++) {
    const t0 = performance.now();
    await sumsInDatabase(em.fork(), test.id, 2);
    inSql.push(performance.now() - t0);
    const t1 = performance.now();
    figures = await service.run({ testDetailId: test.id, mode: 2 });
    total.push(performance.now() - t1);
    calibrating.push(figures.calibration?.milliseconds ?? 0);
  }
  const best = (list) => Math.min(...list);
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const flagged = figures.items.filter((i) => i.flags.length).length;
  console.log(machine());
  console.log(`item statistics of ${count.toLocaleString('en')} answers (${sessions.toLocaleString('en')} sessions × ${itemCount} items), ${rounds} rounds:`);
  console.log(`  sums in SQL:           best ${best(inSql).toFixed(0)} ms, median ${median(inSql).toFixed(0)} ms`);
  console.log(`  whole job (sums, figures, stored): best ${best(total).toFixed(0)} ms, median ${median(total).toFixed(0)} ms`);
  console.log(
    `  of which IRT calibration: median ${median(calibrating).toFixed(0)} ms (${((100 * median(calibrating)) / median(total)).toFixed(0)} % of the job), ${figures.calibration?.cycles ?? 0} EM cycles`,
  );
  console.log(`  reliability ${figures.reliability?.toFixed(3)}, ${flagged} of ${figures.items.length} items flagged`);
} finally {
  await portal.close();
  await database.drop().catch((e) => console.error(`could not drop the bench database: ${e.message}`));
  rmSync(dataDir, { recursive: true, force: true });
}
