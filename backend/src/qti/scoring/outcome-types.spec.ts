import type { OutcomeDeclaration } from '../types';
import { maxScoreOf, scoreItem, scoreKindOf } from './index';
import { initialValue } from './score-item';
import { base, correct, expr, model, set, variable, when } from './spec-fixtures';

const outcome = (baseType: OutcomeDeclaration['baseType'], defaultValue?: string[], cardinality: OutcomeDeclaration['cardinality'] = 'single') => ({
  identifier: 'X',
  cardinality,
  baseType,
  ...(defaultValue ? { defaultValue } : {}),
});

/** One choice (B is right) whose processing sets SCORE (and X) when it matches. */
function rightAnswerSets(score: OutcomeDeclaration, rules = [set('SCORE', base(score.baseType ?? 'float', 'true'))], more: OutcomeDeclaration[] = []) {
  return model({
    responses: [{ identifier: 'RESPONSE', cardinality: 'single', baseType: 'identifier', correctResponse: ['B'] }],
    outcomes: [score, ...more],
    processing: { rules: [when({ condition: expr('match', {}, variable('RESPONSE'), correct('RESPONSE')), rules })] },
  });
}

describe('empty default values (an empty value is NULL)', () => {
  it.each(['boolean', 'identifier', 'point', 'string'] as const)('starts a %s outcome declared with <value></value> at NULL', (baseType) => {
    expect(initialValue(outcome(baseType, ['']))).toBeNull();
  });

  it.each(['integer', 'float'] as const)('starts a single %s outcome with an empty default at 0, as one without a default', (baseType) => {
    expect(initialValue(outcome(baseType, ['']))).toEqual({ cardinality: 'single', baseType, value: 0 });
    expect(initialValue(outcome(baseType, [''], 'multiple'))).toBeNull();
  });

  it('keeps the other values of a container and drops the empty one', () => {
    expect(initialValue(outcome('identifier', ['A', '', 'B'], 'multiple'))).toEqual({ cardinality: 'multiple', baseType: 'identifier', value: ['A', 'B'] });
  });

  it('scores an item whose boolean outcome has an empty default', () => {
    const item = rightAnswerSets(
      { identifier: 'SCORE', cardinality: 'single', baseType: 'float' },
      [set('SCORE', base('float', '1')), set('X', base('boolean', 'true'))],
      [outcome('boolean', [''])],
    );
    expect(scoreItem(item, { RESPONSE: 'B' })).toMatchObject({ score: 1, maxScore: 1, outcomes: { X: { value: true } } });
    expect(scoreItem(item, {}).outcomes.X).toBeNull();
  });
});

describe('MAXSCORE with an empty default', () => {
  it('is no declared maximum: the rules bound it', () => {
    const item = rightAnswerSets(
      { identifier: 'SCORE', cardinality: 'single', baseType: 'float' },
      [set('SCORE', base('float', '2'))],
      [{ identifier: 'MAXSCORE', cardinality: 'single', baseType: 'float', defaultValue: [''] }],
    );
    expect(scoreItem(item, { RESPONSE: 'B' })).toMatchObject({ score: 2, maxScore: 2 });
  });
});

describe('setOutcomeValue across base types the values share', () => {
  const SCORE: OutcomeDeclaration = { identifier: 'SCORE', cardinality: 'single', baseType: 'float' };
  const setX = (given: ReturnType<typeof base>, x: OutcomeDeclaration) =>
    scoreItem(rightAnswerSets(SCORE, [set('SCORE', base('float', '1')), set('X', given)], [x]), { RESPONSE: 'B' });

  it('sets a string outcome to an identifier, and the right answer earns its point', () => {
    const scored = setX(base('identifier', 'correct'), outcome('string'));
    expect(scored.outcomes.X).toEqual({ cardinality: 'single', baseType: 'string', value: 'correct' });
    expect(scored).toMatchObject({ score: 1, maxScore: 1 });
  });

  it('sets an identifier outcome to a string that is an identifier, and refuses one that is not', () => {
    expect(setX(base('string', 'done'), outcome('identifier')).outcomes.X).toEqual({ cardinality: 'single', baseType: 'identifier', value: 'done' });
    expect(() => setX(base('string', 'not one'), outcome('identifier'))).toThrow('X is identifier but was given a string value');
  });

  it('sets a float outcome to an integer', () => {
    expect(setX(base('integer', '3'), outcome('float')).outcomes.X).toEqual({ cardinality: 'single', baseType: 'float', value: 3 });
  });

  it('still refuses a boolean for a number', () => {
    expect(() => setX(base('boolean', 'true'), outcome('integer'))).toThrow('X is integer but was given a boolean value');
  });
});

describe('SCORE of another base type than a number', () => {
  it('counts a boolean SCORE set to true as 1 of 1, false as 0 of 1', () => {
    const item = rightAnswerSets({ identifier: 'SCORE', cardinality: 'single', baseType: 'boolean', defaultValue: ['false'] });
    expect(scoreKindOf(item)).toBe('boolean');
    expect(maxScoreOf(item)).toBe(1);
    expect(scoreItem(item, { RESPONSE: 'B' })).toMatchObject({ score: 1, maxScore: 1 });
    expect(scoreItem(item, { RESPONSE: 'A' })).toMatchObject({ score: 0, maxScore: 1 });
    expect(scoreItem(item, {})).toMatchObject({ score: 0, maxScore: 1 });
  });

  it('gives a boolean SCORE of true the declared MAXSCORE', () => {
    const item = rightAnswerSets({ identifier: 'SCORE', cardinality: 'single', baseType: 'boolean' }, undefined, [
      { identifier: 'MAXSCORE', cardinality: 'single', baseType: 'float', defaultValue: ['2'] },
    ]);
    expect(scoreItem(item, { RESPONSE: 'B' })).toMatchObject({ score: 2, maxScore: 2 });
  });

  it.each([
    ['string', 'single', 'right'],
    ['identifier', 'single', 'RIGHT'],
    ['float', 'multiple', '1'],
  ] as const)('leaves a %s SCORE of %s cardinality out of score and maximum, even with MAXSCORE', (baseType, cardinality, text) => {
    const score: OutcomeDeclaration = { identifier: 'SCORE', cardinality, baseType };
    const item = rightAnswerSets(
      score,
      [set('SCORE', cardinality === 'single' ? base(baseType, text) : expr('multiple', {}, base(baseType, text)))],
      [{ identifier: 'MAXSCORE', cardinality: 'single', baseType: 'float', defaultValue: ['1'] }],
    );
    expect(scoreKindOf(item)).toBe('uncounted');
    expect(maxScoreOf(item)).toBe(0);
    const scored = scoreItem(item, { RESPONSE: 'B' });
    expect(scored).toMatchObject({ score: 0, maxScore: 0 });
    expect(scored.outcomes.SCORE).not.toBeNull();
  });

  it('counts a SCORE declared without a base type, or not declared, as a number', () => {
    expect(scoreKindOf(model({ responses: [], outcomes: [] }))).toBe('number');
    expect(scoreKindOf(model({ responses: [], outcomes: [{ identifier: 'SCORE', cardinality: 'single' }] }))).toBe('number');
  });
});
