// The services' statements are built here without the app, whose start loads the decorators' metadata.
import 'reflect-metadata';
import { RoleId } from '@portal/shared';
import { type PagedSelect, pageKeysQuery } from '../src/database/paged-sql';
import { PACKAGE_COUNT_SQL, packagesSelect } from '../src/content-packages/import-history.queries';
import { itemsSelect, STRAND_GROUPS_SQL, strandItemsSql } from '../src/practice-tests/test-items.queries';
import { COMPLETED_STATE_SQL, completedSelect } from '../src/delivery/completed-sessions.queries';
import { loginAs, sql } from './accounts';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';
import { seedTables, type TablesSeed } from './tables-seed';

// Enough packages that the planner would rather not read them all for a rare search.
const N = { packages: 20000, items: 3000, mine: 2500, others: 4000 };
type Dir = 'asc' | 'desc';
const DIRS: Dir[] = ['asc', 'desc'];

/** The pages worth checking of a table of `total` rows: both ends, the middle, and past the end. */
function pagesOf(total: number, size: number): number[] {
  const last = Math.max(1, Math.ceil(total / size));
  return [...new Set([1, 2, Math.floor(last / 2), Math.floor(last / 2) + 1, last - 1, last, last + 5])].filter((p) => p >= 1);
}

describe('tables at scale: History, Import History and a package items page the way a plain offset would', () => {
  let portal: TestPortal;
  let dana: TestClient;
  let admin: TestClient;
  let danaId: number;
  let seed: TablesSeed;

  beforeAll(async () => {
    portal = await startPortal();
    ({ client: dana } = await signUpAndLogin(portal, { firstName: 'Dana', lastName: 'Scale' }));
    admin = await loginAs(portal, RoleId.ContentAdmin);
    [{ id: danaId }] = await sql<{ id: number }>(portal, `select id from users where first_name = 'Dana' and last_name = 'Scale'`);
    seed = await seedTables(portal, danaId, N);
  });
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  /** What a plain `order by ... limit ... offset` reads for the page, after clamping to the last page. */
  async function reference(
    matches: string,
    params: unknown[],
    order: string,
    page: number,
    size: number,
    key = 'id',
  ): Promise<{ ids: number[]; total: number; page: number }> {
    const [{ total }] = await sql<{ total: string }>(portal, `select count(*) as total from ${matches}`, params);
    const last = Math.max(1, Math.ceil(Number(total) / size));
    const clamped = Math.min(page, last);
    const rows = await sql<{ id: number }>(portal, `select ${key} as id from ${matches} order by ${order} limit ? offset ?`, [
      ...params,
      size,
      (clamped - 1) * size,
    ]);
    return { ids: rows.map((r) => Number(r.id)), total: Number(total), page: clamped };
  }

  describe('History of a student among many', () => {
    const ORDER: Record<string, (d: Dir) => string> = {
      testCompletionDate: (d) => `s.completed_on ${d}, s.id ${d}`,
      testScore: (d) => `s.percent ${d}, s.completed_on ${d}, s.id ${d}`,
      testName: (d) => `d.test_name ${d}, s.completed_on ${d}, s.id ${d}`,
      mode: (d) => `s.mode ${d}, s.completed_on ${d}, s.id ${d}`,
    };
    const MINE = 'test_sessions s join test_details d on d.id = s.test_detail_id where s.user_id = ? and s.status = 2 and s.preview = false';

    it.each(Object.keys(ORDER).flatMap((field) => DIRS.map((dir) => [field, dir] as const)))(
      'by %s %s: every page as the plain offset reads it',
      async (field, dir) => {
        for (const pageSize of [25, 250]) {
          for (const page of pagesOf(N.mine, pageSize)) {
            const res = await dana.post('/api/getHistory', { page, pageSize, sortField: field, sortOrder: dir });
            const want = await reference(MINE, [danaId], ORDER[field]!(dir), page, pageSize, 's.id');
            expect(res.status).toBe(200);
            expect(res.body.totalCount).toBe(N.mine);
            expect(res.body.page).toBe(want.page);
            expect(res.body.data.map((r: { testSessionDetailId: number }) => r.testSessionDetailId)).toEqual(want.ids);
          }
        }
      },
    );

    it('orders by the column, in either direction, across a page boundary read from the other end', async () => {
      const values = async (sortField: string, sortOrder: Dir, page: number): Promise<Record<string, unknown>[]> =>
        (await dana.post('/api/getHistory', { page, pageSize: 250, sortField, sortOrder })).body.data;
      const last = Math.ceil(N.mine / 250);
      const middle = [...(await values('testScore', 'asc', last / 2)), ...(await values('testScore', 'asc', last / 2 + 1))].map(
        (r) => r.testScore as number | null,
      );
      const scored = middle.filter((v): v is number => v !== null);
      expect(scored).toEqual([...scored].sort((a, b) => a - b));
      const names = (await values('testName', 'desc', 1)).map((r) => r.testName as string);
      expect(names).toEqual([...names].sort().reverse());
      const dates = (await values('testCompletionDate', 'desc', last)).map((r) => Date.parse(r.testCompletionDate as string));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      // the shortest last page holds the oldest rows, complete
      expect((await values('testCompletionDate', 'desc', last)).length).toBe(N.mine - (last - 1) * 250);
    });

    it('counts only completed tests of the caller, not previews, unfinished or expired ones, nor other students', async () => {
      const res = await dana.post('/api/getHistory', { page: 1_000_000 });
      expect(res.body).toMatchObject({ page: Math.ceil(N.mine / 10), totalCount: N.mine });
      const [{ total }] = await sql<{ total: string }>(portal, 'select count(*) as total from test_sessions where user_id = ?', [danaId]);
      expect(Number(total)).toBeGreaterThan(N.mine);
    });
  });

  describe('Import History', () => {
    const COLUMN: Record<string, string> = {
      createdOn: 'created_on',
      fileName: 'file_name',
      testDescription: 'test_description',
      testName: 'test_name',
      status: 'status_id',
    };
    const ALL = 'content_packages c where true';
    const searching = (term: string) =>
      `content_packages c where (c.file_name ilike '%${term}%' or c.test_description ilike '%${term}%' or c.test_name ilike '%${term}%')`;

    it.each(Object.keys(COLUMN).flatMap((field) => DIRS.map((dir) => [field, dir] as const)))(
      'by %s %s: every page as the plain offset reads it',
      async (field, dir) => {
        for (const page of pagesOf(N.packages, 25)) {
          const res = await admin.post('/api/getAllCp', { page, pageSize: 25, sortField: field, sortOrder: dir });
          const want = await reference(ALL, [], `c.${COLUMN[field]} ${dir}, c.id ${dir}`, page, 25);
          expect(res.body).toMatchObject({ totalCount: N.packages, page: want.page });
          expect(res.body.data.map((r: { id: number }) => r.id)).toEqual(want.ids);
        }
      },
    );

    it.each([['winter set 3'], ['GEOMETRY-1'], ['scale test 10'], ['no such package']])(
      'searches %j anywhere in the name, description or test, ignoring case',
      async (term) => {
        const total = (await reference(searching(term), [], 'c.id', 1, 10)).total;
        for (const page of pagesOf(total, 10)) {
          const res = await admin.post('/api/getAllCp', { page, pageSize: 10, sortField: 'fileName', sortOrder: 'asc', search: term });
          const want = await reference(searching(term), [], 'c.file_name asc, c.id asc', page, 10);
          expect(res.body).toMatchObject({ totalCount: total, page: want.page });
          expect(res.body.data.map((r: { id: number }) => r.id)).toEqual(want.ids);
        }
      },
    );

    it('keeps the unfiltered total by trigger: a package removed or added counts at once', async () => {
      const [{ id }] = await sql<{ id: number }>(portal, 'select max(id) as id from content_packages');
      await sql(portal, 'delete from content_packages where id = ?', [id]);
      expect((await admin.post('/api/getAllCp', {})).body.totalCount).toBe(N.packages - 1);
      await sql(
        portal,
        `insert into content_packages (file_name, storage_key, file_size, sha256, test_description, category_id, created_on, updated_on) values ('late.zip', 'late', 1, repeat('0', 64), 'Late', 1, now(), now())`,
      );
      const res = (await admin.post('/api/getAllCp', {})).body;
      expect(res.totalCount).toBe(N.packages);
      expect(res.data[0].fileName).toBe('late.zip');
    });
  });

  describe("a package's items", () => {
    const ORDER: Record<string, (d: Dir) => string> = {
      position: (d) => `i.position ${d}, i.id ${d}`,
      uin: (d) => `i.uin ${d}, i.position ${d}, i.id ${d}`,
      calculator: (d) => `i.calculator ${d}, i.position ${d}, i.id ${d}`,
      strandName: (d) => `sd.strand_name ${d}, i.position ${d}, i.id ${d}`,
    };
    const ITEMS = 'item_details i join strand_details sd on sd.id = i.strand_id where i.test_detail_id = ?';

    it.each(Object.keys(ORDER).flatMap((field) => DIRS.map((dir) => [field, dir] as const)))(
      'by %s %s: every page as the plain offset reads it',
      async (field, dir) => {
        for (const page of pagesOf(N.items, 50)) {
          const res = await admin.post('/api/getCPItems', { cpId: seed.cpId, page, pageSize: 50, sortField: field, sortOrder: dir });
          const want = await reference(ITEMS, [seed.testDetailId], ORDER[field]!(dir), page, 50, 'i.id');
          expect(res.body).toMatchObject({ totalCount: N.items, page: want.page });
          expect(res.body.data.map((r: { itemId: number }) => r.itemId)).toEqual(want.ids);
        }
      },
    );

    it("answers another package's itemless test from its own rows (none, a count of 0), not from the seeded test's", async () => {
      const [other] = await sql<{ id: number; cp: number }>(portal, 'select id, content_package_id as cp from test_details where id <> ? order by id limit 1', [
        seed.testDetailId,
      ]);
      expect((await admin.post('/api/getCPItems', { cpId: other!.cp, testDetailId: other!.id, page: 3 })).body).toEqual({ data: [], page: 1, totalCount: 0 });
    });
  });

  describe('the indexes the scale depends on', () => {
    interface PlanNode {
      'Node Type': string;
      'Relation Name'?: string;
      'Index Name'?: string;
      Plans?: PlanNode[];
    }
    const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];
    async function plan(query: string, params: unknown[]): Promise<PlanNode[]> {
      const [row] = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(portal, `explain (format json) ${query}`, params);
      const json = row!['QUERY PLAN'];
      return nodes((typeof json === 'string' ? JSON.parse(json) : json)[0].Plan);
    }
    const window = (page: number, pageSize: number) => ({ page, pageSize, offset: (page - 1) * pageSize, sortOrder: 'asc' as const });
    /** The statements of the first page and of one 40% in (read from the front), as the services run them. */
    const statements = (select: PagedSelect, total: number) => [1, Math.floor((total * 0.4) / 25)].map((p) => pageKeysQuery(select, window(p, 25), total)!);

    const cases: [string, string, () => PagedSelect, number, RegExp][] = [
      ...DIRS.flatMap((d): [string, string, () => PagedSelect, number, RegExp][] => [
        [`History by date ${d}`, 'test_sessions', () => completedSelect(danaId, 'testCompletionDate', d), N.mine, /^test_sessions_history_completed_index$/],
        [`History by score ${d}`, 'test_sessions', () => completedSelect(danaId, 'testScore', d), N.mine, /^test_sessions_history_score_index$/],
        [`History by mode ${d}`, 'test_sessions', () => completedSelect(danaId, 'mode', d), N.mine, /^test_sessions_history_mode_index$/],
        // the few tests are joined and the student's rows sorted: an index finds them, none orders them
        [`History by test name ${d}`, 'test_sessions', () => completedSelect(danaId, 'testName', d), N.mine, /^test_sessions_/],
        [
          `Import History by date ${d}`,
          'content_packages',
          () => packagesSelect(undefined, 'createdOn', d),
          N.packages,
          /^content_packages_created_on_order_index$/,
        ],
        [
          `Import History by file name ${d}`,
          'content_packages',
          () => packagesSelect(undefined, 'fileName', d),
          N.packages,
          /^content_packages_file_name_order_index$/,
        ],
        [
          `Import History by description ${d}`,
          'content_packages',
          () => packagesSelect(undefined, 'testDescription', d),
          N.packages,
          /^content_packages_test_description_order_index$/,
        ],
        [
          `Import History by test name ${d}`,
          'content_packages',
          () => packagesSelect(undefined, 'testName', d),
          N.packages,
          /^content_packages_test_name_order_index$/,
        ],
        [
          `Import History by status ${d}`,
          'content_packages',
          () => packagesSelect(undefined, 'status', d),
          N.packages,
          /^content_packages_status_order_index$/,
        ],
        [`items in route order ${d}`, 'item_details', () => itemsSelect(seed.testDetailId, 'position', d), N.items, /^item_details_route_order_index$/],
        [`items by uin ${d}`, 'item_details', () => itemsSelect(seed.testDetailId, 'uin', d), N.items, /^item_details_uin_order_index$/],
        [`items by calculator ${d}`, 'item_details', () => itemsSelect(seed.testDetailId, 'calculator', d), N.items, /^item_details_calculator_order_index$/],
      ]),
    ];

    it.each(cases)('%s: the page keys come from an index, never a scan of %s', async (_label, table, select, total, index) => {
      for (const statement of statements(select(), total)) {
        const steps = await plan(statement.sql, statement.params);
        expect(steps.filter((s) => s['Node Type'] === 'Seq Scan' && s['Relation Name'] === table)).toEqual([]);
        // a bitmap scan names the index on one step and the table on the next
        expect(steps.some((s) => /Index/.test(s['Node Type']) && index.test(s['Index Name'] ?? ''))).toBe(true);
      }
    });

    it.each(DIRS)('pages items by strand %s from the strand index, counted from it too', async (d) => {
      const [{ id }] = await sql<{ id: number }>(portal, 'select min(id) as id from strand_details where test_detail_id = ?', [seed.testDetailId]);
      for (const steps of [await plan(STRAND_GROUPS_SQL, [seed.testDetailId]), await plan(strandItemsSql(1, d), [id, 25, 100])]) {
        expect(steps.filter((s) => s['Node Type'] === 'Seq Scan' && s['Relation Name'] === 'item_details')).toEqual([]);
        expect(steps.some((s) => /Index/.test(s['Node Type']) && s['Index Name'] === 'item_details_strand_order_index')).toBe(true);
      }
    });

    it('counts a student History and the packages from their kept counts', async () => {
      const steps = await plan(COMPLETED_STATE_SQL, [danaId]);
      expect(steps.some((s) => s['Relation Name'] === 'completed_session_counts')).toBe(true);
      expect(steps.some((s) => s['Relation Name'] === 'test_sessions')).toBe(false);
      expect((await plan(PACKAGE_COUNT_SQL, [])).some((s) => s['Relation Name'] === 'content_packages')).toBe(false);
    });

    it('searches the packages through the trigram indexes', async () => {
      const select = packagesSelect('geometry-1234', 'createdOn', 'desc');
      const steps = await plan(`select count(*) from ${select.matches}`, select.params);
      expect(steps.filter((s) => s['Node Type'] === 'Seq Scan')).toEqual([]);
      expect(steps.filter((s) => /_trgm_index$/.test(s['Index Name'] ?? '')).length).toBeGreaterThan(0);
    });
  });
});
