import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { createApp, type CreateAppOptions, type PortalApp } from '../src/app.factory';
import { loadConfig, type AppConfig } from '../src/config/config';
import { migrateAndSeed } from '../src/database/setup';
import { JobQueue } from '../src/jobs/job-queue';
import { FileStorage } from '../src/storage/file-storage';
import { dropQueueKeys } from './queue-keys';
import { startS3Server, type S3TestServer } from './s3-server';
import { copyTemplateFiles, samplesTemplate } from './samples-template';

let sharedS3: Promise<S3TestServer> | undefined;

/** With TEST_STORAGE=s3, every portal keeps its files in a bucket (one S3 test server a test file). */
async function testStorageUrl(suffix: string): Promise<string | undefined> {
  if (process.env.TEST_STORAGE !== 's3') return undefined;
  sharedS3 ??= startS3Server();
  return (await sharedS3).storageUrl(`portal-${suffix}`);
}

/** Stores the files of a folder under the same keys, as copyTemplateFiles does into a storage folder. */
async function putFolder(storage: FileStorage, dir: string, prefix = ''): Promise<void> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const key = prefix ? FileStorage.join(prefix, entry.name) : entry.name;
    if (entry.isDirectory()) await putFolder(storage, join(dir, entry.name), key);
    else await storage.put(key, createReadStream(join(dir, entry.name)));
  }
}

export interface TestPortal extends PortalApp {
  config: AppConfig;
  server: ReturnType<PortalApp['app']['getHttpServer']>;
  /** waits until every job enqueued so far has run (inline jobs) */
  jobsIdle(): Promise<void>;
  client(): TestClient;
}

/**
 * A portal on a database of its own: a fresh PostgreSQL database when DATABASE_URL is set, an
 * in-memory PGlite otherwise or when `embedded` asks for it. With REDIS_URL, jobs go through
 * BullMQ under a prefix of its own. With `samples`, the shipped samples are imported and published
 * before it answers (on PostgreSQL copied from the run's template: `samples-template.ts`). Its files
 * are in a folder of DATA_DIR, or in the bucket STORAGE_URL names (TEST_STORAGE=s3 gives each portal
 * a prefix of its own on an S3 test server).
 */
export async function startPortal(
  env: Record<string, string> = {},
  options: Pick<CreateAppOptions, 'serveSpa' | 'spaDir'> & { embedded?: boolean; samples?: boolean } = {},
): Promise<TestPortal> {
  const { embedded, samples, ...appOptions } = options;
  const template = samples && !embedded ? await samplesTemplate() : undefined;
  const suffix = randomBytes(5).toString('hex');
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL && !embedded) {
    const admin = new URL(process.env.DATABASE_URL);
    const name = `portal_test_${suffix}`;
    const pg = new Client({ connectionString: admin.toString() });
    await pg.connect();
    await pg.query(template ? `create database "${name}" template "${template.database}"` : `create database "${name}"`);
    await pg.end();
    const url = new URL(admin.toString());
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  }
  const dataDir = join(tmpdir(), `portal-test-${suffix}`);
  const storageUrl = env.STORAGE_URL ? undefined : await testStorageUrl(suffix);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, QUEUE_PREFIX: `test-${suffix}` } : {}),
    APP_URL: 'http://portal.test',
    // The shipped samples only where a suite asks for them.
    SAMPLE_CONTENT: samples ? 'true' : 'false',
    ...(storageUrl ? { STORAGE_URL: storageUrl } : {}),
    ...env,
  });
  if (template && !config.objectStorage) copyTemplateFiles(template.filesDir, config.storageDir);
  const portal = await createApp(config, { memoryDb: !databaseUrl, logger: false, ...appOptions });
  if (template && config.objectStorage) await putFolder(portal.app.get(FileStorage), template.filesDir);
  await migrateAndSeed(portal);
  await portal.app.getHttpAdapter().getInstance().ready();
  const server = portal.app.getHttpServer();
  const queue = portal.app.get(JobQueue);
  return {
    ...portal,
    config,
    server,
    jobsIdle: () => queue.idle(),
    client: () => new TestClient(server),
    async close() {
      await portal.close();
      await dropDatabase?.();
      if (config.redisUrl) await dropQueueKeys(config.queuePrefix);
      // A suite that names its own DATA_DIR keeps it; the one made here goes with the portal.
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser-like caller: keeps the session cookie and echoes the login time like the SPA does. */
export class TestClient {
  readonly agent: ReturnType<typeof request.agent>;
  loginTime = '0';
  lang = 'en';

  constructor(server: TestPortal['server']) {
    this.agent = request.agent(server);
  }

  post(path: string, body: object = {}) {
    return this.agent.post(path).set('X-Login-Time', this.loginTime).set('Accept-Language', this.lang).send(body);
  }

  get(path: string) {
    return this.agent.get(path).set('X-Login-Time', this.loginTime).set('Accept-Language', this.lang);
  }

  async login(email: string, password: string) {
    const res = await this.post('/api/login', { email, password });
    if (res.body.result === 'SUCCESS') this.loginTime = res.body.loginTime;
    return res;
  }
}

export const STRONG_PASSWORD = 'Practice.2026';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.org`;
}

/** Signs up a student through the API and signs the client in. */
export async function signUpAndLogin(portal: TestPortal, overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {}) {
  const email = overrides.email ?? uniqueEmail('student');
  const password = overrides.password ?? STRONG_PASSWORD;
  const client = portal.client();
  const res = await client.post('/api/signup', {
    firstName: overrides.firstName ?? 'Dana',
    lastName: overrides.lastName ?? 'Lopez',
    email,
    password,
    confirmpassword: password,
  });
  if (res.body?.data?.result !== 'SUCCESS') throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  await client.login(email, password);
  return { client, email, password };
}
