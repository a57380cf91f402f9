import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PageWindow } from '../common/table-query';
import { itemCounts, type ItemListRow, itemsByKeys, itemsPage, type StrandGroup, strandGroups, strandPageKeys } from './test-items.queries';

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

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * Items are written only while their package imports, and no reader shows a test before that ends, so counts
 * and pages are final when read and kept per process.
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
      const row = await itemCounts(this.em, testDetailId);
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
      rows = await itemsByKeys(this.em, keys);
    } else {
      rows = await itemsPage(this.em, testDetailId, sortField, window, total);
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
