import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Set by the global setup for the whole run, read by every worker. */
export const RUN_ENV = 'PORTAL_TEST_RUN';

/** Where a run keeps its samples template: a database, and the folder of the files it names. */
export function templateOf(run: string) {
  return { database: `portal_tpl_${run}`, filesDir: join(tmpdir(), `portal-tpl-${run}`, 'files') };
}
