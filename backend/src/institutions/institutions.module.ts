import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SeedRegistry } from '../database/seeds';
import { TexasInstitution } from './texas-institution.entity';
import { TEXAS_INSTITUTIONS } from './texas-institutions.data';

/** Texas public institutions, once each (by name): reference data, seeded on every start. */
export async function seedInstitutions(em: EntityManager): Promise<void> {
  for (const i of TEXAS_INSTITUTIONS) {
    await em.upsert(TexasInstitution, { institutionName: i.name, institutionType: i.type }, { onConflictFields: ['institutionName'] });
  }
}

/** The institutions a student can name in the Pre-Assessment Activity (step 1). */
@Module({ imports: [MikroOrmModule.forFeature([TexasInstitution])] })
export class InstitutionsModule {
  constructor(seeds: SeedRegistry) {
    seeds.register('reference', 'Texas institutions', seedInstitutions);
  }
}
