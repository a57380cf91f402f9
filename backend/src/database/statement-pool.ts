import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';

/** The part of knex's client a pool of its own is opened from. */
export interface KnexClient {
  driverName: string;
  /** the settings knex opens its own pg clients with, the ORM's type parsers included */
  connectionSettings: pg.PoolConfig;
}

/** As many as the ORM's own pool (orm-options.ts): the hot calls are the busiest part of the load. */
const POOL_SIZE = 10;
const pools = new WeakMap<KnexClient, pg.Pool>();
const logger = new Logger('StatementPool');

/**
 * pg's pool hands over a free client directly; knex's (tarn) made some 25 promises and 3 timers per
 * checkout, each also running the ORM's async hooks.
 */
function statementPoolOf(client: KnexClient): pg.Pool {
  let pool = pools.get(client);
  if (!pool) {
    // Idle clients are kept: ending them after a pause would cost a timer set and cleared on
    // every statement, and the statements prepared on them. They never hold a process open.
    pool = new pg.Pool({ ...client.connectionSettings, max: POOL_SIZE, idleTimeoutMillis: 0, allowExitOnIdle: true });
    // An idle client's connection lost (the server restarted) is dropped by the pool; without a
    // listener its error would end the process.
    pool.on('error', (error) => logger.warn(`an idle database connection failed: ${error.message}`));
    pools.set(client, pool);
  }
  return pool;
}

/** The rows of a named prepared statement, run on the pool. */
export function runOnPool<T>(client: KnexClient, config: { name: string; text: string; values: unknown[] }): Promise<T[]> {
  return new Promise((resolve, reject) => {
    statementPoolOf(client).query(config, (error: Error | undefined, result: pg.QueryResult) => (error ? reject(error) : resolve(result.rows as T[])));
  });
}

/** Ends the pool when the application closes, with the ORM's. */
@Injectable()
export class StatementPoolCloser implements OnApplicationShutdown {
  constructor(private readonly em: EntityManager) {}

  async onApplicationShutdown(): Promise<void> {
    const client = this.em.getConnection().getKnex().client as KnexClient;
    // kept, ended: a call still arriving while the portal stops is refused, as the ORM's pool
    // refuses it, instead of opening a pool no one would end
    const pool = pools.get(client);
    if (pool && !pool.ended) await pool.end();
  }
}
