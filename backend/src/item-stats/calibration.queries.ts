import type { EntityManager } from '@mikro-orm/postgresql';
import type { ItemParameters } from '../irt';
import { rows } from '../database/sql';
import type { ScoredAnswer } from './item-calibration';

/**
 * Right (full score) or wrong per completed, non-preview session and presented item; an item not
 * presented has no row, which the calibration reads as missing.
 */
const ANSWERS = `
select r.session_id as session, r.uin, max(case when coalesce(r.score, 0) >= r.max_score - 1e-9 then 1 else 0 end)::int as right
from session_responses r
join test_sessions s on s.id = r.session_id
where s.test_detail_id = ? and s.mode = ? and s.status = 2 and not s.preview
  and (r.presented or r.response is not null) and r.max_score > 0
group by r.session_id, r.uin`;

export async function scoredAnswers(em: EntityManager, testDetailId: number, mode: number): Promise<ScoredAnswer[]> {
  const found = await rows<{ session: number; uin: string; right: number }>(em, ANSWERS, [testDetailId, mode]);
  return found.map((r) => ({ session: Number(r.session), uin: String(r.uin), right: Number(r.right) === 1 ? 1 : 0 }));
}

/** Calibrated or anchor parameters of earlier versions of the same test alias in the mode, the latest version first. */
const EARLIER = `
select st.test_detail_id, e->>'uin' as uin, (e->'irt'->>'a')::float8 as a, (e->'irt'->>'b')::float8 as b, (e->'irt'->>'c')::float8 as c
from item_statistics st
join test_details d on d.id = st.test_detail_id
cross join lateral jsonb_array_elements(st.items) e
where d.test_alias = (select test_alias from test_details where id = ?) and st.test_detail_id < ? and st.mode = ?
  and e->'irt'->>'status' in ('calibrated', 'anchor')
order by st.test_detail_id desc`;

/** Each item's parameters from the latest earlier version that has them. */
export async function earlierParameters(em: EntityManager, testDetailId: number, mode: number): Promise<Map<string, ItemParameters>> {
  const found = await rows<{ uin: string; a: number; b: number; c: number }>(em, EARLIER, [testDetailId, testDetailId, mode]);
  const byUin = new Map<string, ItemParameters>();
  for (const r of found) if (!byUin.has(r.uin)) byUin.set(r.uin, { a: Number(r.a), b: Number(r.b), c: Number(r.c) });
  return byUin;
}
