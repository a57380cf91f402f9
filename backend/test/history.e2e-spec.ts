import type { Stream } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { RoleId } from '@portal/shared';
import { loginAs, sql } from './accounts';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';
import { isUsLetter, pdfPageSizes, pdfPageTexts } from './pdf-reader';
import { pdfPageBoxes } from './pdf-layout';

interface Detail {
  id: number;
  test_alias: string;
  test_name: string;
}

interface SessionRow {
  detail: Detail;
  mode?: 1 | 2;
  status?: 1 | 2 | 3;
  preview?: boolean;
  percent?: number | null;
  completedOn?: string;
}

const DAY = 24 * 3600 * 1000;

interface ChartPoint {
  completedOn: string;
  firstCompletedOn: string;
  percent: number;
  count: number;
  mode: number | null;
  testName: string | null;
}

interface ChartSeries {
  categoryId: number;
  categoryName: string;
  count: number;
  first: { completedOn: string; percent: number };
  last: { completedOn: string; percent: number };
  best: number;
  points: ChartPoint[];
}

/** supertest's parser for a body read as bytes */
function binary(res: Stream, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('history: the table, the chart and the printout of a student’s completed tests', () => {
  let portal: TestPortal;
  let details: Detail[];
  let dana: TestClient;
  let danaId: number;
  let omar: TestClient;
  let omarId: number;

  async function userId(email: string): Promise<number> {
    const [row] = await sql<{ id: number }>(portal, 'select id from users where email = ?', [email]);
    return row!.id;
  }

  /** A session as the player leaves it, written directly so a test can choose its dates and scores. */
  async function addSession(user: number, s: SessionRow): Promise<number> {
    const status = s.status ?? 2;
    const completedOn = s.completedOn ?? new Date().toISOString();
    const startedOn = new Date(Date.parse(completedOn) - 3600_000).toISOString();
    const percent = s.percent === undefined ? 50 : s.percent;
    const [row] = await sql<{ id: number }>(
      portal,
      `insert into test_sessions (user_id, test_detail_id, test_alias, mode, preview, status, seed, started_on, expires_on, completed_on, score, max_score, percent)
       values (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?) returning id`,
      [
        user,
        s.detail.id,
        s.detail.test_alias,
        s.mode ?? 2,
        s.preview ?? false,
        status,
        startedOn,
        new Date(Date.parse(startedOn) + 13 * DAY).toISOString(),
        status === 2 ? completedOn : null,
        percent,
        percent === null ? null : 100,
        percent,
      ],
    );
    return row!.id;
  }

  beforeAll(async () => {
    portal = await startPortal({}, { samples: true });
    // the adaptive samples report a scaled score instead (adaptive-samples.e2e-spec)
    details = await sql<Detail>(
      portal,
      "select id, test_alias, test_name from test_details where published_on is not null and category_id in (4, 5) and test_alias not like '%-adaptive' order by test_name",
    );
    const a = await signUpAndLogin(portal, { firstName: 'Dana', lastName: 'Lopez' });
    const b = await signUpAndLogin(portal, { firstName: 'Omar', lastName: 'Haddad' });
    [dana, omar] = [a.client, b.client];
    [danaId, omarId] = [await userId(a.email), await userId(b.email)];
  });
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  it('has two published tests to work with', () => {
    expect(details.length).toBeGreaterThanOrEqual(2);
  });

  it('prints nothing and lists nothing for a student without a completed test, even with a pending or a preview session', async () => {
    await addSession(omarId, { detail: details[0]!, status: 1 });
    await addSession(omarId, { detail: details[0]!, status: 3, mode: 1 });
    await addSession(omarId, { detail: details[1]!, preview: true, percent: 90 });
    expect((await omar.post('/api/printHistory', {})).body).toEqual({ status: 'FAILED' });
    expect((await omar.post('/api/getHistory', {})).body).toEqual({ data: [], page: 1, totalCount: 0 });
    expect((await omar.post('/api/getHistoryChart', {})).body).toEqual({ series: [] });
  });

  describe('with twelve completed tests', () => {
    const ids: number[] = [];
    const start = Date.parse('2026-09-01T15:00:00Z');

    beforeAll(async () => {
      for (let i = 0; i < 12; i++) {
        ids.push(
          await addSession(danaId, {
            detail: details[i % 2]!,
            mode: i % 3 === 0 ? 1 : 2,
            percent: (i * 37) % 100,
            completedOn: new Date(start + i * DAY).toISOString(),
          }),
        );
      }
    });

    it('pages them by totalCount, newest first, each row a practice test of the caller', async () => {
      const first = await dana.post('/api/getHistory', { page: 1, pageSize: 10 });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, totalCount: 12 });
      expect(first.body.data).toHaveLength(10);
      const second = await dana.post('/api/getHistory', { page: 2, pageSize: 10 });
      expect(second.body).toMatchObject({ page: 2, totalCount: 12 });
      const all = [...first.body.data, ...second.body.data];
      expect(all.map((r: { testSessionDetailId: number }) => r.testSessionDetailId)).toEqual([...ids].reverse());
      expect(all[0]).toEqual({
        testName: details[1]!.test_name,
        testScore: (11 * 37) % 100,
        testCompletionDate: new Date(start + 11 * DAY).toISOString(),
        testDetailId: details[1]!.id,
        testSessionDetailId: ids[11],
        testAlias: details[1]!.test_alias,
        paaId: 0,
        mode: 2,
        selfRated: false,
        scaledScore: null,
        // written without a strand result, as sessions of before strands were kept
        strands: [],
      });
    });

    it('sorts by score, name, mode and date in either direction', async () => {
      const scores = (await dana.post('/api/getHistory', { pageSize: 25, sortField: 'testScore', sortOrder: 'asc' })).body.data.map(
        (r: { testScore: number }) => r.testScore,
      );
      expect(scores).toEqual([...scores].sort((x, y) => x - y));
      const names = (await dana.post('/api/getHistory', { pageSize: 25, sortField: 'testName', sortOrder: 'desc' })).body.data.map(
        (r: { testName: string }) => r.testName,
      );
      expect(names).toEqual(Array.from({ length: 12 }, (_, i) => (i < 6 ? details[1]!.test_name : details[0]!.test_name)));
      const modes = (await dana.post('/api/getHistory', { pageSize: 25, sortField: 'mode', sortOrder: 'asc' })).body.data.map((r: { mode: number }) => r.mode);
      expect(modes).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2]);
      const oldest = (await dana.post('/api/getHistory', { pageSize: 10, sortField: 'testCompletionDate', sortOrder: 'asc' })).body.data[0];
      expect(oldest.testSessionDetailId).toBe(ids[0]);
    });

    it('gives a score to every practice test (paaId 0); only a PAA row (paaId > 0) reads N/A', async () => {
      const rows = (await dana.post('/api/getHistory', { pageSize: 25 })).body.data as { testScore: number | null; paaId: number }[];
      expect(rows.every((r) => r.paaId === 0 && typeof r.testScore === 'number')).toBe(true);
    });

    it('never shows one student the rows of another', async () => {
      expect((await omar.post('/api/getHistory', { pageSize: 250 })).body.totalCount).toBe(0);
      const omars = await addSession(omarId, { detail: details[0]!, percent: 77 });
      const seen = (await omar.post('/api/getHistory', {})).body;
      expect(seen.totalCount).toBe(1);
      expect(seen.data[0].testSessionDetailId).toBe(omars);
      const danas = (await dana.post('/api/getHistory', { pageSize: 250 })).body.data.map((r: { testSessionDetailId: number }) => r.testSessionDetailId);
      expect(danas).not.toContain(omars);
      await sql(portal, 'delete from test_sessions where id = ?', [omars]);
    });

    it('charts each category’s scores oldest first, each point naming its test, leaving out preview and unfinished sessions', async () => {
      await addSession(danaId, { detail: details[0]!, preview: true, percent: 5 });
      await addSession(danaId, { detail: details[0]!, status: 1 });
      const { series } = (await dana.post('/api/getHistoryChart', {})).body as { series: ChartSeries[] };
      const categories = await sql<{ id: number; category_id: number }>(portal, 'select id, category_id from test_details where id in (?, ?)', [
        details[0]!.id,
        details[1]!.id,
      ]);
      const categoryOf = (k: number) => Number(categories.find((c) => Number(c.id) === details[k]!.id)!.category_id);
      const expected = new Map<number, ChartPoint[]>();
      for (let i = 0; i < 12; i++) {
        const points = expected.get(categoryOf(i % 2)) ?? [];
        const completedOn = new Date(start + i * DAY).toISOString();
        points.push({
          completedOn,
          firstCompletedOn: completedOn,
          percent: (i * 37) % 100,
          count: 1,
          mode: i % 3 === 0 ? 1 : 2,
          testName: details[i % 2]!.test_name,
        });
        expected.set(categoryOf(i % 2), points);
      }
      expect(series.map((s) => s.categoryId)).toEqual([...expected.keys()].sort((a, b) => a - b));
      for (const s of series) {
        const points = expected.get(s.categoryId)!;
        // each result its own point, and the words' figures the same as the points'
        expect(s.points).toEqual(points);
        expect(s).toMatchObject({
          count: points.length,
          first: { completedOn: points[0]!.completedOn, percent: points[0]!.percent },
          last: { completedOn: points.at(-1)!.completedOn, percent: points.at(-1)!.percent },
          best: Math.max(...points.map((p) => p.percent)),
        });
      }
      const names: Record<number, string[]> = {
        4: ['Full Practice Tests', 'Полные пробные тесты'],
        5: ['Pre-Assessment Activity', 'Подготовительное занятие (Pre-Assessment Activity)'],
      };
      expect(series[0]!.categoryName).toBe(names[series[0]!.categoryId]![0]);
      dana.lang = 'ru';
      const ru = (await dana.post('/api/getHistoryChart', {})).body.series;
      dana.lang = 'en';
      expect(ru[0].categoryName).toBe(names[series[0]!.categoryId]![1]);
    });

    it('prints the whole history as a PDF with the portal, the student and every test', async () => {
      const print = await dana.post('/api/printHistory', { timeZone: 'America/Chicago' });
      expect(print.body).toEqual({ status: 'SUCCESS', FILE_URL: '/api/downloadHistory?lang=en&tz=America%2FChicago' });
      const file = await dana.get(print.body.FILE_URL).buffer(true).parse(binary);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="test-history-\d{4}-\d{2}-\d{2}\.pdf"$/);
      const bytes = new Uint8Array(file.body as Buffer);
      const doc = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(doc.getPageCount()).toBe(1);
      // US Letter portrait, like the certificate and the resource document.
      expect(await pdfPageSizes(bytes)).toEqual([{ width: 612, height: 792 }]);
      expect(doc.getTitle()).toBe('Test History: Dana Lopez');
      expect(doc.getAuthor()).toBe('TSIA2 Practice Portal');
      const [page] = await pdfPageTexts(bytes);
      expect(page).toEqual(
        expect.arrayContaining([
          'TSIA2 Practice Portal',
          'Dana Lopez',
          'Test',
          'Mode',
          'Score',
          'Completed on',
          'Learn As You Go',
          'Practice Test',
          `${(11 * 37) % 100}%`,
          'Page 1 of 1',
        ]),
      );
      // Completion times are printed in the reader's zone: 15:00 UTC is 10:00 in Chicago (CDT).
      // Intl puts a narrow no-break space before AM/PM; the font draws it as it is.
      expect(page!.map((line) => line.replace(/\u202f/g, ' '))).toContain('Sep 1, 2026, 10:00 AM');
      expect(page!.filter((line) => line === details[0]!.test_name || line === details[1]!.test_name)).toHaveLength(12);
    });

    it('keeps one student’s printout to that student', async () => {
      const file = await omar.get('/api/downloadHistory?lang=en').buffer(true).parse(binary);
      const pages = await pdfPageTexts(new Uint8Array(file.body as Buffer));
      expect(pages.flat()).toContain('Omar Haddad');
      expect(pages.flat()).not.toContain('Dana Lopez');
      expect(pages.flat().filter((line) => details.some((d) => d.test_name === line))).toHaveLength(0);
    });
  });

  it('lists a test taken through the player, with the report’s score and time, and opens that report; a staff preview stays out', async () => {
    const { client: student } = await signUpAndLogin(portal, { firstName: 'Lena', lastName: 'Park' });
    const launch = async (client: TestClient, path: 'test' | 'preview', mode: 1 | 2) => {
      const { token } = (await client.post(`/api/getTokenForData/${path}`, { testDetailId: details[0]!.id, mode })).body as { token: string };
      return (await client.post('/api/delivery/launch', { token })).body.sessionId as number;
    };
    const sessionId = await launch(student, 'test', 2);
    const report = (await student.post('/api/delivery/submit', { sessionId })).body as {
      percent: number;
      completedOn: string;
      strands: { strandName: string; score: number; maxScore: number; percent: number }[];
    };
    const admin = await loginAs(portal, RoleId.ContentAdmin);
    const preview = await launch(admin, 'preview', 2);
    expect((await admin.post('/api/delivery/submit', { sessionId: preview })).status).toBe(200);

    const { data, totalCount } = (await student.post('/api/getHistory', {})).body;
    expect(totalCount).toBe(1);
    expect(data[0]).toMatchObject({
      testSessionDetailId: sessionId,
      testScore: report.percent,
      testCompletionDate: report.completedOn,
      mode: 2,
      paaId: 0,
      testDetailId: details[0]!.id,
    });
    expect((await student.post('/api/delivery/report', { sessionId: data[0].testSessionDetailId })).body).toMatchObject({ sessionId, percent: report.percent });
    // the row carries the result per strand, and the printout prints it under the row
    const strands = report.strands.map(({ strandName, score, maxScore, percent }) => ({ strandName, score, maxScore, percent, selfRatedMaxScore: 0 }));
    expect(strands.length).toBeGreaterThan(0);
    expect(data[0].strands).toEqual(strands);
    const print = (await student.post('/api/printHistory', {})).body;
    expect(print.status).toBe('SUCCESS');
    const file = await student.get(print.FILE_URL).buffer(true).parse(binary);
    const [page] = await pdfPageTexts(new Uint8Array(file.body as Buffer));
    expect(page).toContain(strands.map((x) => `${x.strandName} ${x.percent}%`).join(' · '));
    expect((await sql<{ n: number }>(portal, 'select count(*)::int as n from test_sessions where id = ? and preview', [preview]))[0]!.n).toBe(1);
  });

  it('prints for a Russian reader in Russian, the name as written', async () => {
    const { client: reader, email } = await signUpAndLogin(portal, { firstName: 'Анна', lastName: 'Щукина' });
    reader.lang = 'ru';
    await addSession(await userId(email), { detail: details[0]!, percent: 64 });
    const print = await reader.post('/api/printHistory', {});
    expect(print.body).toEqual({ status: 'SUCCESS', FILE_URL: '/api/downloadHistory?lang=ru' });
    const file = await reader.get(print.body.FILE_URL).buffer(true).parse(binary);
    const bytes = new Uint8Array(file.body as Buffer);
    expect((await PDFDocument.load(bytes, { updateMetadata: false })).getTitle()).toBe('История тестов: Анна Щукина');
    const [page] = await pdfPageTexts(bytes);
    expect(page).toEqual(
      expect.arrayContaining([
        'Портал подготовки к TSIA2',
        'История тестов',
        'Тест',
        'Режим',
        'Результат',
        'Дата завершения',
        'Пробный тест',
        // a percent as Russian writes it, with a no-break space
        '64\u00a0%',
        'Страница 1 из 1',
      ]),
    );
    expect((await pdfPageSizes(bytes)).every(isUsLetter)).toBe(true);
    // Every column header is printed whole and ends before the next column's header begins.
    const [runs] = await pdfPageBoxes(bytes);
    const headers = ['Тест', 'Режим', 'Результат', 'Дата завершения'].map((label) => runs!.find((run) => run.text === label)!);
    for (let i = 1; i < headers.length; i += 1) expect(headers[i - 1]!.right).toBeLessThan(headers[i]!.x);
    expect(headers.at(-1)!.right).toBeLessThanOrEqual(612 - 48);
    expect(page!.some((line) => line.includes('Анна Щукина'))).toBe(true);
  });

  describe('the chart of a student of many results', () => {
    const hour = 3600_000;
    const start = Date.parse('2025-03-01T08:00:00Z');
    // Kai's first category takes the even hours, the second the odd ones; Lena's results share the hours
    const many = { count: 400, percent: (i: number) => (i * 37) % 101, at: (i: number) => new Date(start + 2 * i * hour).toISOString() };
    const some = { count: 151, percent: (i: number) => (i * 53) % 101, at: (i: number) => new Date(start + (2 * i + 1) * hour).toISOString() };
    let kai: TestClient;
    let lena: TestClient;
    let categories: { id: number; test_alias: string; test_name: string; category_id: number }[];

    /** `n` completed results of the student in a test, scored and dated as the series says, in one statement. */
    async function addResults(user: number, detail: Detail, n: number, percent: string, hourOf: string, mode = 2): Promise<void> {
      await sql(
        portal,
        `insert into test_sessions (user_id, test_detail_id, test_alias, mode, preview, status, seed, started_on, expires_on, completed_on, score, max_score, percent)
         select ?, ?, ?, ?, false, 2, 1, t - interval '1 hour', t + interval '13 days', t, p, 100, p
         from (select ?::timestamptz + (${hourOf}) * interval '1 hour' as t, ${percent} as p from generate_series(0, ?) i) r`,
        [user, detail.id, detail.test_alias, mode, new Date(start).toISOString(), n - 1],
      );
    }

    /** What the chart must draw of results in time order: ntile's runs (the first ones one longer), each run's mean rounded. */
    function runsOf(series: { count: number; percent: (i: number) => number; at: (i: number) => string }): ChartPoint[] {
      const runs = Math.min(150, series.count);
      const points: ChartPoint[] = [];
      let i = 0;
      for (let r = 0; r < runs; r++) {
        const length = Math.floor(series.count / runs) + (r < series.count % runs ? 1 : 0);
        const scores = Array.from({ length }, (_, k) => series.percent(i + k));
        points.push({
          completedOn: series.at(i + length - 1),
          firstCompletedOn: series.at(i),
          percent: Math.round(scores.reduce((a, b) => a + b, 0) / length),
          count: length,
          mode: null,
          testName: null,
        });
        i += length;
      }
      return points;
    }

    beforeAll(async () => {
      categories = await sql(
        portal,
        'select distinct on (category_id) id, test_alias, test_name, category_id from test_details where published_on is not null and category_id in (4, 5) order by category_id, test_name',
      );
      const k = await signUpAndLogin(portal, { firstName: 'Kai', lastName: 'Moreno' });
      const l = await signUpAndLogin(portal, { firstName: 'Lena', lastName: 'Okafor' });
      [kai, lena] = [k.client, l.client];
      const [kaiId, lenaId] = [await userId(k.email), await userId(l.email)];
      await addResults(kaiId, categories[0]!, many.count, '(i * 37) % 101', '2 * i');
      await addResults(kaiId, categories[1]!, some.count, '(i * 53) % 101', '2 * i + 1');
      // another student's results in the same hours, all full marks in the other mode: counted into Kai's, they would show
      await addResults(lenaId, categories[0]!, 90, '100', '2 * i', 1);
      await addResults(lenaId, categories[1]!, 90, '100', '2 * i + 1', 1);
    }, 60_000);

    it('has a test in each of two categories', () => {
      expect(categories).toHaveLength(2);
    });

    it('draws at most 150 points per category, each the mean of a run of consecutive results, in time order, of the student’s own results only', async () => {
      const { series } = (await kai.post('/api/getHistoryChart', {})).body as { series: ChartSeries[] };
      expect(series.map((s) => s.categoryId)).toEqual(categories.map((c) => Number(c.category_id)));
      const [first, second] = series as [ChartSeries, ChartSeries];
      // 400 results: 100 runs of 3, then 50 of 2
      expect(first.points).toHaveLength(150);
      expect(first.points.map((p) => p.count)).toEqual([...Array(100).fill(3), ...Array(50).fill(2)]);
      expect(first.points).toEqual(runsOf(many));
      // 151 results, grouped apart from the first category: one run of 2, then each result its own point
      expect(second.points).toHaveLength(150);
      expect(second.points[0]).toMatchObject({
        count: 2,
        firstCompletedOn: some.at(0),
        completedOn: some.at(1),
        percent: Math.round((some.percent(0) + some.percent(1)) / 2),
      });
      expect(second.points.slice(1)).toEqual(
        Array.from({ length: 149 }, (_, k) => ({
          completedOn: some.at(k + 2),
          firstCompletedOn: some.at(k + 2),
          percent: some.percent(k + 2),
          count: 1,
          mode: 2,
          testName: categories[1]!.test_name,
        })),
      );
      for (const s of series) {
        const times = s.points.flatMap((p) => [Date.parse(p.firstCompletedOn), Date.parse(p.completedOn)]);
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }
      // the words still tell every result, not the runs
      const best = (x: typeof many) => Math.max(...Array.from({ length: x.count }, (_, i) => x.percent(i)));
      expect(first).toMatchObject({
        count: 400,
        first: { completedOn: many.at(0), percent: many.percent(0) },
        last: { completedOn: many.at(399), percent: many.percent(399) },
        best: best(many),
      });
      expect(second).toMatchObject({
        count: 151,
        first: { completedOn: some.at(0), percent: some.percent(0) },
        last: { completedOn: some.at(150), percent: some.percent(150) },
        best: best(some),
      });
    });

    it('leaves the other student’s chart to their own results', async () => {
      const { series } = (await lena.post('/api/getHistoryChart', {})).body as { series: ChartSeries[] };
      expect(series.map((s) => [s.count, s.points.length, s.best])).toEqual([
        [90, 90, 100],
        [90, 90, 100],
      ]);
      expect(series.flatMap((s) => s.points).every((p) => p.count === 1 && p.percent === 100 && p.mode === 1)).toBe(true);
    });
  });

  it('refuses a page size outside the table’s choices and a malformed time zone', async () => {
    expect((await dana.post('/api/getHistory', { pageSize: 7 })).status).toBe(400);
    expect((await dana.post('/api/printHistory', { timeZone: 'Mars; drop table' })).status).toBe(400);
    expect((await dana.get('/api/downloadHistory?lang=fr')).status).toBe(400);
  });

  it('is for holders of function 5 only, and needs a session', async () => {
    const admin = await loginAs(portal, RoleId.ContentAdmin);
    expect((await admin.post('/api/getHistory', {})).status).toBe(403);
    expect((await admin.get('/api/downloadHistory')).status).toBe(403);
    const visitor = portal.client();
    expect((await visitor.post('/api/printHistory', {})).status).toBe(401);
    expect((await visitor.get('/api/downloadHistory')).status).toBe(401);
  });
});
