// Starts the built portal for the browser journeys. With DATABASE_URL it gets a fresh PostgreSQL
// database of its own and, with REDIS_URL, a queue prefix of its own; both are removed once it stops.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { dropQueueKeys } from '../scripts/lib/queue-keys.mjs';

const suffix = randomBytes(4).toString('hex');
const env = { ...process.env };
let dropDatabase = async () => {};

if (process.env.DATABASE_URL) {
  const admin = process.env.DATABASE_URL;
  const name = `portal_e2e_${suffix}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  };
}
if (process.env.REDIS_URL) env.QUEUE_PREFIX = `e2e-${suffix}`;

/** The run's database, its queue keys and, when the run made it, its data folder go once the portal has stopped. */
const cleanUp = async () => {
  await dropDatabase().catch(() => {});
  if (process.env.REDIS_URL) await dropQueueKeys(process.env.REDIS_URL, env.QUEUE_PREFIX).catch(() => {});
  if (process.env.E2E_REMOVE_DATA_DIR === '1' && env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
};

const server = spawn('node', ['backend/dist/cli.js', 'serve'], { stdio: 'inherit', env });
let stopping = false;
const stop = () => {
  stopping = true;
  server.kill('SIGTERM');
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
server.once('exit', (code) => void cleanUp().finally(() => process.exit(stopping ? 0 : (code ?? 1))));
