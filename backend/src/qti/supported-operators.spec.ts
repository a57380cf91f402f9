import { SUPPORTED_OPERATORS, TEST_RULES } from './processing';
import { isSupportedExpression } from './scoring';

describe('operators the reader accepts', () => {
  it('are all ones the scorer evaluates, so no accepted item is mis-scored', () => {
    expect([...SUPPORTED_OPERATORS].filter((name) => !isSupportedExpression(name))).toEqual([]);
  });
});

describe('operators a test may use', () => {
  it('are ones the scorer evaluates, and none that need an item response', () => {
    expect([...TEST_RULES.operators].filter((name) => !isSupportedExpression(name))).toEqual([]);
    expect([...TEST_RULES.operators].filter((name) => ['mapResponse', 'mapResponsePoint', 'correct'].includes(name))).toEqual([]);
  });
});
