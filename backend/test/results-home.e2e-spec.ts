import { RoleId } from '@portal/shared';
import { loginAs, sql } from './accounts';
import { answerOf, launch, routeUins } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';
import { publishSkillTests } from './results-package';

const DAY = 24 * 3600_000;
const RIGHT = { RESPONSE: 'B' };
const WRONG = { RESPONSE: 'A' };

interface Strand {
  strandName: string;
  correct: number;
  total: number;
  status: string;
  missed: number[];
  practiceTests: { testDetailId: number; testName: string; categoryId: number }[];
}

describe('results that teach and a home page that continues', () => {
  let portal: TestPortal;
  let tests: { skills: number; drill: number };
  let dana: TestClient;
  let omar: TestClient;

  beforeAll(async () => {
    portal = await startPortal({ SAMPLE_CONTENT: 'false' });
    tests = await publishSkillTests(portal);
    dana = (await signUpAndLogin(portal, { firstName: 'Dana', lastName: 'Lopez' })).client;
    omar = (await signUpAndLogin(portal, { firstName: 'Omar', lastName: 'Haddad' })).client;
  }, 300_000);
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  describe('the score report of a submitted Practice Test', () => {
    let sessionId: number;
    let report: {
      percent: number;
      band: unknown;
      strands: Strand[];
      items: { position: number; correct: boolean; response: unknown; correctResponse: unknown; item: { feedback: unknown[] } }[];
    };

    beforeAll(async () => {
      sessionId = (await launch(dana, tests.skills, 2)).sessionId;
      const uins = await routeUins(dana, sessionId);
      expect(uins).toEqual(['A1', 'A2', 'A3', 'G1', 'G2']);
      // Algebra: right, wrong, blank; Geometry: both right
      await dana.post('/api/delivery/answer', answerOf(sessionId, 0, 'A1', RIGHT));
      await dana.post('/api/delivery/answer', answerOf(sessionId, 1, 'A2', WRONG));
      await dana.post('/api/delivery/answer', answerOf(sessionId, 3, 'G1', RIGHT));
      await dana.post('/api/delivery/answer', answerOf(sessionId, 4, 'G2', RIGHT));
      const submitted = await dana.post('/api/delivery/submit', { sessionId });
      expect(submitted.status).toBe(200);
      report = submitted.body;
    });

    it('gives each strand its questions right of total, a label, the questions missed and tests to practise it', () => {
      const practice = [
        { testDetailId: tests.drill, testName: 'Algebra Drill', categoryId: 4 },
        { testDetailId: tests.skills, testName: 'Skills Practice', categoryId: 4 },
      ];
      expect(report.strands).toEqual([
        {
          strandName: 'Algebra',
          score: 1,
          maxScore: 3,
          percent: 33,
          correct: 1,
          total: 3,
          status: 'needsPractice',
          selfRatedMaxScore: 0,
          missed: [1, 2],
          practiceTests: practice,
        },
        {
          strandName: 'Geometry',
          score: 2,
          maxScore: 2,
          percent: 100,
          correct: 2,
          total: 2,
          status: 'strong',
          selfRatedMaxScore: 0,
          missed: [],
          practiceTests: [practice[1]],
        },
      ]);
    });

    it('shows each missed question with the answer given, the correct answer and the package’s explanation', () => {
      const missed = report.items[1]!;
      expect(missed).toMatchObject({ position: 1, correct: false, response: WRONG, correctResponse: { RESPONSE: ['B'] } });
      expect(missed.item.feedback).toEqual([expect.objectContaining({ identifier: 'EXPLAIN' })]);
      expect(report.items[2]).toMatchObject({ correct: false, response: {} });
    });

    it('reads the band from the cut scores the test declares, and names them all', () => {
      expect(report.percent).toBe(60);
      expect(report.band).toEqual({
        label: 'Almost there',
        fromPercent: 60,
        cutScores: [
          { label: 'Ready', fromPercent: 80 },
          { label: 'Almost there', fromPercent: 60 },
        ],
      });
    });

    it('gives History the same report, and no other student any of it', async () => {
      expect((await dana.post('/api/delivery/report', { sessionId })).body).toEqual(report);
      expect((await omar.post('/api/delivery/report', { sessionId })).status).toBe(404);
    });

    it('invents no band for a test without cut scores', async () => {
      const drill = (await launch(dana, tests.drill, 2)).sessionId;
      const body = (await dana.post('/api/delivery/submit', { sessionId: drill })).body;
      expect(body.band).toBeNull();
      expect(body.strands).toEqual([expect.objectContaining({ strandName: 'Algebra', correct: 0, total: 2, status: 'needsPractice', missed: [0, 1] })]);
    });

    it('charts the trend per category over time, each point naming its test', async () => {
      const { series } = (await dana.post('/api/getHistoryChart', {})).body;
      expect(series).toEqual([
        {
          categoryId: 4,
          categoryName: expect.any(String),
          count: 2,
          first: { completedOn: expect.any(String), percent: 60 },
          last: { completedOn: expect.any(String), percent: 0 },
          best: 60,
          points: [
            { completedOn: expect.any(String), firstCompletedOn: expect.any(String), percent: 60, count: 1, mode: 2, testName: 'Skills Practice' },
            { completedOn: expect.any(String), firstCompletedOn: expect.any(String), percent: 0, count: 1, mode: 2, testName: 'Algebra Drill' },
          ],
        },
      ]);
      expect((await omar.post('/api/getHistoryChart', {})).body).toEqual({ series: [] });
    });
  });

  describe('tests in progress', () => {
    it('lists the caller’s own unfinished tests with position, answers saved, last activity and the 13-day deadline', async () => {
      const state = await launch(dana, tests.skills, 1);
      const sessionId = state.sessionId;
      await dana.post('/api/delivery/item', { sessionId, position: 2 });
      const saved = await dana.post('/api/delivery/answer', answerOf(sessionId, 2, 'A3', RIGHT));
      expect(saved.status).toBe(200);
      const res = await dana.post('/api/getTestsInProgress', {});
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        {
          sessionId,
          testDetailId: tests.skills,
          testName: 'Skills Practice',
          categoryId: 4,
          mode: 1,
          position: 3,
          totalItems: 5,
          answered: 1,
          startedOn: state.startedOn,
          lastActivityOn: expect.any(String),
          expiresOn: state.expiresOn,
        },
      ]);
      const entry = res.body.data[0];
      expect(Date.parse(entry.expiresOn) - Date.parse(entry.startedOn)).toBe(13 * DAY);
      expect(Date.parse(entry.lastActivityOn)).toBeGreaterThanOrEqual(Date.parse(entry.startedOn));
      // nobody else sees it
      expect((await omar.post('/api/getTestsInProgress', {})).body).toEqual({ data: [] });
    });

    it('leaves out expired, completed and preview sessions', async () => {
      const before = (await dana.post('/api/getTestsInProgress', {})).body.data.length;
      const drill = (await launch(dana, tests.drill, 1)).sessionId;
      await dana.post('/api/delivery/item', { sessionId: drill, position: 1 });
      expect((await dana.post('/api/getTestsInProgress', {})).body.data).toHaveLength(before + 1);
      await sql(portal, 'update test_sessions set expires_on = ? where id = ?', [new Date(Date.now() - 1000), drill]);
      expect((await dana.post('/api/getTestsInProgress', {})).body.data).toHaveLength(before);
      const admin = await loginAs(portal, RoleId.ContentAdmin);
      // staff see Home too: their own previews are not tests in progress
      await launch(admin, tests.skills, 2, 'preview');
      expect((await admin.post('/api/getTestsInProgress', {})).body).toEqual({ data: [] });
    });

    it('leaves out a test only opened to look at, until an answer is saved or the student moves on', async () => {
      const lena = (await signUpAndLogin(portal, { firstName: 'Lena', lastName: 'Park' })).client;
      const { sessionId } = await launch(lena, tests.skills, 2);
      expect((await lena.post('/api/getTestsInProgress', {})).body).toEqual({ data: [] });
      expect((await lena.post('/api/delivery/answer', answerOf(sessionId, 0, 'A1', RIGHT))).status).toBe(200);
      expect((await lena.post('/api/getTestsInProgress', {})).body.data).toEqual([expect.objectContaining({ sessionId, answered: 1, position: 1 })]);
    });

    it('answers 401 without a session', async () => {
      const res = await portal.client().post('/api/getTestsInProgress', {});
      expect(res.status).toBe(401);
    });
  });

  describe('category tiles', () => {
    it('say how many published tests each category holds, an empty one included', async () => {
      const { testVersion } = (await dana.post('/api/getTestVersion', {})).body as { testVersion: { categoryId: number; testCount: number }[] };
      expect(testVersion.find((c) => c.categoryId === 4)?.testCount).toBe(2);
      const empty = testVersion.filter((c) => c.categoryId !== 4 && c.categoryId !== 5);
      expect(empty.length).toBeGreaterThan(0);
      for (const c of empty) expect(c.testCount).toBe(0);
    });
  });
});

describe('HIDE_EMPTY_CATEGORIES', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal({ SAMPLE_CONTENT: 'false', HIDE_EMPTY_CATEGORIES: 'true' });
  });
  afterAll(() => portal.close());

  it('leaves the categories without a test off the home page, but never the PAA', async () => {
    const { client } = await signUpAndLogin(portal);
    const { testVersion } = (await client.post('/api/getTestVersion', {})).body as { testVersion: { categoryId: number; testCount: number }[] };
    expect(testVersion.map((c) => c.categoryId)).toEqual([5]);
  });
});
