import { RequestContext } from '@mikro-orm/core';
import { RoleId } from '@portal/shared';
import { User } from '../src/users/user.entity';
import { UserDeletionService } from '../src/users/user-deletion.service';
import { loginAs, sql } from './accounts';
import { signUpAndLogin, startPortal, STRONG_PASSWORD, type TestClient, type TestPortal, uniqueEmail } from './harness';
import { linkIn, MailCatcher } from './mail-catcher';
import { excelDateMs, readFirstSheet } from './xlsx-reader';

const ADMIN = { email: 'users.admin@example.org', password: 'Bootstrap.2026' };
/** Reads a download as bytes. */
function download(client: TestClient, url: string) {
  return client.agent
    .get(url)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
}

interface Row {
  userId: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
  roleMaster: { roleId: number; roleName: string };
  createdOn: string;
  lastLogin: string | null;
}

/** 27 users named Quill Nr01..Nr27 (quill.N@filter.test), roles cycling student, reviewer, publisher, a day apart. */
const QUILLS = Array.from({ length: 27 }, (_, i) => {
  const n = i + 1;
  return {
    email: `quill.${n}@filter.test`,
    firstName: n % 2 ? 'Quill' : 'quill',
    lastName: `Nr${String(n).padStart(2, '0')}`,
    roleId: [RoleId.Student, RoleId.Reviewer, RoleId.Publisher][i % 3]!,
    createdOn: new Date(Date.UTC(2026, 0, 1 + n, 12)).toISOString(),
    lastLogin: n % 4 === 0 ? new Date(Date.UTC(2026, 5, n, 9)).toISOString() : null,
  };
});

