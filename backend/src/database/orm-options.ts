import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Migrator } from '@mikro-orm/migrations';
import { type Options, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { PGliteDriver } from 'mikro-orm-pglite';
import type { AppConfig } from '../config/config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/**
 * The embedded database lives in DATA_DIR/pglite; tests without DATABASE_URL get a fresh one in
 * memory. PGlite is owned by us (not the ORM) so that shutdown closes it after the ORM.
 */
export function ormOptions(config: AppConfig, opts: { memory?: boolean } = {}): Options & { pglite?: PGlite } {
  const common = {
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: config.env === 'test' },
    forceUtcTimezone: true,
    debug: false,
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: true },
  } satisfies Options;
  if (config.databaseUrl) {
    return { ...common, driver: PostgreSqlDriver, clientUrl: config.databaseUrl, pool: { min: 0, max: 10 } };
  }
  let pglite: PGlite;
  if (opts.memory) {
    pglite = new PGlite();
  } else {
    const dir = join(config.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  }
  return {
    ...common,
    driver: PGliteDriver as unknown as typeof PostgreSqlDriver,
    dbName: 'postgres',
    // The PGlite driver loses the returned ids of a multi-row insert; one row per insert keeps them.
    useBatchInserts: false,
    driverOptions: { connection: { pglite: () => pglite } },
    pglite,
  } as Options & { pglite: PGlite };
}
