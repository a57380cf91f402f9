import { describe, expect, it } from 'vitest';
import { TABLE_PAGE_SIZES } from '../lib/page-size';
import { readTableQuery, readTableState, tableSearchOf } from './table-search';

const ITEMS = {
  prefix: 'items',
  defaults: { page: 1, pageSize: 10, sortField: 'position', sortOrder: 'asc' },
  sizes: TABLE_PAGE_SIZES,
  sortFields: ['position', 'uin'],
} as const;

describe('a table state in the address', () => {
  it('reads its own keys, so two tables of one page keep apart', () => {
    expect(readTableState({ itemsPage: '3', itemsPageSize: '50', itemsSortField: 'uin', itemsSortOrder: 'desc', page: '9' }, ITEMS)).toEqual({
      page: 3,
      pageSize: 50,
      sortField: 'uin',
      sortOrder: 'desc',
    });
  });

  it('keeps only values the API accepts, and leaves the defaults out of the address', () => {
    expect(readTableState({ itemsPage: '0', itemsPageSize: '7', itemsSortField: 'password', itemsSortOrder: 'up' }, ITEMS)).toEqual(ITEMS.defaults);
    expect(tableSearchOf({ itemsPage: '2', itemsPageSize: '10', itemsSortField: 'position' }, ITEMS)).toEqual({ itemsPage: 2 });
  });

  it('carries a table’s filters beside its state, and gives its call the whole state, defaults included', () => {
    const NAMED = {
      defaults: { page: 1, pageSize: 10, sortField: 'createdOn', sortOrder: 'desc' },
      sizes: TABLE_PAGE_SIZES,
      sortFields: /^\w{1,20}$/,
      filters: (search: Record<string, unknown>) => (typeof search.name === 'string' && search.name ? { name: search.name } : {}),
    } as const;
    expect(tableSearchOf({ name: 'Ana', page: '2', sortField: 'createdOn', sortOrder: 'desc', other: 'x' }, NAMED)).toEqual({ name: 'Ana', page: 2 });
    expect(tableSearchOf({ sortField: 'a;b' }, NAMED)).toEqual({});
    expect(readTableQuery({ name: 'Ana', sortField: 'lastName' }, NAMED)).toEqual({
      name: 'Ana',
      page: 1,
      pageSize: 10,
      sortField: 'lastName',
      sortOrder: 'desc',
    });
  });
});
