import { catSettings, nextStep, type CatSettings } from '../../irt';
import type { AdaptiveSection, QtiValue, SectionModel } from '../types';
import { dichotomous } from './adaptive-step';
import type { ItemOutcomes } from './route-types';
import { item, part, sectionModel, testOf } from './spec-fixtures';
import { walkRoute } from './walk';

const score = (n: number): Record<string, QtiValue> => ({ SCORE: { cardinality: 'single', baseType: 'float', value: n } });
const RIGHT = score(1);
const WRONG = score(0);

/** 30 items over b = -2..2 in three strands s0, s1, s2 (item k in strand k mod 3). */
const POOL = Array.from({ length: 30 }, (_, k) => ({ ref: `q${k}`, strand: `s${k % 3}`, parameters: { a: 1.2, b: -2 + (4 * k) / 29, c: 0 } }));

function adaptiveSection(settings: Partial<CatSettings> = {}, pool = POOL): SectionModel {
  const model = sectionModel(
    'CAT',
    pool.map((p) => item(p.ref)),
  );
  const adaptive: AdaptiveSection = { engine: 'portal', settings: catSettings({ randomesque: 1, ...settings }), pool };
  return { ...model, adaptive };
}

const bOf = (ref: string) => POOL.find((p) => p.ref === ref)!.parameters.b;

/** Answers each item the route lists with `answer` (at most `limit` of them), one walk per answer, as the delivery does. */
function take(test: ReturnType<typeof testOf>, seed: number, answer: (ref: string, n: number) => Record<string, QtiValue>, limit = 100) {
  const outcomes: ItemOutcomes = {};
  for (let n = 0; ; n++) {
    const route = walkRoute(test, seed, outcomes);
    const open = route.items.find((i) => !outcomes[i.refIdentifier]);
    if (!open || n === limit) return { route, outcomes };
    outcomes[open.refIdentifier] = answer(open.refIdentifier, n);
  }
}

