import { describe, expect, it } from 'vitest';
import { filtersOf, usersSearch } from './search';

describe('the users table address', () => {
  it('keeps filters, page and order the server accepts', () => {
    expect(
      usersSearch({
        firstName: ' Ana ',
        lastName: 'Lo',
        emailAddress: 'ana@',
        userRoleId: '4',
        page: '3',
        pageSize: '50',
        sortField: 'lastName',
        sortOrder: 'asc',
      }),
    ).toEqual({
      firstName: 'Ana',
      lastName: 'Lo',
      emailAddress: 'ana@',
      userRoleId: 4,
      page: 3,
      pageSize: 50,
      sortField: 'lastName',
      sortOrder: 'asc',
    });
  });

  it('drops what the server would refuse and the defaults', () => {
    expect(usersSearch({ firstName: '  ', userRoleId: 9, page: 0, pageSize: 7, sortField: 'password', sortOrder: 'up' })).toEqual({});
    expect(usersSearch({ page: 1, pageSize: 10 })).toEqual({});
    expect(usersSearch({ page: 2.5 })).toEqual({});
    expect(usersSearch({ firstName: 'x'.repeat(300) }).firstName).toHaveLength(100);
  });

  it('gives the export the filters without page or order', () => {
    expect(filtersOf({ firstName: 'A', userRoleId: 2, page: 4, sortField: 'createdOn' })).toEqual({
      firstName: 'A',
      lastName: undefined,
      emailAddress: undefined,
      userRoleId: 2,
    });
  });
});
