import { describe, expect, it } from 'vitest';
import { CalcError, calculate, compileFunction, formatNumber, normalize } from './engine';

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof CalcError) return e.code;
    throw e;
  }
  return 'none';
}

describe('calculator engine', () => {
  it('basic: four functions with the usual precedence, display symbols and a decimal comma', () => {
    expect(calculate('2 + 3 × 4', 1)).toBe(14);
    expect(calculate('12 ÷ 4 − 5', 1)).toBe(-2);
    expect(calculate('-3*-2', 1)).toBe(6);
    expect(calculate('1,5 + 2.25', 1)).toBe(3.75);
    expect(formatNumber(calculate('0.1 + 0.2', 1))).toBe('0.3');
    expect(formatNumber(calculate('10 / 4', 1))).toBe('2.5');
  });

  it('basic refuses what only the other calculators have', () => {
    expect(refusal(() => calculate('sqrt(9)', 1))).toBe('notAllowed');
    expect(refusal(() => calculate('√9', 1))).toBe('notAllowed');
    expect(refusal(() => calculate('(1+2)*3', 1))).toBe('notAllowed');
    expect(refusal(() => calculate('2^3', 1))).toBe('notAllowed');
  });

  it('square root: √, x², powers and parentheses', () => {
    expect(calculate('√(36 + 64)', 2)).toBe(10);
    expect(calculate('√9 + 1', 2)).toBe(4);
    expect(calculate('6² + 8²', 2)).toBe(100);
    expect(calculate('(2 + 3) × 4', 2)).toBe(20);
    expect(calculate('2(3 + 1)', 2)).toBe(8);
    expect(refusal(() => calculate('sin(1)', 2))).toBe('notAllowed');
    expect(refusal(() => calculate('pi', 2))).toBe('notAllowed');
  });

  it('graphing: functions, constants, log is base 10 and ln natural', () => {
    expect(calculate('log(1000)', 3)).toBeCloseTo(3);
    expect(calculate('ln(e)', 3)).toBeCloseTo(1);
    expect(calculate('2π', 3)).toBeCloseTo(2 * Math.PI);
    expect(calculate('abs(-4) + cos(0)', 3)).toBe(5);
    const f = compileFunction('x^2 - 2x + 1');
    expect(f(3)).toBe(4);
    expect(Number.isNaN(compileFunction('sqrt(x)')(-1))).toBe(true);
    expect(Number.isNaN(compileFunction('1/x')(0))).toBe(true);
    expect(refusal(() => calculate('x + 1', 3))).toBe('notAllowed');
    expect(refusal(() => compileFunction('y + 1'))).toBe('notAllowed');
  });

  it('says why a result cannot be shown', () => {
    expect(refusal(() => calculate('', 1))).toBe('empty');
    expect(refusal(() => calculate('5 / 0', 1))).toBe('notFinite');
    expect(refusal(() => calculate('√(-4)', 2))).toBe('notReal');
    expect(refusal(() => calculate('2 +', 1))).toBe('syntax');
    expect(refusal(() => calculate('1+'.repeat(150) + '1', 1))).toBe('tooLong');
  });

  it.each([
    'import({x: 1}, {override: true})',
    'createUnit("foo")',
    'evaluate("1+1")',
    'parse("1")',
    'f(x) = x',
    'a = 1',
    '[1, 2]',
    '{a: 1}',
    '1:3',
    '1 > 0 ? 1 : 2',
    '2 == 2',
    '"text"',
    'sqrt.constructor("alert(1)")()',
    'cos["constructor"]',
    '5 cm',
    '4!',
    '7 mod 2',
    'sqrt(4, 2)',
  ])('refuses unsafe or foreign input: %s', (input) => {
    expect(['notAllowed', 'syntax']).toContain(refusal(() => calculate(input, 3)));
  });

  it('normalizes display symbols', () => {
    expect(normalize('√2 × π − 3²')).toBe('sqrt(2) * pi - 3^2');
    expect(normalize('log(10) + ln(2) + log10(5)')).toBe('log10(10) + log(2) + log10(5)');
  });

  it('formats results for the display', () => {
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(1 / 3)).toBe('0.333333333333');
    expect(formatNumber(2e15)).toBe('2e15');
    expect(formatNumber(1.5e-12)).toBe('1.5e-12');
    expect(formatNumber(16200)).toBe('16200');
  });
});
