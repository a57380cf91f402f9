import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { Client } from 'pg';
import { RUN_ENV, templateOf } from './template-names';

/** Drops the run's samples template and its files, where a suite built them. */
export default async function globalTeardown(): Promise<void> {
  const run = process.env[RUN_ENV];
  if (!run) return;
  const template = templateOf(run);
  rmSync(dirname(template.filesDir), { recursive: true, force: true });
  if (!process.env.DATABASE_URL) return;
  const pg = new Client({ connectionString: process.env.DATABASE_URL });
  await pg.connect();
  try {
    await pg.query(`drop database if exists "${template.database}" with (force)`);
    await pg.query(`drop database if exists "${template.database}_building" with (force)`);
  } finally {
    await pg.end();
  }
}
