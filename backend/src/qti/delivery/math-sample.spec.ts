import { join, resolve } from 'node:path';
import { readContentPackage } from '../read-package';
import { tempDir } from '../testing/build-zip';
import { zipFolderTo } from '../testing/zip-folder';
import type { TestModel } from '../types';
import { walkRoute } from './index';
import { finishRoute, refsOf, scores } from './spec-fixtures';

/** The shipped two-stage mathematics test: eight routing items, then the core or the extended stage. */
const SAMPLE = resolve(__dirname, '../../../../content/samples/math-practice');
const STAGE1 = ['MP01', 'MP02', 'MP03', 'MP04', 'MP05', 'MP06', 'MP07', 'MP08'];
const CORE = ['MP09', 'MP10', 'MP11', 'MP12', 'MP13', 'MP14', 'MP15', 'MP16'];
const EXTENDED = ['MP17', 'MP18', 'MP19', 'MP20', 'MP21', 'MP22', 'MP23', 'MP24'];

const { dir, cleanup } = tempDir();
afterAll(cleanup);

let test: TestModel;

beforeAll(async () => {
  const zipPath = join(dir, 'math-practice.zip');
  await zipFolderTo(SAMPLE, zipPath);
  const read = await readContentPackage(zipPath, { fileName: 'math-practice.zip' });
  if (!read.ok) throw new Error(read.issues.map((i) => i.message).join('\n'));
  test = read.pkg.test;
});

/** Stage 1 answered with `correct` right answers (1 point each), the rest wrong. */
const routing = (correct: number) => Object.fromEntries(STAGE1.map((id, i) => [id, scores([id], i < correct ? 1 : 0)[id]]));

describe('the math practice sample', () => {
  it('delivers the routing stage one item at a time', () => {
    expect(refsOf(walkRoute(test, 5, {}))).toEqual(['MP01']);
    const atLastRouting = walkRoute(test, 5, scores(STAGE1.slice(0, 7)));
    expect(refsOf(atLastRouting)).toEqual(STAGE1);
    // the routing score is not known yet, so a stage 2 may follow
    expect(atLastRouting.complete).toBe(false);
  });

  it('routes a low routing score to the core stage: 16 items, the operational test length', () => {
    const outcomes = { ...routing(4), ...scores(CORE.slice(0, 7)) };
    const route = walkRoute(test, 5, outcomes);
    expect(refsOf(route)).toEqual([...STAGE1, ...CORE]);
    expect(route.items).toHaveLength(test.operationalTestLength);
    expect(test.operationalTestLength).toBe(16);
    expect(route.complete).toBe(true);
    expect(route.items.map((i) => i.sectionPath.slice(0, 1)[0])).toEqual([...Array(8).fill('MATH-STAGE1'), ...Array(8).fill('MATH-STAGE2-CORE')]);
  });

  it('routes a high routing score to the extended stage: 16 items', () => {
    const route = finishRoute(test, 5, (ref) => (STAGE1.indexOf(ref) >= 0 && STAGE1.indexOf(ref) < 5 ? 1 : 0)).route;
    expect(refsOf(route)).toEqual([...STAGE1, ...EXTENDED]);
    expect(route.items).toHaveLength(test.operationalTestLength);
    expect(route.complete).toBe(true);
  });

  it('reports the routing score and the total score of the items answered', () => {
    const outcomes = { ...routing(6), ...scores(EXTENDED) };
    const route = walkRoute(test, 5, outcomes);
    expect(route.testOutcomes.ROUTING_SCORE).toEqual({ cardinality: 'single', baseType: 'float', value: 6 });
    expect(route.testOutcomes.SCORE).toEqual({ cardinality: 'single', baseType: 'float', value: 14 });
  });

  it('carries the calculator categories of the item references', () => {
    const route = walkRoute(test, 5, { ...routing(0), ...scores(CORE.slice(0, 7)) });
    expect(route.items.find((i) => i.refIdentifier === 'MP05')?.categories).toEqual(['calculator-sqrt']);
    expect(route.items.find((i) => i.refIdentifier === 'MP16')?.categories).toEqual(['calculator-basic']);
  });
});
