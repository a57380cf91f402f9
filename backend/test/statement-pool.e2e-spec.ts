import pg from 'pg';
import { signUpAndLogin, startPortal } from './harness';

/**
 * The hot calls' prepared statements run on a pool of their own (database/statement-pool.ts) on
 * PostgreSQL; the embedded database has no connections, and its statements go through the ORM.
 */
describe('the pool of the hot calls’ statements', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers again after the database ends every connection (as a restart does), and closes its connections with the portal', async () => {
    const pooled = jest.spyOn(pg.Pool.prototype, 'query');
    const portal = await startPortal();
    const { client } = await signUpAndLogin(portal);
    const calls = async () => [
      (await client.post('/api/getCore', {})).status,
      (await client.post('/api/getProfile', {})).status,
      // through Nest and the ORM's own pool
      (await client.post('/api/getHistory', {})).status,
    ];
    try {
      expect(await calls()).toEqual([200, 200, 200]);
      if (!portal.config.databaseUrl) {
        expect(pooled).not.toHaveBeenCalled();
        return;
      }
      expect(pooled).toHaveBeenCalled();
      const database = new URL(portal.config.databaseUrl).pathname.slice(1);
      const connections = () => withAdmin((admin) => admin.query('select pid from pg_stat_activity where datname = $1', [database]));
      const ended = await withAdmin((admin) => admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]));
      expect(ended.rowCount).toBeGreaterThanOrEqual(2);
      // the pools learn of it from their clients' errors, which must not end the process
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await calls()).toEqual([200, 200, 200]);
      expect((await connections()).rowCount).toBeGreaterThan(0);
    } finally {
      await portal.close();
    }
    if (!portal.config.databaseUrl) return;
    // the pool the calls ran on was ended with the portal, every client of it closed
    const pool = pooled.mock.contexts[0] as pg.Pool;
    expect(pool.ended).toBe(true);
    expect(pool.totalCount).toBe(0);
  }, 120_000);
});

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}
