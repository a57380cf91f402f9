import { join } from 'node:path';
import { ZipFile } from 'yazl';
import { RoleId } from '@portal/shared';
import { SAMPLES_DIR, zipFolder } from '../src/content-packages/sample-packages.service';
import { loginAs, sql } from './accounts';
import { startPortal, type TestClient, type TestPortal } from './harness';
import { MailCatcher } from './mail-catcher';

const ADMIN = 'admin@example.org';
const REVIEWER = 'reviewer@example.org';
const PUBLISHER = 'publisher@example.org';

async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

interface Entry {
  id: number;
  kind: string;
  title: string;
  text: string;
  cpId: number | null;
  read: boolean;
}

describe('notifications about content packages', () => {
  let portal: TestPortal;
  let mail: MailCatcher;
  let admin: TestClient;
  let reviewer: TestClient;
  let publisher: TestClient;
  let student: TestClient;
  let mathZip: Buffer;

  beforeAll(async () => {
    mail = new MailCatcher();
    portal = await startPortal({ SMTP_URL: await mail.start() });
    [admin, reviewer, publisher, student] = await Promise.all(
      [RoleId.ContentAdmin, RoleId.Reviewer, RoleId.Publisher, RoleId.Student].map((r) => loginAs(portal, r)),
    );
    mathZip = await zipFolder(join(SAMPLES_DIR, 'math-practice'));
    // the reviewer reads the portal in Russian; mails follow the recipient's language, not the sender's
    await reviewer.post('/api/saveProfile', { firstName: 'Rita', lastName: 'Reviewer', language: 'ru' });
  }, 120_000);
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
    await mail.stop();
  });

  async function upload(desc: string, data: Buffer, name: string): Promise<number> {
    const res = await admin.agent
      .post('/api/upload')
      .set('X-Login-Time', admin.loginTime)
      .field('fileDesc', desc)
      .field('testVersion', '4')
      .attach('File', data, name);
    expect(res.body.status).toBe('SUCCESS');
    for (let i = 0; i < 300; i++) {
      await portal.jobsIdle();
      const [row] = await sql<{ status_id: number }>(portal, 'select status_id from content_packages where id = ?', [res.body.cpId]);
      if (row && row.status_id !== 1) return res.body.cpId;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the import did not end');
  }

  const list = async (client: TestClient, lang = 'en') => {
    client.lang = lang;
    const res = await client.post('/api/getNotifications', { page: 1, pageSize: 50 });
    client.lang = 'en';
    expect(res.status).toBe(200);
    return res.body as { data: Entry[]; unreadCount: number; totalCount: number };
  };
  const mailsTo = (to: string, subject: RegExp) => mail.messages.filter((m) => JSON.stringify(m.to).includes(to) && subject.test(m.subject ?? ''));

  describe('a package imported, rejected, imported again, approved and published', () => {
    let cpId: number;

    beforeAll(async () => {
      cpId = await upload('Math notified', mathZip, 'math-notified.zip');
      await portal.jobsIdle();
    }, 120_000);

    it('mails the uploader what the import created and lists it unread in the app', async () => {
      const received = await mail.waitFor(ADMIN, (m) => /Imported: Math notified/.test(m.subject ?? ''));
      expect(received.text).toContain('The content package "Math notified" (math-notified.zip) was imported and awaits review.');
      expect(received.text).toMatch(/What was created:\n- Imported 1 test\(s\) with \d+ section\(s\), 24 item\(s\)/);
      expect(received.text).toMatch(/strand ".+": \d+ item\(s\)/);
      expect(received.text).toContain('http://portal.test/home/imports');
      const mine = await list(admin);
      expect(mine.data[0]).toMatchObject({ kind: 'importSucceeded', cpId, read: false, title: 'Imported: Math notified' });
      expect(mine.unreadCount).toBeGreaterThanOrEqual(1);
    });

    it('tells reviewers, in their own language, that the package awaits review, and nobody else', async () => {
      const received = await mail.waitFor(REVIEWER, (m) => /Ожидает проверки: Math notified/.test(m.subject ?? ''));
      expect(received.text).toContain('Здравствуйте, Rita!');
      expect(received.text).toContain('ожидает проверки');
      expect((await list(reviewer, 'ru')).data[0]).toMatchObject({ kind: 'awaitingReview', title: 'Ожидает проверки: Math notified' });
      expect((await list(reviewer)).data[0].title).toBe('Awaiting review: Math notified');
      expect(mailsTo(PUBLISHER, /Math notified/)).toEqual([]);
      expect((await list(student)).data).toEqual([]);
    });

    it('on rejection, mails the uploader and publishers the reason and the items it points at, but not the reviewer who rejected', async () => {
      const detail = (await admin.post('/api/getCPData', { cpId })).body.cpUploadData;
      const [item] = (await admin.post('/api/getCPItems', { cpId, testDetailId: detail.testDetails[0].testDetailId, page: 1, pageSize: 10 })).body.data as {
        itemId: number;
        uin: string;
      }[];
      const comment = await reviewer.post('/api/addItemComment', { cpId, itemId: item.itemId, text: 'Choices B and C are both correct.' });
      expect(comment.status).toBe(200);
      const res = await reviewer.post('/api/approveOrRejectCp', {
        cpId,
        cpUploadedTestStatus: 6,
        cpRejectDesc: 'Item 7 has two keys',
        itemCommentIds: [comment.body.id],
      });
      expect(res.status).toBe(200);
      await portal.jobsIdle();
      for (const to of [ADMIN, PUBLISHER]) {
        const received = await mail.waitFor(to, (m) => /Rejected: Math notified/.test(m.subject ?? ''));
        expect(received.text).toContain('Rita Reviewer rejected the content package "Math notified" (math-notified.zip). Reason: Item 7 has two keys');
        expect(received.text).toContain(`- ${item.uin}: Choices B and C are both correct.`);
      }
      expect((await list(admin)).data[0]).toMatchObject({ kind: 'rejected', text: expect.stringContaining('Reason: Item 7 has two keys') });
      expect(mailsTo(REVIEWER, /Отклонён|Rejected/)).toEqual([]);
    });

    it('on approval and publication, tells the uploader, publishers and then all staff', async () => {
      const again = await upload('Math notified again', mathZip, 'math-notified-2.zip');
      await reviewer.post('/api/approveOrRejectCp', { cpId: again, cpUploadedTestStatus: 5 });
      await portal.jobsIdle();
      await mail.waitFor(ADMIN, (m) => m.subject === 'Approved: Math notified again');
      await mail.waitFor(PUBLISHER, (m) => m.subject === 'Approved: Math notified again');
      expect((await publisher.post('/api/publishCp', { cpId: again })).status).toBe(200);
      await portal.jobsIdle();
      await mail.waitFor(ADMIN, (m) => m.subject === 'Published: Math notified again');
      await mail.waitFor(REVIEWER, (m) => m.subject === 'Опубликован: Math notified again');
      expect(mailsTo(PUBLISHER, /Published: Math notified again/)).toEqual([]);
      expect((await list(reviewer)).data[0]).toMatchObject({ kind: 'published', text: expect.stringContaining('students now see its tests') });
    });
  });

  it('mails the uploader the first errors of a failed import, with a link to its process log', async () => {
    const broken = await zipOf({
      'imsmanifest.xml':
        '<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources><resource identifier="T" type="imsqti_test_xmlv2p2" href="test.xml"><file href="test.xml"/></resource></resources></manifest>',
    });
    const cpId = await upload('Broken notified', broken, 'broken-notified.zip');
    const received = await mail.waitFor(ADMIN, (m) => m.subject === 'Import failed: Broken notified');
    expect(received.text).toContain('could not be imported');
    expect(received.text).toContain('The first errors:\n- imsmanifest.xml:1: The resource T names the file test.xml, which is not in the zip.');
    expect(received.text).toContain(`http://portal.test/home/imports/errors/${cpId}`);
    expect((await list(admin)).data[0]).toMatchObject({ kind: 'importFailed', cpId });
    expect(mailsTo(REVIEWER, /Broken notified/)).toEqual([]);
  });

  it("marks entries read, one or all, only in the caller's own list", async () => {
    const before = await list(admin);
    const first = before.data.find((e) => !e.read)!;
    const one = await admin.post('/api/markNotificationsRead', { ids: [first.id] });
    expect(one.body.unreadCount).toBe(before.unreadCount - 1);
    // another user's id changes nothing of theirs
    const reviewerBefore = await list(reviewer);
    await admin.post('/api/markNotificationsRead', { ids: reviewerBefore.data.map((e) => e.id) });
    expect((await list(reviewer)).unreadCount).toBe(reviewerBefore.unreadCount);
    expect((await admin.post('/api/markNotificationsRead', {})).body.unreadCount).toBe(0);
    expect((await list(admin)).data.every((e) => e.read)).toBe(true);
    expect((await admin.post('/api/markNotificationsRead', { ids: ['x'] })).status).toBe(400);
  });

  it('offers each role the kinds it can receive, and a kind switched off is neither mailed nor listed', async () => {
    const kinds = async (client: TestClient) =>
      ((await client.post('/api/getNotificationSettings', {})).body.settings as { kind: string; enabled: boolean }[]).map((s) => s.kind);
    expect(await kinds(admin)).toEqual(['importSucceeded', 'importFailed', 'approved', 'rejected', 'published']);
    expect(await kinds(reviewer)).toEqual(['awaitingReview', 'published']);
    expect(await kinds(publisher)).toEqual(['approved', 'rejected', 'published']);
    expect(await kinds(student)).toEqual([]);

    const saved = await reviewer.post('/api/saveNotificationSettings', { settings: [{ kind: 'awaitingReview', enabled: false }] });
    expect(saved.body).toEqual({ result: 'SUCCESS', message: 'Notification settings saved' });
    expect((await reviewer.post('/api/getNotificationSettings', {})).body.settings).toEqual([
      { kind: 'awaitingReview', enabled: false },
      { kind: 'published', enabled: true },
    ]);
    const entries = (await list(reviewer)).totalCount;
    await upload('Math quiet', mathZip, 'math-quiet.zip');
    await mail.waitFor(ADMIN, (m) => m.subject === 'Imported: Math quiet');
    expect(mailsTo(REVIEWER, /Math quiet/)).toEqual([]);
    expect((await list(reviewer)).totalCount).toBe(entries);

    const bad = await reviewer.post('/api/saveNotificationSettings', { settings: [{ kind: 'everything', enabled: false }] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('kind');
  });

  it('says in the process log of a successful import what it created', async () => {
    const [row] = await sql<{ id: number }>(portal, "select id from content_packages where file_name = 'math-quiet.zip'");
    const log = (await admin.post('/api/getProcessLog', { cpUploadId: row!.id })).body.processLog as Record<string, { code: string; message: string }[]>;
    const lines = log['math-quiet.zip']!;
    expect(lines[0]!.message).toMatch(/^Imported 1 test\(s\) with \d+ section\(s\), 24 item\(s\), \d+ passage\(s\) and \d+ media file\(s\)\.$/);
    expect(lines.filter((l) => l.code === 'import.created.strand').length).toBeGreaterThan(0);
    admin.lang = 'ru';
    const ru = (await admin.post('/api/getProcessLog', { cpUploadId: row!.id })).body.processLog['math-quiet.zip'];
    admin.lang = 'en';
    expect(ru[0].message).toMatch(/^Импортировано тестов: 1/);
  });
});
