import { RoleId } from '@portal/shared';
import { loginAs, sql } from './accounts';
import { startPortal, type TestClient, type TestPortal } from './harness';
import { MailCatcher } from './mail-catcher';
import { IMPERFECT_ITEM, imperfectPackage, lineOf } from './warnings-package';

interface LogEntry {
  line?: number;
  code: string;
  message: string;
  severity: 'error' | 'warning' | 'info';
}

/** A package imported with warnings: what the process log, Import History, the item and the mail say of them. */
describe('a package imported with warnings', () => {
  let portal: TestPortal;
  let mail: MailCatcher;
  let admin: TestClient;
  let reviewer: TestClient;

  beforeAll(async () => {
    mail = new MailCatcher();
    portal = await startPortal({ SMTP_URL: await mail.start() });
    [admin, reviewer] = await Promise.all([RoleId.ContentAdmin, RoleId.Reviewer].map((r) => loginAs(portal, r)));
  }, 120_000);
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
    await mail.stop();
  });

  async function upload(desc: string, data: Buffer, name: string): Promise<{ cpId: number; status: number }> {
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
      if (row && row.status_id !== 1) return { cpId: res.body.cpId, status: Number(row.status_id) };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the import did not end');
  }

  const processLog = async (cpId: number, lang = 'en') => {
    admin.lang = lang;
    const res = await admin.post('/api/getProcessLog', { cpUploadId: cpId });
    admin.lang = 'en';
    expect(res.status).toBe(200);
    return res.body.processLog as Record<string, LogEntry[]>;
  };

  let cpId: number;
  beforeAll(async () => {
    const imported = await upload('Imperfect numbers', await imperfectPackage('imperfect-numbers'), 'imperfect.zip');
    expect(imported.status).toBe(4);
    cpId = imported.cpId;
  }, 120_000);

  it('imports it awaiting review, each warning in the process log by file with its line and severity, apart from the summary', async () => {
    const log = await processLog(cpId);
    expect(log['item1.xml']).toEqual([
      {
        line: lineOf(IMPERFECT_ITEM, '<img'),
        code: 'item.missingImage',
        severity: 'warning',
        message: expect.stringContaining('The image images/number-line.png is not in the zip'),
      },
      {
        line: lineOf(IMPERFECT_ITEM, '<stylesheet'),
        code: 'item.missingStylesheet',
        severity: 'warning',
        message: expect.stringContaining('The stylesheet style/missing.css is not in the zip'),
      },
    ]);
    expect(log['notes\\x07.txt']).toEqual([
      expect.objectContaining({ code: 'zip.controlCharacterSkipped', severity: 'warning', message: expect.stringContaining('"notes\\x07.txt"') }),
    ]);
    expect(log['imperfect.zip'].map((e) => e.severity)).toEqual(['info', 'info', 'info']);
    expect((await processLog(cpId, 'ru'))['item1.xml'][0].message).toMatch(/^Изображения images\/number-line\.png нет в архиве/);
  });

  it('counts the warnings in Import History and on the detail page, each package its own', async () => {
    const clean = await upload(
      'Clean numbers',
      await imperfectPackage('clean-numbers', { 'item1.xml': IMPERFECT_ITEM.replace(/<stylesheet[^>]*>|<p><img[^>]*><\/p>/g, '') }),
      'clean.zip',
    );
    const page = await admin.post('/api/getAllCp', { page: 1, pageSize: 250 });
    const row = page.body.data.find((r: { id: number }) => r.id === cpId);
    expect(row).toMatchObject({ warningCount: 3, cpStatusDetail: { statusId: 4 } });
    expect(page.body.data.find((r: { id: number }) => r.id === clean.cpId)).toMatchObject({ warningCount: 1, cpStatusDetail: { statusId: 4 } });
    const detail = await reviewer.post('/api/getCPData', { cpId });
    expect(detail.body.cpUploadData.cpData.warningCount).toBe(3);
    expect(detail.body.cpUploadData.processLog['item1.xml'].map((e: LogEntry) => e.severity)).toEqual(['warning', 'warning']);
  });

  it('gives staff and students the item with a placeholder where the image is missing, its alt text kept', async () => {
    const items = await admin.post('/api/getCPItems', { cpId, page: 1, pageSize: 10 });
    const first = items.body.data.find((i: { uin: string }) => i.uin === 'WARN-1');
    const view = await admin.post('/api/getCPItem', { cpId, itemId: first.itemId });
    expect(view.status).toBe(200);
    const paragraph = view.body.item.body.find((n: { children?: { tag?: string }[] }) => n.children?.some((c) => c.tag === 'missingImage'));
    expect(paragraph.children).toEqual([{ tag: 'missingImage', attrs: { file: 'images/number-line.png', alt: 'A number line from 0 to 10' }, children: [] }]);
    expect(JSON.stringify(view.body.item.body)).not.toContain('"img"');
    expect(view.body.item.stylesheets).toEqual([]);
  });

  it('names the warnings in the import-finished mail, in the uploader’s language', async () => {
    const received = await mail.waitFor('admin@example.org', (m) => m.subject === 'Imported: Imperfect numbers');
    expect(received.text).toContain('It was imported with 3 warning(s), which a reviewer sees before approving it:');
    expect(received.text).toContain(`- item1.xml:${lineOf(IMPERFECT_ITEM, '<img')}: The image images/number-line.png is not in the zip`);
    expect(received.text).toContain('- notes\\x07.txt: The entry "notes\\x07.txt" has a control character in its name');
  });

  it('refuses the package when an item refers to an entry whose name holds a control character, naming it as an error', async () => {
    const item = IMPERFECT_ITEM.replace('images/number-line.png', 'notes%07.txt');
    const failed = await upload('Refers to a control character', await imperfectPackage('control-ref', { 'item1.xml': item }), 'control.zip');
    expect(failed.status).toBe(2);
    const log = await processLog(failed.cpId);
    expect(log['item1.xml']).toContainEqual(expect.objectContaining({ code: 'zip.controlCharacterUsed', severity: 'error' }));
    expect(log['item1.xml'].find((e) => e.code === 'zip.controlCharacterUsed')?.message).toContain('"notes\\x07.txt"');
    expect(log['notes\\x07.txt']).toBeUndefined();
    const page = await admin.post('/api/getAllCp', { page: 1, pageSize: 250 });
    expect(page.body.data.find((r: { id: number }) => r.id === failed.cpId).warningCount).toBe(1);
  });

  it('reads entries stored before they carried a severity as their package’s outcome made them', async () => {
    const failed = await upload('Broken, stored long ago', await imperfectPackage('old-failed', { 'item2.xml': '<assessmentItem' }), 'old.zip');
    expect(failed.status).toBe(2);
    const strip = `update content_packages set process_log = (select jsonb_agg(e - 'severity') from jsonb_array_elements(process_log) e) where id = ?`;
    await sql(portal, strip, [failed.cpId]);
    await sql(portal, strip, [cpId]);
    expect(
      Object.values(await processLog(failed.cpId))
        .flat()
        .every((e) => e.severity === 'error'),
    ).toBe(true);
    const old = await processLog(cpId);
    expect(old['item1.xml'].map((e) => e.severity)).toEqual(['warning', 'warning']);
    expect(old['imperfect.zip'].map((e) => e.severity)).toEqual(['info', 'info', 'info']);
  });
});
