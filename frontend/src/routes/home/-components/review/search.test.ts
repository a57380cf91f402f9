import { describe, expect, it } from 'vitest';
import { cpDetailSearch } from './search';

describe('package detail address', () => {
  it('keeps the values the items call accepts and leaves the defaults out', () => {
    expect(cpDetailSearch({ itemPage: '3', itemPageSize: '50', itemSort: 'uin', itemOrder: 'desc', statsMode: '1' })).toEqual({
      itemPage: 3,
      itemPageSize: 50,
      itemSort: 'uin',
      itemOrder: 'desc',
      statsMode: 1,
    });
    expect(cpDetailSearch({ itemPage: '1', itemPageSize: '10', itemSort: 'position', itemOrder: 'asc', statsMode: '2' })).toEqual({});
  });

  it('drops what the server would refuse', () => {
    expect(cpDetailSearch({ itemPage: '-1', itemPageSize: '7', itemSort: 'facility; drop', itemOrder: 'up', statsMode: 'x' })).toEqual({});
  });
});
