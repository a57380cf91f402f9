import { Fn } from '@portal/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  GetNotificationSettingsData,
  GetNotificationSettingsResponse,
  GetProfileData,
  GetProfileResponse,
  GetTestReportData,
  GetTestReportResponse,
  GetTestVersionData,
  GetTestVersionResponse,
  GetTexasInstitutionsData,
  GetTexasInstitutionsResponse,
  GetUsersData,
  GetUsersResponse,
  UserRowDto,
} from '../../api/types.gen';
import { session } from '../../lib/session';
import { onCall } from '../../testing/api';
import { renderRoute } from '../../testing/router';

afterEach(() => {
  session.clear();
});

const W = 'W';

const user = (userId: number, firstName: string): UserRowDto => ({
  userId,
  firstName,
  lastName: 'Vexley',
  emailAddress: `${firstName.toLowerCase()}@example.org`,
  createdOn: '2026-11-01T10:00:00.000Z',
  lastLogin: null,
  roleMaster: { roleId: 4, roleName: 'Student' },
});

function answerUsers() {
  return onCall<GetUsersData, GetUsersResponse>('post', '/api/getUsers', () => {
    const rows = [user(1, 'Abel'), user(2, 'Cyd')];
    return { data: rows, usersList: rows, page: 1, pageSize: 10, totalCount: 2, totalRows: 2 };
  });
}

describe('the tables’ address, through the one table-state helper', () => {
  it('reads the users of the address’s filters, in the order the table shows; a sort is kept in the address', async () => {
    const sent = answerUsers();
    const { router } = renderRoute('/home/users?lastName=vex&sortField=firstName', { acl: { [Fn.Users]: W } });
    const table = await screen.findByRole('region', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(sent[0]!.body).toEqual({ lastName: 'vex', page: 1, pageSize: 10, sortField: 'firstName', sortOrder: 'desc' });
    expect(within(table).getByRole('button', { name: 'Sort by First Name' }).closest('th')).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(table).getByRole('button', { name: 'Sort by First Name' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ lastName: 'vex', sortField: 'firstName', sortOrder: 'asc' }));
    await waitFor(() => expect(sent.at(-1)!.body).toEqual({ lastName: 'vex', page: 1, pageSize: 10, sortField: 'firstName', sortOrder: 'asc' }));
  });

  it('starts new users filters from the first page, keeping the order, as a step Back can undo', async () => {
    answerUsers();
    const { router } = renderRoute('/home/users?page=2&sortField=lastName&sortOrder=asc', { acl: { [Fn.Users]: W } });
    const filters = await screen.findByRole('search', { name: 'Filter users' });
    fireEvent.change(within(filters).getByLabelText('First Name'), { target: { value: 'Ab' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ firstName: 'Ab', sortField: 'lastName', sortOrder: 'asc' }));
    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2, sortField: 'lastName', sortOrder: 'asc' }));
  });

  it('reads the report of the address’s view and filters with the view’s own order, and its filters’ choices', async () => {
    onCall<GetTestVersionData, GetTestVersionResponse>('post', '/api/getTestVersion', {
      testVersion: [{ categoryId: 4, categoryName: 'Mathematics', categoryDescription: '', testCount: 1 }],
    });
    onCall<GetTexasInstitutionsData, GetTexasInstitutionsResponse>('get', '/api/getTexasInstitutions', {
      texasInstitutions: [{ institutionIdPk: 12, institutionName: 'Lamar University' }],
    });
    const sent = onCall<GetTestReportData, GetTestReportResponse>('post', '/api/getTestReport', {
      data: [
        {
          testAlias: 'math-1',
          testName: 'Algebra One',
          categoryName: 'Mathematics',
          attempts: 3,
          completed: 2,
          completionRate: 67,
          meanPercent: 70,
          meanMinutes: 12,
        },
      ],
      distribution: [],
      page: 1,
      totalCount: 1,
    });
    const { router } = renderRoute('/home/reports?view=tests&mode=1', { acl: { [Fn.Reports]: W } });
    const table = await screen.findByRole('region', { name: 'Tests' });
    expect(within(table).getByText('Algebra One')).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({ mode: 1, page: 1, pageSize: 25, sortField: 'attempts', sortOrder: 'desc' });
    expect(within(table).getByRole('button', { name: 'Sort by Attempts' }).closest('th')).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(table).getByRole('button', { name: 'Sort by Test' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'tests', mode: 1, sortField: 'testName', sortOrder: 'asc' }));
  });

  it('keeps a table’s rows on screen, marked busy, while the next page is slower than the router’s pending wait, then shows it', async () => {
    let answerPage2 = () => {};
    const page2 = new Promise<void>((resolve) => (answerPage2 = resolve));
    onCall<GetUsersData, GetUsersResponse>('post', '/api/getUsers', async ({ body }) => {
      const rows = body.page === 2 ? [user(11, 'Kit')] : [user(1, 'Abel'), user(2, 'Cyd')];
      if (body.page === 2) await page2;
      return { data: rows, usersList: rows, page: body.page ?? 1, pageSize: 10, totalCount: 11, totalRows: 11 };
    });
    const { router } = renderRoute('/home/users', { acl: { [Fn.Users]: W } });
    const table = await screen.findByRole('region', { name: 'Users' });
    expect(table).not.toHaveAttribute('aria-busy');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    // past the router's pending wait (a second), with the next page still unanswered
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.getByRole('region', { name: 'Users' })).toBe(table);
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByText('Abel')).toBeInTheDocument();
    answerPage2();
    expect(await within(table).findByText('Kit')).toBeInTheDocument();
    expect(within(table).queryByText('Abel')).not.toBeInTheDocument();
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('reads the profile and its notification switches before the profile page shows', async () => {
    onCall<GetProfileData, GetProfileResponse>('post', '/api/getProfile', {
      userId: 5,
      firstName: 'Ana',
      lastName: 'Ruiz',
      emailAddress: 'ana@example.org',
      roleId: 2,
      roleName: 'Content Admin',
      language: 'en',
      createdOn: '2026-01-10T10:00:00.000Z',
      lastLogin: null,
    });
    onCall<GetNotificationSettingsData, GetNotificationSettingsResponse>('post', '/api/getNotificationSettings', {
      settings: [
        { kind: 'importSucceeded', enabled: true },
        { kind: 'importFailed', enabled: false },
      ],
    });
    renderRoute('/home/profile', { acl: { [Fn.Home]: W } });
    expect(await screen.findByText('ana@example.org')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'An import of mine finished' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'An import of mine failed' })).not.toBeChecked();
  });
});
