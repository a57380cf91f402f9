import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { walkRoute } from './delivery';
import type { ItemOutcomes } from './delivery/route-types';
import { readContentPackage } from './read-package';
import { scoreItem } from './scoring';
import { withPresented } from './scoring/session-facts';
import { instantiateItem } from './templating';
import type { BodyNode, CandidateResponse, ContentPackage, QtiValue, SectionModel } from './types';
import { tempDir } from './testing/build-zip';
import { zipFolderTo } from './testing/zip-folder';

/** Every package of content/conformance (its README says how a case is written) imports and scores as the spec says. */
const CORPUS = resolve(__dirname, '../../../content/conformance');

interface ExpectedResponse {
  label: string;
  response: Record<string, CandidateResponse>;
  score: number;
  /** outcome values by identifier, compared as their plain value (a list for containers) */
  outcomes?: Record<string, unknown>;
}

/** One session of the whole test: each listed item reference answered (and final), the rest not yet. */
interface ExpectedSession {
  label: string;
  /** responses by item reference identifier */
  responses: Record<string, Record<string, CandidateResponse>>;
  /** the item references the candidate was shown, as the delivery records them; without it an item counts as shown when it has a response */
  presented?: string[];
  /** the route's item references, in order, when given */
  route?: string[];
  complete?: boolean;
  /** test outcome values after outcome processing, compared as their plain value */
  outcomes?: Record<string, unknown>;
}

interface CaseExpectation {
  feature: string;
  spec: string;
  imports?: true;
  refused?: { file: string; code?: string; line?: number };
  /** items with templates are instantiated with this session seed before they are scored */
  seed?: number;
  items?: Record<string, ExpectedResponse[]>;
  /** text the item's rendered body (the instance's, with a seed) must show, and must not */
  shows?: Record<string, string[]>;
  hides?: Record<string, string[]>;
  test?: ExpectedSession[];
  /** the package's tests by identifier, each with its items' uins in delivery order */
  tests?: Record<string, string[]>;
  /** warnings the import must give (others may come too) */
  warnings?: { file: string; code: string }[];
  /** the stimuli each item is shown beside, by uin */
  stimuli?: Record<string, string[]>;
}

/** The text a body shows: strings and the text of its elements and interactions, in order. */
const textOf = (nodes: BodyNode[] | undefined): string =>
  (nodes ?? [])
    .map((n) => {
      if (typeof n === 'string') return n;
      if ('interaction' in n) return [textOf(n.prompt), ...(n.choices ?? []).map((c) => textOf(c.content)), textOf(n.content)].join(' ');
      return textOf(n.children);
    })
    .join('');

