import { RoleId } from '@portal/shared';
import { loginAs } from './accounts';
import { answerOf, launch } from './delivery-helpers';
import { printedNumbers } from './delivery-template-package';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';

const MATH = ['Quantitative Reasoning', 'Algebraic Reasoning', 'Geometric and Spatial Reasoning', 'Probabilistic and Statistical Reasoning'];
const ELAR = [
  'Literary Text Analysis',
  'Informational Text Analysis and Synthesis',
  'Essay Revision and Editing',
  'Sentence Revision, Editing, and Completion',
];

interface TestEntry {
  testDetailId: number;
  testName: string;
  testAlias: string;
}

/** The Mathematics, ELAR and Essay tiles of the home page each lead to a shipped practice test. */
describe('sample content of every category, imported on first start', () => {
  let portal: TestPortal;
  let student: TestClient;
  const tests = new Map<number, TestEntry[]>();

  beforeAll(async () => {
    // a first start as `npm start` makes it: migrations, reference data and the shipped samples
    portal = await startPortal({ SAMPLE_CONTENT: 'true' });
    ({ client: student } = await signUpAndLogin(portal));
    for (const categoryId of [1, 2, 3]) tests.set(categoryId, (await student.post('/api/getAllTests', { categoryId })).body.testData);
  }, 300_000);
  afterAll(() => portal.close());

  it('publishes a test in Mathematics, ELAR and Essay for students', () => {
    expect([1, 2, 3].map((c) => tests.get(c)!.map((t) => t.testAlias))).toEqual([['tsia2-math-skills'], ['tsia2-elar-skills'], ['tsia2-essay-practice']]);
    expect(tests.get(1)![0].testName).toBe('Mathematics Skills Practice');
  });

  async function packageOf(admin: TestClient, fileName: string) {
    const page = await admin.post('/api/getAllCp', { page: 1, pageSize: 50 });
    const row = page.body.data.find((r: { fileName: string }) => r.fileName === fileName);
    const items = (await admin.post('/api/getCPItems', { cpId: row.id, page: 1, pageSize: 100 })).body.data as {
      uin: string;
      strandName: string;
      calculator: number;
    }[];
    const all = (await admin.post('/api/getProcessLog', { cpUploadId: row.id })).body.processLog as Record<string, { code: string }[]>;
    // beside its warnings, the log says what the import created
    const log = Object.fromEntries(Object.entries(all).map(([file, lines]) => [file, lines.filter((l) => !l.code.startsWith('import.created.'))]));
    const perStrand: Record<string, number> = {};
    for (const item of items) perStrand[item.strandName] = (perStrand[item.strandName] ?? 0) + 1;
    return { row, items, log, perStrand };
  }

  it('imports each package without a warning, its items in the strands of the TSIA2 and with the calculators they need', async () => {
    const admin = await loginAs(portal, RoleId.ContentAdmin);
    const math = await packageOf(admin, 'math-skills.zip');
    expect(math.row).toMatchObject({ cpTestCategory: { categoryId: 1 }, cpStatusDetail: { statusId: 8 } });
    expect(Object.values(math.log).flat()).toEqual([]);
    expect(math.perStrand).toEqual(Object.fromEntries(MATH.map((s) => [s, 6])));
    const calculators = Object.fromEntries(math.items.filter((i) => i.calculator).map((i) => [i.uin, i.calculator]));
    expect(calculators).toEqual({ MS01: 1, MS04: 1, MS05: 1, MS11: 3, MS13: 2, MS17: 1, MS19: 1, MS20: 1 });

    const elar = await packageOf(admin, 'elar-skills.zip');
    expect(elar.row).toMatchObject({ cpTestCategory: { categoryId: 2 }, cpStatusDetail: { statusId: 8 } });
    expect(Object.values(elar.log).flat()).toEqual([]);
    expect(elar.perStrand).toEqual(Object.fromEntries(ELAR.map((s) => [s, 6])));
    expect(elar.items.every((i) => i.calculator === 0)).toBe(true);

    const essay = await packageOf(admin, 'essay-practice.zip');
    expect(essay.row).toMatchObject({ cpTestCategory: { categoryId: 3 }, cpStatusDetail: { statusId: 8 } });
    expect(essay.perStrand).toEqual({ Essay: 1 });
  });

  it('scores a cloned item on the numbers its session drew, and explains with them', async () => {
    const mathId = tests.get(1)![0].testDetailId;
    const answers: string[] = [];
    for (const mode of [2, 1] as const) {
      const { client } = await signUpAndLogin(portal);
      let state = await launch(client, mathId, mode);
      // MS04 (unit rate) is the fourth question; the three before it are left blank
      for (let i = 0; i < 3; i++) state = (await client.post('/api/delivery/next', { sessionId: state.sessionId })).body;
      expect(state.current.item.uin).toBe('MS04');
      const [distance, gallons, more] = printedNumbers(state.current.item.body);
      const miles = String((distance / gallons) * more);
      answers.push(miles);
      if (mode === 1) {
        // Learn As You Go: one more mile is wrong for this session, and the explanation shows its numbers
        await client.post('/api/delivery/answer', answerOf(state.sessionId, 3, 'MS04', { RESPONSE: String(Number(miles) + 1) }));
        const check = (await client.post('/api/delivery/check', { sessionId: state.sessionId, position: 3 })).body;
        expect(check).toMatchObject({ correct: false, correctResponse: { RESPONSE: [miles] } });
        expect(JSON.stringify(check.feedback)).toContain(String(distance));
        continue;
      }
      await client.post('/api/delivery/answer', answerOf(state.sessionId, 3, 'MS04', { RESPONSE: miles }));
      const report = (await client.post('/api/delivery/submit', { sessionId: state.sessionId })).body;
      const ms04 = report.items.find((i: { uin: string }) => i.uin === 'MS04');
      expect(ms04).toMatchObject({ correct: true, score: 1, strandName: 'Quantitative Reasoning' });
      expect(ms04.item.feedback.length).toBe(1);
      expect(report.strands.find((s: { strandName: string }) => s.strandName === 'Quantitative Reasoning')).toMatchObject({ score: 1, maxScore: 6 });
    }
  });

  it('delivers an ELAR question beside its passage', async () => {
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, tests.get(2)![0].testDetailId, 2);
    expect(state.current.item.uin).toBe('ES01');
    expect(state.current.stimuli.map((s: { title: string }) => s.title)).toEqual(['The Last Ferry']);
  });

  it('saves the essay and its self-rating like any answer, and shows the annotated example once it is submitted', async () => {
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, tests.get(3)![0].testDetailId, 2);
    expect(state.current.item.uin).toBe('ESSAY01');
    // before the answer is final the example is not sent
    expect(JSON.stringify(state)).not.toContain('An example essay with comments');
    const response = {
      ESSAY: 'Schools should teach money skills because every graduate needs them.',
      RATING_POSITION: 'L3',
      RATING_SUPPORT: 'L2',
      RATING_ORGANIZATION: 'L3',
      RATING_LANGUAGE: 'L4',
    };
    expect((await client.post('/api/delivery/answer', answerOf(state.sessionId, 0, 'ESSAY01', response))).status).toBe(200);
    const report = (await client.post('/api/delivery/submit', { sessionId: state.sessionId })).body;
    expect(report.items[0]).toMatchObject({ humanScored: false, selfRated: true, correct: null, response });
    expect(JSON.stringify(report.items[0].rubric)).toContain('An example essay with comments');
  });

  it("totals the student's self-rating as the essay's score, with each rubric line, in the report and the history", async () => {
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, tests.get(3)![0].testDetailId, 2);
    const response = {
      ESSAY: 'A class in personal finance belongs in every high school.',
      RATING_POSITION: 'L3',
      RATING_SUPPORT: 'L2',
      RATING_ORGANIZATION: 'L3',
      RATING_LANGUAGE: 'L4',
    };
    await client.post('/api/delivery/answer', answerOf(state.sessionId, 0, 'ESSAY01', response));
    const report = (await client.post('/api/delivery/submit', { sessionId: state.sessionId })).body;
    // the item's response processing sums the mapped levels into SCORE; MAXSCORE is 4 criteria × 4
    expect(report).toMatchObject({ score: 12, maxScore: 16, percent: 75 });
    expect(report.items[0]).toMatchObject({ score: 12, maxScore: 16, correctResponse: {} });
    expect(report.items[0].selfRatings).toEqual([
      {
        responseIdentifier: 'RATING_POSITION',
        criterion: 'Position and focus: which level best describes your essay?',
        level: '3 — Competent: a clear position that the essay keeps to.',
        points: 3,
        maxPoints: 4,
      },
      {
        responseIdentifier: 'RATING_SUPPORT',
        criterion: 'Development and support: which level best describes your essay?',
        level: '2 — Developing: reasons are given but with few or general examples.',
        points: 2,
        maxPoints: 4,
      },
      {
        responseIdentifier: 'RATING_ORGANIZATION',
        criterion: 'Organization: which level best describes your essay?',
        level: '3 — Competent: an introduction, body paragraphs and a conclusion, joined by transitions.',
        points: 3,
        maxPoints: 4,
      },
      {
        responseIdentifier: 'RATING_LANGUAGE',
        criterion: 'Language and conventions: which level best describes your essay?',
        level: '4 — Strong: varied, precise sentences with few or no errors.',
        points: 4,
        maxPoints: 4,
      },
    ]);
    // self-rated points count, but no self-rating is a question "missed"
    expect(report.strands).toEqual([
      expect.objectContaining({
        strandName: 'Essay',
        score: 12,
        maxScore: 16,
        percent: 75,
        selfRatedMaxScore: 16,
        correct: 0,
        total: 0,
        missed: [],
        status: 'strong',
      }),
    ]);
    const history = (await client.post('/api/getHistory', {})).body;
    expect(history.data).toEqual([
      expect.objectContaining({
        testScore: 75,
        selfRated: true,
        strands: [{ strandName: 'Essay', score: 12, maxScore: 16, percent: 75, selfRatedMaxScore: 16 }],
      }),
    ]);
    // the report opened again from the history is the same
    expect((await client.post('/api/delivery/report', { sessionId: state.sessionId })).body).toMatchObject({ score: 12, maxScore: 16, percent: 75 });
  });

  it('checks a self-rated essay in Learn As You Go with the self-score so far, an unrated criterion left without points', async () => {
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, tests.get(3)![0].testDetailId, 1);
    const response = { ESSAY: 'Money skills are life skills.', RATING_POSITION: 'L2', RATING_SUPPORT: 'L1', RATING_ORGANIZATION: 'L2' };
    await client.post('/api/delivery/answer', answerOf(state.sessionId, 0, 'ESSAY01', response));
    const check = (await client.post('/api/delivery/check', { sessionId: state.sessionId, position: 0 })).body;
    expect(check).toMatchObject({ correct: null, selfRated: true, score: 5, maxScore: 16, correctResponse: {} });
    expect(check.selfRatings.map((r: { points: number | null; level: string | null }) => [r.points, r.level?.slice(0, 1) ?? null])).toEqual([
      [2, '2'],
      [1, '1'],
      [2, '2'],
      [null, null],
    ]);
  });
});
