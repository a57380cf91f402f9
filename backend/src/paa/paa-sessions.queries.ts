import type { EntityManager } from '@mikro-orm/postgresql';
import { rows, rowsOutsideTransaction } from '../database/sql';

/** Whether the PAA is the user's own, whatever its status. */
export async function isOwnPaa(em: EntityManager, paaId: number, userId: number): Promise<boolean> {
  const [own] = await rowsOutsideTransaction(em, 'select 1 from paa_sessions where id = ? and user_id = ?', [paaId, userId]);
  return Boolean(own);
}

/** The status of the user's own PAA; none when there is no such PAA of theirs. */
export async function ownPaaStatus(em: EntityManager, paaId: number, userId: number): Promise<{ status: unknown } | undefined> {
  const [paa] = await rowsOutsideTransaction<{ status: unknown }>(em, 'select status from paa_sessions where id = ? and user_id = ?', [paaId, userId]);
  return paa;
}

/** Inside the caller's transaction: the PAA's status, its row held (for share) until the transaction ends. */
export async function holdPaaStatus(em: EntityManager, paaId: number): Promise<{ status: unknown } | undefined> {
  const [paa] = await rows<{ status: unknown }>(em, 'select status from paa_sessions where id = ? for share', [paaId]);
  return paa;
}
