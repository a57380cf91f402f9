import type { EntityManager } from '@mikro-orm/postgresql';
import { rows, rowsOutsideTransaction } from '../database/sql';

/** Inside the caller's transaction: the account's links not yet used open nothing any more. */
export async function dropUnusedTokens(em: EntityManager, userId: number): Promise<void> {
  await rows(em, 'delete from launch_tokens where user_id = ? and used_on is null', [userId]);
}

/** A launch link's token (by its hash), for one user, test version and mode. */
export async function insertToken(
  em: EntityManager,
  token: { tokenHash: string; userId: number; testDetailId: number; mode: number; preview: boolean; paaId: number | null; createdOn: Date; expiresOn: Date },
): Promise<void> {
  await rowsOutsideTransaction(
    em,
    'insert into launch_tokens (token_hash, user_id, test_detail_id, mode, preview, paa_id, created_on, expires_on) values (?, ?, ?, ?, ?, ?, ?, ?)',
    [token.tokenHash, token.userId, token.testDetailId, token.mode, token.preview, token.paaId, token.createdOn, token.expiresOn],
  );
}

/** Spends the user's live token once: what it opens, or nothing when it is unknown, used or expired. */
export async function spendToken(
  em: EntityManager,
  tokenHash: string,
  userId: number,
  now: Date,
): Promise<{ test_detail_id: unknown; mode: unknown; preview: unknown; paa_id: unknown } | undefined> {
  const [spent] = await rowsOutsideTransaction<{ test_detail_id: unknown; mode: unknown; preview: unknown; paa_id: unknown }>(
    em,
    `update launch_tokens set used_on = ? where token_hash = ? and user_id = ? and used_on is null and expires_on > ?
       returning test_detail_id, mode, preview, paa_id`,
    [now, tokenHash, userId, now],
  );
  return spent;
}
