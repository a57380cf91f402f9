import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readContentPackage } from './read-package';
import { scoreItem } from './scoring';
import { instantiateItem } from './templating';
import type { BodyNode, CandidateResponse, ContentPackage, ItemModel, ReadResult } from './types';
import { tempDir } from './testing/build-zip';
import { zipFolderTo } from './testing/zip-folder';

/** The shipped samples are held to what the portal promises of them, so a broken sample fails here. */
const SAMPLES = resolve(__dirname, '../../../content/samples');

const MATH = ['Quantitative Reasoning', 'Algebraic Reasoning', 'Geometric and Spatial Reasoning', 'Probabilistic and Statistical Reasoning'];
const ELAR = [
  'Literary Text Analysis',
  'Informational Text Analysis and Synthesis',
  'Essay Revision and Editing',
  'Sentence Revision, Editing, and Completion',
];

/** What each folder is: its item count and the strands (reporting categories) its items cover. */
const EXPECTED: Record<string, { items: number; strands: string[] }> = {
  'math-practice': { items: 24, strands: MATH },
  'elar-practice': { items: 24, strands: ELAR },
  'paa-sample-math': { items: 6, strands: MATH },
  'paa-sample-elar': { items: 6, strands: [ELAR[1], ELAR[3]] },
  'math-skills': { items: 24, strands: MATH },
  'elar-skills': { items: 24, strands: ELAR },
  'essay-practice': { items: 1, strands: ['Essay'] },
  'math-adaptive': { items: 60, strands: MATH },
  'elar-adaptive': { items: 60, strands: ELAR },
};

const listed = (JSON.parse(readFileSync(join(SAMPLES, 'samples.json'), 'utf8')) as { packages: { folder: string }[] }).packages.map((p) => p.folder);

const { dir, cleanup } = tempDir();
afterAll(cleanup);

async function readSample(folder: string): Promise<ReadResult> {
  const zipPath = join(dir, `${folder}.zip`);
  await zipFolderTo(join(SAMPLES, folder), zipPath);
  return readContentPackage(zipPath, { fileName: `${folder}.zip` });
}

function correctResponses(item: ItemModel): Record<string, CandidateResponse> {
  return Object.fromEntries(
    item.scoring.responses.map((r) => [r.identifier, r.cardinality === 'single' ? (r.correctResponse?.[0] ?? null) : (r.correctResponse ?? [])]),
  );
}

function interactionsOf(nodes: BodyNode[]): { interaction: string; responseIdentifier: string }[] {
  return nodes.flatMap((n) => {
    if (typeof n === 'string') return [];
    if ('interaction' in n) return [n, ...interactionsOf([...(n.prompt ?? []), ...(n.content ?? [])])];
    return interactionsOf(n.children);
  });
}

