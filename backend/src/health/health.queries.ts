import type { EntityManager } from '@mikro-orm/postgresql';
import { rowsOutsideTransaction } from '../database/sql';

/** The cheapest round trip to the database: resolves when it answers. */
export async function pingDatabase(em: EntityManager): Promise<void> {
  await rowsOutsideTransaction(em, 'select 1 as ok');
}
