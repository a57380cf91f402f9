import { Logger } from '@nestjs/common';
import { RoleId } from '@portal/shared';
import type { PortalApp } from '../app.factory';
import type { AppConfig } from '../config/config';
import { SamplePackagesService } from '../content-packages/sample-packages.service';
import { ensureAccount } from './seeders/accounts.seeder';
import { seedReferenceData } from './seeders/reference-data.seeder';

const logger = new Logger('Database');

/**
 * Migrations run here, before the server listens, never from inside a module. Interrupted imports
 * are taken up by the serving process only (`ImportService.superviseImports`): a `migrate` or
 * `seed-demo` that started one would close the database under it.
 */
export async function migrateAndSeed(portal: PortalApp, config: AppConfig): Promise<void> {
  const executed = await portal.orm.getMigrator().up();
  if (executed.length) logger.log(`applied ${executed.length} migration(s)`);
  const em = portal.orm.em.fork();
  await seedReferenceData(em);
  if (config.bootstrapAdmin) {
    const outcome = await ensureAccount(em, { ...config.bootstrapAdmin, firstName: 'Portal', lastName: 'Administrator', roleId: RoleId.ContentAdmin });
    logger.log(`bootstrap content admin ${config.bootstrapAdmin.email}: ${outcome}`);
  }
  if (config.sampleContent) await portal.app.get(SamplePackagesService).ensureSamples();
}
