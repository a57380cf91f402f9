import type { EntityManager } from '@mikro-orm/postgresql';
import { Fn } from '@portal/shared';
import { rows } from '../database/sql';

/** An account as the deletion reads it. */
export interface AccountHolder {
  id: number;
  email: string;
  role_id: number;
}

/** Inside the caller's transaction: holds the account's row until it ends. */
export async function lockAccount(em: EntityManager, userId: number): Promise<void> {
  await rows(em, 'select id from users where id = ? for update', [userId]);
}

/**
 * Inside the caller's transaction: every live account whose role may manage users (function 3),
 * locked in id order, so that concurrent deletions take turns.
 */
export function lockUserManagers(em: EntityManager): Promise<AccountHolder[]> {
  return rows<AccountHolder>(
    em,
    `select u.id, u.email, u.role_id from users u join role_functions rf on rf.role_id = u.role_id and rf.fn_id = ? and rf.access = 'W'
         where u.deleted_on is null order by u.id for update of u`,
    [Fn.Users],
  );
}

/** Inside the caller's transaction: the live account of an address, locked; none when there is no such account. */
export async function lockLiveAccount(em: EntityManager, email: string): Promise<AccountHolder | undefined> {
  const [target] = await rows<AccountHolder>(em, 'select id, email, role_id from users where email = ? and deleted_on is null for update', [email]);
  return target;
}

/** Inside the caller's transaction: the account's row names nobody any more and lets nobody in. */
export async function anonymise(em: EntityManager, userId: number, alias: string): Promise<void> {
  await rows(
    em,
    `update users set email = ?, first_name = 'Deleted', last_name = 'User', password_hash = '!', language = 'en', last_login = null, deleted_on = now() where id = ?`,
    [alias, userId],
  );
}
