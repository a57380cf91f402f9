import { useNavigate, useSearch } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { type PageSize, toPageSize } from '../lib/page-size';
import type { Paging, Sort } from './DataTable';

/** A table's page, size and order: what the address carries and the table calls take. */
export interface TableState {
  page: number;
  pageSize: PageSize;
  sortField: string;
  sortOrder: 'asc' | 'desc';
}

/** A table's place in the address: its keys, defaults and accepted values, and its filters if it has any. */
export interface TableOptions<F extends object = object> {
  /** names the table's keys in the address (`itemsPage`), so two tables of one page keep apart; none for `page` */
  prefix?: string;
  defaults: TableState;
  sizes: readonly PageSize[];
  /** the columns the server sorts by (a list, or a pattern where the columns vary); anything else in the address is the default order */
  sortFields?: readonly string[] | RegExp;
  /** address names other than the prefixed ones, which links already shared and bookmarked carry */
  names?: Partial<Record<keyof TableState, string>>;
  /** the table's filters as the address carries them: only the values the server accepts, each under its own name */
  filters?: (search: Record<string, unknown>) => F;
}

type Options = TableOptions<object>;

/** A search as the router takes it. */
type SearchValues = Record<string, string | number | undefined>;

const keysOf = ({ prefix = '', names }: Pick<Options, 'prefix' | 'names'>) => {
  const key = (name: keyof TableState) => names?.[name] ?? (prefix ? `${prefix}${name[0].toUpperCase()}${name.slice(1)}` : name);
  return { page: key('page'), pageSize: key('pageSize'), sortField: key('sortField'), sortOrder: key('sortOrder') };
};

const acceptsSort = (fields: Options['sortFields'], field: string) => !fields || (fields instanceof RegExp ? fields.test(field) : fields.includes(field));

/** Reads a table's state from an address's search, keeping only values the API accepts. */
export function readTableState(search: Record<string, unknown>, options: Options): TableState {
  const { defaults, sizes, sortFields } = options;
  const keys = keysOf(options);
  const page = Number(search[keys.page]);
  const pageSize = toPageSize(search[keys.pageSize], defaults.pageSize);
  const sortField = search[keys.sortField];
  const sortOrder = search[keys.sortOrder];
  return {
    page: Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : defaults.page,
    pageSize: sizes.includes(pageSize) ? pageSize : defaults.pageSize,
    sortField: typeof sortField === 'string' && acceptsSort(sortFields, sortField) ? sortField : defaults.sortField,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : defaults.sortOrder,
  };
}

/** What a table's call takes: its filters and its whole state, defaults included, so the server sorts as the table shows. */
export function readTableQuery<F extends object>(search: Record<string, unknown>, options: TableOptions<F>): F & TableState {
  return { ...(options.filters?.(search) ?? ({} as F)), ...readTableState(search, options) };
}

/** Writes a table's state into a search: values that differ from the defaults under its keys, the defaults removed. */
function writeTableState(search: SearchValues, state: TableState, options: Options): SearchValues {
  const keys = keysOf(options);
  const out = { ...search };
  for (const name of Object.keys(keys) as Array<keyof TableState>) {
    if (state[name] === options.defaults[name]) delete out[keys[name]];
    else out[keys[name]] = state[name];
  }
  return out;
}

/**
 * The address's search as a page reads it: deferred, as the read language is (`useReadLanguage`), so
 * after a new page, order, size or filter the page keeps what it shows while the next is read,
 * instead of falling back to the pending UI; `updating` says it is behind, for the table to show.
 */
export function useReadSearch<S extends object>(search: S): { read: S; updating: boolean } {
  const read = useDeferredValue(search);
  return { read, updating: read !== search };
}

/**
 * A table route's loader: on entering the route it waits for the reads, so the page opens whole
 * (the pending UI meanwhile); when only the address changes on the route already showing it
 * returns at once, and the page's deferred reads (`useReadSearch`) keep the rows on screen, marked
 * busy, until the next are in, rather than the router putting up the pending UI after a slow read.
 */
export function loadOnEntry<T>({ cause }: { cause: 'enter' | 'stay' | 'preload' }, read: () => Promise<T>): Promise<T> | undefined {
  return cause === 'stay' ? undefined : read();
}

/**
 * The one way a table keeps its state: in the address, so Back, a reload or a shared link shows the
 * same page in the same order. Defaults stay out of the address; a new order or size starts again
 * from the first page, and so do new filters, which (unlike a page or an order) are a step Back can
 * undo. Returns the state and the filters the address holds (for the controls), `read`: the same,
 * deferred, for the table's call, `updating` while that is behind (the DataTable's `busy`), and the
 * DataTable's sort and paging props.
 */
export function useTableSearch<F extends object = object>(options: TableOptions<F>) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const state = readTableState(search, options);
  const filters = options.filters?.(search) ?? ({} as F);
  const keys = keysOf(options);
  const { read, updating } = useReadSearch(search);

  const update = (patch: Partial<TableState>) => {
    const next = { ...state, ...patch };
    void navigate({ to: '.', replace: true, search: (prev: SearchValues) => writeTableState(prev, next, options) });
  };

  const setFilters = (next: F) =>
    void navigate({
      to: '.',
      search: (prev: SearchValues) => {
        const out = { ...prev };
        for (const name of Object.keys(options.filters?.(prev) ?? {})) delete out[name];
        delete out[keys.page];
        for (const [name, value] of Object.entries(next)) if (value !== undefined && value !== null && value !== '') out[name] = value as string | number;
        return out;
      },
    });

  const sort: Sort = { field: state.sortField, order: state.sortOrder };
  const onSort = (next: Sort) => update({ page: 1, sortField: next.field, sortOrder: next.order });
  const paging = (total: number): Paging => ({
    page: state.page,
    pageSize: state.pageSize,
    total,
    sizes: options.sizes,
    onPage: (page) => update({ page }),
    onPageSize: (pageSize) => update({ page: 1, pageSize }),
  });
  return { state, filters, read: readTableQuery(read, options), updating, setFilters, sort, onSort, paging };
}

/** What a table's `useTableSearch` gives the views it draws. */
export type TableSearch<F extends object = object> = ReturnType<typeof useTableSearch<F>>;

/** A route's `validateSearch` for a table: its accepted filters, and the accepted values of its state that differ from the defaults. */
export function tableSearchOf<F extends object>(search: Record<string, unknown>, options: TableOptions<F>): Record<string, string | number> {
  const state = readTableState(search, options);
  const keys = keysOf(options);
  const out: Record<string, string | number> = { ...(options.filters?.(search) as Record<string, string | number> | undefined) };
  for (const name of Object.keys(keys) as Array<keyof TableState>) if (state[name] !== options.defaults[name]) out[keys[name]] = state[name];
  return out;
}
