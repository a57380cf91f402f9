import { RoleId } from '@portal/shared';
import { loginAs, sql } from './accounts';
import { startPortal, type TestClient, type TestPortal } from './harness';
import { importThreeItems, type ImportedPackage } from './item-stats-package';

const START_TIMEOUT_MS = 180_000;

describe('review item by item', () => {
  let portal: TestPortal;
  let pkg: ImportedPackage;
  let other: ImportedPackage;
  const clients = new Map<RoleId, TestClient>();
  const as = (role: RoleId) => clients.get(role)!;

  beforeAll(async () => {
    portal = await startPortal();
    for (const role of [RoleId.Student, RoleId.ContentAdmin, RoleId.Reviewer, RoleId.Publisher]) clients.set(role, await loginAs(portal, role));
    pkg = await importThreeItems(portal, as(RoleId.ContentAdmin), 'review-three');
    other = await importThreeItems(portal, as(RoleId.ContentAdmin), 'review-other');
  }, START_TIMEOUT_MS);
  afterAll(() => portal.close());

  it('opens any item alone with its key, its scoring and its neighbours', async () => {
    const res = await as(RoleId.Reviewer).post('/api/getCPItem', { cpId: pkg.cpId, itemId: pkg.itemIds[1] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      itemId: pkg.itemIds[1],
      cpId: pkg.cpId,
      testDetailId: pkg.testDetailId,
      uin: pkg.uins[1],
      title: 'Question B',
      strandName: 'Algebraic Reasoning',
      index: 2,
      total: 3,
      previousItemId: pkg.itemIds[0],
      nextItemId: pkg.itemIds[2],
      correctResponse: { RESPONSE: ['B'] },
      scoring: {
        processing: 'match_correct',
        maxScore: 1,
        humanScored: false,
        responses: [{ responseIdentifier: 'RESPONSE', correctResponse: ['B'], mapping: [] }],
      },
    });
    expect(JSON.stringify(res.body.item.body)).toContain('Which number is 4?');
    const first = (await as(RoleId.Reviewer).post('/api/getCPItem', { cpId: pkg.cpId, itemId: pkg.itemIds[0] })).body;
    const last = (await as(RoleId.Reviewer).post('/api/getCPItem', { cpId: pkg.cpId, itemId: pkg.itemIds[2] })).body;
    expect([first.previousItemId, last.nextItemId]).toEqual([null, null]);
  });

  it('answers 404 for an item of another package', async () => {
    const res = await as(RoleId.Reviewer).post('/api/getCPItem', { cpId: pkg.cpId, itemId: other.itemIds[0] });
    expect([res.status, res.body.message]).toEqual([404, 'Item not found in this content package']);
  });

  it('keeps a reviewer comment, lists it per item and per package, and writes it to the audit log', async () => {
    const reviewer = as(RoleId.Reviewer);
    const added = await reviewer.post('/api/addItemComment', { cpId: pkg.cpId, itemId: pkg.itemIds[1], text: '  Choice C is also defensible.  ' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      itemId: pkg.itemIds[1],
      uin: pkg.uins[1],
      authorName: expect.any(String),
      text: 'Choice C is also defensible.',
      createdOn: expect.any(String),
    });
    const forItem = await reviewer.post('/api/getItemComments', { cpId: pkg.cpId, itemId: pkg.itemIds[1] });
    expect(forItem.body.data.map((c: { id: number }) => c.id)).toEqual([added.body.id]);
    expect((await reviewer.post('/api/getItemComments', { cpId: pkg.cpId, itemId: pkg.itemIds[0] })).body.data).toEqual([]);
    expect((await reviewer.post('/api/getItemComments', { cpId: pkg.cpId })).body.data).toHaveLength(1);
    const audit = await sql<{ action: string; reason: string; detail: { commentId: number; uin: string } }>(
      portal,
      "select action, reason, detail from audit_log where action = 'item-comment' and target_id = ?",
      [String(pkg.cpId)],
    );
    expect(audit).toEqual([
      { action: 'item-comment', reason: 'Choice C is also defensible.', detail: { commentId: added.body.id, itemId: pkg.itemIds[1], uin: pkg.uins[1] } },
    ]);
  });

  it('refuses an empty comment naming the field, and a comment on an item of another package', async () => {
    const empty = await as(RoleId.Reviewer).post('/api/addItemComment', { cpId: pkg.cpId, itemId: pkg.itemIds[0], text: '   ' });
    expect([empty.status, empty.body.errors?.[0]]).toEqual([400, { field: 'text', message: 'Comment is required' }]);
    const foreign = await as(RoleId.Reviewer).post('/api/addItemComment', { cpId: pkg.cpId, itemId: other.itemIds[0], text: 'Wrong package' });
    expect(foreign.status).toBe(404);
  });

  it('rejects with the commented items referenced, shown in the package audit rows', async () => {
    const reviewer = as(RoleId.Reviewer);
    const mine = (await reviewer.post('/api/addItemComment', { cpId: pkg.cpId, itemId: pkg.itemIds[2], text: 'The prompt gives the answer away.' })).body;
    const theirs = (await reviewer.post('/api/addItemComment', { cpId: other.cpId, itemId: other.itemIds[0], text: 'Elsewhere' })).body;
    const comments = (await reviewer.post('/api/getItemComments', { cpId: pkg.cpId })).body.data as { id: number }[];

    const foreign = await reviewer.post('/api/approveOrRejectCp', {
      cpId: pkg.cpId,
      cpUploadedTestStatus: 6,
      cpRejectDesc: 'See items',
      itemCommentIds: [theirs.id],
    });
    expect([foreign.status, foreign.body.errors?.[0]?.field]).toEqual([400, 'itemCommentIds']);
    expect((await reviewer.post('/api/getCPData', { cpId: pkg.cpId })).body.cpUploadData.cpData.cpStatusDetail.statusId).toBe(4);

    const ids = comments.map((c) => c.id);
    const rejected = await reviewer.post('/api/approveOrRejectCp', {
      cpId: pkg.cpId,
      cpUploadedTestStatus: 6,
      cpRejectDesc: 'Two items need work',
      itemCommentIds: ids,
    });
    expect(rejected.status).toBe(200);
    const audit = (await reviewer.post('/api/getCPData', { cpId: pkg.cpId })).body.cpUploadData.cpAudit as {
      cpStatus: number;
      cpRejectDesc: string;
      rejectItems: unknown[];
    }[];
    const row = audit.find((a) => a.cpStatus === 6)!;
    expect(row.cpRejectDesc).toBe('Two items need work');
    expect(row.rejectItems).toEqual([
      { commentId: ids[0], itemId: pkg.itemIds[1], uin: pkg.uins[1], text: 'Choice C is also defensible.' },
      { commentId: mine.id, itemId: pkg.itemIds[2], uin: pkg.uins[2], text: 'The prompt gives the answer away.' },
    ]);
    const [log] = await sql<{ detail: { items: { commentId: number }[] } }>(
      portal,
      "select detail from audit_log where action = 'cp-reject' and target_id = ?",
      [String(pkg.cpId)],
    );
    expect(log.detail.items.map((i) => i.commentId)).toEqual(ids);
  });

  it('lets staff read items and comments, only reviewers comment, and no student or visitor anything', async () => {
    const expected: [RoleId | 'visitor', number, number, number][] = [
      // role, getCPItem, getItemComments, addItemComment
      ['visitor', 401, 401, 401],
      [RoleId.Student, 403, 403, 403],
      [RoleId.ContentAdmin, 200, 200, 403],
      [RoleId.Reviewer, 200, 200, 200],
      [RoleId.Publisher, 200, 200, 403],
    ];
    for (const [role, view, list, add] of expected) {
      const client = role === 'visitor' ? portal.client() : as(role);
      const got = [
        (await client.post('/api/getCPItem', { cpId: other.cpId, itemId: other.itemIds[0] })).status,
        (await client.post('/api/getItemComments', { cpId: other.cpId })).status,
        (await client.post('/api/addItemComment', { cpId: other.cpId, itemId: other.itemIds[0], text: `From ${role}` })).status,
      ];
      expect([role, ...got]).toEqual([role, view, list, add]);
    }
  });
});
