import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { User } from '../users/user.entity';
import type { InProgressTestDto } from './dto/in-progress.dto';
import { isAnswered, toResponseRow } from './session-rows';
import { openPracticeSessions, responsesOfSessions } from './in-progress.queries';

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();

/**
 * The caller's own practice tests still open: pending, not expired, not a preview and not a PAA
 * sample attempt (the PAA shows its own state). What "continue where you left off" lists; a test
 * only opened to look at (nothing answered, still at its first question) has nothing to continue.
 */
@Injectable()
export class InProgressService {
  constructor(private readonly em: EntityManager) {}

  async of(user: User, now = new Date()): Promise<InProgressTestDto[]> {
    const sessions = await openPracticeSessions(this.em, user.id, now);
    if (sessions.length === 0) return [];
    const ids = sessions.map((s) => Number(s.id));
    const rows = await responsesOfSessions(this.em, ids);
    const answered = new Map<number, number>();
    const lastSaved = new Map<number, number>();
    for (const r of rows) {
      const id = Number(r.session_id);
      const row = toResponseRow({ ...r, response: json(r.response ?? null) });
      if (isAnswered(row.response)) answered.set(id, (answered.get(id) ?? 0) + 1);
      lastSaved.set(id, Math.max(lastSaved.get(id) ?? 0, row.savedOn.getTime()));
    }
    return sessions
      .map((s): InProgressTestDto => {
        const id = Number(s.id);
        const started = new Date(iso(s.started_on)).getTime();
        return {
          sessionId: id,
          testDetailId: Number(s.test_detail_id),
          testName: String(s.test_name),
          categoryId: Number(s.category_id),
          mode: Number(s.mode),
          position: Number(s.current_position) + 1,
          totalItems: Number(s.operational_test_length),
          answered: answered.get(id) ?? 0,
          startedOn: iso(s.started_on),
          lastActivityOn: new Date(Math.max(started, lastSaved.get(id) ?? 0)).toISOString(),
          expiresOn: iso(s.expires_on),
        };
      })
      .filter((test) => test.answered > 0 || test.position > 1)
      .sort((a, b) => b.lastActivityOn.localeCompare(a.lastActivityOn) || b.sessionId - a.sessionId);
  }
}
