import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageWindow } from '../common/table-query';
import { preparedFor } from './prepared';

export interface OrderTerm {
  /** a column or expression of the matching rows */
  column: string;
  direction: 'asc' | 'desc';
  /** only when it differs from PostgreSQL's default (nulls last ascending, first descending) */
  nulls?: 'first' | 'last';
}

/** The rows a table shows, as the keys that name them, and the order they are shown in. */
export interface PagedSelect {
  /** `<tables> where <conditions>`, with `?` for each of `params` */
  matches: string;
  params: unknown[];
  /** ends with a unique column, so that no row is on two pages or on none */
  order: OrderTerm[];
  /** the key of a row: what the page is fetched by afterwards */
  key: string;
}

const flip = (term: OrderTerm): OrderTerm => ({
  column: term.column,
  direction: term.direction === 'asc' ? 'desc' : 'asc',
  ...(term.nulls ? { nulls: term.nulls === 'first' ? 'last' : 'first' } : {}),
});

export const orderBy = (terms: OrderTerm[]): string => terms.map((t) => `${t.column} ${t.direction}${t.nulls ? ` nulls ${t.nulls}` : ''}`).join(', ');

/** See "One paging mechanism on the server" in docs/ARCHITECTURE.md; `total` must be the count of the matches. */
export function pageKeysQuery(select: PagedSelect, window: PageWindow, total: number): { sql: string; params: unknown[]; reverse: boolean } | null {
  const take = Math.min(window.pageSize, total - window.offset);
  if (take <= 0) return null;
  const fromEnd = total - window.offset - take;
  const reverse = fromEnd < window.offset;
  const order = reverse ? select.order.map(flip) : select.order;
  return {
    sql: `select ${select.key} as key from ${select.matches} order by ${orderBy(order)} limit ? offset ?`,
    params: [...select.params, take, reverse ? fromEnd : window.offset],
    reverse,
  };
}

/** The keys of one page, in the table's order (see pageKeysQuery). */
export async function pageKeys(em: EntityManager, select: PagedSelect, window: PageWindow, total: number): Promise<number[]> {
  const query = pageKeysQuery(select, window, total);
  if (!query) return [];
  const rows = await preparedFor(query.sql).run<{ key: number | string }>(em, query.params);
  const keys = rows.map((r) => Number(r.key));
  return query.reverse ? keys.reverse() : keys;
}

/** Rows fetched by key, put in the order of the keys. */
export function inKeyOrder<T>(keys: number[], rows: T[], keyOf: (row: T) => number): T[] {
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => byKey.get(k)).filter((r): r is T => r !== undefined);
}

/** The columns of a page's rows, and the tables they come from (naming the aliases the order uses). */
export interface PageRows {
  columns: string;
  from: string;
}

/** Keys chosen as pageKeysQuery does and their rows, in one round trip; null when the page holds no row. */
export function pageRowsQuery(select: PagedSelect, window: PageWindow, total: number, rows: PageRows): { sql: string; params: unknown[] } | null {
  const keys = pageKeysQuery(select, window, total);
  if (!keys) return null;
  return { sql: `select ${rows.columns} from ${rows.from} where ${select.key} in (${keys.sql}) order by ${orderBy(select.order)}`, params: keys.params };
}

/** One page's rows (see pageRowsQuery), as the driver gives them. */
export async function pageRows<T>(em: EntityManager, select: PagedSelect, window: PageWindow, total: number, rows: PageRows): Promise<T[]> {
  const query = pageRowsQuery(select, window, total, rows);
  return query ? preparedFor(query.sql).run<T>(em, query.params) : [];
}
