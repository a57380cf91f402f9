import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { inKeyOrder, type OrderTerm, type PagedSelect, type PageRows, pageRows } from '../database/paged-sql';
import { type PageWindow, sortColumn } from '../common/table-query';
import { type StrandGroup, strandGroups, strandPageKeys } from './items-by-strand';

/** An item of a test as staff list it, with its strand's name. */
export interface TestItemRow {
  itemId: number;
  uin: string;
  title: string;
  strandName: string;
  calculator: number;
  interactionTypes: string[];
  strandDetailId: number;
}

export interface TestItemCounts {
  items: number;
  strands: number;
}

/** Tests whose counts are kept: far more than staff look at between restarts. */
const KEPT_COUNTS = 10_000;
/** Pages of items kept: the views staff page through, each a few KiB. */
const KEPT_PAGES = 200;

// by strand name: items-by-strand.ts
const ITEM_SORT = { uin: 'i.uin', calculator: 'i.calculator', position: 'i.position' } as const;

/** One test's items in a sort of the table but strand name; ties in route order, then id, in the sort's direction. */
export function itemsSelect(testDetailId: number, sortField: string | undefined, direction: 'asc' | 'desc'): PagedSelect {
  const column = sortColumn(sortField, ITEM_SORT, 'i.position');
  const order: OrderTerm[] = [column, ...(column === 'i.position' ? [] : ['i.position']), 'i.id'].map((c) => ({ column: c, direction }));
  return { matches: 'item_details i where i.test_detail_id = ?', params: [testDetailId], order, key: 'i.id' };
}

interface ItemListRow {
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

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * A test's items as pages of a table, for the features that show them (a package's items). Items
 * are written only while their package imports, and no reader shows a test before its package has
 * left that status, so a test's counts and pages are final when read and are kept per process.
 */
@Injectable()
export class TestItemsReader {
  /** item and strand counts of tests (oldest first) */
  private readonly counted = new Map<number, TestItemCounts>();
  /** the same tests' strands by name, with their item counts */
  private readonly strands = new Map<number, StrandGroup[]>();
  /** pages read, by test, sort and window */
  private readonly pages = new Map<string, TestItemRow[]>();

  constructor(private readonly em: EntityManager) {}

  counts(testDetailId: number): Promise<TestItemCounts> {
    return this.kept(this.counted, testDetailId, async () => {
      const [row] = await this.em.getConnection().execute<{ items: string; strands: string }[]>(
        'select count(*) as items, count(distinct strand_id) as strands from item_details where test_detail_id = ?',
        [testDetailId],
      );
      return { items: Number(row?.items ?? 0), strands: Number(row?.strands ?? 0) };
    });
  }

  /**
   * One page of `total` items. The keys of a page come from an index in the sort's order (by
   * strand name, from the strands' counts), and its rows are read with their strands' names.
   */
  page(testDetailId: number, sortField: string | undefined, window: PageWindow, total: number): Promise<TestItemRow[]> {
    const key = JSON.stringify([testDetailId, sortField ?? null, window.sortOrder, window.offset, window.pageSize]);
    return this.kept(this.pages, key, () => this.read(testDetailId, sortField, window, total), KEPT_PAGES);
  }

  private async read(testDetailId: number, sortField: string | undefined, window: PageWindow, total: number): Promise<TestItemRow[]> {
    let rows: ItemListRow[];
    if (sortField === 'strandName') {
      const groups = await this.kept(this.strands, testDetailId, () => strandGroups(this.em, testDetailId));
      const keys = await strandPageKeys(this.em, groups, window);
      const fetched = keys.length
        ? await this.em.getConnection().execute<ItemListRow[]>(`select ${ITEM_ROWS.columns} from ${ITEM_ROWS.from} where i.id in (${keys.map(() => '?').join(', ')})`, keys)
        : [];
      rows = inKeyOrder(keys, fetched, (i) => Number(i.id));
    } else {
      rows = await pageRows<ItemListRow>(this.em, itemsSelect(testDetailId, sortField, window.sortOrder), window, total, ITEM_ROWS);
    }
    return rows.map((i) => ({
      itemId: Number(i.id),
      uin: i.uin,
      title: i.title,
      strandName: i.strand_name,
      calculator: Number(i.calculator),
      interactionTypes: json<string[]>(i.interaction_types),
      strandDetailId: Number(i.strand_id),
    }));
  }

  private async kept<K, T>(memo: Map<K, T>, key: K, read: () => Promise<T>, max = KEPT_COUNTS): Promise<T> {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = await read();
    memo.set(key, value);
    if (memo.size > max) memo.delete(memo.keys().next().value!);
    return value;
  }
}
