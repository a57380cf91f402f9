// Starts the built portal for the browser journeys. With DATABASE_URL it gets a fresh PostgreSQL
// database of its own (dropped on exit) and, with REDIS_URL, a queue prefix of its own.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

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

const server = spawn('node', ['backend/dist/cli.js', 'serve'], { stdio: 'inherit', env });
const stop = async () => {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await dropDatabase().catch(() => {});
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
server.once('exit', (code) => void dropDatabase().finally(() => process.exit(code ?? 1)));
