import type { EntityManager } from '@mikro-orm/postgresql';
import { withPresented } from '../qti/scoring/session-facts';
import { scoreResponse } from './item-scoring';
import { sessionItem } from './session-items';
import type { LoadedSession } from './session-store.service';
import { toResponseRow } from './session-rows';

/**
 * Makes answers final and stores their scores, inside the caller's transaction. Marking final comes
 * first and returns the answer as it then stands, so an answer racing with it either lands before
 * (and is scored) or is refused as final: the score always matches the stored answer.
 */
export async function finalizeItems(em: EntityManager, loaded: LoadedSession, uins: string[]): Promise<number> {
  const run = (sql: string, params: unknown[]) => em.getConnection().execute(sql, params, 'all', em.getTransactionContext());
  const sessionId = loaded.session.id;
  const positions = new Map(loaded.route.items.map((r, i) => [r.uin, i]));
  let count = 0;
  for (const uin of uins) {
    const item = sessionItem(loaded.content, loaded.session.seed, uin);
    if (!item) continue;
    let [raw] = await run('update session_responses set final = true where session_id = ? and uin = ? and not final returning response, presented', [sessionId, uin]);
    if (!raw) {
      [raw] = await run('insert into session_responses (session_id, uin, position, saved_on, flagged, final) values (?, ?, ?, ?, false, true) on conflict (session_id, uin) do nothing returning response, presented', [
        sessionId,
        uin,
        positions.get(uin) ?? 0,
        new Date(),
      ]);
    }
    if (!raw) continue; // already final: scored when it became so
    const response = toResponseRow({ ...raw, saved_on: new Date() }).response;
    const scored = scoreResponse(item, response);
    // numberPresented counts the items the candidate was shown: the delivery alone knows which
    const outcomes = withPresented(scored.outcomes, Boolean(raw.presented));
    await run('update session_responses set score = ?, max_score = ?, outcomes = ? where session_id = ? and uin = ?', [
      item.scoring.humanScored ? 0 : scored.score,
      scored.maxScore,
      JSON.stringify(outcomes),
      sessionId,
      uin,
    ]);
    count += 1;
  }
  return count;
}
