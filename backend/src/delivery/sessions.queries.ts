import type { EntityManager } from '@mikro-orm/postgresql';
import { type Row, rows, rowsOutsideTransaction, run } from '../database/sql';
import { RESPONSE_COLUMNS } from './answer.queries';
import { DeliveryMode, SessionStatus } from './entities/test-session.entity';

/**
 * A user's own session (all its columns) and, when asked, its responses as a JSON list in
 * `__responses`, in one round trip; `lock` holds the row until the transaction ends.
 */
export async function ownedSession(em: EntityManager, sessionId: number, userId: number, lock: boolean, withResponses: boolean): Promise<Row | undefined> {
  const responses = withResponses
    ? `, (select coalesce(json_agg(r), '[]') from (select ${RESPONSE_COLUMNS} from session_responses where session_id = s.id) r) as "__responses"`
    : '';
  const [raw] = await rows(em, `select s.*${responses} from test_sessions s where s.id = ? and s.user_id = ?${lock ? ' for update of s' : ''}`, [
    sessionId,
    userId,
  ]);
  return raw;
}

/** Completes a session with its totals (strand results as JSON text). */
export async function completeSession(
  em: EntityManager,
  sessionId: number,
  result: { completedOn: Date; score: number; maxScore: number; percent: number; strandResults: string; scaledScore: number | null },
): Promise<void> {
  await run(
    em,
    'update test_sessions set status = ?, completed_on = ?, score = ?, max_score = ?, percent = ?, strand_results = ?, scaled_score = ?, version = version + 1 where id = ?',
    [SessionStatus.Completed, result.completedOn, result.score, result.maxScore, result.percent, result.strandResults, result.scaledScore, sessionId],
  );
}

/** The item a session is at. */
export async function moveTo(em: EntityManager, sessionId: number, position: number): Promise<void> {
  await run(em, 'update test_sessions set version = version + 1, current_position = ? where id = ?', [position, sessionId]);
}

/** The pending sample attempts of PAAs no longer in progress expire, at `now` at the latest. */
export async function expirePaaAttempts(em: EntityManager, paaIds: number[], now: Date): Promise<void> {
  await run(em, `update test_sessions set status = ?, expires_on = least(expires_on, ?) where paa_id in (${paaIds.map(() => '?').join(', ')}) and status = ?`, [
    SessionStatus.Expired,
    now,
    ...paaIds,
    SessionStatus.Pending,
  ]);
}

/**
 * Pending sessions per test and mode and the latest completed Learn As You Go one; previews are never an
 * attempt. With a PAA id, only that PAA's sample attempts; without, only practice ones.
 */
export function latestAttempts(
  em: EntityManager,
  userId: number,
  aliases: string[],
  paaId: number | null,
): Promise<{ id: number; test_alias: string; mode: number; status: number; test_detail_id: number; test_name: string }[]> {
  return rows(
    em,
    `select distinct on (s.test_alias, s.mode, s.status) s.id, s.test_alias, s.mode, s.status, s.test_detail_id, td.test_name
       from test_sessions s join test_details td on td.id = s.test_detail_id
       where s.user_id = ? and s.test_alias in (${aliases.map(() => '?').join(', ')}) and not s.preview and coalesce(s.paa_id, 0) = ?
         and ((s.status = ${SessionStatus.Pending} and s.expires_on > now()) or (s.status = ${SessionStatus.Completed} and s.mode = ${DeliveryMode.LearnAsYouGo}))
       order by s.test_alias, s.mode, s.status, s.completed_on desc nulls last, s.id desc`,
    [userId, ...aliases, paaId ?? 0],
  );
}

/** Whether the student has a pending (non-preview) session of the test version. */
export async function hasPendingSession(em: EntityManager, userId: number, testDetailId: number): Promise<boolean> {
  const [pending] = await rowsOutsideTransaction(em, 'select 1 from test_sessions where user_id = ? and test_detail_id = ? and status = 1 and not preview', [
    userId,
    testDetailId,
  ]);
  return Boolean(pending);
}

/** What a session starts with. */
export interface NewSession {
  userId: number;
  testDetailId: number;
  testAlias: string;
  mode: number;
  preview: boolean;
  paaId: number | null;
  seed: number;
  now: Date;
  expiresOn: Date;
}

/**
 * Inside the caller's transaction: the id of a new session, or of the pending one of the same test,
 * mode and PAA (a pending one past its expiry is expired first). A preview always starts anew.
 */
export async function startOrResumeSession(em: EntityManager, start: NewSession): Promise<number> {
  const { userId, testDetailId, testAlias, mode, preview, paaId, seed, now, expiresOn } = start;
  const values = [userId, testDetailId, testAlias, mode, preview, paaId, seed, now, expiresOn];
  const insert = `insert into test_sessions (user_id, test_detail_id, test_alias, mode, preview, paa_id, status, seed, current_position, started_on, expires_on, version)
        values (?, ?, ?, ?, ?, ?, ${SessionStatus.Pending}, ?, 0, ?, ?, 1)`;
  // a preview is always a fresh look at the package
  if (preview) return Number((await rows<{ id: number }>(em, `${insert} returning id`, values))[0].id);
  // a PAA's sample attempt and the practice attempt of the same test are apart (paa_id 0 = practice)
  const slot = 'user_id = ? and test_alias = ? and mode = ? and coalesce(paa_id, 0) = ? and status = ? and not preview';
  const slotValues = [userId, testAlias, mode, paaId ?? 0, SessionStatus.Pending];
  await rows(em, `update test_sessions set status = ? where ${slot} and expires_on <= ?`, [SessionStatus.Expired, ...slotValues, now]);
  // the partial unique index makes a concurrent start land on the same session
  const [created] = await rows<{ id: number }>(
    em,
    `${insert} on conflict (user_id, test_alias, mode, coalesce(paa_id, 0)) where status = 1 and not preview do nothing returning id`,
    values,
  );
  if (created) return Number(created.id);
  const [pending] = await rows<{ id: number }>(em, `select id from test_sessions where ${slot}`, slotValues);
  return Number(pending.id);
}
