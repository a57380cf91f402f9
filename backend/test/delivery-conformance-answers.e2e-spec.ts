import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { publishCorpusCase } from './corpus-package';
import { answerOf, launch, routeUins } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';

const CORPUS = resolve(__dirname, '../../content/conformance');
/** The packages of the choosing and typing interactions whose answers the player gives as the corpus lists them. */
const FOLDERS = ['interaction-match', 'interaction-gap-match', 'interaction-inline-choice', 'interaction-extended-text', 'interaction-hottext'];

type Expected = { items: Record<string, { label: string; response: Record<string, string | string[]>; score: number }[]> };

describe('delivery: match, gap match, inline choice, extended text and hot text answers from the conformance corpus', () => {
  let portal: TestPortal;
  const published = new Map<string, number>();

  beforeAll(async () => {
    portal = await startPortal();
    for (const folder of FOLDERS) published.set(folder, await publishCorpusCase(portal, folder));
  }, 600_000);
  afterAll(() => portal?.close());

  it.each(FOLDERS)('%s: each item takes the response it is written for and the report scores it as the corpus says', async (folder) => {
    const expected = JSON.parse(readFileSync(join(CORPUS, folder, 'expect.json'), 'utf8')) as Expected;
    const { client } = await signUpAndLogin(portal);
    const { sessionId } = await launch(client, published.get(folder)!, 2);
    const uins = await routeUins(client, sessionId);
    expect([...uins].sort()).toEqual(Object.keys(expected.items).sort());
    for (const uin of uins) {
      const [first] = expected.items[uin];
      const res = await client.post('/api/delivery/answer', answerOf(sessionId, uins.indexOf(uin), uin, first.response));
      expect({ uin, status: res.status, body: res.status === 200 ? undefined : res.body }).toEqual({ uin, status: 200, body: undefined });
    }
    const report = (await client.post('/api/delivery/submit', { sessionId })).body as {
      items: { uin: string; score: number; humanScored: boolean; response: unknown }[];
    };
    const got = report.items.map((i) => ({ uin: i.uin, score: i.score, response: i.response }));
    const want = uins.map((uin) => ({ uin, score: expected.items[uin][0].score, response: expected.items[uin][0].response }));
    expect(got).toEqual(want);
    // the essay without processing is left to a person; the one whose mapping scores the text is not
    if (folder === 'interaction-extended-text') {
      expect(Object.fromEntries(report.items.map((i) => [i.uin, i.humanScored]))).toEqual({ LETTER: true, PROCESS: false });
    }
  });

  it('refuses a list for a match bound to a single pair, and a pair the interaction does not hold', async () => {
    const { client } = await signUpAndLogin(portal);
    const { sessionId } = await launch(client, published.get('interaction-match')!, 2);
    const uins = await routeUins(client, sessionId);
    const at = uins.indexOf('ONE-PAIR');
    for (const response of [{ RESPONSE: ['LADLE SOUP'] }, { RESPONSE: 'LADLE BREAD' }]) {
      const res = await client.post('/api/delivery/answer', answerOf(sessionId, at, 'ONE-PAIR', response));
      expect({ response, status: res.status, field: res.body.errors?.[0]?.field }).toEqual({ response, status: 400, field: 'response.RESPONSE' });
    }
  });
});
