import type { Expression, QtiValue } from '../types';
import type { ScoringContext } from './context';
import { evaluate } from './expressions';
import { base, expr, variable } from './spec-fixtures';

const ctx = (): ScoringContext => ({
  responseDecls: new Map(),
  outcomeDecls: new Map(),
  responses: new Map(),
  outcomes: new Map<string, QtiValue>([
    ['FIGS', { cardinality: 'single', baseType: 'integer', value: 2 }],
    ['NOTHING', null],
  ]),
});
const valueOf = (e: Expression) => evaluate(e, ctx());
const int = (n: number) => base('integer', String(n));
const float = (n: number) => base('float', String(n));
const list = (baseType: string, ...ns: number[]) => expr('multiple', {}, ...ns.map((n) => base(baseType, String(n))));
const plain = (v: QtiValue) => (v === null ? null : v.cardinality === 'record' ? v.value : { [v.baseType]: v.value });

describe('rounding', () => {
  it('round: halves go up (towards +infinity), as QTI writes it: 6.5 -> 7, -6.5 -> -6, -6.51 -> -7', () => {
    expect(plain(valueOf(expr('round', {}, float(6.5))))).toEqual({ integer: 7 });
    expect(plain(valueOf(expr('round', {}, float(-6.5))))).toEqual({ integer: -6 });
    expect(plain(valueOf(expr('round', {}, float(-6.51))))).toEqual({ integer: -7 });
    // the largest double below 0.5: adding 0.5 to it rounds up to 1 in floating point
    expect(plain(valueOf(expr('round', {}, float(0.49999999999999994))))).toEqual({ integer: 0 });
    expect(plain(valueOf(expr('round', {}, float(-0.5))))).toEqual({ integer: 0 });
  });

  it('roundTo significant figures: 3.175 to 3 is 3.18, 1234.5 to 2 is 1200, 0.0004567 to 2 is 0.00046', () => {
    const to = (x: number, figures: string) => plain(valueOf(expr('roundTo', { roundingMode: 'significantFigures', figures }, float(x))));
    expect(to(3.175, '3')).toEqual({ float: 3.18 });
    expect(to(1234.5, '2')).toEqual({ float: 1200 });
    expect(to(0.0004567, '2')).toEqual({ float: 0.00046 });
    expect(to(1000, '1')).toEqual({ float: 1000 });
    expect(to(3.175, '0')).toBeNull();
  });

  it('roundTo decimal places: 1.005 to 2 is 1.01 (decimal half up), -2.5 to 0 is -3 (away from zero), figures from a variable', () => {
    const to = (x: number, figures: string) => plain(valueOf(expr('roundTo', { roundingMode: 'decimalPlaces', figures }, float(x))));
    expect(to(1.005, '2')).toEqual({ float: 1.01 });
    expect(to(-2.5, '0')).toEqual({ float: -3 });
    expect(to(3.14159, 'FIGS')).toEqual({ float: 3.14 });
    expect(to(3.14159, '{FIGS}')).toEqual({ float: 3.14 });
    expect(to(3.14159, 'NOTHING')).toBeNull();
    expect(to(3.14159, '-1')).toBeNull();
  });

  it('equalRounded compares after rounding both: 3.14159 and 3.1402 agree to 3 figures, not to 4', () => {
    const eq = (figures: string) => plain(valueOf(expr('equalRounded', { roundingMode: 'significantFigures', figures }, float(3.14159), float(3.1402))));
    expect(eq('3')).toEqual({ boolean: true });
    expect(eq('4')).toEqual({ boolean: false });
  });

  it('truncate and integerToFloat', () => {
    expect(plain(valueOf(expr('truncate', {}, float(-7.9))))).toEqual({ integer: -7 });
    expect(plain(valueOf(expr('integerToFloat', {}, int(4))))).toEqual({ float: 4 });
  });
});

describe('integer arithmetic', () => {
  it('integerDivide rounds down and integerModulus is x - y*floor(x/y): -7 div 2 = -4, -7 mod 2 = 1; by zero is NULL', () => {
    expect(plain(valueOf(expr('integerDivide', {}, int(7), int(2))))).toEqual({ integer: 3 });
    expect(plain(valueOf(expr('integerDivide', {}, int(-7), int(2))))).toEqual({ integer: -4 });
    expect(plain(valueOf(expr('integerModulus', {}, int(-7), int(2))))).toEqual({ integer: 1 });
    expect(plain(valueOf(expr('integerModulus', {}, int(7), int(-2))))).toEqual({ integer: -1 });
    expect(valueOf(expr('integerDivide', {}, int(7), int(0)))).toBeNull();
    expect(valueOf(expr('integerModulus', {}, int(7), int(0)))).toBeNull();
  });

  it('divide is float, by zero NULL; power is float, out of range NULL', () => {
    expect(plain(valueOf(expr('divide', {}, int(7), int(2))))).toEqual({ float: 3.5 });
    expect(valueOf(expr('divide', {}, int(7), int(0)))).toBeNull();
    expect(plain(valueOf(expr('power', {}, int(2), int(10))))).toEqual({ float: 1024 });
    expect(valueOf(expr('power', {}, float(-8), float(1 / 3)))).toBeNull();
    expect(valueOf(expr('power', {}, int(10), int(400)))).toBeNull();
  });

  it('product and subtract keep integers integer; sum and product take containers', () => {
    expect(plain(valueOf(expr('product', {}, int(3), int(4))))).toEqual({ integer: 12 });
    expect(plain(valueOf(expr('subtract', {}, int(3), float(4.5))))).toEqual({ float: -1.5 });
    expect(plain(valueOf(expr('sum', {}, list('integer', 1, 2, 3), int(4))))).toEqual({ integer: 10 });
    expect(plain(valueOf(expr('product', {}, list('float', 0.5, 4))))).toEqual({ float: 2 });
  });

  it('min and max over singles and containers: integer when all are, NULL when any operand is NULL or not a number', () => {
    expect(plain(valueOf(expr('min', {}, list('integer', 5, 3, 9), int(4))))).toEqual({ integer: 3 });
    expect(plain(valueOf(expr('max', {}, int(5), float(5.5))))).toEqual({ float: 5.5 });
    expect(valueOf(expr('max', {}, int(5), variable('NOTHING')))).toBeNull();
    expect(valueOf(expr('max', {}, int(5), base('string', 'x')))).toBeNull();
  });

  it('gcd and lcm: gcd(12, 18, -30) = 6, gcd of zeros 0, lcm(4, 6) = 12, lcm with 0 is 0', () => {
    expect(plain(valueOf(expr('gcd', {}, int(12), int(18), int(-30))))).toEqual({ integer: 6 });
    expect(plain(valueOf(expr('gcd', {}, int(0), int(0))))).toEqual({ integer: 0 });
    expect(plain(valueOf(expr('lcm', {}, list('integer', 4, 6))))).toEqual({ integer: 12 });
    expect(plain(valueOf(expr('lcm', {}, int(4), int(0))))).toEqual({ integer: 0 });
  });
});

