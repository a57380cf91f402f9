import type { MikroORM } from '@mikro-orm/postgresql';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { SeedRegistry } from './seeds';

const logger = new Logger('Database');

/**
 * Migrations run here, before the server listens, never from inside a module; then every seed the
 * features registered (SeedRegistry). Interrupted imports are taken up by the serving process only
 * (`ImportService.superviseImports`): a `migrate` or `seed-demo` that started one would close the
 * database under it.
 */
export async function migrateAndSeed(portal: { app: INestApplicationContext; orm: MikroORM }): Promise<void> {
  const executed = await portal.orm.getMigrator().up();
  if (executed.length) logger.log(`applied ${executed.length} migration(s)`);
  await portal.app.get(SeedRegistry).run(portal.orm.em.fork());
}
