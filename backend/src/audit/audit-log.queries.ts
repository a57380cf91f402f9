import type { EntityManager } from '@mikro-orm/postgresql';
import { run } from '../database/sql';

/** Inside the caller's transaction: the address no longer shows in the trail, as actor nor as target. */
export async function replaceEmailInLog(em: EntityManager, email: string, alias: string): Promise<void> {
  await run(em, 'update audit_log set actor_email = ? where actor_email = ?', [alias, email]);
  await run(em, `update audit_log set target_id = ? where target_type = 'user' and target_id = ?`, [alias, email]);
}