describe('user management for staff', () => {
  let portal: TestPortal;
  let admin: TestClient;
  const mail = new MailCatcher();

  beforeAll(async () => {
    portal = await startPortal({ SMTP_URL: await mail.start(), BOOTSTRAP_ADMIN_EMAIL: ADMIN.email, BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password });
    admin = portal.client();
    expect((await admin.login(ADMIN.email, ADMIN.password)).body.result).toBe('SUCCESS');
    for (const q of QUILLS) {
      await sql(
        portal,
        `insert into users (email, first_name, last_name, password_hash, role_id, language, created_on, last_login) values (?, ?, ?, '!', ?, 'en', ?, ?)`,
        [q.email, q.firstName, q.lastName, q.roleId, q.createdOn, q.lastLogin],
      );
    }
  });
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
    await mail.stop();
  });

  async function users(
    body: object,
    by: TestClient = admin,
  ): Promise<{ data: Row[]; page: number; pageSize: number; totalCount: number; usersList: Row[]; totalRows: number }> {
    const res = await by.post('/api/getUsers', body);
    expect(res.status).toBe(200);
    return res.body;
  }

  async function invite(email: string, userRoleId: number): Promise<string> {
    const res = await admin.post('/api/inviteUsers', { userRoleId, userEmail: email, name: '' });
    expect(res.body).toEqual({ result: 'SUCCESS', message: 'The user invitation has been sent successfully' });
    return linkIn(await mail.waitFor(email, (m) => !!m.text?.includes('/register?token=')), '/register').searchParams.get('token')!;
  }

  describe('the table', () => {
    it('answers the first 10 rows, newest first, with the spec’s fields under both names', async () => {
      const page = await users({ firstName: 'quill' });
      expect(page.totalCount).toBe(27);
      expect(page.totalRows).toBe(27);
      expect(page.page).toBe(1);
      expect(page.pageSize).toBe(10);
      expect(page.usersList).toEqual(page.data);
      expect(page.data.map((r) => r.lastName)).toEqual(['Nr27', 'Nr26', 'Nr25', 'Nr24', 'Nr23', 'Nr22', 'Nr21', 'Nr20', 'Nr19', 'Nr18']);
      const nr24 = page.data[3]!;
      expect(nr24).toEqual({
        userId: expect.any(Number),
        firstName: 'quill',
        lastName: 'Nr24',
        emailAddress: 'quill.24@filter.test',
        roleMaster: { roleId: RoleId.Publisher, roleName: 'Publisher' },
        createdOn: '2026-01-25T12:00:00.000Z',
        lastLogin: '2026-06-24T09:00:00.000Z',
      });
      expect(page.data[0]!.lastLogin).toBeNull();
    });

    it('names roles in the caller’s language', async () => {
      admin.lang = 'ru';
      try {
        const page = await users({ firstName: 'quill', sortField: 'lastName', pageSize: 10 });
        expect(page.data.slice(0, 3).map((r) => r.roleMaster.roleName)).toEqual(['Студент', 'Рецензент', 'Публикатор']);
      } finally {
        admin.lang = 'en';
      }
    });

    it.each([
      [{ firstName: 'QUI' }, 27],
      [{ firstName: 'uill' }, 0],
      [{ lastName: 'nr1' }, 10],
      [{ emailAddress: 'Quill.2' }, 9],
      [{ emailAddress: 'filter.test' }, 0],
      [{ firstName: 'quill', userRoleId: RoleId.Reviewer }, 9],
      [{ firstName: 'quill', lastName: 'nr2', userRoleId: RoleId.Student }, 2],
      [{ firstName: 'quill', userRoleId: RoleId.ContentAdmin }, 0],
      [{ firstName: '%' }, 0],
      [{ firstName: 'q_ill' }, 0],
      [{ firstName: '  quill  ' }, 27],
    ])('filters %j from the start of the value, ignoring case: %i users', async (filter, count) => {
      const page = await users(filter);
      expect(page.totalCount).toBe(count);
      expect(page.data).toHaveLength(Math.min(count, 10));
    });

    it('lists staff and students alike, each filter narrowing by role', async () => {
      const admins = await users({ userRoleId: RoleId.ContentAdmin });
      expect(admins.data.map((r) => r.emailAddress)).toContain(ADMIN.email);
      expect(admins.data.every((r) => r.roleMaster.roleId === RoleId.ContentAdmin)).toBe(true);
    });

    it.each([
      ['lastName', 'asc', ['Nr01', 'Nr02', 'Nr03']],
      ['lastName', 'desc', ['Nr27', 'Nr26', 'Nr25']],
      ['createdOn', 'asc', ['Nr01', 'Nr02', 'Nr03']],
      ['lastLogin', 'desc', ['Nr24', 'Nr20', 'Nr16']],
      ['roleName', 'asc', ['Nr03', 'Nr06', 'Nr09']],
    ])('sorts by %s %s', async (sortField, sortOrder, first) => {
      const page = await users({ firstName: 'quill', sortField, sortOrder });
      expect(page.data.slice(0, 3).map((r) => r.lastName)).toEqual(first);
    });

    it('sorts by email address', async () => {
      // quill.2@ sorts after quill.20@..quill.27@ under every collation.
      const page = await users({ emailAddress: 'quill.2', sortField: 'emailAddress', sortOrder: 'asc' });
      expect(page.data.map((r) => r.lastName)).toEqual(['Nr20', 'Nr21', 'Nr22', 'Nr23', 'Nr24', 'Nr25', 'Nr26', 'Nr27', 'Nr02']);
    });

    it('sorts first names without regard to case, ties in a stable order', async () => {
      const a = await users({ firstName: 'quill', sortField: 'firstName', sortOrder: 'asc', pageSize: 25 });
      const b = await users({ firstName: 'quill', sortField: 'firstName', sortOrder: 'asc', pageSize: 25 });
      expect(a.data.map((r) => r.userId)).toEqual(b.data.map((r) => r.userId));
      expect(a.data.map((r) => r.userId)).toEqual([...a.data.map((r) => r.userId)].sort((x, y) => x - y));
    });

    it('pages within bounds: a partial last page, and the last page for a page past the end', async () => {
      const third = await users({ firstName: 'quill', page: 3 });
      expect(third.page).toBe(3);
      expect(third.data.map((r) => r.lastName)).toEqual(['Nr07', 'Nr06', 'Nr05', 'Nr04', 'Nr03', 'Nr02', 'Nr01']);
      const beyond = await users({ firstName: 'quill', page: 99 });
      expect(beyond.page).toBe(3);
      expect(beyond.data).toEqual(third.data);
      const wide = await users({ firstName: 'quill', page: 2, pageSize: 25 });
      expect(wide).toMatchObject({ page: 2, pageSize: 25, totalCount: 27 });
      expect(wide.data).toHaveLength(2);
      const none = await users({ firstName: 'nobody-at-all', page: 5 });
      expect(none).toMatchObject({ data: [], page: 1, totalCount: 0, totalRows: 0, usersList: [] });
      for (const pageSize of [10, 25, 50, 100, 250]) expect((await users({ firstName: 'quill', pageSize })).pageSize).toBe(pageSize);
    });

    it.each([
      [{ page: 0 }, 'page', 'The page must be a whole number from 1.'],
      [{ page: 1.5 }, 'page', 'The page must be a whole number from 1.'],
      [{ page: 'two' }, 'page', 'The page must be a whole number from 1.'],
      [{ pageSize: 5 }, 'pageSize', 'Rows per page must be 10, 25, 50, 100 or 250.'],
      [{ pageSize: 1000 }, 'pageSize', 'Rows per page must be 10, 25, 50, 100 or 250.'],
      [{ sortField: 'password_hash' }, 'sortField', 'The table cannot be sorted by this column.'],
      [{ sortOrder: 'sideways' }, 'sortOrder', 'sortOrder must be one of the following values: asc, desc'],
      [{ userRoleId: 9 }, 'userRoleId', 'Choose a role from the list.'],
      [{ firstName: 'x'.repeat(101) }, 'firstName', 'firstName cannot exceed 100 characters.'],
      [{ emailAddress: 'x'.repeat(251) }, 'emailAddress', 'emailAddress cannot exceed 250 characters.'],
      [{ password: 'x' }, 'password', 'The field password is not accepted.'],
    ])('refuses the query %j naming the field', async (body, field, message) => {
      const res = await admin.post('/api/getUsers', body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field, message });
    });
  });

  describe('inviting', () => {
    it('registers the invitee from the mailed link, who then appears in the table with the invited role', async () => {
      const email = uniqueEmail('newreviewer');
      const token = await invite(email, RoleId.Reviewer);
      const signup = await portal.client().post('/api/signup', {
        firstName: 'Rowan',
        lastName: 'Invited',
        password: STRONG_PASSWORD,
        confirmpassword: STRONG_PASSWORD,
        isInviteUsr: true,
        token,
      });
      expect(signup.body.data.result).toBe('SUCCESS');
      const page = await users({ emailAddress: email });
      expect(page.data).toEqual([
        expect.objectContaining({
          firstName: 'Rowan',
          lastName: 'Invited',
          emailAddress: email,
          roleMaster: { roleId: RoleId.Reviewer, roleName: 'Reviewer' },
          lastLogin: null,
        }),
      ]);
      const audit = await sql(portal, "select action, actor_email from audit_log where target_type = 'user' and target_id = ? order by id", [email]);
      expect(audit).toEqual([
        { action: 'invite', actor_email: ADMIN.email },
        { action: 'register-invited', actor_email: email },
      ]);
    });

    it('re-inviting a pending address mails a fresh link and voids the old one, with an audit row each time', async () => {
      const email = uniqueEmail('twice');
      const first = await invite(email, RoleId.Publisher);
      mail.messages.splice(0, mail.messages.length);
      const second = await invite(email, RoleId.ContentAdmin);
      expect(second).not.toBe(first);
      expect((await portal.client().post('/api/processInviteUserLink', { token: first, isInviteUsr: true })).body.isValidURL).toBe(false);
      expect((await portal.client().post('/api/processInviteUserLink', { token: second, isInviteUsr: true })).body).toMatchObject({
        isValidURL: true,
        roleId: RoleId.ContentAdmin,
      });
      const audit = await sql(portal, "select action from audit_log where target_type = 'user' and target_id = ?", [email]);
      expect(audit).toEqual([{ action: 'invite' }, { action: 'invite' }]);
    });

    it("answers userAlreadyRegistered 'Y' for a registered address, in any case", async () => {
      const res = await admin.post('/api/inviteUsers', { userRoleId: RoleId.Reviewer, userEmail: 'QUILL.5@filter.test' });
      expect(res.body).toEqual({ result: 'FAILED', userAlreadyRegistered: 'Y', message: 'This Email Address is already registered' });
      admin.lang = 'ru';
      try {
        const ru = await admin.post('/api/inviteUsers', { userRoleId: RoleId.Reviewer, userEmail: 'quill.5@filter.test' });
        expect(ru.body.message).toBe('Этот адрес электронной почты уже зарегистрирован');
      } finally {
        admin.lang = 'en';
      }
    });

    it.each([
      ['en', {}, 'userRoleId', 'User Role is required'],
      ['en', { userRoleId: RoleId.Student, userEmail: 'a@example.org' }, 'userRoleId', 'User Role is required'],
      ['en', { userRoleId: RoleId.Reviewer }, 'userEmail', 'Email Address is required'],
      ['en', { userRoleId: RoleId.Reviewer, userEmail: '   ' }, 'userEmail', 'Email Address is required'],
      ['en', { userRoleId: RoleId.Reviewer, userEmail: 'no-at-sign' }, 'userEmail', 'Invalid Email Address'],
      [
        'en',
        { userRoleId: RoleId.Reviewer, userEmail: `${'u'.repeat(64)}@${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.org` },
        'userEmail',
        'userEmail cannot exceed 250 characters.',
      ],
      ['ru', {}, 'userRoleId', 'Выберите роль пользователя'],
      ['ru', { userRoleId: RoleId.Reviewer, userEmail: '' }, 'userEmail', 'Укажите адрес электронной почты'],
      ['ru', { userRoleId: RoleId.Reviewer, userEmail: 'no-at-sign' }, 'userEmail', 'Неверный адрес электронной почты'],
    ])('in %s refuses the invite %j naming the field', async (lang, body, field, message) => {
      admin.lang = lang;
      try {
        const res = await admin.post('/api/inviteUsers', body);
        expect(res.status).toBe(400);
        expect(res.body.errors).toContainEqual({ field, message });
      } finally {
        admin.lang = 'en';
      }
    });
  });

  describe('deleting', () => {
    it('ends the sessions at once, refuses sign-in, anonymises the row and keeps it, with an audit row', async () => {
      const student = await signUpAndLogin(portal, { firstName: 'Delia', lastName: 'Gone' });
      expect((await student.client.post('/api/getProfile')).status).toBe(200);
      const [before] = await sql<{ id: number }>(portal, 'select id from users where email = ?', [student.email]);

      const res = await admin.post('/api/deleteUser', { emailAddress: student.email.toUpperCase() });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ result: 'success', message: 'User deleted sucessfully' });

      expect((await student.client.post('/api/getProfile')).status).toBe(401);
      expect((await portal.client().login(student.email, student.password)).body).toMatchObject({
        result: 'FAILED',
        username: 'The email address or password is incorrect.',
      });
      expect(await sql(portal, 'select count(*)::int as n from user_sessions where user_id = ?', [before!.id])).toEqual([{ n: 0 }]);

      const [row] = await sql<Record<string, unknown>>(portal, 'select email, first_name, last_name, password_hash, deleted_on from users where id = ?', [
        before!.id,
      ]);
      expect(row).toMatchObject({ email: `deleted-${before!.id}@users.invalid`, first_name: 'Deleted', last_name: 'User', password_hash: '!' });
      expect(row!.deleted_on).not.toBeNull();
      expect(await sql(portal, 'select id from users where email = ?', [student.email])).toEqual([]);
      expect(JSON.stringify(await sql(portal, 'select * from audit_log'))).not.toContain(student.email);
      expect(JSON.stringify(await sql(portal, 'select * from account_tokens'))).not.toContain(student.email);

      expect((await users({ lastName: 'Gone' })).totalCount).toBe(0);
      const audit = await sql(portal, "select action, actor_email, detail from audit_log where target_type = 'user' and target_id = ?", [String(before!.id)]);
      expect(audit).toEqual([{ action: 'delete', actor_email: ADMIN.email, detail: { roleId: RoleId.Student } }]);

      // The address is free again: the person can be invited or sign up anew.
      const again = await admin.post('/api/inviteUsers', { userRoleId: RoleId.Reviewer, userEmail: student.email });
      expect(again.body.result).toBe('SUCCESS');
    });

    it('voids a deleted staff member’s pending links', async () => {
      const email = uniqueEmail('staffgone');
      const token = await invite(email, RoleId.Publisher);
      await portal
        .client()
        .post('/api/signup', { firstName: 'Pia', lastName: 'Staff', password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD, isInviteUsr: true, token });
      const publisher = portal.client();
      await publisher.login(email, STRONG_PASSWORD);
      await portal.client().post('/api/forgotpassword', { email });
      const reset = linkIn(await mail.waitFor(email, (m) => !!m.text?.includes('/resetpassword?token=')), '/resetpassword').searchParams.get('token')!;
      expect((await admin.post('/api/deleteUser', { emailAddress: email })).body.result).toBe('success');
      expect((await portal.client().post('/api/resetpassword', { token: reset })).body.isValidURL).toBe(false);
      expect((await publisher.post('/api/getCore')).status).toBe(401);
    });

    it('refuses to delete one’s own account', async () => {
      const res = await admin.post('/api/deleteUser', { emailAddress: ADMIN.email });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You cannot delete your own account.');
      expect((await admin.post('/api/getCore')).status).toBe(200);
    });

    it('refuses an unknown or already deleted address', async () => {
      const res = await admin.post('/api/deleteUser', { emailAddress: 'nobody@filter.test' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No user with this email address was found.');
    });

    it.each([
      [{}, 'Email Address is required'],
      [{ emailAddress: '' }, 'Email Address is required'],
      [{ emailAddress: 'nope' }, 'Invalid Email Address'],
    ])('refuses the body %j', async (body, message) => {
      const res = await admin.post('/api/deleteUser', body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ field: 'emailAddress', message });
    });

    it('never removes the last account that can manage users', async () => {
      const lone = await startPortal({ BOOTSTRAP_ADMIN_EMAIL: 'lone.admin@example.org', BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password });
      try {
        const copyOf = (email: string, roleId: RoleId) =>
          sql(
            lone,
            `insert into users (email, first_name, last_name, password_hash, role_id, language, created_on) select ?, 'Copy', 'Account', password_hash, ?, 'en', now() from users where email = ?`,
            [email, roleId, 'lone.admin@example.org'],
          );
        await copyOf('second.admin@example.org', RoleId.ContentAdmin);
        await copyOf('lone.reviewer@example.org', RoleId.Reviewer);
        const [a, b] = [lone.client(), lone.client()];
        await a.login('lone.admin@example.org', ADMIN.password);
        await b.login('second.admin@example.org', ADMIN.password);

        // Two content admins deleting each other at once: one deletion wins, the other is refused.
        const [ab, ba] = await Promise.all([
          a.post('/api/deleteUser', { emailAddress: 'second.admin@example.org' }),
          b.post('/api/deleteUser', { emailAddress: 'lone.admin@example.org' }),
        ]);
        expect([ab.status, ba.status].filter((s) => s === 200)).toHaveLength(1);
        const loser = ab.status === 200 ? ba : ab;
        expect([401, 409]).toContain(loser.status);
        if (loser.status === 409) expect(loser.body.message).toBe('This is the last account that can manage users, so it cannot be deleted.');
        const holders = await sql<{ email: string }>(
          lone,
          'select u.email from users u join role_functions rf on rf.role_id = u.role_id and rf.fn_id = 3 where u.deleted_on is null',
        );
        expect(holders).toHaveLength(1);

        // Whoever asks, the last holder of function 3 stays.
        const em = lone.orm.em.fork();
        const reviewer = await em.findOneOrFail(User, { email: 'lone.reviewer@example.org' });
        const attempt = RequestContext.create(lone.orm.em, () => lone.app.get(UserDeletionService).remove(reviewer, holders[0]!.email, 'en'));
        await expect(attempt).rejects.toMatchObject({ response: expect.objectContaining({ statusCode: 409, message: 'users.lastAdmin' }) });
        expect(await sql(lone, 'select id from users where email = ? and deleted_on is null', [holders[0]!.email])).toHaveLength(1);
      } finally {
        await lone.close();
      }
    });
  });

  describe('export', () => {
    it('writes the filtered rows to an .xlsx that only staff can download', async () => {
      const res = await admin.post('/api/exportUsers', { firstName: 'quill', userRoleId: RoleId.Reviewer, sortField: 'lastName', sortOrder: 'asc' });
      expect(res.body).toMatchObject({
        status: 'SUCCESS',
        FILE_NAME: expect.stringMatching(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/),
        FILE_URL: expect.stringMatching(/^\/api\/downloadUsersExport\/[\w-]{43}$/),
        rowCount: 9,
      });

      const file = await download(admin, res.body.FILE_URL);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="users-.*\.xlsx"$/);
      const { rows, files } = await readFirstSheet(file.body as Buffer);
      expect(files.get('xl/workbook.xml')).toContain('name="Users"');
      expect(rows[0]).toEqual(['First Name', 'Last Name', 'Email Address', 'Role', 'Created On', 'Last Login']);
      expect(rows.slice(1).map((r) => r[1])).toEqual(['Nr02', 'Nr05', 'Nr08', 'Nr11', 'Nr14', 'Nr17', 'Nr20', 'Nr23', 'Nr26']);
      const nr08 = rows[3]!;
      expect(nr08.slice(0, 4)).toEqual(['quill', 'Nr08', 'quill.8@filter.test', 'Reviewer']);
      expect(new Date(excelDateMs(nr08[4]!)).toISOString()).toBe('2026-01-09T12:00:00.000Z');
      expect(new Date(excelDateMs(nr08[5]!)).toISOString()).toBe('2026-06-08T09:00:00.000Z');
      expect(rows[1]![5] ?? '').toBe('');

      for (const caller of [await loginAs(portal, RoleId.Student), await loginAs(portal, RoleId.Reviewer)]) {
        expect((await caller.get(res.body.FILE_URL)).status).toBe(403);
      }
      expect((await portal.client().get(res.body.FILE_URL)).status).toBe(401);
    });

    it('writes headers and role names in the caller’s language', async () => {
      admin.lang = 'ru';
      try {
        const res = await admin.post('/api/exportUsers', { emailAddress: 'quill.1@' });
        const file = await download(admin, res.body.FILE_URL);
        const { rows, files } = await readFirstSheet(file.body as Buffer);
        expect(files.get('xl/workbook.xml')).toContain('name="Пользователи"');
        expect(rows).toHaveLength(2);
        expect(rows[0]).toEqual(['Имя', 'Фамилия', 'Адрес электронной почты', 'Роль', 'Дата создания', 'Последний вход']);
        expect(rows[1]!.slice(0, 4)).toEqual(['Quill', 'Nr01', 'quill.1@filter.test', 'Студент']);
      } finally {
        admin.lang = 'en';
      }
    });

    it("answers 'Users export failed or no users found' when the filters select nobody", async () => {
      const res = await admin.post('/api/exportUsers', { firstName: 'nobody-at-all' });
      expect(res.body).toEqual({ status: 'FAILED', message: 'Users export failed or no users found' });
    });

    it("answers 'No user found for download' for a file that does not exist", async () => {
      for (const id of ['x'.repeat(43), '..%2F..%2Fsecret']) {
        const res = await admin.get(`/api/downloadUsersExport/${id}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('No user found for download');
      }
    });
  });

  describe('the role matrix', () => {
    const calls: [string, object][] = [
      ['/api/getUsers', {}],
      ['/api/inviteUsers', { userRoleId: RoleId.Reviewer, userEmail: 'matrix@filter.test' }],
      ['/api/deleteUser', { emailAddress: 'quill.1@filter.test' }],
      ['/api/exportUsers', {}],
    ];

    it.each([
      ['a student', RoleId.Student],
      ['a reviewer', RoleId.Reviewer],
      ['a publisher', RoleId.Publisher],
    ])('refuses %s every users call with 403', async (_, roleId) => {
      const caller = await loginAs(portal, roleId);
      for (const [path, body] of calls) {
        const res = await caller.post(path, body);
        expect([path, res.status, res.body.message]).toEqual([path, 403, 'You do not have permission for this action.']);
      }
      expect(await sql(portal, 'select id from users where email = ? and deleted_on is null', ['quill.1@filter.test'])).toHaveLength(1);
    });

    it('refuses a visitor with 401', async () => {
      for (const [path, body] of calls) expect((await portal.client().post(path, body)).status).toBe(401);
    });

    it('lets a content admin (function 3) make every call', async () => {
      const other = await loginAs(portal, RoleId.ContentAdmin);
      expect((await other.post('/api/getUsers', {})).status).toBe(200);
      expect((await other.post('/api/exportUsers', {})).body.status).toBe('SUCCESS');
    });
  });
});
