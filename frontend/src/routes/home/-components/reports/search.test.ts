import { describe, expect, it } from 'vitest';
import { queryOf, reportsSearch } from './search';

describe('the reports address', () => {
  it('keeps the values the server accepts and leaves defaults out', () => {
    expect(reportsSearch({ view: 'tests', search: ' Dana ', categoryId: '4', mode: '2', institutionId: '12', dateFrom: '2026-01-01', dateTo: '2026-12-31', period: 'month', page: '3', pageSize: '50', sortField: 'percent', sortOrder: 'asc' })).toEqual({
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
    expect(reportsSearch({ view: 'secrets', mode: '3', dateFrom: 'yesterday', pageSize: '7', sortField: 'a;drop', categoryId: '-1', institutionId: 'x' })).toEqual({});
  });

  it('sends the page size the screen shows, without the view', () => {
    expect(queryOf({ view: 'tests', mode: 1 })).toEqual({ mode: 1, pageSize: 25 });
  });
});
