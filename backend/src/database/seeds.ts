import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** Reference data first (one transaction), then the accounts holding those roles, then the content published in them. */
export const SEED_STAGES = ['reference', 'accounts', 'content'] as const;
export type SeedStage = (typeof SEED_STAGES)[number];

/** Idempotent: it adds what is missing and corrects names, never deletes; it runs on every start. */
export type Seed = (em: EntityManager) => Promise<unknown>;

/**
 * Where each feature registers the data it seeds (in its module's constructor), so that the
 * database knows no feature: `migrateAndSeed` runs the migrations, then every registered seed.
 */
@Injectable()
export class SeedRegistry {
  private readonly seeds: { stage: SeedStage; name: string; run: Seed }[] = [];

  register(stage: SeedStage, name: string, run: Seed): void {
    this.seeds.push({ stage, name, run });
  }

  async run(em: EntityManager): Promise<void> {
    // reference data is read once per process (RoleAccess): it is written whole or not at all
    await em.transactional(async (tx) => {
      for (const seed of this.of('reference')) await seed.run(tx);
    });
    for (const stage of SEED_STAGES.slice(1)) {
      for (const seed of this.of(stage)) await seed.run(em.fork());
    }
  }

  private of(stage: SeedStage) {
    return this.seeds.filter((seed) => seed.stage === stage);
  }
}
