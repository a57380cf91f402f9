import type { EntityManager } from '@mikro-orm/postgresql';
import { type Row, rowsOutsideTransaction } from '../database/sql';

/**
 * The user's practice sessions still open at `now` (pending, not expired, not a preview nor a PAA's
 * sample attempt), each with its test's name, category and length, as the driver gives them.
 */
export function openPracticeSessions(em: EntityManager, userId: number, now: Date): Promise<Row[]> {
  return rowsOutsideTransaction(
    em,
    `select s.id, s.test_detail_id, s.mode, s.current_position, s.started_on, s.expires_on, d.test_name, d.category_id, d.operational_test_length
       from test_sessions s join test_details d on d.id = s.test_detail_id
       where s.user_id = ? and s.status = 1 and not s.preview and s.paa_id is null and s.expires_on > ?`,
    [userId, now],
  );
}

/** The stored responses of those sessions: what was answered, and when last. */
export function responsesOfSessions(em: EntityManager, sessionIds: number[]): Promise<Row[]> {
  return rowsOutsideTransaction(
    em,
    `select session_id, uin, position, response, saved_on from session_responses where session_id in (${sessionIds.map(() => '?').join(', ')})`,
    sessionIds,
  );
}
