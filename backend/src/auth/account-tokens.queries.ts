import type { EntityManager } from '@mikro-orm/postgresql';
import { rows } from '../database/sql';

/** Inside the caller's transaction: the account's links, and invitations to its address, open nothing any more. */
export async function dropTokensOf(em: EntityManager, userId: number, email: string): Promise<void> {
  await rows(em, 'delete from account_tokens where user_id = ? or email = ?', [userId, email]);
}
