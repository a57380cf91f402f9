import type { EntityManager } from '@mikro-orm/postgresql';
import { rows, rowsOutsideTransaction } from '../database/sql';
import type { ChoiceCount, ItemSums, TotalSums } from './statistics';
import { PCI_STATE_PREFIX } from '@portal/shared';
import { GROUP_SHARE } from './statistics';

/** `aggregate`'s sums (statistics.ts) made in the database, so a million saved answers never cross the wire. */
// Each answered value as 'identifier<SEP>value': a multiple response gives one per value it holds.
// What counts as an answer is isAnswered's rule (delivery/session-rows.ts): a PCI's saved state is not one.
const SEP = 'chr(1)';

const ROWS = `
create temporary table stats_rows on commit drop as
with s as (
  select id, started_on from test_sessions
  where test_detail_id = ? and mode = ? and status = 2 and not preview
), r as (
  select r.session_id, r.uin, v.vals,
    case when r.max_score > 0 then coalesce(r.score, 0) / r.max_score end as x,
    -- the answer's time is the client's clock, which may run behind the server's start
    greatest(0, extract(epoch from r.answered_at - coalesce(lag(r.answered_at) over (partition by r.session_id order by r.answered_at), s.started_on))) as seconds
  from session_responses r
  join s on s.id = r.session_id
  cross join lateral (
    select array_agg(e.key || ${SEP} || (coalesce(a.value, e.value) #>> '{}')) as vals
    from jsonb_each(r.response) e
    left join lateral jsonb_array_elements(case when jsonb_typeof(e.value) = 'array' then e.value end) a on true
    where left(e.key, ${PCI_STATE_PREFIX.length}) <> '${PCI_STATE_PREFIX}'
      and jsonb_typeof(coalesce(a.value, e.value)) not in ('null', 'array')
      and btrim(coalesce(a.value, e.value) #>> '{}') <> ''
  ) v
  where r.presented or r.response is not null
), t as (
  select session_id, sum(coalesce(x, 0)) as total from r group by session_id
), ranked as (
  select session_id, total, row_number() over (order by total desc, session_id) as rank, count(*) over () as sessions from t
)
select r.session_id, r.uin, r.vals, r.x, r.seconds, r.vals is null as omitted, k.total,
  k.rank <= ceil(${GROUP_SHARE} * k.sessions) as upper,
  k.rank > k.sessions - ceil(${GROUP_SHARE} * k.sessions) as lower
from r join ranked k using (session_id)`;

const ITEMS = `
select uin, count(*)::int as n, (count(*) filter (where omitted))::int as omitted, count(x)::int as scored,
  coalesce(sum(x), 0) as sum_x, coalesce(sum(x * x), 0) as sum_x2, coalesce(sum(x * total), 0) as sum_xt,
  coalesce(sum(total) filter (where x is not null), 0) as sum_t, coalesce(sum(total * total) filter (where x is not null), 0) as sum_t2,
  (count(*) filter (where upper))::int as upper_n, coalesce(sum(coalesce(x, 0)) filter (where upper), 0) as upper_sum_x,
  (count(*) filter (where lower))::int as lower_n, coalesce(sum(coalesce(x, 0)) filter (where lower), 0) as lower_sum_x,
  percentile_cont(0.5) within group (order by seconds) as median_seconds
from stats_rows group by uin`;

const CHOICES = `
select uin, split_part(v, ${SEP}, 1) as response_identifier, substr(v, strpos(v, ${SEP}) + 1) as value,
  count(*)::int as count, (count(*) filter (where upper))::int as upper_count
from stats_rows cross join lateral unnest(vals) v
group by 1, 2, 3`;

const TOTALS = `
select count(*)::int as sessions, coalesce(sum(total), 0) as sum_t, coalesce(sum(total * total), 0) as sum_t2
from (select distinct session_id, total from stats_rows) s`;

type Row = Record<string, string | number | null>;
const num = (v: unknown): number => Number(v ?? 0);

export async function sumsInDatabase(em: EntityManager, testDetailId: number, mode: number): Promise<{ items: ItemSums[]; totals: TotalSums }> {
  return em.fork().transactional(async (tx) => {
    const run = <T = Row>(sql: string, params: unknown[] = []) => rows<T>(tx, sql, params);
    await run(ROWS, [testDetailId, mode]);
    // one connection: the reads take turns anyway
    const items = await run(ITEMS);
    const choices = await run(CHOICES);
    const [totals] = await run(TOTALS);
    const byUin = new Map<string, ChoiceCount[]>();
    for (const c of choices) {
      const list = byUin.get(String(c.uin)) ?? [];
      list.push({ responseIdentifier: String(c.response_identifier), value: String(c.value), count: num(c.count), upperCount: num(c.upper_count) });
      byUin.set(String(c.uin), list);
    }
    return {
      items: items.map((r) => ({
        uin: String(r.uin),
        n: num(r.n),
        omitted: num(r.omitted),
        scored: num(r.scored),
        sumX: num(r.sum_x),
        sumX2: num(r.sum_x2),
        sumXT: num(r.sum_xt),
        sumT: num(r.sum_t),
        sumT2: num(r.sum_t2),
        upperN: num(r.upper_n),
        upperSumX: num(r.upper_sum_x),
        lowerN: num(r.lower_n),
        lowerSumX: num(r.lower_sum_x),
        medianSeconds: r.median_seconds === null ? null : num(r.median_seconds),
        choices: byUin.get(String(r.uin)) ?? [],
      })),
      totals: { sessions: num(totals?.sessions), sumT: num(totals?.sum_t), sumT2: num(totals?.sum_t2) },
    };
  });
}

/** Versions and modes with a session completed since their figures were computed. */
export function staleVersions(em: EntityManager): Promise<{ test_detail_id: number; mode: number }[]> {
  return rowsOutsideTransaction<{ test_detail_id: number; mode: number }>(
    em,
    `select s.test_detail_id, s.mode from test_sessions s
       left join item_statistics st on st.test_detail_id = s.test_detail_id and st.mode = s.mode
       where s.status = 2 and not s.preview
       group by s.test_detail_id, s.mode, st.computed_on
       having st.computed_on is null or max(s.completed_on) > st.computed_on`,
  );
}
