// A Vitest reporter for npm test: Vitest's JSON report leaves out errors thrown outside any test
// (a late timer, a rejection after teardown), which fail the run with every test passed. This one
// writes them, with the file and test Vitest blames, to the JSON file that VITEST_ERRORS_FILE names.
import { writeFileSync } from 'node:fs';

export default class UnhandledErrorsReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const errors = unhandledErrors.map((error) => ({
      message: String(error?.message ?? error),
      stack: error?.stack ?? '',
      file: error?.VITEST_TEST_PATH ?? null,
      test: error?.VITEST_TEST_NAME ?? null,
    }));
    // A file can fail with every test in it passed: an error in a hook that runs once for the file.
    const failedModules = testModules
      .filter((module) => module.state() === 'failed')
      .map((module) => ({ file: module.moduleId, errors: module.errors().map((error) => String(error?.message ?? error)) }));
    // A report that cannot be written must not fail a run whose tests all passed.
    if (!process.env.VITEST_ERRORS_FILE) return;
    try {
      writeFileSync(process.env.VITEST_ERRORS_FILE, JSON.stringify({ errors, failedModules }, null, 2));
    } catch (error) {
      console.error(`the unhandled errors could not be written: ${error.message}`);
    }
  }
}
