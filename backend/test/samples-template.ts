import { createHash } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/config';
import { migrateAndSeed } from '../src/database/setup';
import { RUN_ENV, templateOf } from './template-names';

/**
 * Importing the seven shipped samples costs a suite some ten seconds of CPU, and twenty suites
 * need them only as content to deliver. On PostgreSQL the first suite of a run that asks imports
 * them once into a database of their own (under an advisory lock, so two workers never both do),
 * and every suite after copies it as a template, with the files the samples stored. The run's id
 * comes from the global setup, whose teardown drops the template; the suites about the import of
 * the samples itself still import them.
 */

let built: Promise<{ database: string; filesDir: string } | undefined> | undefined;

/** The run's samples template, built on first use; undefined without PostgreSQL or a run id. */
export function samplesTemplate(): Promise<{ database: string; filesDir: string } | undefined> {
  built ??= build();
  return built;
}

async function build() {
  const run = process.env[RUN_ENV];
  const admin = process.env.DATABASE_URL;
  if (!run || !admin) return undefined;
  const template = templateOf(run);
  const pg = new Client({ connectionString: admin });
  await pg.connect();
  try {
    const key = createHash('sha256').update(template.database).digest().readBigInt64BE(0);
    await pg.query('select pg_advisory_lock($1)', [key]);
    const exists = await pg.query('select 1 from pg_database where datname = $1', [template.database]);
    if (!exists.rowCount) {
      // Built under a working name and renamed once whole, so a suite never copies half a template.
      const working = `${template.database}_building`;
      await pg.query(`drop database if exists "${working}" with (force)`);
      await pg.query(`create database "${working}"`);
      const url = new URL(admin);
      url.pathname = `/${working}`;
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: join(template.filesDir, '..'),
        DATABASE_URL: url.toString(),
        APP_URL: 'http://portal.test',
        SAMPLE_CONTENT: 'true',
      });
      const portal = await createApp(config, { memoryDb: false, logger: false });
      try {
        await migrateAndSeed(portal);
      } finally {
        await portal.close();
      }
      await pg.query(`alter database "${working}" rename to "${template.database}"`);
    }
    await pg.query('select pg_advisory_unlock($1)', [key]);
    return template;
  } finally {
    await pg.end();
  }
}

/** Copies the samples' stored files where a portal made from the template looks for them. */
export function copyTemplateFiles(filesDir: string, storageDir: string): void {
  if (existsSync(filesDir)) cpSync(filesDir, storageDir, { recursive: true });
}
