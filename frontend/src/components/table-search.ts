import { useNavigate, useSearch } from '@tanstack/react-router';
import { type PageSize, toPageSize } from '../lib/page-size';
import type { Paging, Sort } from './DataTable';

/** A table's page, size and order: what the address carries and the table calls take. */
export interface TableState {
  page: number;
  pageSize: PageSize;
  sortField: string;
  sortOrder: 'asc' | 'desc';
}

interface Options {
  /** names the table's keys in the address (`itemsPage`), so two tables of one page keep apart; none for `page` */
  prefix?: string;
  defaults: TableState;
  sizes: readonly PageSize[];
  /** the columns the server sorts by; anything else in the address is the default order */
  sortFields?: readonly string[];
  /** address names other than the prefixed ones, which links already shared and bookmarked carry */
  names?: Partial<Record<keyof TableState, string>>;
}

const keysOf = ({ prefix = '', names }: Pick<Options, 'prefix' | 'names'>) => {
  const key = (name: keyof TableState) => names?.[name] ?? (prefix ? `${prefix}${name[0].toUpperCase()}${name.slice(1)}` : name);
  return { page: key('page'), pageSize: key('pageSize'), sortField: key('sortField'), sortOrder: key('sortOrder') };
};

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
    sortField: typeof sortField === 'string' && (!sortFields || sortFields.includes(sortField)) ? sortField : defaults.sortField,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : defaults.sortOrder,
  };
}

/**
 * The one way a table keeps its state: in the address, so Back, a reload or a shared link shows the
 * same page in the same order. Defaults stay out of the address; a new order or size starts again
 * from the first page. Returns the state and the DataTable's sort and paging props.
 */
export function useTableSearch(options: Options) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const state = readTableState(search, options);
  const keys = keysOf(options);

  const update = (patch: Partial<TableState>) => {
    const next = { ...state, ...patch };
    void navigate({
      to: '.',
      replace: true,
      search: (prev: Record<string, string | number | undefined>) => {
        const out = { ...prev };
        for (const name of Object.keys(keys) as Array<keyof TableState>) {
          if (next[name] === options.defaults[name]) delete out[keys[name]];
          else out[keys[name]] = next[name];
        }
        return out;
      },
    });
  };

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
  return { state, sort, onSort, paging };
}

/** A route's `validateSearch` for a table: the accepted values that differ from the defaults. */
export function tableSearchOf(search: Record<string, unknown>, options: Options): Record<string, string | number> {
  const state = readTableState(search, options);
  const keys = keysOf(options);
  const out: Record<string, string | number> = {};
  for (const name of Object.keys(keys) as Array<keyof TableState>) if (state[name] !== options.defaults[name]) out[keys[name]] = state[name];
  return out;
}
