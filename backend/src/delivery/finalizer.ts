import type { EntityManager } from '@mikro-orm/postgresql';
import { withPresented } from '../qti/scoring/session-facts';
import { scoreResponse } from './item-scoring';
import { sessionItem } from './session-items';
import type { LoadedSession } from './session-store.service';
import { toResponseRow } from './session-rows';
import { insertFinal, markFinal, saveScore } from './answer.queries';

/**
 * Marking final first returns the answer as it then stands, so a racing answer either lands before (and is
 * scored) or is refused: the score always matches the stored answer.
 */
export async function finalizeItems(em: EntityManager, loaded: LoadedSession, uins: string[]): Promise<number> {
  const sessionId = loaded.session.id;
  const positions = new Map(loaded.route.items.map((r, i) => [r.uin, i]));
  let count = 0;
  for (const uin of uins) {
    const item = sessionItem(loaded.content, loaded.session.seed, uin);
    if (!item) continue;
    const raw = (await markFinal(em, sessionId, uin)) ?? (await insertFinal(em, sessionId, uin, positions.get(uin) ?? 0));
    if (!raw) continue; // already final: scored when it became so
    const response = toResponseRow({ ...raw, saved_on: new Date() }).response;
    const scored = scoreResponse(item, response);
    // numberPresented counts the items the candidate was shown: the delivery alone knows which
    const outcomes = withPresented(scored.outcomes, Boolean(raw.presented));
    await saveScore(em, sessionId, uin, item.scoring.humanScored ? 0 : scored.score, scored.maxScore, JSON.stringify(outcomes));
    count += 1;
  }
  return count;
}