describe('shipped sample packages', () => {
  it('are the folders samples.json lists, each with its expectations', () => {
    const folders = readdirSync(SAMPLES, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect([...listed].sort()).toEqual([...folders].sort());
    expect([...listed].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  describe.each(listed)('%s', (folder) => {
    let pkg: ContentPackage;
    beforeAll(async () => {
      const result = await readSample(folder);
      if (!result.ok) throw new Error(JSON.stringify(result.issues, null, 2));
      expect(result.warnings).toEqual([]);
      pkg = result.pkg;
    });

    it('imports without warnings, with its item count and strands', () => {
      expect(pkg.items).toHaveLength(EXPECTED[folder].items);
      expect([...new Set(pkg.items.map((i) => i.strandName))].sort()).toEqual([...EXPECTED[folder].strands].sort());
    });

    it('has feedback content in every item, or a rubric in an item a person scores', () => {
      for (const item of pkg.items) {
        const explained =
          item.scoring.humanScored || item.scoring.selfRated
            ? (item.delivery.rubric?.length ?? 0) > 0
            : item.delivery.feedback.some((f) => f.content.length > 0);
        expect({ uin: item.uin, explained }).toEqual({ uin: item.uin, explained: true });
      }
    });

    it('scores each correct response full marks with feedback, and an empty response 0, in any session', () => {
      // a cloned item's correct response is its session's: check it in a few sessions
      const sessions = pkg.items.flatMap((i) => (i.scoring.templates ? [1, 2, 3] : [0]).map((seed) => ({ ...i, ...instantiateItem(i, seed, i.uin) })));
      for (const item of sessions.filter((i) => !i.scoring.humanScored && !i.scoring.selfRated)) {
        const right = scoreItem(item.scoring, correctResponses(item));
        expect({ uin: item.uin, score: right.score, positive: right.maxScore > 0, feedback: right.feedbackShown.length > 0 }).toEqual({
          uin: item.uin,
          score: right.maxScore,
          positive: true,
          feedback: true,
        });
        expect({ uin: item.uin, empty: scoreItem(item.scoring, {}).score }).toEqual({ uin: item.uin, empty: 0 });
      }
    });

    it('sends the player no correct response, mapping or text-entry answer', () => {
      for (const item of pkg.items) {
        const delivered = JSON.stringify(item.delivery);
        expect(delivered).not.toMatch(/correctResponse|mapping/i);
        const textEntry = new Set(
          interactionsOf(item.delivery.body)
            .filter((i) => i.interaction === 'textEntry')
            .map((i) => i.responseIdentifier),
        );
        // feedback explains the answer and is shown after it; the rest reaches the player before
        const { feedback, ...beforeAnswer } = item.delivery;
        const shown = JSON.stringify(beforeAnswer);
        for (const r of item.scoring.responses.filter((d) => textEntry.has(d.identifier))) {
          for (const value of r.correctResponse ?? [])
            expect({ uin: item.uin, leaks: shown.includes(JSON.stringify(value)) }).toEqual({ uin: item.uin, leaks: false });
        }
        expect(feedback.length + (item.delivery.rubric?.length ?? 0)).toBeGreaterThan(0);
      }
    });
  });

  describe('math-practice', () => {
    let pkg: ContentPackage;
    beforeAll(async () => {
      const result = await readSample('math-practice');
      if (!result.ok) throw new Error('math-practice does not import');
      pkg = result.pkg;
    });

    it('has an item for each calculator: off, basic, square root and graphing', () => {
      expect([...new Set(pkg.items.map((i) => i.calculator))].sort()).toEqual([0, 1, 2, 3]);
    });

    it('is the two-stage branching test: 8 routing items and one 8-item stage 2', () => {
      expect(pkg.test.branchingProfileName).toBe('branching');
      expect(pkg.test.operationalTestLength).toBe(16);
    });
  });
});

/** The text of delivered nodes, to read what a session's numbers are. */
function textOf(nodes: BodyNode[]): string {
  return nodes
    .map((n) => (typeof n === 'string' ? n : 'interaction' in n ? textOf([...(n.prompt ?? []), ...(n.content ?? [])]) : textOf(n.children)))
    .join(' ');
}

describe('math-skills', () => {
  let pkg: ContentPackage;
  beforeAll(async () => {
    const result = await readSample('math-skills');
    if (!result.ok) throw new Error('math-skills does not import');
    pkg = result.pkg;
  });

  it('uses each calculator as its items need: off, basic, square root and graphing', () => {
    expect([...new Set(pkg.items.map((i) => i.calculator))].sort()).toEqual([0, 1, 2, 3]);
    expect(pkg.items.find((i) => i.uin === 'MS13')?.calculator).toBe(2);
    expect(pkg.items.find((i) => i.uin === 'MS11')?.calculator).toBe(3);
  });

  it('has cloned items in every strand, whose numbers and explanation change with the session', () => {
    const cloned = pkg.items.filter((i) => i.scoring.templates);
    expect(cloned.length).toBeGreaterThanOrEqual(4);
    expect(new Set(cloned.map((i) => i.strandName)).size).toBe(4);
    for (const item of cloned) {
      const bodies = new Set([1, 2, 3, 4, 5, 6].map((seed) => textOf(instantiateItem(item, seed, item.uin).delivery.body)));
      expect({ uin: item.uin, different: bodies.size > 1 }).toEqual({ uin: item.uin, different: true });
      const explained = instantiateItem(item, 7, item.uin);
      const correct = explained.scoring.responses[0].correctResponse?.[0];
      const why = textOf(explained.delivery.feedback.find((f) => f.identifier === 'INCORRECT')!.content).replace(/\s+/g, ' ');
      // the explanation gives this session's answer
      expect({ uin: item.uin, why: why.includes(`The correct answer is ${correct}`) }).toEqual({ uin: item.uin, why: true });
    }
  });
});

describe('essay-practice', () => {
  it('is one essay the student rates against four criteria, with an annotated example for after the answer', async () => {
    const result = await readSample('essay-practice');
    if (!result.ok) throw new Error('essay-practice does not import');
    const [essay] = result.pkg.items;
    expect(essay.scoring).toMatchObject({ humanScored: false, selfRated: true });
    // response processing sums the levels the student chose into SCORE, out of MAXSCORE 16
    const rated = scoreItem(essay.scoring, {
      ESSAY: 'My essay.',
      RATING_POSITION: 'L4',
      RATING_SUPPORT: 'L3',
      RATING_ORGANIZATION: 'L2',
      RATING_LANGUAGE: 'L1',
    });
    expect({ score: rated.score, maxScore: rated.maxScore }).toEqual({ score: 10, maxScore: 16 });
    expect(scoreItem(essay.scoring, { ESSAY: 'Not rated yet.' }).score).toBe(0);
    expect(interactionsOf(essay.delivery.body).map((i) => `${i.interaction}:${i.responseIdentifier}`)).toEqual([
      'extendedText:ESSAY',
      'choice:RATING_POSITION',
      'choice:RATING_SUPPORT',
      'choice:RATING_ORGANIZATION',
      'choice:RATING_LANGUAGE',
    ]);
    // the rubric the student rates against is in the question; the example only in the rubric shown after it
    expect(textOf(essay.delivery.body)).toContain('Score your own essay');
    expect(textOf(essay.delivery.body)).not.toContain('An example essay with comments');
    expect(textOf(essay.delivery.rubric ?? [])).toContain('An example essay with comments');
  });
});
