import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Migrator } from '@mikro-orm/migrations';
import { type Options, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { lockDataDir } from './data-dir-lock';
import { MIGRATIONS } from './migrations';
import { PortalPGliteDriver } from './pglite-driver';

/** Trigrams serve the Import History's search (Migration2026112705000000TablesAtScale); every opener of the data needs them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The ORM's own lines (the migrator's) go through the portal's logger, as JSON in production. */
const ormLogger = new Logger('MikroORM');

/** This process's command line (`cli.js serve`), named in the lock so that a second process can say who holds it. */
const commandLine = () => [basename(process.argv[1] ?? 'node'), ...process.argv.slice(2)].join(' ');

/**
 * The embedded database lives in DATA_DIR/pglite, held by one process at a time (DATA_DIR/portal.lock);
 * tests without DATABASE_URL get a fresh one in memory. PGlite is owned by us (not the ORM) so that shutdown closes it after the ORM.
 */
export function ormOptions(config: AppConfig, opts: { memory?: boolean } = {}): Options & { pglite?: PGlite; unlock?: () => void } {
  const common = {
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: config.env === 'test' },
    forceUtcTimezone: true,
    // Never on: a logged statement would carry its values (a password hash among them).
    debug: false,
    logger: (message: string) => ormLogger.log(message),
    colors: config.log.format === 'text',
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: true },
  } satisfies Options;
  if (config.databaseUrl) {
    return { ...common, driver: PostgreSqlDriver, clientUrl: config.databaseUrl, pool: { min: 0, max: 10 } };
  }
  let pglite: PGlite;
  let unlock: (() => void) | undefined;
  if (opts.memory) {
    pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  } else {
    unlock = lockDataDir(config.dataDir, commandLine());
    const dir = join(config.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  }
  return {
    ...common,
    driver: PortalPGliteDriver as unknown as typeof PostgreSqlDriver,
    dbName: 'postgres',
    // The PGlite driver loses the returned ids of a multi-row insert; one row per insert keeps them.
    useBatchInserts: false,
    driverOptions: { connection: { pglite: () => pglite } },
    pglite,
    unlock,
  } as Options & { pglite: PGlite; unlock?: () => void };
}