const cases = existsSync(CORPUS)
  ? readdirSync(CORPUS, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()
  : [];

const plain = (value: QtiValue | undefined): unknown => {
  if (value === null || value === undefined) return null;
  if (value.cardinality === 'record') return Object.fromEntries(Object.entries(value.value).map(([k, v]) => [k, plain(v)]));
  return value.value;
};

function uinsByRef(pkg: ContentPackage): Map<string, string> {
  const uins = new Map<string, string>();
  const visit = (section: SectionModel) => {
    for (const child of section.children) {
      if (child.kind === 'item') uins.set(child.ref.identifier, child.ref.uin);
      else visit(child.section);
    }
  };
  for (const part of pkg.test.parts) part.sections.forEach(visit);
  return uins;
}

/** Scores each answered item, walks the route with seed 1 and reads the test's outcomes, as a session does. */
function checkSession(name: string, pkg: ContentPackage, session: ExpectedSession): void {
  const uins = uinsByRef(pkg);
  const outcomes: ItemOutcomes = {};
  for (const [ref, response] of Object.entries(session.responses)) {
    const item = pkg.items.find((i) => i.uin === uins.get(ref));
    expect({ name, ref, found: !!item }).toEqual({ name, ref, found: true });
    const scored = scoreItem(item!.scoring, response).outcomes;
    outcomes[ref] = session.presented ? withPresented(scored, session.presented.includes(ref)) : scored;
  }
  const route = walkRoute(pkg.test, 1, outcomes);
  const got: Record<string, unknown> = { label: session.label };
  const want: Record<string, unknown> = { label: session.label };
  if (session.route) [got.route, want.route] = [route.items.map((i) => i.refIdentifier), session.route];
  if (session.complete !== undefined) [got.complete, want.complete] = [route.complete, session.complete];
  for (const [id, value] of Object.entries(session.outcomes ?? {})) [got[id], want[id]] = [plain(route.testOutcomes[id]), value];
  expect(got).toEqual(want);
}

const { dir, cleanup } = tempDir();
afterAll(cleanup);

describe('QTI conformance corpus', () => {
  it('holds cases, each with an expect.json', () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const name of cases) expect({ name, expectation: existsSync(join(CORPUS, name, 'expect.json')) }).toEqual({ name, expectation: true });
  });

  describe.each(cases)('%s', (name) => {
    const expectation = JSON.parse(readFileSync(join(CORPUS, name, 'expect.json'), 'utf8')) as CaseExpectation;

    it(`${expectation.refused ? 'is refused' : 'imports and scores'} as the specification says (${expectation.feature})`, async () => {
      const zipPath = join(dir, `${name}.zip`);
      await zipFolderTo(join(CORPUS, name), zipPath, (path) => !path.endsWith('.json'));
      const result = await readContentPackage(zipPath, { fileName: `${name}.zip` });
      if (expectation.refused) {
        expect(result.ok).toBe(false);
        if (result.ok) return;
        const { file, code, line } = expectation.refused;
        const named = result.issues.filter((i) => i.file === file && (!code || i.code === code) && (!line || i.line === line));
        expect({ issues: result.issues.map((i) => `${i.file}:${i.line ?? ''} ${i.code}`), named: named.length > 0 }).toMatchObject({ named: true });
        return;
      }
      if (!result.ok) throw new Error(`${name} was refused:\n${result.issues.map((i) => `${i.file}:${i.line ?? ''} ${i.message}`).join('\n')}`);
      const items = result.pkg.tests.flatMap((t) => t.items);
      if (expectation.tests) {
        expect(Object.fromEntries(result.pkg.tests.map((t) => [t.test.identifier, t.items.map((i) => i.uin)]))).toEqual(expectation.tests);
      }
      for (const w of expectation.warnings ?? []) expect(result.warnings.map((i) => ({ file: i.file, code: i.code }))).toContainEqual(w);
      for (const [uin, refs] of Object.entries(expectation.stimuli ?? {})) {
        expect({ uin, refs: items.find((i) => i.uin === uin)?.delivery.stimulusRefs }).toEqual({ uin, refs });
      }
      const instanceOf = (uin: string) => {
        const item = items.find((i) => i.uin === uin);
        expect({ uin, found: !!item }).toEqual({ uin, found: true });
        return instantiateItem(item!, expectation.seed ?? 0, uin);
      };
      for (const [uin, texts] of Object.entries(expectation.shows ?? {})) {
        const shown = textOf(instanceOf(uin).delivery.body).replace(/\s+/g, ' ');
        for (const text of texts) expect({ uin, shown }).toEqual({ uin, shown: expect.stringContaining(text) });
      }
      for (const [uin, texts] of Object.entries(expectation.hides ?? {})) {
        const shown = textOf(instanceOf(uin).delivery.body).replace(/\s+/g, ' ');
        for (const text of texts) expect({ uin, shown }).toEqual({ uin, shown: expect.not.stringContaining(text) });
      }
      for (const [uin, responses] of Object.entries(expectation.items ?? {})) {
        const item = instanceOf(uin);
        for (const r of responses) {
          const scored = scoreItem(item.scoring, r.response);
          const got: Record<string, unknown> = { uin, label: r.label, score: scored.score };
          const want: Record<string, unknown> = { uin, label: r.label, score: r.score };
          for (const [id, value] of Object.entries(r.outcomes ?? {})) {
            got[id] = plain(scored.outcomes[id]);
            want[id] = value;
          }
          expect(got).toEqual(want);
        }
      }
      for (const session of expectation.test ?? []) checkSession(name, result.pkg, session);
    });
  });
});