describe('walking an adaptive section', () => {
  const test = testOf([part('P', [adaptiveSection()])]);

  it("lists the engine's first choice, and nothing after it while it is open", () => {
    const route = walkRoute(test, 7, {});
    const first = nextStep(
      POOL.map((p) => ({ id: p.ref, strand: p.strand, parameters: p.parameters })),
      [],
      catSettings({ randomesque: 1 }),
      0,
    );
    expect(route.items.map((i) => i.refIdentifier)).toHaveLength(1);
    // at θ = 0 the most informative item is the one with b nearest 0
    expect(Math.abs(bOf(route.items[0].refIdentifier))).toBeLessThan(0.1);
    expect(first.done).toBe(false);
    expect(route.complete).toBe(false);
    expect(route.adaptive).toEqual([{ sectionIdentifier: 'CAT', answered: 0, maxLength: 40, stopped: null, theta: 0, se: 1 }]);
  });

  it('gives a harder item after a right answer and an easier one after a wrong one', () => {
    const first = walkRoute(test, 7, {}).items[0].refIdentifier;
    const afterRight = walkRoute(test, 7, { [first]: RIGHT }).items[1].refIdentifier;
    const afterWrong = walkRoute(test, 7, { [first]: WRONG }).items[1].refIdentifier;
    expect(bOf(afterRight)).toBeGreaterThan(bOf(first));
    expect(bOf(afterWrong)).toBeLessThan(bOf(first));
  });

  it('gives the same route again for the same seed and outcomes', () => {
    const randomesque = testOf([part('P', [adaptiveSection({ randomesque: 5 })])]);
    const { outcomes } = take(randomesque, 11, (_, n) => (n % 2 ? RIGHT : WRONG), 6);
    const route = walkRoute(randomesque, 11, outcomes);
    expect(walkRoute(randomesque, 11, outcomes)).toEqual(route);
    // the answered items in the order given, then the one open item
    expect(route.items.map((i) => i.refIdentifier).slice(0, 6)).toEqual(Object.keys(outcomes));
    expect(route.items).toHaveLength(7);
    // another seed draws other items among the five most informative
    expect(take(randomesque, 12, (_, n) => (n % 2 ? RIGHT : WRONG), 6).route.items.map((i) => i.refIdentifier)).not.toEqual(
      route.items.map((i) => i.refIdentifier),
    );
  });

  it('stops at the maximum length', () => {
    const short = testOf([part('P', [adaptiveSection({ maxLength: 5, minLength: 5 })])]);
    const { route } = take(short, 3, () => RIGHT);
    expect(route.items).toHaveLength(5);
    expect(route.complete).toBe(true);
    expect(route.adaptive![0]).toMatchObject({ answered: 5, stopped: 'max-length' });
    expect(route.adaptive![0].theta).toBeGreaterThan(1);
  });

  it('stops once the standard error reaches its target, after the minimum length', () => {
    const precise = testOf([part('P', [adaptiveSection({ targetSe: 0.5, minLength: 3 })])]);
    const { route } = take(precise, 3, (_, n) => (n % 2 ? RIGHT : WRONG));
    expect(route.adaptive![0].stopped).toBe('precision');
    expect(route.adaptive![0].se).toBeLessThanOrEqual(0.5);
    expect(route.items.length).toBeLessThan(40);
    expect(route.items.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps to the content targets', () => {
    const balanced = testOf([part('P', [adaptiveSection({ maxLength: 12, minLength: 12, contentTargets: { s0: 0.5, s1: 0.25, s2: 0.25 } })])]);
    const { route } = take(balanced, 5, (_, n) => (n % 3 ? RIGHT : WRONG));
    const strands = route.items.map((i) => POOL.find((p) => p.ref === i.refIdentifier)!.strand);
    expect(strands.filter((s) => s === 's0')).toHaveLength(6);
    expect(strands.filter((s) => s === 's1')).toHaveLength(3);
    expect(strands.filter((s) => s === 's2')).toHaveLength(3);
  });

  it('delivers a plain section after it once the engine stops', () => {
    const after = sectionModel('AFTER', [item('essay')]);
    const withAfter = testOf([part('P', [adaptiveSection({ maxLength: 3, minLength: 3 }), after])]);
    const twoAnswered = take(withAfter, 9, () => RIGHT, 2);
    const open = walkRoute(withAfter, 9, twoAnswered.outcomes);
    // the third and last adaptive item is open: the essay is not listed yet, but is known to follow
    expect(open.items.map((i) => i.refIdentifier)).not.toContain('essay');
    expect(open.complete).toBe(false);
    const { route } = take(withAfter, 9, () => RIGHT);
    expect(route.items.map((i) => i.refIdentifier).slice(3)).toEqual(['essay']);
    expect(route.items[3].sectionPath).toEqual(['AFTER']);
    expect(route.complete).toBe(true);
  });

  it('ends when the pool is used up', () => {
    const small = testOf([part('P', [adaptiveSection({ maxLength: 10, minLength: 10 }, POOL.slice(0, 4))])]);
    const { route } = take(small, 1, () => WRONG);
    expect(route.items).toHaveLength(4);
    expect(route.adaptive![0].stopped).toBe('pool-exhausted');
  });

  it('reports the score on a declared scale, with readiness against the cut', () => {
    const model = adaptiveSection({ maxLength: 4, minLength: 4 });
    model.adaptive!.scale = { intercept: 950, slope: 10, lower: 910, upper: 990, cut: 945 };
    const { route } = take(testOf([part('P', [model])]), 2, () => RIGHT);
    const { theta, se, scale } = route.adaptive![0];
    expect(scale).toEqual({
      score: Math.round(950 + 10 * theta),
      low: Math.round(950 + 10 * (theta - se)),
      high: Math.round(950 + 10 * (theta + se)),
      cut: 945,
      ready: true,
    });
  });
});

describe('scoring an item right or wrong for the engine', () => {
  it('is right only at the maximum: the declared normalMaximum, else MAXSCORE, else 1', () => {
    expect(dichotomous(score(1), undefined)).toBe(1);
    expect(dichotomous(score(0.5), undefined)).toBe(0);
    expect(dichotomous(score(2), { normalMaximum: { SCORE: 3 }, normalMinimum: {} })).toBe(0);
    expect(dichotomous(score(3), { normalMaximum: { SCORE: 3 }, normalMinimum: {} })).toBe(1);
    expect(dichotomous({ ...score(2), MAXSCORE: { cardinality: 'single', baseType: 'float', value: 2 } }, undefined)).toBe(1);
    expect(dichotomous({ SCORE: null }, undefined)).toBe(0);
  });
});
