import { join } from 'node:path';
import { ZipFile } from 'yazl';
import { RoleId } from '@portal/shared';
import { SamplePackagesService, SAMPLES_DIR, zipFolder } from '../src/content-packages/sample-packages.service';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { ImportService } from '../src/content-packages/import.service';
import { QUEUE_CP_IMPORT } from '../src/jobs/job-queue';
import { FileStorage } from '../src/storage/file-storage';
import { loginAs, sql } from './accounts';
import { launch } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';

async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

interface UploadOptions {
  files?: { name: string; data: Buffer }[];
  fileDesc?: string;
  testVersion?: string;
}

function upload(client: TestClient, o: UploadOptions) {
  let req = client.agent.post('/api/upload').set('X-Login-Time', client.loginTime).set('Accept-Language', client.lang);
  if (o.fileDesc !== undefined) req = req.field('fileDesc', o.fileDesc);
  if (o.testVersion !== undefined) req = req.field('testVersion', o.testVersion);
  for (const f of o.files ?? []) req = req.attach('File', f.data, f.name);
  return req;
}

describe('content packages: upload, import, review, publication', () => {
  let portal: TestPortal;
  let admin: TestClient;
  let reviewer: TestClient;
  let publisher: TestClient;
  let student: TestClient;
  let mathZip: Buffer;

  beforeAll(async () => {
    portal = await startPortal();
    [admin, reviewer, publisher, student] = await Promise.all(
      [RoleId.ContentAdmin, RoleId.Reviewer, RoleId.Publisher, RoleId.Student].map((r) => loginAs(portal, r)),
    );
    mathZip = await zipFolder(join(SAMPLES_DIR, 'math-practice'));
  });
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  async function imported(desc: string, data = mathZip, name = 'math.zip'): Promise<number> {
    const res = await upload(admin, { files: [{ name, data }], fileDesc: desc, testVersion: '4' });
    expect(res.body).toMatchObject({
      status: 'SUCCESS',
      message: 'Content Package Imported Successfully and in process to create test. Refresh the history to check the status',
    });
    await portal.jobsIdle();
    await waitForStatus(res.body.cpId, (s) => s !== 1);
    return res.body.cpId;
  }

  async function waitForStatus(cpId: number, done: (s: number) => boolean): Promise<number> {
    for (let i = 0; i < 200; i++) {
      const [row] = await sql<{ status_id: number }>(portal, 'select status_id from content_packages where id = ?', [cpId]);
      if (row && done(row.status_id)) return row.status_id;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`package ${cpId} did not change status`);
  }

  it('imports an uploaded package in the background and shows it awaiting review', async () => {
    const cpId = await imported('Math, first version');
    const page = await admin.post('/api/getAllCp', { page: 1, pageSize: 10 });
    const row = page.body.data.find((r: { id: number }) => r.id === cpId);
    expect(row).toMatchObject({
      fileName: 'math.zip',
      testDescription: 'Math, first version',
      testAlias: expect.any(String),
      cpTestCategory: { categoryId: 4 },
      cpStatusDetail: { statusId: 4, statusDescription: 'Awaiting review' },
    });
    const data = await admin.post('/api/getCPData', { cpId });
    expect(data.body.cpUploadData.testDetail).toMatchObject({ itemCount: 24, strandCount: expect.any(Number) });
    expect(data.body.cpUploadData.cpAudit.map((a: { cpStatus: number }) => a.cpStatus)).toEqual([1, 4]);
    expect(data.body.cpUploadData.actions).toEqual(expect.arrayContaining(['delete', 'export', 'preview']));
    expect(data.body.cpUploadData.actions).not.toContain('approve');
    const items = await admin.post('/api/getCPItems', { cpId, page: 2, pageSize: 10 });
    expect(items.body.totalCount).toBe(24);
    expect(items.body.data).toHaveLength(10);
    expect(items.body.data[0]).toEqual(expect.objectContaining({ uin: expect.any(String), strandName: expect.any(String), calculator: expect.any(Number) }));
    expect(JSON.stringify(items.body)).not.toMatch(/correctResponse|mapping/);
  });

  it('lets a reviewer approve only what awaits review, and reject only with a reason', async () => {
    const cpId = await imported('Math for review');
    const noReason = await reviewer.post('/api/approveOrRejectCp', { cpId, cpUploadedTestStatus: 6 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toContainEqual({ field: 'cpRejectDesc', message: 'Reason is required' });
    const ok = await reviewer.post('/api/approveOrRejectCp', { cpId, cpUploadedTestStatus: 5 });
    expect(ok.body).toEqual({ status: 'Success', message: 'Content Package Math for review is Approved' });
    const again = await reviewer.post('/api/approveOrRejectCp', { cpId, cpUploadedTestStatus: 5 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Content Package Math for review approval process failed');
    const rejected = await reviewer.post('/api/approveOrRejectCp', { cpId, cpUploadedTestStatus: 6, cpRejectDesc: 'Item 7 has two right answers' });
    expect(rejected.body.message).toBe('Content Package Math for review is Rejected');
    const audit = await reviewer.post('/api/getCPData', { cpId });
    expect(audit.body.cpUploadData.cpAudit.at(-1)).toMatchObject({ cpStatus: 6, cpRejectDesc: 'Item 7 has two right answers', statusDescription: 'Rejected' });
    const publish = await publisher.post('/api/publishCp', { cpId });
    expect(publish.status).toBe(409);
    expect(publish.body.message).toBe('Content Package publish failed');
    const rows = await sql(portal, "select action, reason from audit_log where target_type = 'content-package' and target_id = ? order by id", [String(cpId)]);
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'cp-approve', reason: null },
        { action: 'cp-reject', reason: 'Item 7 has two right answers' },
      ]),
    );
  });

  it('publishes, archives the version it replaces, re-publishes an archived one, and never deletes a published one', async () => {
    const first = await imported('Math v1');
    await reviewer.post('/api/approveOrRejectCp', { cpId: first, cpUploadedTestStatus: 5 });
    expect((await publisher.post('/api/publishCp', { cpId: first })).body).toEqual({ status: 'SUCCESS', message: 'Content Package published successfully' });
    const second = await imported('Math v2');
    await reviewer.post('/api/approveOrRejectCp', { cpId: second, cpUploadedTestStatus: 5 });
    await publisher.post('/api/publishCp', { cpId: second });
    const status = async (id: number) => (await admin.post('/api/getCPData', { cpId: id })).body.cpUploadData.cpData.cpStatusDetail;
    expect(await status(first)).toEqual({ statusId: 7, statusDescription: 'Archived' });
    expect(await status(second)).toMatchObject({ statusId: 8 });
    const published = await sql<{ content_package_id: number }>(
      portal,
      'select content_package_id from test_details where published_on is not null and test_alias = (select test_alias from content_packages where id = ?)',
      [first],
    );
    expect(published).toEqual([{ content_package_id: second }]);

    expect((await publisher.post('/api/publishCp', { cpId: first })).body.status).toBe('SUCCESS');
    expect(await status(first)).toMatchObject({ statusId: 8 });
    expect(await status(second)).toMatchObject({ statusId: 7 });

    const refused = await admin.post('/api/deleteCP', { cpUploadId: first });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Content Package entry deletion failed');
    const [{ storage_key: key }] = await sql<{ storage_key: string }>(portal, 'select storage_key from content_packages where id = ?', [second]);
    const storage = portal.app.get(FileStorage);
    expect(await storage.exists(`${key}/package.zip`)).toBe(true);
    expect((await admin.post('/api/deleteCP', { cpUploadId: second })).body).toEqual({
      status: 'SUCCESS',
      message: 'Content Package entry deleted successfully',
    });
    expect(await storage.exists(`${key}/package.zip`)).toBe(false);
    expect(await sql(portal, 'select id from test_details where content_package_id = ?', [second])).toEqual([]);
  });

  it('shows students only the published version of a test, and staff a preview of an approved one', async () => {
    const alias = (await sql<{ test_alias: string }>(portal, 'select test_alias from content_packages where test_alias is not null limit 1'))[0]?.test_alias;
    const v1 = await imported('Catalogue v1');
    const listed = async () =>
      (await student.post('/api/getAllTests', { categoryId: 4 })).body.testData.filter((t: { testAlias: string }) => t.testAlias === alias);
    const before = await listed();
    await reviewer.post('/api/approveOrRejectCp', { cpId: v1, cpUploadedTestStatus: 5 });
    expect(await listed()).toEqual(before);
    const preview = await reviewer.post('/api/getAllTests', { categoryId: 4, cpId: v1 });
    expect(preview.body.testData).toHaveLength(1);
    expect(preview.body.testData[0]).toMatchObject({ testAlias: alias, operationalTestLength: 16, branchingProfileName: 'branching' });
    expect((await student.post('/api/getAllTests', { categoryId: 4, cpId: v1 })).status).toBe(403);
    await publisher.post('/api/publishCp', { cpId: v1 });
    const after = await listed();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      testDetailId: preview.body.testData[0].testDetailId,
      categoryId: 4,
      pendingLAYGSessionId: null,
      pendingSAMPSessionId: null,
    });
    expect(JSON.stringify(after)).not.toMatch(/correctResponse|mapping/);
  });

  it('names the earlier version a student’s attempt in progress is on, once a new one is published, and resumes that attempt', async () => {
    const { client: dana } = await signUpAndLogin(portal);
    const first = await imported('Versions v1');
    await reviewer.post('/api/approveOrRejectCp', { cpId: first, cpUploadedTestStatus: 5 });
    await publisher.post('/api/publishCp', { cpId: first });
    const [old] = await sql<{ id: number; test_name: string; test_alias: string }>(
      portal,
      'select id, test_name, test_alias from test_details where content_package_id = ?',
      [first],
    );
    const entryOf = async () =>
      (await dana.post('/api/getAllTests', { categoryId: 4 })).body.testData.find((t: { testAlias: string }) => t.testAlias === old!.test_alias);
    const attempt = await launch(dana, old!.id, 2);
    // on the version it is on, nothing more to say
    expect(await entryOf()).toMatchObject({ testDetailId: old!.id, pendingSAMPSessionId: attempt.sessionId, pendingSAMPVersionName: null });

    const second = await imported('Versions v2');
    await reviewer.post('/api/approveOrRejectCp', { cpId: second, cpUploadedTestStatus: 5 });
    await publisher.post('/api/publishCp', { cpId: second });
    const entry = await entryOf();
    expect(entry.testDetailId).not.toBe(old!.id);
    expect(entry).toMatchObject({ pendingSAMPSessionId: attempt.sessionId, pendingSAMPVersionName: old!.test_name, pendingLAYGVersionName: null });
    // Resume continues the attempt on the earlier version; the next attempt is on the new one
    expect((await launch(dana, entry.testDetailId, 2)).sessionId).toBe(attempt.sessionId);
    await dana.post('/api/delivery/submit', { sessionId: attempt.sessionId });
    const next = await launch(dana, entry.testDetailId, 2);
    expect(next.sessionId).not.toBe(attempt.sessionId);
    expect(await entryOf()).toMatchObject({ pendingSAMPSessionId: next.sessionId, pendingSAMPVersionName: null });
  });

  it('fails a broken package with its findings keyed by file name', async () => {
    const broken = await zipOf({
      'imsmanifest.xml':
        '<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources><resource identifier="T" type="imsqti_test_xmlv2p2" href="test.xml"><file href="test.xml"/></resource></resources></manifest>',
    });
    const cpId = await imported('Broken', broken, 'broken.zip');
    expect(await waitForStatus(cpId, () => true)).toBe(2);
    const log = await admin.post('/api/getProcessLog', { cpUploadId: cpId });
    expect(log.body.statusId).toBe(2);
    const files = Object.keys(log.body.processLog);
    expect(files.length).toBeGreaterThan(0);
    expect(log.body.processLog[files[0]][0].message).toEqual(expect.any(String));
    expect(await sql(portal, 'select id from test_details where content_package_id = ?', [cpId])).toEqual([]);
  });

  it.each([
    [{ files: [], fileDesc: 'x', testVersion: '4' }, 'Choose one content package file (.zip) to import.'],
    [{ files: [{ name: 'notes.txt', data: Buffer.from('hello') }], fileDesc: 'x', testVersion: '4' }, 'Unsupported file format'],
    [{ files: [{ name: 'fake.zip', data: Buffer.from('not a zip at all') }], fileDesc: 'x', testVersion: '4' }, 'Unsupported file format'],
    [
      {
        files: [
          { name: 'a.zip', data: Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'latin1') },
          { name: 'b.zip', data: Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'latin1') },
        ],
        fileDesc: 'x',
        testVersion: '4',
      },
      'More than one content package file cannot be uploaded',
    ],
    [
      { files: [{ name: 'a.zip', data: Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'latin1') }], fileDesc: 'x', testVersion: '99' },
      'Test Version should be selected',
    ],
  ])('refuses the file of %#: %s', async (options, reason) => {
    const before = await sql(portal, 'select count(*)::int as n from content_packages');
    const res = await upload(admin, options);
    expect(res.body).toMatchObject({ status: 'FAILED', msg: { FILE_TYPE: reason }, message: `Content Package import failed, ${reason}` });
    expect(await sql(portal, 'select count(*)::int as n from content_packages')).toEqual(before);
  });

  it.each([
    [{ testVersion: '4' }, 'fileDesc', 'Import Description is required'],
    [{ fileDesc: 'x'.repeat(101), testVersion: '4' }, 'fileDesc', 'The Import Description cannot exceed 100 characters'],
    [{ fileDesc: 'Math' }, 'testVersion', 'Test Version should be selected'],
  ])('refuses the form %j naming %s', async (fields, field, message) => {
    const res = await upload(admin, { ...fields, files: [{ name: 'math.zip', data: mathZip }] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('keeps each call to the roles whose functions allow it', async () => {
    expect((await student.post('/api/getAllCp', {})).status).toBe(403);
    expect((await upload(reviewer, { files: [{ name: 'math.zip', data: mathZip }], fileDesc: 'x', testVersion: '4' })).status).toBe(403);
    expect((await publisher.post('/api/approveOrRejectCp', { cpId: 1, cpUploadedTestStatus: 5 })).status).toBe(403);
    expect((await reviewer.post('/api/publishCp', { cpId: 1 })).status).toBe(403);
    expect((await reviewer.post('/api/deleteCP', { cpUploadId: 1 })).status).toBe(403);
    expect((await portal.client().post('/api/getAllCp', {})).status).toBe(401);
  });

  it('exports the zip as it was uploaded', async () => {
    const cpId = await imported('Math export');
    const res = await admin.post('/api/exportCP', { cpId });
    expect(res.body).toEqual({ status: 'SUCCESS', FILE_NAME: 'math.zip', FILE_URL: `/api/downloadCP/${cpId}` });
    const file = await admin.agent
      .get(res.body.FILE_URL)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(file.headers['content-type']).toBe('application/zip');
    expect(Buffer.compare(file.body as Buffer, mathZip)).toBe(0);
  });

  /**
   * With BullMQ, a package's status is settled a moment before its job ends; a job still running
   * keeps its id, and the same id queued meanwhile is not run again, as no live import is doubled.
   */
  async function jobEnded(cpId: number): Promise<void> {
    if (!process.env.REDIS_URL) return;
    const queue = portal.app.get<Queue>(getQueueToken(QUEUE_CP_IMPORT), { strict: false });
    for (let i = 0; i < 200; i++) {
      const state = await (await queue.getJob(`cp-${cpId}`))?.getState();
      if (!state || state === 'completed' || state === 'failed' || state === 'unknown') return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the import job of package ${cpId} did not end`);
  }

  it('finishes an import that a stopped process cut off', async () => {
    const res = await upload(admin, { files: [{ name: 'math.zip', data: mathZip }], fileDesc: 'Cut off', testVersion: '4' });
    await portal.jobsIdle();
    await waitForStatus(res.body.cpId, (s) => s !== 1);
    // the stopped process's run is over: its job has ended
    await jobEnded(res.body.cpId);
    // As if the process had stopped mid-import: back to status 1 with nothing written.
    await sql(portal, 'delete from test_details where content_package_id = ?', [res.body.cpId]);
    await sql(portal, 'update content_packages set status_id = 1 where id = ?', [res.body.cpId]);
    await portal.app.get(ImportService).resumeInterrupted();
    await portal.jobsIdle();
    expect(await waitForStatus(res.body.cpId, (s) => s !== 1)).toBe(4);
    expect(
      await sql(portal, 'select count(*)::int as n from item_details i join test_details d on d.id = i.test_detail_id where d.content_package_id = ?', [
        res.body.cpId,
      ]),
    ).toEqual([{ n: 24 }]);
  });

  it('leaves no media behind when the package is deleted while its import stores them', async () => {
    const storage = portal.app.get(FileStorage);
    const put = storage.put.bind(storage);
    let cpId = 0;
    let mediaKey = '';
    let stored!: () => void;
    const mediaStored = new Promise<void>((resolve) => (stored = resolve));
    const spy = jest.spyOn(storage, 'put').mockImplementation(async (key, source) => {
      if (!key.includes('/media/') || mediaKey) return put(key, source);
      mediaKey = key;
      // staff delete the package while the import is between reading the zip and writing the rows
      expect((await admin.post('/api/deleteCP', { cpUploadId: cpId })).body.status).toBe('SUCCESS');
      const size = await put(key, source);
      stored();
      return size;
    });
    try {
      const res = await upload(admin, { files: [{ name: 'math.zip', data: mathZip }], fileDesc: 'Deleted mid-import', testVersion: '4' });
      cpId = res.body.cpId;
      await portal.jobsIdle();
      await mediaStored;
      for (let i = 0; i < 100 && (await storage.exists(mediaKey)); i++) await new Promise((r) => setTimeout(r, 50));
      expect(await storage.exists(mediaKey)).toBe(false);
      expect(await sql(portal, 'select id from content_packages where id = ?', [cpId])).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('imports and publishes the shipped samples once, in every category', async () => {
    const samples = portal.app.get(SamplePackagesService);
    await samples.ensureSamples();
    await samples.ensureSamples();
    const rows = await sql<{ category_id: number; n: number }>(
      portal,
      'select d.category_id, count(*)::int as n from test_details d join content_packages c on c.id = d.content_package_id where c.uploaded_by_id is null and c.status_id = 8 and d.published_on is not null group by 1 order by 1',
    );
    expect(rows).toEqual([
      { category_id: 1, n: 1 },
      { category_id: 2, n: 1 },
      { category_id: 3, n: 1 },
      { category_id: 4, n: 4 },
      { category_id: 5, n: 2 },
    ]);
  });

  it('keeps an archived package that students practised on, and deletes one only staff previewed', async () => {
    const practised = await imported('Practised v1');
    await reviewer.post('/api/approveOrRejectCp', { cpId: practised, cpUploadedTestStatus: 5 });
    await publisher.post('/api/publishCp', { cpId: practised });
    const [{ id: testDetailId }] = await sql<{ id: number }>(portal, 'select id from test_details where content_package_id = ?', [practised]);
    await launch(admin, testDetailId, 2, 'preview');
    const previewed = await imported('Previewed v2');
    await reviewer.post('/api/approveOrRejectCp', { cpId: previewed, cpUploadedTestStatus: 5 });
    await launch(admin, (await sql<{ id: number }>(portal, 'select id from test_details where content_package_id = ?', [previewed]))[0].id, 1, 'preview');
    await launch(student, testDetailId, 1);
    await publisher.post('/api/publishCp', { cpId: previewed });

    const refused = await admin.post('/api/deleteCP', { cpUploadId: practised });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'Content Package entry deletion failed',
      errors: [{ message: "Students have practised on this package's test, and deleting it would erase their results from their history. It stays archived." }],
    });
    expect(await sql(portal, 'select status_id from content_packages where id = ?', [practised])).toEqual([{ status_id: 7 }]);
    expect(await sql(portal, 'select count(*)::int as n from test_sessions where test_detail_id = ?', [testDetailId])).toEqual([{ n: 2 }]);

    // Previews are not history: a package only staff tried goes, with its preview sessions.
    await publisher.post('/api/publishCp', { cpId: practised });
    expect((await admin.post('/api/deleteCP', { cpUploadId: previewed })).body).toEqual({
      status: 'SUCCESS',
      message: 'Content Package entry deleted successfully',
    });
  });
});
