import type { MikroORM } from '@mikro-orm/postgresql';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { SeedRegistry } from './seeds';

const logger = new Logger('Database');

/**
 * Migrations run before the server listens, never inside a module. Interrupted imports are left to the serving
 * process: a `migrate` or `seed-demo` that took one up would close the database under it.
 */
export async function migrateAndSeed(portal: { app: INestApplicationContext; orm: MikroORM }): Promise<void> {
  const executed = await portal.orm.getMigrator().up();
  if (executed.length) logger.log(`applied ${executed.length} migration(s)`);
  await portal.app.get(SeedRegistry).run(portal.orm.em.fork());
}
