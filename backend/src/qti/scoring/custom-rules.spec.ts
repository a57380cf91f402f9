import type { OutcomeDeclaration, ResponseRule, ScoringModel } from '../types';
import { maxScoreOf, scoreItem, ScoringError } from './index';
import { base, correct, expr, FEEDBACK, model, SCORE, set, singleChoice, variable, when } from './spec-fixtures';

/** Two parts, a choice (B) and a number (12): a point each, and feedback by how many were right. */
const twoPart: ScoringModel = model({
  responses: [
    { identifier: 'PART1', cardinality: 'single', baseType: 'identifier', correctResponse: ['B'] },
    { identifier: 'PART2', cardinality: 'single', baseType: 'integer', correctResponse: ['12'] },
  ],
  outcomes: [SCORE, FEEDBACK, { identifier: 'MAXSCORE', cardinality: 'single', baseType: 'float', defaultValue: ['2'] }],
  processing: {
    rules: [
      when({
        condition: expr('match', {}, variable('PART1'), correct('PART1')),
        rules: [set('SCORE', expr('sum', {}, variable('SCORE'), base('float', '1')))],
      }),
      when({
        condition: expr('match', {}, variable('PART2'), correct('PART2')),
        rules: [set('SCORE', expr('sum', {}, variable('SCORE'), base('float', '1')))],
      }),
      when(
        { condition: expr('gte', {}, variable('SCORE'), base('float', '2')), rules: [set('FEEDBACK', base('identifier', 'FULL'))] },
        { condition: expr('gte', {}, variable('SCORE'), base('float', '1')), rules: [set('FEEDBACK', base('identifier', 'PARTIAL'))] },
        { rules: [set('FEEDBACK', base('identifier', 'NONE'))] },
      ),
    ],
  },
  feedback: ['FULL', 'PARTIAL', 'NONE'].map((identifier) => ({
    kind: 'modal' as const,
    outcomeIdentifier: 'FEEDBACK',
    identifier,
    showHide: 'show' as const,
  })),
});

/** Evaluates one expression into an outcome X and returns what X holds. */
function valueOf(expression: ReturnType<typeof expr>, responses: Record<string, string | string[] | null> = {}, x: Partial<OutcomeDeclaration> = {}) {
  const item = model({
    responses: [
      { identifier: 'CHOICE', cardinality: 'single', baseType: 'identifier', correctResponse: ['A'] },
      { identifier: 'CHOICES', cardinality: 'multiple', baseType: 'identifier', correctResponse: ['A', 'B'] },
    ],
    outcomes: [{ identifier: 'X', cardinality: 'single', ...x }],
    processing: { rules: [set('X', expression)] },
  });
  return scoreItem(item, responses).outcomes.X;
}

const T = base('boolean', 'true');
const F = base('boolean', 'false');
const NULL = expr('null');
const truth = (expression: ReturnType<typeof expr>) =>
  valueOf(expression)?.cardinality === 'single' ? (valueOf(expression) as { value: unknown }).value : null;

