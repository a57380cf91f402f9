import type { EntityManager } from '@mikro-orm/postgresql';
import { inKeyOrder, type OrderTerm, type PagedSelect, type PageRows, pageRows } from '../database/paged-sql';
import { rowsOutsideTransaction } from '../database/sql';
import { type PageWindow, sortColumn } from '../common/table-query';

// by strand name: strandPageKeys
const ITEM_SORT = { uin: 'i.uin', calculator: 'i.calculator', position: 'i.position' } as const;

/** One test's items in a sort of the table but strand name; ties in route order, then id, in the sort's direction. */
export function itemsSelect(testDetailId: number, sortField: string | undefined, direction: 'asc' | 'desc'): PagedSelect {
  const column = sortColumn(sortField, ITEM_SORT, 'i.position');
  const order: OrderTerm[] = [column, ...(column === 'i.position' ? [] : ['i.position']), 'i.id'].map((c) => ({ column: c, direction }));
  return { matches: 'item_details i where i.test_detail_id = ?', params: [testDetailId], order, key: 'i.id' };
}

/** An item of a test as the table's rows read it, as the driver gives it. */
export interface ItemListRow {
  id: number;
  uin: string;
  title: string;
  strand_name: string;
  calculator: number;
  interaction_types: string[] | string;
  strand_id: number;
}

const ITEM_ROWS: PageRows = {
  columns: 'i.id, i.uin, i.title, sd.strand_name, i.calculator, i.interaction_types, i.strand_id',
  from: 'item_details i join strand_details sd on sd.id = i.strand_id',
};

/** The strands of one name in a test, and how many items they hold together. */
export interface StrandGroup {
  ids: number[];
  count: number;
}

/** A test's strands grouped by name, in name order, each with its item count (from the strand index alone). */
export const STRAND_GROUPS_SQL = `select array_agg(sd.id order by sd.id) as ids, sum(c.n) as count
  from strand_details sd cross join lateral (select count(*) as n from item_details i where i.strand_id = sd.id) c
  where sd.test_detail_id = ? group by sd.strand_name order by sd.strand_name`;

/** One group's items in route order: strands of one name share their place in the sort, so they interleave. */
export const strandItemsSql = (strands: number, direction: 'asc' | 'desc') =>
  `select i.id as key from item_details i where i.strand_id in (${Array(strands).fill('?').join(', ')}) order by i.position ${direction}, i.id ${direction} limit ? offset ?`;

export async function strandGroups(em: EntityManager, testDetailId: number): Promise<StrandGroup[]> {
  const rows = await rowsOutsideTransaction<{ ids: number[]; count: string | number }>(em, STRAND_GROUPS_SQL, [testDetailId]);
  return rows.map((r) => ({ ids: r.ids.map(Number), count: Number(r.count) }));
}

/** Strands before the page are skipped by their counts, so a deep page never reads the items before it. */
export async function strandPageKeys(em: EntityManager, groups: StrandGroup[], window: PageWindow): Promise<number[]> {
  const ordered = window.sortOrder === 'asc' ? groups : [...groups].reverse();
  const keys: number[] = [];
  let skip = window.offset;
  for (const group of ordered) {
    if (keys.length >= window.pageSize) break;
    if (skip >= group.count) {
      skip -= group.count;
      continue;
    }
    const rows = await rowsOutsideTransaction<{ key: number | string }>(em, strandItemsSql(group.ids.length, window.sortOrder), [
      ...group.ids,
      window.pageSize - keys.length,
      skip,
    ]);
    keys.push(...rows.map((r) => Number(r.key)));
    skip = 0;
  }
  return keys;
}

/** A test's item and strand counts, as the driver gives them. */
export async function itemCounts(em: EntityManager, testDetailId: number): Promise<{ items: string; strands: string } | undefined> {
  const [row] = await rowsOutsideTransaction<{ items: string; strands: string }>(
    em,
    'select count(*) as items, count(distinct strand_id) as strands from item_details where test_detail_id = ?',
    [testDetailId],
  );
  return row;
}

/** The items of these keys, in the keys' order. */
export async function itemsByKeys(em: EntityManager, keys: number[]): Promise<ItemListRow[]> {
  const fetched = keys.length
    ? await rowsOutsideTransaction<ItemListRow>(
        em,
        `select ${ITEM_ROWS.columns} from ${ITEM_ROWS.from} where i.id in (${keys.map(() => '?').join(', ')})`,
        keys,
      )
    : [];
  return inKeyOrder(keys, fetched, (i) => Number(i.id));
}

/** One page of `total` items in a sort of the table but strand name (see itemsSelect). */
export function itemsPage(em: EntityManager, testDetailId: number, sortField: string | undefined, window: PageWindow, total: number): Promise<ItemListRow[]> {
  return pageRows<ItemListRow>(em, itemsSelect(testDetailId, sortField, window.sortOrder), window, total, ITEM_ROWS);
}
