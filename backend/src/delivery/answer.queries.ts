import type { EntityManager } from '@mikro-orm/postgresql';
import { PreparedStatement } from '../database/prepared';
import { type Row, rows, rowsOutsideTransaction, run } from '../database/sql';

/** The columns of a session_responses row that toResponseRow (session-rows.ts) reads. */
export const RESPONSE_COLUMNS = 'uin, position, response, client_id, answered_at, saved_on, flagged, presented, marks, final, score, max_score, outcomes';

/**
 * An answer's upsert into `session_responses as r`, after its insert: the stored answer changes only
 * when it is not final, not from the same client id and not newer.
 */
const KEEP_NEWER_ANSWER = `on conflict (session_id, uin) do update
     set position = excluded.position, response = excluded.response, client_id = excluded.client_id, answered_at = excluded.answered_at, saved_on = excluded.saved_on, presented = true
     where not r.final and r.client_id is distinct from excluded.client_id and (r.answered_at is null or r.answered_at <= excluded.answered_at)`;

const SAVE_ANSWER = new PreparedStatement(
  'delivery_save_answer',
  `insert into session_responses as r (session_id, uin, position, response, client_id, answered_at, saved_on, flagged, presented, final)
   values (?, ?, ?, ?, ?, ?, ?, false, true, false)
   ${KEEP_NEWER_ANSWER}
   returning saved_on`,
);

/**
 * The session's state, the stored row of the item answered and the outcomes of the final items (all
 * the route depends on) in one round trip; the ownership check is the user_id condition.
 */
const ANSWER_TARGET = new PreparedStatement(
  'delivery_answer_target',
  `select s.status, s.expires_on, s.seed, s.test_detail_id, r.final as known_final, r.client_id as known_client_id, r.answered_at as known_answered_at,
     (select json_agg(json_build_array(f.uin, f.outcomes) order by f.uin) from session_responses f where f.session_id = s.id and f.final and f.outcomes is not null) as finals
   from test_sessions s left join session_responses r on r.session_id = s.id and r.uin = ?
   where s.id = ? and s.user_id = ?`,
);

/** What saving an answer reads of its session, as the driver gives it; none when the session is not the user's. */
export async function answerTarget(em: EntityManager, sessionId: number, userId: number, uin: string): Promise<Row | undefined> {
  const [row] = await ANSWER_TARGET.run(em, [uin, sessionId, userId]);
  return row;
}

/** The answer as given, unless the stored one is final, from the same client id or newer: then nothing is written (no row). */
export async function saveAnswer(
  em: EntityManager,
  answer: { sessionId: number; uin: string; position: number; response: string; clientId: string; answeredAt: Date; savedOn: Date },
): Promise<{ saved_on: Date | string } | undefined> {
  const [saved] = await SAVE_ANSWER.run<{ saved_on: Date | string }>(em, [
    answer.sessionId,
    answer.uin,
    answer.position,
    answer.response,
    answer.clientId,
    answer.answeredAt,
    answer.savedOn,
  ]);
  return saved;
}

/** The stored row of one item of a session, as the driver gives it. */
export async function storedAnswer(em: EntityManager, sessionId: number, uin: string): Promise<Row | undefined> {
  const [raw] = await rowsOutsideTransaction(em, `select ${RESPONSE_COLUMNS} from session_responses where session_id = ? and uin = ?`, [sessionId, uin]);
  return raw;
}

/** The stored rows of every item of a session, as the driver gives them. */
export function sessionAnswers(em: EntityManager, sessionId: number): Promise<Row[]> {
  return rows(em, `select ${RESPONSE_COLUMNS} from session_responses where session_id = ?`, [sessionId]);
}

/** Flags an item for review, or no longer. */
export async function saveFlag(em: EntityManager, sessionId: number, uin: string, position: number, flagged: boolean): Promise<void> {
  await rowsOutsideTransaction(
    em,
    `insert into session_responses (session_id, uin, position, saved_on, flagged, final) values (?, ?, ?, ?, ?, false)
       on conflict (session_id, uin) do update set flagged = excluded.flagged`,
    [sessionId, uin, position, new Date(), flagged],
  );
}

/** The student's marks on an item (its JSON text). */
export async function saveMarks(em: EntityManager, sessionId: number, uin: string, position: number, marks: string): Promise<void> {
  await rowsOutsideTransaction(
    em,
    `insert into session_responses (session_id, uin, position, saved_on, flagged, final, marks) values (?, ?, ?, ?, false, false, ?)
       on conflict (session_id, uin) do update set marks = excluded.marks`,
    [sessionId, uin, position, new Date(), marks],
  );
}

/** The item was shown to the candidate; a final one stays as it is. */
export async function markPresented(em: EntityManager, sessionId: number, uin: string, position: number): Promise<void> {
  await run(
    em,
    `insert into session_responses as r (session_id, uin, position, saved_on, flagged, presented, final) values (?, ?, ?, ?, false, true, false)
       on conflict (session_id, uin) do update set presented = true where not r.final`,
    [sessionId, uin, position, new Date()],
  );
}

/** Makes a stored answer final: its response and whether it was shown, or nothing when it was final already or never stored. */
export async function markFinal(em: EntityManager, sessionId: number, uin: string): Promise<Row | undefined> {
  const [raw] = await rows(em, 'update session_responses set final = true where session_id = ? and uin = ? and not final returning response, presented', [
    sessionId,
    uin,
  ]);
  return raw;
}

/** Stores an item never answered as final: its (empty) response and whether it was shown, or nothing when a row came first. */
export async function insertFinal(em: EntityManager, sessionId: number, uin: string, position: number): Promise<Row | undefined> {
  const [raw] = await rows(
    em,
    'insert into session_responses (session_id, uin, position, saved_on, flagged, final) values (?, ?, ?, ?, false, true) on conflict (session_id, uin) do nothing returning response, presented',
    [sessionId, uin, position, new Date()],
  );
  return raw;
}

/** A final answer's score and outcomes (their JSON text). */
export async function saveScore(em: EntityManager, sessionId: number, uin: string, score: number, maxScore: number, outcomes: string): Promise<void> {
  await rows(em, 'update session_responses set score = ?, max_score = ?, outcomes = ? where session_id = ? and uin = ?', [
    score,
    maxScore,
    outcomes,
    sessionId,
    uin,
  ]);
}
