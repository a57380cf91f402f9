import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { cliCommand } from './cli-process';
import { TestClient } from './harness';
import { PGLITE_EXTENSIONS } from '../src/database/orm-options';

export { freePort } from './cli-process';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What each command of the command line is started with, and the line it prints once it works. */
const COMMANDS = {
  serve: { args: ['serve', '--api-only'], ready: 'portal ready at' },
  worker: { args: ['worker'], ready: 'worker consuming jobs' },
} as const;

/** One process of the portal (the API or a queue worker); its output is kept to explain a failure. */
export class PortalProcess {
  private output = '';
  private ended = false;
  private readonly exited: Promise<number | null>;
  private readonly readyLine: string;
  readonly child: ChildProcess;

  constructor(
    env: NodeJS.ProcessEnv,
    cwd: string,
    readonly url: string,
    command: keyof typeof COMMANDS = 'serve',
  ) {
    this.readyLine = COMMANDS[command].ready;
    this.child = spawn(process.execPath, [...cliCommand(), ...COMMANDS[command].args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code) => {
        this.ended = true;
        resolve(code);
      });
      this.child.once('error', (error) => {
        keep(Buffer.from(String(error)));
        this.ended = true;
        resolve(null);
      });
    });
  }

  async ready(): Promise<void> {
    for (let i = 0; i < 1200; i++) {
      if (this.ended) throw new Error(`the process exited while starting:\n${this.output}`);
      if (this.output.includes(this.readyLine)) return;
      await sleep(100);
    }
    throw new Error(`the process did not start:\n${this.output}`);
  }

  async kill(signal: NodeJS.Signals): Promise<void> {
    if (!this.ended) this.child.kill(signal);
    await this.exited;
  }

  log(): string {
    return this.output;
  }

  async login(email: string, password: string): Promise<TestClient> {
    // supertest takes the address of a running server as well as a server object
    const client = new TestClient(this.url as unknown as ConstructorParameters<typeof TestClient>[0]);
    const res = await client.login(email, password);
    if (res.body.result !== 'SUCCESS') throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return client;
  }
}

export type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/** The database the processes share, and a way to look into it while no portal holds it. */
export interface Store {
  env: NodeJS.ProcessEnv;
  /** runs `look` with a query function on the database, while no portal process holds PGlite's */
  inspect<T>(look: (query: Query) => Promise<T>): Promise<T>;
  /** a backend of the portal is inside the import's write transaction (PostgreSQL only) */
  writing?(): Promise<boolean>;
  drop(): Promise<void>;
}

/** A fresh database `name` on the server of `adminUrl`, dropped by `drop`. */
export async function postgresStore(adminUrl: string, name: string): Promise<Store> {
  const admin = async <T>(run: (c: Client) => Promise<T>): Promise<T> => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    try {
      return await run(c);
    } finally {
      await c.end();
    }
  };
  await admin((c) => c.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = new Client({ connectionString: url.toString() });
  await db.connect();
  return {
    env: { DATABASE_URL: url.toString() },
    inspect: (look) => look(async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as T[]),
    writing: async () => {
      const { rows } = await db.query(
        "select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null and query ilike '%item_details%' limit 1",
      );
      return rows.length > 0;
    },
    drop: async () => {
      await db.end();
      await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** The embedded database lives in DATA_DIR/pglite; it can be opened here only while no portal runs. */
export function pgliteStore(dataDir: string): Store {
  return {
    env: {},
    inspect: async (look) => {
      const db = new PGlite(join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
      try {
        return await look(async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows);
      } finally {
        await db.close();
      }
    },
    drop: async () => {},
  };
}

export async function statusOf(client: TestClient, cpId: number): Promise<number> {
  const res = await client.post('/api/getCPData', { cpId });
  if (res.status !== 200) throw new Error(`getCPData ${cpId}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.cpUploadData.cpData.cpStatusDetail.statusId;
}

/** Polls until the package leaves status 1 or `timeoutMs` passes; returns the last status seen. */
export async function waitForImport(client: TestClient, cpId: number, timeoutMs: number): Promise<number> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = await statusOf(client, cpId);
    if (status !== 1 || Date.now() > until) return status;
    await sleep(200);
  }
}

export function upload(client: TestClient, zip: Buffer, fileName: string, fileDesc: string) {
  return client.agent
    .post('/api/upload')
    .set('X-Login-Time', client.loginTime)
    .field('fileDesc', fileDesc)
    .field('testVersion', '4')
    .attach('File', zip, fileName);
}

/**
 * The environment of a portal process in a test: only what the portal needs leaks in, on a store
 * and a data folder of its own, with a bootstrap admin; `queuePrefix` puts jobs on Redis for a
 * separate worker.
 */
export function processEnv(opts: {
  store: Store;
  dataDir: string;
  port: number;
  admin: { email: string; password: string };
  queuePrefix?: string;
  extra?: NodeJS.ProcessEnv;
}): NodeJS.ProcessEnv {
  const { store, dataDir, port, admin, queuePrefix, extra } = opts;
  return {
    PATH: process.env.PATH ?? '',
    ...store.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    SAMPLE_CONTENT: 'false',
    // a stop drains without a grace period: no load balancer waits on a test's process
    DRAIN_SECONDS: '0',
    BOOTSTRAP_ADMIN_EMAIL: admin.email,
    BOOTSTRAP_ADMIN_PASSWORD: admin.password,
    ...(queuePrefix ? { REDIS_URL: process.env.REDIS_URL, QUEUE_PREFIX: queuePrefix, JOBS_IN_API: 'false' } : {}),
    ...extra,
  };
}
