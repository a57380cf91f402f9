import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { publishCorpusCase } from './corpus-package';
import { answerOf, launch, routeUins } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';

const CORPUS = resolve(__dirname, '../../content/conformance');
/** LMS exports in QTI 1.2: every Canvas question type, as a student answers them through the API. */
const FOLDERS = ['qti12-canvas-quiz', 'qti12-canvas-question-types'];

type Expected = { items: Record<string, { label: string; response: Record<string, string | string[]>; score: number }[]> };

/** The text a body node shows, printed values included. */
const textOf = (nodes: unknown[]): string =>
  nodes.map((n) => (typeof n === 'string' ? n : textOf(((n as { children?: unknown[] }).children ?? []) as unknown[]))).join('');

describe('delivery: QTI 1.2 quizzes exported from an LMS, answered in both modes', () => {
  let portal: TestPortal;
  const published = new Map<string, number>();

  beforeAll(async () => {
    portal = await startPortal();
    for (const folder of FOLDERS) published.set(folder, await publishCorpusCase(portal, folder));
  }, 600_000);
  afterAll(() => portal?.close());

  it.each(FOLDERS.flatMap((folder) => ([1, 2] as const).map((mode) => [folder, mode] as const)))(
    '%s in mode %i: each item takes its right answer and the report scores it as the LMS would',
    async (folder, mode) => {
      const expected = JSON.parse(readFileSync(join(CORPUS, folder, 'expect.json'), 'utf8')) as Expected;
      const { client } = await signUpAndLogin(portal);
      const { sessionId } = await launch(client, published.get(folder)!, mode);
      const uins = await routeUins(client, sessionId);
      expect([...uins].sort()).toEqual(Object.keys(expected.items).sort());
      const answers = new Map<string, Record<string, string | string[]>>();
      for (const [position, uin] of uins.entries()) {
        let response = expected.items[uin][0].response;
        if (uin === 'calc1') {
          // a formula question draws its values per session: the student reads them and multiplies
          const shown = (await client.post('/api/delivery/item', { sessionId, position })).body as { item: { body: unknown[] } };
          const [, w, h] = /(\d+) cm wide and (\d+) cm tall/.exec(textOf(shown.item.body)) ?? [];
          response = { response1: String(Number(w) * Number(h)) };
        }
        answers.set(uin, response);
        const res = await client.post('/api/delivery/answer', answerOf(sessionId, position, uin, response));
        expect({ uin, status: res.status, body: res.status === 200 ? undefined : res.body }).toEqual({ uin, status: 200, body: undefined });
        if (mode === 1 && expected.items[uin][0].score > 0) {
          // Learn As You Go tells the student at once that the right answer is right
          const check = await client.post('/api/delivery/check', { sessionId, position });
          expect({ uin, correct: check.body.correct }).toEqual({ uin, correct: true });
        }
      }
      const report = (await client.post('/api/delivery/submit', { sessionId })).body as { items: { uin: string; score: number; humanScored: boolean }[] };
      expect(report.items.map((i) => ({ uin: i.uin, score: i.score }))).toEqual(uins.map((uin) => ({ uin, score: expected.items[uin][0].score })));
      if (folder === 'qti12-canvas-question-types') expect(report.items.find((i) => i.uin === 'essay1')?.humanScored).toBe(true);
    },
  );
});
