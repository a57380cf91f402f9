import { maxScoreOf, scoreItem } from './index';
import { base, correct, expr, model, set, variable, when } from './spec-fixtures';

const add = (n: string) => set('SCORE', expr('sum', {}, variable('SCORE'), base('float', n)));

/** Two parts, a choice (B) and a number (12), a point each added to SCORE; no MAXSCORE declared. */
const twoPart = model({
  responses: [
    { identifier: 'PART1', cardinality: 'single', baseType: 'identifier', correctResponse: ['B'] },
    { identifier: 'PART2', cardinality: 'single', baseType: 'integer', correctResponse: ['12'] },
  ],
  processing: {
    rules: [
      when({ condition: expr('match', {}, variable('PART1'), correct('PART1')), rules: [add('1')] }),
      when({ condition: expr('match', {}, variable('PART2'), correct('PART2')), rules: [add('1')] }),
    ],
  },
});

describe('the maximum score of custom rules', () => {
  it('bounds SCORE built up by accumulating rules when no maximum is declared: a point per part is 2', () => {
    expect(maxScoreOf(twoPart)).toBe(2);
    expect(scoreItem(twoPart, { PART1: 'B', PART2: '12' })).toMatchObject({ score: 2, maxScore: 2 });
  });

  it('carries the bound through branches: 2 or 1 by the first condition, then 0.5 more, is at most 2.5', () => {
    const item = model({
      responses: [{ identifier: 'RESPONSE', cardinality: 'single', baseType: 'identifier', correctResponse: ['A'] }],
      processing: {
        rules: [
          when({ condition: expr('match', {}, variable('RESPONSE'), correct('RESPONSE')), rules: [add('2')] }, { rules: [add('1')] }),
          when({ condition: expr('isNull', {}, variable('RESPONSE')), rules: [add('0.5')] }),
        ],
      },
    });
    expect(maxScoreOf(item)).toBe(2.5);
  });

  it('never reports a maximum below the score reached when the rules cannot be bounded', () => {
    const item = model({
      responses: [{ identifier: 'N', cardinality: 'single', baseType: 'integer' }],
      processing: { rules: [set('SCORE', expr('product', {}, variable('N'), base('integer', '2')))] },
    });
    expect(scoreItem(item, { N: '3' })).toMatchObject({ score: 6, maxScore: 6 });
    expect(scoreItem(item, { N: '0' })).toMatchObject({ score: 0, maxScore: 1 });
  });
});