describe('functions and statistics', () => {
  const fn = (name: string, ...args: Expression[]) => plain(valueOf(expr('mathOperator', { name }, ...args)));

  it('mathOperator: trigonometry in radians, logs, rounding functions return integers', () => {
    expect(fn('sin', float(Math.PI / 2))).toEqual({ float: 1 });
    expect(fn('atan2', float(1), float(1))).toEqual({ float: Math.PI / 4 });
    expect(fn('log', int(1000))).toEqual({ float: 3 });
    expect(fn('ln', expr('mathConstant', { name: 'e' }))).toEqual({ float: 1 });
    expect(fn('floor', float(-2.5))).toEqual({ integer: -3 });
    expect(fn('ceil', float(2.1))).toEqual({ integer: 3 });
    expect(fn('signum', float(-0.3))).toEqual({ integer: -1 });
    expect(fn('abs', int(-4))).toEqual({ integer: 4 });
    expect(fn('abs', float(-4.5))).toEqual({ float: 4.5 });
    expect(fn('toDegrees', expr('mathConstant', { name: 'pi' }))).toEqual({ float: 180 });
    expect(fn('sec', float(0))).toEqual({ float: 1 });
  });

  it('mathOperator outside its domain is NULL: ln 0, asin 2', () => {
    expect(fn('ln', int(0))).toBeNull();
    expect(fn('asin', int(2))).toBeNull();
  });

  it('statsOperator on 2 4 4 4 5 5 7 9: mean 5, popVariance 4, popSD 2, sampleVariance 32/7', () => {
    const data = list('integer', 2, 4, 4, 4, 5, 5, 7, 9);
    const stat = (name: string, arg = data) => plain(valueOf(expr('statsOperator', { name }, arg)));
    expect(stat('mean')).toEqual({ float: 5 });
    expect(stat('popVariance')).toEqual({ float: 4 });
    expect(stat('popSD')).toEqual({ float: 2 });
    expect(stat('sampleVariance')).toEqual({ float: 32 / 7 });
    expect(stat('sampleSD', list('integer', 3))).toBeNull();
  });

  it('equal with tolerance: the second value must lie in the window around the first, bounds included unless excluded', () => {
    const eq = (attrs: Record<string, string>, x: number, y: number) => plain(valueOf(expr('equal', attrs, float(x), float(y))));
    expect(eq({ toleranceMode: 'absolute', tolerance: '0.5' }, 10, 10.5)).toEqual({ boolean: true });
    expect(eq({ toleranceMode: 'absolute', tolerance: '0.5', includeUpperBound: 'false' }, 10, 10.5)).toEqual({ boolean: false });
    // [10 - 1, 10 + 0] = [9, 10]: 9.5 is in it; around 9.5 it would be [8.5, 9.5], without 10
    expect(eq({ toleranceMode: 'absolute', tolerance: '1 0' }, 10, 9.5)).toEqual({ boolean: true });
    expect(eq({ toleranceMode: 'absolute', tolerance: '1 0' }, 10, 10.5)).toEqual({ boolean: false });
    // [10 * 0.9, 10 * 1.2] = [9, 12]
    expect(eq({ toleranceMode: 'relative', tolerance: '10 20' }, 10, 11.9)).toEqual({ boolean: true });
    expect(eq({ toleranceMode: 'relative', tolerance: '10 20' }, 10, 8.9)).toEqual({ boolean: false });
    expect(eq({ toleranceMode: 'relative', tolerance: '10 20' }, 11.9, 10)).toEqual({ boolean: false });
    expect(eq({ toleranceMode: 'exact' }, 10, 10)).toEqual({ boolean: true });
    expect(eq({ toleranceMode: 'absolute', tolerance: 'FIGS' }, 10, 12)).toEqual({ boolean: true }); // a variable holding 2
    expect(eq({ toleranceMode: 'absolute', tolerance: '{FIGS} 0' }, 10, 9)).toEqual({ boolean: true });
    expect(eq({ toleranceMode: 'absolute', tolerance: '{FIGS} 0' }, 10, 11)).toEqual({ boolean: false });
  });
});
