// npm test: every suite, in the order that fails fastest. Uses DATABASE_URL and REDIS_URL when
// set (real PostgreSQL and Redis); without them the same tests run on the embedded defaults.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureBuilt, ensureSharedBuilt, mustRunAll, ROOT, run } from './lib/run.mjs';

// TEST_REPORTS_DIR keeps the suites' JSON reports (per-test durations) in a folder of one's choosing.
const reports = process.env.TEST_REPORTS_DIR ?? mkdtempSync(join(tmpdir(), 'portal-reports-'));
mkdirSync(reports, { recursive: true });
const counts = { passed: 0, failed: 0 };
const failures = [];
// Each failed test by name, repeated at the end: a log read from its tail still says what failed.
const failedTests = [];

function tally(name, passed, failed) {
  counts.passed += passed;
  counts.failed += failed;
  if (failed) failures.push(`${name}: ${failed} failed`);
}

function firstLine(text = '') {
  return stripVTControlCharacters(text).trim().split('\n')[0].slice(0, 300);
}

/** Playwright's report nests suites in suites; a spec failed when a result of it is neither passed nor skipped. */
function failedJourneys(suites, titles = []) {
  return suites.flatMap((suite) => [
    ...failedJourneys(suite.suites ?? [], [...titles, suite.title]),
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.results.some((result) => !['passed', 'skipped'].includes(result.status))))
      .map(
        (spec) =>
          `${[...titles, suite.title, spec.title].filter(Boolean).join(' › ')}: ${firstLine(spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error?.message)}`,
      ),
  ]);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

await ensureSharedBuilt();
// The checks are independent and mostly single-threaded: they share the cores, each one's output
// printed whole in this order.
await mustRunAll([
  { title: 'type checks (backend)', command: 'npx', args: ['tsc', '--noEmit', '-p', 'backend/tsconfig.json'] },
  { title: 'type checks (frontend)', command: 'npx', args: ['tsc', '--noEmit', '-p', 'frontend/tsconfig.json'] },
  { title: 'lint (ESLint: recommended JavaScript, TypeScript and React rules)', command: 'npx', args: ['eslint', 'backend', 'frontend', 'shared'] },
  { title: 'format (Prettier, .prettierrc.json; npm run format fixes it)', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
  { title: 'API contract: openapi.json and the generated client match the backend', command: 'node', args: ['scripts/gen-api.mjs', '--check'] },
  {
    title: 'API document lint (Redocly recommended rules)',
    command: 'npx',
    args: ['redocly', 'lint', 'openapi.json'],
    options: { env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  },
  {
    title: 'dependency rules (dependency-cruiser, .dependency-cruiser.cjs)',
    command: 'npx',
    args: ['depcruise', '--config', '.dependency-cruiser.cjs', 'backend/src', 'frontend/src'],
  },
  { title: 'licenses of runtime dependencies', command: 'node', args: ['scripts/check-licenses.mjs'] },
]);

// Built before the backend's tests: the portal processes they start then run the build, instead of
// compiling every source file at each start (the journeys need the build anyway).
await ensureBuilt();

console.log('== backend (jest)');
const jestOut = join(reports, 'jest.json');
const jestCode = await run('npx', ['jest', '--json', `--outputFile=${jestOut}`], {
  cwd: join(ROOT, 'backend'),
  env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' },
});
const jest = readJson(jestOut);
tally('backend', jest?.numPassedTests ?? 0, jest ? jest.numFailedTests + jest.numRuntimeErrorTestSuites : 1);
for (const file of jest?.testResults ?? []) {
  if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'))
    failedTests.push(`${relative(ROOT, file.name)}: ${firstLine(file.message)}`);
  for (const test of file.assertionResults)
    if (test.status === 'failed') failedTests.push(`${relative(ROOT, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
}
if (jestCode && !jest?.numFailedTests) failures.push(`backend: jest exited with ${jestCode}`);

console.log('== frontend (vitest)');
const vitestOut = join(reports, 'vitest.json');
const vitestErrorsOut = join(reports, 'vitest-errors.json');
// a kept reports folder may hold an earlier run's, which a run that crashes would not replace
rmSync(vitestErrorsOut, { force: true });
const vitestCode = await run(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestOut}`,
    `--reporter=${join(ROOT, 'scripts/lib/vitest-unhandled-reporter.mjs')}`,
  ],
  { cwd: join(ROOT, 'frontend'), env: { VITEST_ERRORS_FILE: vitestErrorsOut } },
);
const vitest = readJson(vitestOut);
tally('frontend', vitest?.numPassedTests ?? 0, vitest ? vitest.numFailedTests : 1);
for (const file of vitest?.testResults ?? []) {
  for (const test of file.assertionResults)
    if (test.status === 'failed') failedTests.push(`${relative(ROOT, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
}
const vitestErrors = readJson(vitestErrorsOut);
for (const { file, errors } of vitestErrors?.failedModules ?? []) {
  if (errors.length) failedTests.push(`${relative(ROOT, file)}: ${firstLine(errors[0])}`);
}
for (const error of vitestErrors?.errors ?? []) {
  const blamed = [error.file && relative(ROOT, error.file), error.test].filter(Boolean).join(' › ') || 'outside any test file';
  // The first frame of the project's own code says where it came from; a message alone seldom does.
  const frame = stripVTControlCharacters(error.stack)
    .split('\n')
    .find((line) => /^\s+at /.test(line) && !line.includes('node_modules') && !line.includes('(node:'));
  failedTests.push(`unhandled error (${blamed}): ${firstLine(error.message)}${frame ? ` (${frame.trim()})` : ''}`);
}
if (vitestCode && !vitest?.numFailedTests) failures.push(`frontend: vitest exited with ${vitestCode}`);

console.log('== size budget of the sign-in page (gzipped JavaScript and CSS it loads)');
const budgetCode = await run('node', ['scripts/check-page-budget.mjs', '--files']);
tally('size budget', budgetCode ? 0 : 1, budgetCode ? 1 : 0);

console.log('== browser journeys (Playwright, Chromium)');
const pwOut = join(reports, 'playwright.json');
const pwCode = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut } });
const pw = readJson(pwOut);
tally('browser', pw?.stats?.expected ?? 0, pw ? pw.stats.unexpected + (pw.stats.flaky ?? 0) : 1);
failedTests.push(...failedJourneys(pw?.suites ?? []));
if (pwCode && !pw?.stats?.unexpected) failures.push(`browser: playwright exited with ${pwCode}`);

// The suites' JSON reports stay for a failed run, to be read; a green run leaves nothing behind.
if (failedTests.length) console.log(`\nfailed tests:\n- ${failedTests.join('\n- ')}`);
if (failures.length) console.log(`\nfailures:\n- ${failures.join('\n- ')}\n(the suites' reports: ${reports})`);
else if (!process.env.TEST_REPORTS_DIR) rmSync(reports, { recursive: true, force: true });
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed || failures.length ? 1 : 0);
