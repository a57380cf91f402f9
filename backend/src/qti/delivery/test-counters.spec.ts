import { scoreItem } from '../scoring';
import { declaredBounds, withPresented } from '../scoring/session-facts';
import { singleChoice } from '../scoring/spec-fixtures';
import type { Expression, OutcomeDeclaration, ScoringModel } from '../types';
import type { ItemOutcomes } from './route-types';
import { floatOutcome, item, part, refsOf, sectionModel, setOutcome, testOf } from './spec-fixtures';
import { walkRoute } from './walk';

/**
 * Test-level expressions over a real item's outcomes: a single choice whose answer is B, scored by
 * the scorer, so the facts numberCorrect and the others count are the ones an item session stores.
 */
const choice: ScoringModel = {
  ...singleChoice,
  outcomes: [{ identifier: 'SCORE', cardinality: 'single', baseType: 'float', normalMaximum: 1, normalMinimum: 0 }],
};
const answer = (response: string | null) => scoreItem(choice, response === null ? {} : { RESPONSE: response }).outcomes;

const e = (name: string, attrs: Record<string, string> = {}, ...children: Expression[]): Expression => ({ name, attrs, children });
const int = (n: number): Expression => ({ name: 'baseValue', attrs: { baseType: 'integer' }, children: [], text: String(n) });
const intOutcome = (identifier: string): OutcomeDeclaration => ({ identifier, cardinality: 'single', baseType: 'integer' });

const warmup = item('A', { categories: ['warmup'] });
if (warmup.kind === 'item') warmup.ref.weights = { W: 2 };
const firstCorrect = e('numberCorrect', { sectionIdentifier: 'S1' });

/** S1 (A, B), then EASY when fewer than 2 of S1 are correct, else HARD. */
const test = testOf(
  [
    part('P', [
      sectionModel('S1', [warmup, item('B')]),
      sectionModel('EASY', [item('E')], { preConditions: [e('lt', {}, firstCorrect, int(2))] }),
      sectionModel('HARD', [item('H')], { preConditions: [e('gte', {}, firstCorrect, int(2))] }),
    ]),
  ],
  [
    floatOutcome('TOTAL'),
    floatOutcome('CORE'),
    floatOutcome('MAXTOTAL'),
    intOutcome('PRESENTED'),
    intOutcome('RESPONDED'),
    intOutcome('CORRECT'),
    intOutcome('INCORRECT'),
    intOutcome('SELECTED'),
  ],
  [
    setOutcome('TOTAL', e('sum', {}, e('testVariables', { variableIdentifier: 'SCORE', weightIdentifier: 'W' }))),
    setOutcome('CORE', e('sum', {}, e('testVariables', { variableIdentifier: 'SCORE', excludeCategory: 'warmup' }))),
    setOutcome('MAXTOTAL', e('sum', {}, e('outcomeMaximum', { outcomeIdentifier: 'SCORE', weightIdentifier: 'W' }))),
    setOutcome('PRESENTED', e('numberPresented')),
    setOutcome('SELECTED', e('numberSelected')),
    setOutcome('RESPONDED', e('numberResponded')),
    setOutcome('CORRECT', e('numberCorrect')),
    setOutcome('INCORRECT', e('numberIncorrect')),
  ],
);

const plain = (outcomes: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(outcomes).map(([k, v]) => [k, (v as { value?: unknown } | null)?.value ?? null]));

describe('test-level counters and testVariables', () => {
  it('route by numberCorrect of a section: one right of two goes to EASY, two to HARD', () => {
    const oneRight: ItemOutcomes = { A: answer('B'), B: answer('C') };
    expect(refsOf(walkRoute(test, 1, oneRight))).toEqual(['A', 'B', 'E']);
    const twoRight: ItemOutcomes = { A: answer('B'), B: answer('B') };
    expect(refsOf(walkRoute(test, 1, twoRight))).toEqual(['A', 'B', 'H']);
  });

  it('a condition that counts items waits while an item before it is open', () => {
    const route = walkRoute(test, 1, { A: answer('B') });
    expect(refsOf(route)).toEqual(['A', 'B']);
    expect(route.complete).toBe(false);
  });

  it('counts as worked by hand: A right (weight 2), B wrong, E shown and left blank', () => {
    const route = walkRoute(test, 1, { A: answer('B'), B: answer('C'), E: withPresented(answer(null), true) });
    expect(route.complete).toBe(true);
    expect(plain(route.testOutcomes)).toEqual({
      TOTAL: 2, // 2 x 1 + 0 + 0
      CORE: 0, // B and E, the warm-up left out
      MAXTOTAL: 4, // 2 x 1 + 1 + 1
      PRESENTED: 3,
      SELECTED: 4, // H too: chosen by selection (there is none here), skipped only by its preCondition
      RESPONDED: 2,
      CORRECT: 1,
      INCORRECT: 2,
    });
  });

  it('outcomeMaximum reads the declared maximum of an item still open: 2 x 1 for A, 1 for open B', () => {
    const declared = (uin: string) => (uin === 'uin-B' || uin === 'uin-A' ? declaredBounds(choice) : undefined);
    const route = walkRoute(test, 1, { A: answer('B') }, declared);
    expect(plain(route.testOutcomes).MAXTOTAL).toBe(3);
    expect(plain(route.testOutcomes).PRESENTED).toBe(2);
    // without the declarations (an item that declares no normalMaximum) the sum is NULL
    expect(walkRoute(test, 1, { A: answer('B') }).testOutcomes.MAXTOTAL).toBeNull();
  });

  it('a variable with a weightIdentifier scales the item value by its reference weight', () => {
    const weighted = testOf(test.parts, [floatOutcome('W_A')], [setOutcome('W_A', e('variable', { identifier: 'A.SCORE', weightIdentifier: 'W' }))]);
    expect(plain(walkRoute(weighted, 1, { A: answer('B'), B: answer('B'), H: answer('B') }).testOutcomes)).toEqual({ W_A: 2 });
  });
});

describe('numberSelected', () => {
  it('counts what selection chose for the seed, delivered yet or not, and waits for no answer', () => {
    const pick2 = testOf(
      [
        part('P', [
          sectionModel('POOL', [item('X1'), item('X2'), item('X3'), item('X4')], { selection: { select: 2, withReplacement: false } }),
          sectionModel('END', [item('Z', { categories: ['extra'] })]),
        ]),
      ],
      [intOutcome('SELECTED'), intOutcome('EXTRA')],
      [setOutcome('SELECTED', e('numberSelected')), setOutcome('EXTRA', e('numberSelected', { includeCategory: 'extra' }))],
    );
    for (const seed of [1, 2, 3]) {
      const route = walkRoute(pick2, seed, {});
      expect(route.items).toHaveLength(1);
      expect(plain(route.testOutcomes)).toEqual({ SELECTED: 3, EXTRA: 1 });
    }
  });
});