describe('custom response processing', () => {
  it('gives partial credit with sum, gte and responseCondition', () => {
    const both = scoreItem(twoPart, { PART1: 'B', PART2: '12' });
    expect([both.score, both.maxScore, both.feedbackShown]).toEqual([2, 2, ['FULL']]);
    const one = scoreItem(twoPart, { PART1: 'C', PART2: ' 12 ' });
    expect([one.score, one.feedbackShown]).toEqual([1, ['PARTIAL']]);
    const none = scoreItem(twoPart, {});
    expect([none.score, none.feedbackShown]).toEqual([0, ['NONE']]);
    expect(maxScoreOf(twoPart)).toBe(2);
  });

  it('finds the maximum of rules that set SCORE to known values', () => {
    const tiered = model({
      responses: [{ identifier: 'RESPONSE', cardinality: 'single', baseType: 'identifier', correctResponse: ['A'] }],
      processing: {
        rules: [
          when(
            { condition: expr('match', {}, variable('RESPONSE'), correct('RESPONSE')), rules: [set('SCORE', base('integer', '3'))] },
            { condition: expr('match', {}, variable('RESPONSE'), base('identifier', 'B')), rules: [set('SCORE', base('float', '1.5'))] },
          ),
        ],
      },
    });
    expect(maxScoreOf(tiered)).toBe(3);
    expect(scoreItem(tiered, { RESPONSE: 'B' }).score).toBe(1.5);
  });

  it('looks values up in interpolation and match tables', () => {
    const rules: ResponseRule[] = [
      set('RAW', expr('containerSize', {}, variable('CHOICES'))),
      { kind: 'lookupOutcomeValue', identifier: 'SCORE', expression: variable('RAW') },
      { kind: 'lookupOutcomeValue', identifier: 'BAND', expression: variable('RAW') },
    ];
    const item = model({
      responses: [{ identifier: 'CHOICES', cardinality: 'multiple', baseType: 'identifier' }],
      outcomes: [
        { identifier: 'RAW', cardinality: 'single', baseType: 'integer' },
        {
          ...SCORE,
          lookupTable: {
            kind: 'interpolation',
            defaultValue: '0',
            entries: [
              { source: 4, target: '3' },
              { source: 2, target: '2' },
              { source: 1, target: '1', includeBoundary: false },
            ],
          },
        },
        {
          identifier: 'BAND',
          cardinality: 'single',
          baseType: 'identifier',
          lookupTable: {
            kind: 'match',
            entries: [
              { source: 1, target: 'LOW' },
              { source: 3, target: 'HIGH' },
            ],
          },
        },
      ],
      processing: { rules },
    });
    const score = (choices: string[]) => scoreItem(item, { CHOICES: choices });
    expect(score(['A', 'B', 'C', 'D', 'E']).score).toBe(3);
    expect(score(['A', 'B', 'C']).score).toBe(2);
    expect(score(['A', 'B']).score).toBe(2);
    // 1 is not above the exclusive boundary, so the default applies
    expect(score(['A']).score).toBe(0);
    expect(score(['A']).outcomes.BAND).toEqual({ cardinality: 'single', baseType: 'identifier', value: 'LOW' });
    expect(score(['A', 'B']).outcomes.BAND).toBeNull();
    expect(maxScoreOf(item)).toBe(3);
  });

  it('stops at exitResponse, also from inside a condition', () => {
    const item = model({
      responses: [{ identifier: 'RESPONSE', cardinality: 'single', baseType: 'identifier' }],
      processing: {
        rules: [
          set('SCORE', base('float', '1')),
          when({ condition: expr('isNull', {}, variable('RESPONSE')), rules: [{ kind: 'exitResponse' }] }),
          set('SCORE', base('float', '2')),
        ],
      },
    });
    expect(scoreItem(item, {}).score).toBe(1);
    expect(scoreItem(item, { RESPONSE: 'A' }).score).toBe(2);
  });

  it('shows feedback for a right and a wrong answer, and hides by outcome', () => {
    const item: ScoringModel = {
      ...singleChoice,
      outcomes: [SCORE, FEEDBACK],
      processing: {
        template: 'match_correct',
        rules: [
          when(
            { condition: expr('gte', {}, variable('SCORE'), base('float', '1')), rules: [set('FEEDBACK', base('identifier', 'RIGHT'))] },
            { rules: [set('FEEDBACK', base('identifier', 'WRONG'))] },
          ),
        ],
      },
      feedback: [
        { kind: 'modal', outcomeIdentifier: 'FEEDBACK', identifier: 'RIGHT', showHide: 'show' },
        { kind: 'modal', outcomeIdentifier: 'FEEDBACK', identifier: 'WRONG', showHide: 'show' },
        { kind: 'block', outcomeIdentifier: 'FEEDBACK', identifier: 'RIGHT', showHide: 'hide' },
        { kind: 'inline', outcomeIdentifier: 'FEEDBACK', identifier: 'HINT', showHide: 'hide' },
      ],
    };
    expect(scoreItem(item, { RESPONSE: 'B' }).feedbackShown).toEqual(['RIGHT', 'HINT']);
    expect(scoreItem(item, { RESPONSE: 'A' }).feedbackShown).toEqual(['WRONG', 'RIGHT', 'HINT']);
  });

  it('shows each feedback a multiple outcome holds', () => {
    const item = model({
      responses: [{ identifier: 'RESPONSE', cardinality: 'multiple', baseType: 'identifier' }],
      outcomes: [SCORE, { identifier: 'FEEDBACK', cardinality: 'multiple', baseType: 'identifier' }],
      processing: { rules: [set('FEEDBACK', variable('RESPONSE'))] },
      feedback: ['A', 'B', 'C'].map((identifier) => ({
        kind: 'inline' as const,
        outcomeIdentifier: 'FEEDBACK',
        identifier,
        showHide: 'show' as const,
      })),
    });
    expect(scoreItem(item, { RESPONSE: ['C', 'A'] }).feedbackShown).toEqual(['A', 'C']);
    expect(scoreItem(item, {}).feedbackShown).toEqual([]);
  });

  it('initialises outcomes from their defaults, numbers at 0 and others at NULL', () => {
    const item = model({
      responses: [],
      outcomes: [SCORE, FEEDBACK, { identifier: 'TRIES', cardinality: 'single', baseType: 'integer', defaultValue: ['3'] }],
    });
    expect(scoreItem(item, {}).outcomes).toEqual({
      SCORE: { cardinality: 'single', baseType: 'float', value: 0 },
      FEEDBACK: null,
      TRIES: { cardinality: 'single', baseType: 'integer', value: 3 },
      completionStatus: { cardinality: 'single', baseType: 'identifier', value: 'unknown' },
      'qti:session': expect.objectContaining({ cardinality: 'record' }),
    });
  });

  it('never machine-scores a human-scored item, even with rules it could not run', () => {
    const essay = model({
      responses: [{ identifier: 'RESPONSE', cardinality: 'single', baseType: 'string' }],
      processing: { rules: [set('SCORE', variable('NOWHERE'))] },
      humanScored: true,
    });
    const result = scoreItem(essay, { RESPONSE: 'My essay about rivers.' });
    expect([result.score, result.maxScore]).toEqual([0, 0]);
    expect(scoreItem({ ...essay, feedback: [{ kind: 'block', outcomeIdentifier: 'NOWHERE', identifier: 'X', showHide: 'show' }] }, {}).score).toBe(0);
  });
});

