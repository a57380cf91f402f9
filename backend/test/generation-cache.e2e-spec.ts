import { RoleId } from '@portal/shared';
import { loginAs, sql } from './accounts';
import { startPortal, type TestClient, type TestPortal } from './harness';
import { seedTables } from './tables-seed';

/**
 * Answers kept per process under their tables' generations (the users table's pages, Import
 * History's pages and searched totals) are never answered once a statement has changed one of
 * those tables, however the change was made: the triggers move the generation, not the portal's
 * own writes.
 */
describe('answers kept until their table changes', () => {
  let portal: TestPortal;
  let admin: TestClient;

  beforeAll(async () => {
    portal = await startPortal();
    admin = await loginAs(portal, RoleId.ContentAdmin);
    const [{ id }] = await sql<{ id: number }>(portal, 'select id from users where role_id = ? order by id limit 1', [RoleId.ContentAdmin]);
    await seedTables(portal, id, { packages: 300, items: 4, mine: 3, others: 40 });
  });
  afterAll(() => portal.close());

  it('reads a users page again after any change of users', async () => {
    const query = { lastName: 'student1', sortField: 'lastName', sortOrder: 'asc', pageSize: 50 };
    const before = (await admin.post('/api/getUsers', query).expect(200)).body;
    expect((await admin.post('/api/getUsers', query).expect(200)).body).toEqual(before);
    await sql(portal, `update users set last_name = 'Student1renamed' where email = 'scale.student.1@example.org'`);
    const after = (await admin.post('/api/getUsers', query).expect(200)).body;
    expect(after.totalCount).toBe(before.totalCount);
    expect(after.data.map((u: { lastName: string }) => u.lastName)).toContain('Student1renamed');
    await sql(
      portal,
      `insert into users (email, first_name, last_name, password_hash, role_id, language, created_on) values ('late@example.org', 'Late', 'Student1late', '!', 2, 'en', now())`,
    );
    expect((await admin.post('/api/getUsers', query).expect(200)).body.totalCount).toBe(before.totalCount + 1);
  });

  it('counts a search of Import History again after any change of packages, whatever form the page number takes', async () => {
    const total = async (search: string, asText = false) =>
      (await admin.post('/api/getAllCp', asText ? { search, page: '1' } : { search }).expect(200)).body.totalCount as number;
    const [{ n }] = await sql<{ n: string }>(portal, `select count(*) as n from content_packages where test_description ilike '%winter set 3%'`);
    expect(await total('winter set 3')).toBe(Number(n));
    expect(await total('winter set 3')).toBe(Number(n));
    // a package renamed into the search, one added, one deleted
    await sql(
      portal,
      `update content_packages set test_description = 'Winter set 30' where id = (select min(id) from content_packages where test_description not ilike '%winter set 3%')`,
    );
    expect(await total('winter set 3')).toBe(Number(n) + 1);
    await sql(
      portal,
      `insert into content_packages (file_name, storage_key, file_size, sha256, test_description, category_id, status_id, created_on, updated_on)
       values ('late.zip', 'late', 1, repeat('0', 64), 'Winter set 39', 1, 2, now(), now())`,
    );
    expect(await total('winter set 3', true)).toBe(Number(n) + 2);
    await sql(portal, `delete from content_packages where file_name = 'late.zip'`);
    expect(await total('winter set 3')).toBe(Number(n) + 1);
    expect(await total('winter set 3', true)).toBe(Number(n) + 1);
  });

  it('reads an Import History page again after a change of its packages, their tests or their uploaders', async () => {
    type Row = { id: number; testName: string | null; uploadedBy: string | null; testDetailId: number | null };
    const first = async (asText = false) => (await admin.post('/api/getAllCp', asText ? { page: '1' } : {}).expect(200)).body.data[0] as Row;
    const row = await first();
    // the newest package: one without a test yet
    expect(row.testDetailId).toBeNull();
    expect(await first()).toEqual(row);
    await sql(portal, `update content_packages set test_name = 'Renamed behind the portal' where id = ?`, [row.id]);
    expect((await first()).testName).toBe('Renamed behind the portal');
    const [{ id: uploader }] = await sql<{ id: number }>(portal, `select id from users where email = 'scale.student.2@example.org'`);
    await sql(portal, 'update content_packages set uploaded_by_id = ? where id = ?', [uploader, row.id]);
    await sql(portal, `update users set first_name = 'Uma', last_name = 'Uploader' where id = ?`, [uploader]);
    expect((await first(true)).uploadedBy).toBe('Uma Uploader');
    await sql(portal, `update users set first_name = 'Una' where id = ?`, [uploader]);
    expect((await first()).uploadedBy).toBe('Una Uploader');
    const [{ id: test }] = await sql<{ id: number }>(
      portal,
      `insert into test_details (content_package_id, category_id, test_alias, test_name, branching_profile_name, operational_test_length, qti_version, structure, media)
       values (?, 1, 'late-test', 'Late', 'linear', 1, '3.0', '{}', '[]') returning id`,
      [row.id],
    );
    expect((await first()).testDetailId).toBe(test);
  });
});
