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

describe('the expression set of QTI 2.1, 2.2 and 3.0', () => {
  const ITEM_EXPRESSIONS = [
    'substring',
    'round',
    'roundTo',
    'equalRounded',
    'divide',
    'integerDivide',
    'integerModulus',
    'integerToFloat',
    'truncate',
    'power',
    'product',
    'subtract',
    'min',
    'max',
    'gcd',
    'lcm',
    'mathOperator',
    'mathConstant',
    'statsOperator',
    'patternMatch',
    'stringMatch',
    'contains',
    'containerSize',
    'delete',
    'index',
    'fieldValue',
    'repeat',
    'ordered',
    'multiple',
    'anyN',
    'inside',
    'durationLT',
    'durationGTE',
    'default',
    'null',
    'equal',
  ];
  const TEST_EXPRESSIONS = [
    'testVariables',
    'outcomeMinimum',
    'outcomeMaximum',
    'numberCorrect',
    'numberIncorrect',
    'numberPresented',
    'numberResponded',
    'numberSelected',
  ];

  it('items may use every expression of response processing, but not the test-level ones', () => {
    expect(ITEM_EXPRESSIONS.filter((name) => !SUPPORTED_OPERATORS.has(name))).toEqual([]);
    expect(TEST_EXPRESSIONS.filter((name) => SUPPORTED_OPERATORS.has(name))).toEqual([]);
  });

  it('a test may use both, and customOperator is in neither list', () => {
    expect([...ITEM_EXPRESSIONS, ...TEST_EXPRESSIONS].filter((name) => !TEST_RULES.operators.has(name))).toEqual([]);
    expect(SUPPORTED_OPERATORS.has('customOperator') || TEST_RULES.operators.has('customOperator')).toBe(false);
  });
});