describe('expressions', () => {
  it('makes match with a NULL operand NULL, so neither branch of a negation runs', () => {
    expect(valueOf(expr('match', {}, variable('CHOICE'), correct('CHOICE')))).toBeNull();
    expect(valueOf(expr('not', {}, expr('match', {}, variable('CHOICE'), correct('CHOICE'))))).toBeNull();
    expect(truth(expr('isNull', {}, variable('CHOICE')))).toBe(true);
    expect(valueOf(expr('match', {}, variable('CHOICE'), correct('CHOICE')), { CHOICE: 'A' })).toEqual({
      cardinality: 'single',
      baseType: 'boolean',
      value: true,
    });
  });

  it('uses three-valued and/or', () => {
    expect(truth(expr('and', {}, NULL, F))).toBe(false);
    expect(truth(expr('and', {}, NULL, T))).toBeNull();
    expect(truth(expr('and', {}, T, T))).toBe(true);
    expect(truth(expr('or', {}, NULL, T))).toBe(true);
    expect(truth(expr('or', {}, NULL, F))).toBeNull();
    expect(truth(expr('or', {}, F, F))).toBe(false);
    expect(truth(expr('not', {}, F))).toBe(true);
  });

  it('tests membership in a container', () => {
    expect(truth(expr('member', {}, base('identifier', 'B'), variable('CHOICES')))).toBeNull();
    expect(valueOf(expr('member', {}, base('identifier', 'B'), variable('CHOICES')), { CHOICES: ['A', 'B'] })).toMatchObject({
      value: true,
    });
    expect(valueOf(expr('member', {}, base('identifier', 'C'), variable('CHOICES')), { CHOICES: ['A', 'B'] })).toMatchObject({
      value: false,
    });
  });

  // the range is built around the FIRST operand and the SECOND must lie in it
  it.each([
    ['exact', undefined, '10', '10.001', false],
    ['absolute', '0.01', '10', '10.005', true],
    ['absolute', '0.01 0', '10', '10.005', false],
    ['absolute', '0.01 0', '10', '9.995', true],
    ['absolute', '0 0.01', '10.005', '10', false],
    ['relative', '5', '100', '104', true],
    ['relative', '5', '100', '106', false],
    ['relative', '0 10', '100', '109', true],
    ['relative', '0 10', '109', '100', false],
  ])('compares numbers with toleranceMode %s (tolerance %s): first %s, second %s', (mode, tolerance, first, second, expected) => {
    const attrs: Record<string, string> = { toleranceMode: mode, ...(tolerance ? { tolerance } : {}) };
    expect(truth(expr('equal', attrs, base('float', first), base('float', second)))).toBe(expected);
  });

  it('excludes tolerance bounds on request', () => {
    const attrs = { toleranceMode: 'absolute', tolerance: '1', includeUpperBound: 'false' };
    expect(truth(expr('equal', attrs, base('float', '10'), base('float', '11')))).toBe(false);
    expect(truth(expr('equal', { ...attrs, includeUpperBound: 'true' }, base('float', '10'), base('float', '11')))).toBe(true);
    expect(truth(expr('equal', { ...attrs, includeLowerBound: 'false' }, base('float', '10'), base('float', '9')))).toBe(false);
  });

  it('compares and sums numbers, NULL in giving NULL out', () => {
    expect(truth(expr('gt', {}, base('integer', '3'), base('float', '2.5')))).toBe(true);
    expect(truth(expr('lt', {}, base('integer', '3'), base('integer', '3')))).toBe(false);
    expect(truth(expr('lte', {}, base('integer', '3'), base('integer', '3')))).toBe(true);
    expect(truth(expr('gt', {}, NULL, base('integer', '3')))).toBeNull();
    expect(valueOf(expr('sum', {}, base('integer', '2'), base('integer', '3')))).toEqual({
      cardinality: 'single',
      baseType: 'integer',
      value: 5,
    });
    expect(valueOf(expr('sum', {}, base('integer', '2'), base('float', '0.5')))).toEqual({
      cardinality: 'single',
      baseType: 'float',
      value: 2.5,
    });
    expect(valueOf(expr('sum', {}, base('integer', '2'), NULL))).toBeNull();
  });

  it('supports the other arithmetic and string operators', () => {
    const n = (e: ReturnType<typeof expr>) => (valueOf(e) as { value: unknown } | null)?.value ?? null;
    expect(n(expr('product', {}, base('integer', '4'), base('float', '0.5')))).toBe(2);
    expect(n(expr('subtract', {}, base('integer', '4'), base('integer', '6')))).toBe(-2);
    expect(n(expr('divide', {}, base('integer', '3'), base('integer', '4')))).toBe(0.75);
    expect(n(expr('divide', {}, base('integer', '3'), base('integer', '0')))).toBeNull();
    expect(n(expr('round', {}, base('float', '2.5')))).toBe(3);
    expect(n(expr('round', {}, base('float', '-2.5')))).toBe(-2);
    expect(n(expr('truncate', {}, base('float', '-2.7')))).toBe(-2);
    expect(n(expr('stringMatch', { caseSensitive: 'false' }, base('string', 'Texas'), base('string', 'TEXAS')))).toBe(true);
    expect(n(expr('stringMatch', { caseSensitive: 'true' }, base('string', 'Texas'), base('string', 'TEXAS')))).toBe(false);
    const abc = expr('ordered', {}, base('identifier', 'A'), base('identifier', 'B'), base('identifier', 'C'));
    expect(n(expr('contains', {}, abc, expr('ordered', {}, base('identifier', 'B'), base('identifier', 'C'))))).toBe(true);
    expect(n(expr('contains', {}, abc, expr('ordered', {}, base('identifier', 'A'), base('identifier', 'C'))))).toBe(false);
  });

  it('builds containers with multiple (a bag) and ordered (a sequence), dropping NULLs', () => {
    const bag = expr('multiple', {}, base('identifier', 'B'), NULL, base('identifier', 'A'));
    expect(valueOf(bag, {}, { cardinality: 'multiple' })).toEqual({ cardinality: 'multiple', baseType: 'identifier', value: ['B', 'A'] });
    expect(truth(expr('match', {}, expr('multiple', {}, base('identifier', 'A'), base('identifier', 'B')), bag))).toBe(true);
    const seq = (...ids: string[]) => expr('ordered', {}, ...ids.map((id) => base('identifier', id)));
    expect(truth(expr('match', {}, seq('A', 'B'), seq('B', 'A')))).toBe(false);
    expect(valueOf(expr('multiple', {}, NULL), {}, { cardinality: 'multiple' })).toBeNull();
    expect(truth(expr('match', {}, base('pair', 'A B'), base('pair', 'B A')))).toBe(true);
    expect(truth(expr('match', {}, base('directedPair', 'A B'), base('directedPair', 'B A')))).toBe(false);
  });
});

