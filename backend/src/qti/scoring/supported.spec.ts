import { isSupportedExpression, SUPPORTED_EXPRESSIONS } from './index';

describe('supported expressions', () => {
  it('lists every expression the package format promises', () => {
    const promised = [
      'match',
      'member',
      'isNull',
      'and',
      'or',
      'not',
      'sum',
      'gt',
      'gte',
      'lt',
      'lte',
      'equal',
      'mapResponse',
      'mapResponsePoint',
      'correct',
      'variable',
      'baseValue',
      'multiple',
      'ordered',
      'null',
      'inside',
    ];
    for (const name of promised) expect(isSupportedExpression(name)).toBe(true);
    expect(SUPPORTED_EXPRESSIONS).toEqual(expect.arrayContaining(promised));
  });

  it('refuses operators it cannot evaluate, and names that are not own operators', () => {
    for (const name of ['customOperator', 'toString', 'constructor', 'hasOwnProperty', '']) {
      expect(isSupportedExpression(name)).toBe(false);
    }
    expect(SUPPORTED_EXPRESSIONS).not.toContain('customOperator');
  });
});
