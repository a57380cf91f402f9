import type { QtiValue } from '../types';
import type { ScoringContext, TestItemSession } from './context';
import { evaluate } from './expressions';
import { scoreItem } from './score-item';
import { withPresented } from './session-facts';
import { expr, model, singleChoice } from './spec-fixtures';

const int = (value: number): QtiValue => ({ cardinality: 'single', baseType: 'integer', value });
const float = (value: number): QtiValue => ({ cardinality: 'single', baseType: 'float', value });

/** A test context over hand-made item sessions. */
function testCtx(items: Partial<TestItemSession>[], weights?: Record<string, number>): ScoringContext {
  return {
    responseDecls: new Map(),
    outcomeDecls: new Map(),
    responses: new Map(),
    outcomes: new Map(),
    testItems: items.map((item, i) => ({ key: `I${i + 1}`, sectionPath: ['S'], categories: [], weights: {}, ...item })),
    resolveVariable: (id) => (id === 'I1.LIST' ? { cardinality: 'multiple', baseType: 'integer', value: [1, 3] } : undefined),
    weightOf: (_id, weight) => weights?.[weight],
  };
}
const plain = (v: QtiValue) => (v === null ? null : v.cardinality === 'record' ? v.value : { [v.baseType]: v.value });

describe('numberCorrect and numberIncorrect', () => {
  /** Two responses: a choice keyed B, and a comment without a correct response. */
  const twoResponses = model({
    responses: [
      { identifier: 'CHOICE', cardinality: 'single', baseType: 'identifier', correctResponse: ['B'] },
      { identifier: 'COMMENT', cardinality: 'single', baseType: 'string' },
    ],
  });
  const count = (name: string, outcomes: Record<string, QtiValue>[]) => plain(evaluate(expr(name), testCtx(outcomes.map((o) => ({ outcomes: o })))));

  it('count an item whose every response has a correct response: right, wrong', () => {
    const items = [scoreItem(singleChoice, { RESPONSE: 'B' }).outcomes, scoreItem(singleChoice, { RESPONSE: 'C' }).outcomes];
    expect(count('numberCorrect', items)).toEqual({ integer: 1 });
    expect(count('numberIncorrect', items)).toEqual({ integer: 1 });
  });

  it('count an item with a response lacking a correct response as neither, even when the keyed one matches', () => {
    const items = [scoreItem(twoResponses, { CHOICE: 'B', COMMENT: 'easy' }).outcomes, scoreItem(twoResponses, { CHOICE: 'C' }).outcomes];
    expect(count('numberCorrect', items)).toEqual({ integer: 0 });
    expect(count('numberIncorrect', items)).toEqual({ integer: 0 });
  });
});

describe('numberPresented', () => {
  const facts = (response: string | null) => scoreItem(singleChoice, response === null ? {} : { RESPONSE: response }).outcomes;
  const shownBlank = withPresented(facts(null), true);

  it('counts the linear items the candidate was shown and the current one, not one a submit walked past unseen', () => {
    const ctx = testCtx([{ linear: true, outcomes: facts('B') }, { linear: true, outcomes: shownBlank }, { linear: true }]);
    expect(plain(evaluate(expr('numberPresented'), ctx))).toEqual({ integer: 3 });
    const walkedPast = testCtx([
      { linear: true, outcomes: facts('B') },
      { linear: true, outcomes: withPresented(facts(null), false) },
    ]);
    expect(plain(evaluate(expr('numberPresented'), walkedPast))).toEqual({ integer: 1 });
  });

  it('counts, in a nonlinear part, the items shown whether answered or not: two of three listed', () => {
    const ctx = testCtx([
      { linear: false, outcomes: facts('C') },
      { linear: false, outcomes: shownBlank },
      { linear: false, outcomes: withPresented(facts(null), false) },
    ]);
    expect(plain(evaluate(expr('numberPresented'), ctx))).toEqual({ integer: 2 });
    expect(plain(evaluate(expr('numberResponded'), ctx))).toEqual({ integer: 1 });
  });

  it('takes an item scored without a record of presentation as shown when it has a response', () => {
    const ctx = testCtx([
      { linear: false, outcomes: facts('C') },
      { linear: false, outcomes: facts(null) },
    ]);
    expect(plain(evaluate(expr('numberPresented'), ctx))).toEqual({ integer: 1 });
  });

  it('a response means the item was shown, whatever the record says', () => {
    expect(plain(evaluate(expr('numberPresented'), testCtx([{ outcomes: withPresented(facts('B'), false) }])))).toEqual({ integer: 1 });
  });
});

describe('testVariables', () => {
  const items: Partial<TestItemSession>[] = [
    { outcomes: { SCORE: int(2) }, weights: { W: 3 } },
    { outcomes: { SCORE: float(0.5) } },
    { outcomes: { SCORE: int(1) } },
  ];

  it('with a baseType takes only variables declared with that type: integer gives 2 and 1', () => {
    expect(plain(evaluate(expr('testVariables', { variableIdentifier: 'SCORE', baseType: 'integer' }), testCtx(items)))).toEqual({ integer: [2, 1] });
    expect(plain(evaluate(expr('testVariables', { variableIdentifier: 'SCORE', baseType: 'float' }), testCtx(items)))).toEqual({ float: [0.5] });
  });

  it('with a weightIdentifier weights each value and gives floats, also where no item has that weight', () => {
    expect(plain(evaluate(expr('testVariables', { variableIdentifier: 'SCORE', baseType: 'integer', weightIdentifier: 'W' }), testCtx(items)))).toEqual({
      float: [6, 1],
    });
    const unweighted = evaluate(expr('testVariables', { variableIdentifier: 'SCORE', baseType: 'integer', weightIdentifier: 'NONE' }), testCtx(items));
    expect(plain(unweighted)).toEqual({ float: [2, 1] });
  });
});

describe('outcomeMaximum and outcomeMinimum', () => {
  const declared = (max?: number): TestItemSession['declared'] => {
    const normalMaximum: Record<string, number> = max === undefined ? {} : { SCORE: max };
    return { normalMaximum, normalMinimum: { SCORE: 0 } };
  };

  it('read the declared bounds of items not answered yet: 2 and 1, weighted by W (3) for the first', () => {
    const ctx = testCtx([{ declared: declared(2), weights: { W: 3 } }, { declared: declared(1) }]);
    expect(plain(evaluate(expr('outcomeMaximum', { outcomeIdentifier: 'SCORE', weightIdentifier: 'W' }), ctx))).toEqual({ float: [6, 1] });
    expect(plain(evaluate(expr('outcomeMinimum', { outcomeIdentifier: 'SCORE' }), ctx))).toEqual({ float: [0, 0] });
  });

  it('are NULL when an item of the sub-set declares no bound', () => {
    const ctx = testCtx([{ declared: declared(2) }, { declared: declared() }]);
    expect(evaluate(expr('outcomeMaximum', { outcomeIdentifier: 'SCORE' }), ctx)).toBeNull();
  });
});

describe('variable with a weightIdentifier', () => {
  it('weights each value of a container: 1 and 3 weighted 2 are 2 and 6', () => {
    const ctx = testCtx([], { W: 2 });
    expect(plain(evaluate(expr('variable', { identifier: 'I1.LIST', weightIdentifier: 'W' }), ctx))).toEqual({ float: [2, 6] });
    expect(plain(evaluate(expr('variable', { identifier: 'I1.LIST', weightIdentifier: 'NONE' }), ctx))).toEqual({ integer: [1, 3] });
  });
});
