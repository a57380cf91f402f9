import type { EntityManager } from '@mikro-orm/postgresql';
import { rows } from '../database/sql';

/** Inside the caller's transaction: the account's links, and invitations to its address, open nothing any more. */
export async function dropTokensOf(em: EntityManager, userId: number, email: string): Promise<void> {
  await rows(em, 'delete from account_tokens where user_id = ? or email = ?', [userId, email]);
}

/** Spends a live link once: true for the one caller that spent it, false for every other (and for one expired meanwhile). */
export async function spendToken(em: EntityManager, tokenId: number, now: Date): Promise<boolean> {
  const spent = await rows(em, 'update account_tokens set used_at = ? where id = ? and used_at is null and expires_at > ? returning id', [now, tokenId, now]);
  return spent.length === 1;
}

/** Every reset link of the account still open is closed: a new password voids them all. */
export async function voidResetLinksOf(em: EntityManager, userId: number, now: Date): Promise<void> {
  await rows(em, `update account_tokens set used_at = ? where user_id = ? and kind = 'reset' and used_at is null`, [now, userId]);
}