describe('model errors', () => {
  it('names an unknown variable', () => {
    expect(() => valueOf(variable('GHOST'))).toThrow(new ScoringError('variable GHOST is not declared'));
  });

  it('names the outcome whose rule compares mismatched types', () => {
    expect(() => valueOf(expr('match', {}, variable('CHOICE'), base('integer', '1')), { CHOICE: 'A' })).toThrow(/^X: match compares identifier with integer$/);
    expect(() => valueOf(expr('match', {}, variable('CHOICE'), variable('CHOICES')), { CHOICE: 'A', CHOICES: ['A'] })).toThrow(ScoringError);
  });

  it('names the variables of a condition that fails', () => {
    const item = model({
      responses: [{ identifier: 'RESPONSE', cardinality: 'single', baseType: 'identifier' }],
      processing: { rules: [when({ condition: expr('gt', {}, variable('RESPONSE'), base('integer', '1')), rules: [] })] },
    });
    expect(() => scoreItem(item, { RESPONSE: 'A' })).toThrow(/^responseCondition on RESPONSE: gt needs numbers, not identifier$/);
    const notBoolean = model({ responses: [], processing: { rules: [when({ condition: base('integer', '1'), rules: [] })] } });
    expect(() => scoreItem(notBoolean, {})).toThrow(/^responseCondition on baseValue: a condition needs booleans, not integer$/);
  });

  it('names a response mapped without a mapping, and an undeclared outcome', () => {
    expect(() => valueOf(expr('mapResponse', { identifier: 'CHOICE' }))).toThrow(/CHOICE: mapResponse needs a mapping/);
    const item = model({ responses: [], processing: { rules: [set('NOPE', base('float', '1'))] } });
    expect(() => scoreItem(item, {})).toThrow(/NOPE is not a declared outcome/);
  });

  it('rejects an expression it does not support', () => {
    expect(() => valueOf(expr('customOperator', { class: 'x' }))).toThrow(/customOperator is not supported/);
  });
});
