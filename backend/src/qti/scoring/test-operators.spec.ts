import type { QtiValue } from '../types';
import type { ScoringContext, TestItemSession } from './context';
import { evaluate } from './expressions';
import { scoreItem } from './score-item';
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

