import { describe, expect, it } from 'vitest';
import { queryOf, reportsSearch } from './search';

describe('the reports address', () => {
  it('keeps the values the server accepts and leaves defaults out', () => {
    expect(
      reportsSearch({
        view: 'tests',
        search: ' Dana ',
        categoryId: '4',
        mode: '2',
        institutionId: '12',
        dateFrom: '2026-01-01',
        dateTo: '2026-12-31',
        period: 'month',
        page: '3',
        pageSize: '50',
        sortField: 'percent',
        sortOrder: 'asc',
      }),
    ).toEqual({
      view: 'tests',
      search: 'Dana',
      categoryId: 4,
      mode: 2,
      institutionId: 12,
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      period: 'month',
      page: 3,
      pageSize: 50,
      sortField: 'percent',
      sortOrder: 'asc',
    });
    expect(reportsSearch({ view: 'students', page: '1', pageSize: '25', period: 'week' })).toEqual({});
  });

  it('drops what the server would refuse', () => {
    expect(
      reportsSearch({ view: 'secrets', mode: '3', dateFrom: 'yesterday', pageSize: '7', sortField: 'a;drop', categoryId: '-1', institutionId: 'x' }),
    ).toEqual({});
  });

  it('sends the page size the screen shows, without the view', () => {
    expect(queryOf({ view: 'tests', mode: 1 })).toMatchObject({ mode: 1, pageSize: 25 });
    expect(queryOf({ view: 'tests', mode: 1 })).not.toHaveProperty('view');
  });

  it('sends the order the table shows, the view’s own when the address names none, so the server sorts as it is drawn', () => {
    expect(queryOf({ view: 'tests' })).toEqual({ page: 1, pageSize: 25, sortField: 'attempts', sortOrder: 'desc' });
    // a column sorted the other way leaves the default order out of the address, and the call still says it
    expect(queryOf(reportsSearch({ view: 'institutions', sortField: 'students', sortOrder: 'desc', page: '2' }))).toEqual({
      page: 2,
      pageSize: 25,
      sortField: 'students',
      sortOrder: 'desc',
    });
  });
});
