import { Injectable } from '@nestjs/common';
import type { CompanionRead } from '../auth/sessions.service';
import { TestContentService } from '../practice-tests/test-content.service';
import type { AnswerDto } from './dto/delivery-requests.dto';
import { SessionStatus } from './entities/test-session.entity';
import { assertResponseShape } from './response-shape';
import { cachedSessionRoute } from './route';
import { KEEP_NEWER_ANSWER, type ResponseRow } from './session-rows';
import { sessionItem } from './session-items';

/** What a session's earlier answer showed of it: all that decides where its next answer may go. */
export interface AnswerPlan {
  testDetailId: number;
  seed: number;
  finals: [uin: string, outcomes: ResponseRow['outcomes']][];
}

const PLANS_KEPT = 20_000;

/**
 * Saving an answer in the session lookup's own round trip. The checks an answer needs before it is
 * written (the item at its position on the session's route, the answer's shape) depend only on the
 * session's test version, its seed and its final items' outcomes, which the session's previous answer
 * read; with those kept, the next answer is checked before the lookup and written by it, and the
 * statement itself holds that they still stand (the same version, seed and number of final items:
 * an item once final stays so, with its outcomes) along with every condition of the session, so a
 * write happens exactly when the usual path would make it. When the statement writes nothing
 * (anything changed, a replay, a refusal) the call takes the usual path, which answers it.
 */
@Injectable()
export class AnswerPlans {
  private readonly plans = new Map<number, AnswerPlan>();

  constructor(private readonly contents: TestContentService) {}

  remember(sessionId: number, plan: AnswerPlan): void {
    this.plans.delete(sessionId);
    this.plans.set(sessionId, plan);
    if (this.plans.size > PLANS_KEPT) this.plans.delete(this.plans.keys().next().value as number);
  }

  /**
   * The statement saving `dto` beside the session's lookup, or undefined when the answer cannot be
   * checked ahead (no plan kept, an item the plan does not route there, a wrong shape, a file
   * answer, whose files are checked against storage): the usual path then decides.
   */
  async write(dto: AnswerDto, now: number, live: { sql: string; params: unknown[] }): Promise<CompanionRead | undefined> {
    const plan = this.plans.get(dto.sessionId);
    if (!plan) return undefined;
    const content = await this.contents.get(plan.testDetailId);
    if (!content) return undefined;
    const ref = cachedSessionRoute(content, plan.seed, plan.finals).items[dto.position];
    const item = ref?.uin === dto.uin ? sessionItem(content, plan.seed, ref.uin) : undefined;
    if (!item || item.scoring.responses.some((d) => d.baseType === 'file')) return undefined;
    try {
      assertResponseShape(item, dto.response);
    } catch {
      return undefined;
    }
    const answeredAt = new Date(Math.min(Date.parse(dto.answeredAt), now));
    return {
      name: 'answer_write',
      write: true,
      now,
      select: SAVE_WITH_LOOKUP(live.sql),
      params: [
        ...[dto.uin, dto.position, JSON.stringify(dto.response), dto.clientId, answeredAt, new Date(now)],
        dto.sessionId,
        ...live.params,
        ...[new Date(now), plan.testDetailId, plan.seed, plan.finals.length],
      ],
    };
  }
}

/**
 * The answer's upsert (AnswersService's, with its conditions on the stored answer) made
 * from the lookup's row `a`, for the session only when it is the caller's, pending, not expired and as
 * the plan saw it. Its one row, the saved time, comes back only when the answer was written.
 */
const SAVE_WITH_LOOKUP = (live: string) =>
  `insert into session_responses as r (session_id, uin, position, response, client_id, answered_at, saved_on, flagged, presented, final)
   select ts.id, ?::varchar, ?::int, ?::jsonb, ?::uuid, ?::timestamptz, ?::timestamptz, false, true, false
     from a join test_sessions ts on ts.id = ?::int and ts.user_id = a.id
     where ${live} and ts.status = ${SessionStatus.Pending} and ts.expires_on > ?::timestamptz and ts.test_detail_id = ?::int and ts.seed = ?::bigint
       and (select count(*) from session_responses f where f.session_id = ts.id and f.final and f.outcomes is not null) = ?::int
   ${KEEP_NEWER_ANSWER}
   returning r.saved_on as "__c_saved_on"`;
