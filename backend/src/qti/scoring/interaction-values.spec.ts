import { maxScoreOf, scoreItem } from './index';
import type { Expression, ResponseRule, ScoringModel } from '../types';
import { templateItem } from './spec-fixtures';

/** Hand-worked scores of the values the associate, slider, media, end attempt and upload interactions produce. */
describe('associate pairs', () => {
  const mapped = templateItem('map_response', {
    cardinality: 'multiple',
    baseType: 'pair',
    mapping: {
      defaultValue: -0.5,
      lowerBound: 0,
      entries: [
        { mapKey: 'A B', mappedValue: 2 },
        { mapKey: 'C D', mappedValue: 1 },
      ],
    },
  });

  it('maps a pair written either way round to the same entry', () => {
    // B A → entry "A B" = 2; D C → entry "C D" = 1
    expect(scoreItem(mapped, { RESPONSE: ['B A', 'D C'] }).score).toBe(3);
  });

  it('counts a pair given twice, once each way, once', () => {
    // A B and B A are one distinct value: 2
    expect(scoreItem(mapped, { RESPONSE: ['A B', 'B A'] }).score).toBe(2);
  });

  it('charges the default for each unmapped pair, held at the lower bound', () => {
    // A B = 2, A C = -0.5, B D = -0.5 → 1
    expect(scoreItem(mapped, { RESPONSE: ['A B', 'A C', 'B D'] }).score).toBe(1);
    // A C = -0.5 → -0.5, held at 0
    expect(scoreItem(mapped, { RESPONSE: ['A C'] }).score).toBe(0);
  });

  it('has as maximum the sum of the positive entries', () => {
    expect(maxScoreOf(mapped)).toBe(3);
  });

  it('matches a single pair either way round', () => {
    const single = templateItem('match_correct', { cardinality: 'single', baseType: 'pair', correctResponse: ['HOT COLD'] });
    expect(scoreItem(single, { RESPONSE: 'COLD HOT' }).score).toBe(1);
    expect(scoreItem(single, { RESPONSE: 'HOT HOT' }).score).toBe(0);
  });
});

describe('slider values', () => {
  it('matches a float slider by value and an integer slider exactly', () => {
    const float = templateItem('match_correct', { cardinality: 'single', baseType: 'float', correctResponse: ['2.5'] });
    expect(scoreItem(float, { RESPONSE: '2.50' }).score).toBe(1);
    expect(scoreItem(float, { RESPONSE: '2.4' }).score).toBe(0);
    const integer = templateItem('match_correct', { cardinality: 'single', baseType: 'integer', correctResponse: ['25'] });
    expect(scoreItem(integer, { RESPONSE: '25' }).score).toBe(1);
    // an integer response does not take a fraction
    expect(scoreItem(integer, { RESPONSE: '25.0' }).score).toBe(0);
  });

  it('maps an integer slider value, one step off earning part', () => {
    const item = templateItem('map_response', {
      cardinality: 'single',
      baseType: 'integer',
      mapping: {
        defaultValue: 0,
        entries: [
          { mapKey: '25', mappedValue: 2 },
          { mapKey: '30', mappedValue: 1 },
        ],
      },
    });
    expect([scoreItem(item, { RESPONSE: '25' }).score, scoreItem(item, { RESPONSE: '30' }).score, scoreItem(item, { RESPONSE: '35' }).score]).toEqual([
      2, 1, 0,
    ]);
  });
});

describe('media, end attempt and upload values', () => {
  it('reads an unanswered end attempt as false and an unplayed medium as 0 plays', () => {
    const ended = templateItem('match_correct', { cardinality: 'single', baseType: 'boolean', correctResponse: ['false'], unanswered: 'false' });
    expect(scoreItem(ended, {}).score).toBe(1);
    expect(scoreItem(ended, { RESPONSE: 'true' }).score).toBe(0);
    const plays = templateItem('match_correct', { cardinality: 'single', baseType: 'integer', correctResponse: ['0'], unanswered: '0' });
    expect(scoreItem(plays, {}).score).toBe(1);
    expect(scoreItem(plays, { RESPONSE: '2' }).score).toBe(0);
  });

  it('takes a file response as its id, and none as NULL', () => {
    const v = (name: string, attrs: Record<string, string>, children: Expression[] = [], text?: string): Expression => ({ name, attrs, children, text });
    const set = (score: string): ResponseRule => ({
      kind: 'setOutcomeValue',
      identifier: 'SCORE',
      expression: v('baseValue', { baseType: 'float' }, [], score),
    });
    const base = templateItem(undefined, { cardinality: 'single', baseType: 'file' });
    const handedIn: ScoringModel = {
      ...base,
      processing: {
        rules: [
          {
            kind: 'responseCondition',
            branches: [{ condition: v('isNull', {}, [v('variable', { identifier: 'RESPONSE' })]), rules: [set('0')] }, { rules: [set('1')] }],
          },
        ],
      },
    };
    expect(scoreItem(handedIn, { RESPONSE: '3f0c7d9e-1111-4a2b-9c3d-0123456789ab' }).score).toBe(1);
    expect(scoreItem(handedIn, {}).score).toBe(0);
    expect(scoreItem(handedIn, { RESPONSE: '' }).score).toBe(0);
  });
});
