import { PDFDocument } from 'pdf-lib';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';
import { anInstitution, beginPaa, binary, finishedPaa, type PaaView } from './paa-helpers';
import { isUsLetter, pdfPageSizes, pdfPageTexts } from './pdf-reader';

/** Step 5's resource document, the certificate of a finished PAA, and the check of its code. */
describe('PAA: the resource document, the certificate and its verification', () => {
  let portal: TestPortal;
  let dana: TestClient;
  let omar: TestClient;
  let institution: { institutionIdPk: number; institutionName: string };
  let inProgress: PaaView;
  let finished: PaaView;
  let code: string;

  async function pdfText(client: TestClient, url: string): Promise<string[]> {
    const file = await client.get(url).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="paa-[a-z]+\.pdf"$/);
    const bytes = new Uint8Array(file.body as Buffer);
    expect((await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount()).toBeGreaterThan(0);
    // every PDF of the portal is US Letter, every page of it
    expect((await pdfPageSizes(bytes)).every(isUsLetter)).toBe(true);
    return (await pdfPageTexts(bytes)).flat();
  }

  /** Lines are wrapped; the words of a text are checked in one run of the page's text. */
  const joined = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ');

  beforeAll(async () => {
    portal = await startPortal({ FORGOT_RATE_LIMIT: '8' }, { samples: true });
    dana = (await signUpAndLogin(portal, { firstName: 'Dana', lastName: 'Lopez' })).client;
    omar = (await signUpAndLogin(portal, { firstName: 'Omar', lastName: 'Haddad' })).client;
    institution = await anInstitution(dana);
    finished = await finishedPaa(dana, institution.institutionIdPk);
    inProgress = await beginPaa(dana, institution.institutionIdPk);
    const [row] = await portal.orm.em.fork().getConnection().execute('select certificate_code from paa_sessions where id = ?', [finished.paaId]);
    code = row.certificate_code;
  }, 300_000);
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  it('gives each finished PAA a verification code of the form XXXX-XXXX-XX', () => {
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{2}$/);
  });

  it('answers the resource document’s address for a PAA with an institution, in the reader’s language', async () => {
    expect((await dana.get(`/api/getPAAResource/${inProgress.paaId}`)).body).toEqual({ url: `/api/downloadPAAResource/${inProgress.paaId}?lang=en` });
    dana.lang = 'ru';
    const ru = await dana.get(`/api/getPAAResource/${finished.paaId}`);
    dana.lang = 'en';
    expect(ru.body).toEqual({ url: `/api/downloadPAAResource/${finished.paaId}?lang=ru` });
  });

  it('prints the resource document naming the chosen institution', async () => {
    const lines = await pdfText(dana, `/api/downloadPAAResource/${inProgress.paaId}?lang=en`);
    const text = joined(lines);
    expect(text).toContain('Resources and Tips for Success');
    expect(text).toContain(institution.institutionName);
    expect(text).toContain('Dana Lopez');
    expect(text).toContain('Academic advising');
    expect(text).toContain('2-1-1 Texas');
    expect(text).toContain('My contacts');
  });

  it('prints it in Russian too', async () => {
    const text = joined(await pdfText(dana, `/api/downloadPAAResource/${inProgress.paaId}?lang=ru`));
    expect(text).toContain('Ресурсы и советы для успешной учёбы');
    expect(text).toContain(institution.institutionName);
  });

  it('has a certificate only for a finished PAA', async () => {
    const notYet = await dana.get(`/api/getPAACertificate/${inProgress.paaId}`);
    expect([notYet.status, notYet.body.message]).toEqual([
      409,
      'The certificate is available once all five steps of this Pre-Assessment Activity are finished.',
    ]);
    expect((await dana.get(`/api/downloadPAACertificate/${inProgress.paaId}`)).status).toBe(409);
    expect((await dana.get(`/api/getPAACertificate/${finished.paaId}`)).body).toEqual({ url: `/api/downloadPAACertificate/${finished.paaId}?lang=en` });
  });

  it('prints the certificate with the student’s name, the institution, the completion date and the verification code', async () => {
    const text = joined(await pdfText(dana, `/api/downloadPAACertificate/${finished.paaId}?lang=en`));
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(finished.completedOn!));
    for (const part of [
      'Certificate of Completion',
      'Pre-Assessment Activity',
      'Dana Lopez',
      institution.institutionName,
      date,
      code,
      `http://portal.test/verifyCertificate?code=${code}`,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/not a substitute for the real TSIA2/);
  });

  it('prints the certificate in Russian', async () => {
    const text = joined(await pdfText(dana, `/api/downloadPAACertificate/${finished.paaId}?lang=ru`));
    expect(text).toContain('Сертификат о прохождении');
    expect(text).toContain('Dana Lopez');
    expect(text).toContain(code);
  });

  it('keeps every document call to the owner: another student’s PAA is not found', async () => {
    for (const path of [
      `/api/getPAAResource/${inProgress.paaId}`,
      `/api/downloadPAAResource/${inProgress.paaId}`,
      `/api/getPAACertificate/${finished.paaId}`,
      `/api/downloadPAACertificate/${finished.paaId}`,
    ]) {
      const res = await omar.get(path);
      expect([path, res.status, res.body.message]).toEqual([path, 404, 'Pre-Assessment Activity session not found']);
    }
    for (const path of ['/api/getPAAResource/99999999', '/api/getPAACertificate/99999999999', '/api/getPAACertificate/0']) {
      expect((await dana.get(path)).status).toBe(404);
    }
  });

  it('verifies a certificate’s code for anyone, showing only the first name and last initial, the institution and the date', async () => {
    const visitor = portal.client();
    const res = await visitor.get(`/api/verifyPAACertificate/${code}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: true, studentName: 'Dana L.', institution: institution.institutionName, completedOn: finished.completedOn });
    // as typed from paper: lower case, without dashes
    expect((await visitor.get(`/api/verifyPAACertificate/${code.replace(/-/g, '').toLowerCase()}`)).body.valid).toBe(true);
  });

  it('answers valid: false for a code that is not a certificate’s', async () => {
    const visitor = portal.client();
    const other = code === 'AAAA-AAAA-AA' ? 'BBBB-BBBB-BB' : 'AAAA-AAAA-AA';
    expect((await visitor.get(`/api/verifyPAACertificate/${other}`)).body).toEqual({ valid: false });
    expect((await visitor.get('/api/verifyPAACertificate/not-a-code')).body).toEqual({ valid: false });
  });

  it('limits how many codes one address may check in a minute, like forgot-password', async () => {
    const visitor = portal.client();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await visitor.get('/api/verifyPAACertificate/AAAA-BBBB-CC')).status);
    // ten checks at once are more than the limit of eight, whatever the tests above used of it
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThanOrEqual(8);
    expect(statuses.slice(first).every((s) => s === 429)).toBe(true);
  });
});
