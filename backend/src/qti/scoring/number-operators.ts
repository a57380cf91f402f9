import type { Expression, QtiValue } from '../types';
import { numberAttr } from './attr-values';
import type { ScoringContext } from './context';
import { ScoringError } from './errors';
import type { Operator } from './operator';
import { arity, asNumber, bool, num } from './operands';
import { roundTo, type RoundingMode } from './rounding';
import { isNullValue, isNumericType } from './values';

type Num = { n: number; integer: boolean };

function two(op: string, args: QtiValue[]): [Num, Num] | null {
  arity(op, args, 2);
  const a = asNumber(op, args[0]);
  const b = asNumber(op, args[1]);
  return a && b ? [a, b] : null;
}

function integers(op: string, values: [Num, Num]): void {
  if (!values.every((v) => v.integer)) throw new ScoringError(`${op} needs integers`);
}

/** integerDivide rounds down (towards negative infinity); integerModulus is x - y * that. */
const integerDivide: Operator = (args) => {
  const values = two('integerDivide', args);
  if (!values) return null;
  integers('integerDivide', values);
  const [x, y] = values;
  return y.n === 0 ? null : num(Math.floor(x.n / y.n), true);
};

const integerModulus: Operator = (args) => {
  const values = two('integerModulus', args);
  if (!values) return null;
  integers('integerModulus', values);
  const [x, y] = values;
  return y.n === 0 ? null : num(x.n - y.n * Math.floor(x.n / y.n), true);
};

/** power is always a float; a result out of range (or not real) is NULL. */
const power: Operator = (args) => {
  const values = two('power', args);
  return values ? num(values[0].n ** values[1].n, false) : null;
};

/**
 * The numbers of min, max, gcd, lcm and statsOperator: operands may be singles or containers of
 * numbers. NULL (undefined here) when any operand is NULL or not numeric, as the specification says.
 */
function flatNumbers(args: QtiValue[]): Num[] | undefined {
  const out: Num[] = [];
  for (const v of args) {
    if (isNullValue(v) || v!.cardinality === 'record' || !isNumericType(v!.baseType)) return undefined;
    const integer = v!.baseType === 'integer';
    if (v!.cardinality === 'single') out.push({ n: v!.value as number, integer });
    else for (const n of v!.value as number[]) out.push({ n, integer });
  }
  return out;
}

function extreme(op: 'min' | 'max'): Operator {
  return (args) => {
    arity(op, args, 1, Infinity);
    const values = flatNumbers(args);
    if (!values || values.length === 0) return null;
    const pick = op === 'min' ? Math.min : Math.max;
    return num(
      pick(...values.map((v) => v.n)),
      values.every((v) => v.integer),
    );
  };
}

const gcdOf = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcdOf(b, a % b));

function divisors(op: 'gcd' | 'lcm'): Operator {
  return (args) => {
    arity(op, args, 1, Infinity);
    const values = flatNumbers(args);
    if (!values || values.length === 0) return null;
    if (!values.every((v) => v.integer)) throw new ScoringError(`${op} needs integers`);
    const ns = values.map((v) => Math.abs(v.n));
    if (op === 'gcd') return num(ns.reduce(gcdOf), true);
    // lcm of anything with 0 is 0
    return num(
      ns.reduce((a, b) => (a === 0 || b === 0 ? 0 : (a / gcdOf(a, b)) * b)),
      true,
    );
  };
}

const STATS: Record<string, (ns: number[]) => number | undefined> = {
  mean: (ns) => ns.reduce((s, n) => s + n, 0) / ns.length,
  sampleVariance: (ns) => variance(ns, 1),
  sampleSD: (ns) => sqrt(variance(ns, 1)),
  popVariance: (ns) => variance(ns, 0),
  popSD: (ns) => sqrt(variance(ns, 0)),
};

function variance(ns: number[], correction: 0 | 1): number | undefined {
  if (ns.length - correction < 1) return undefined;
  const mean = ns.reduce((s, n) => s + n, 0) / ns.length;
  return ns.reduce((s, n) => s + (n - mean) ** 2, 0) / (ns.length - correction);
}

const sqrt = (v: number | undefined): number | undefined => (v === undefined ? undefined : Math.sqrt(v));

/** statsOperator over a container of numbers; a sample statistic of fewer than 2 values is NULL. */
const statsOperator: Operator = (args, e) => {
  arity('statsOperator', args, 1);
  const f = STATS[e.attrs.name ?? ''];
  if (!f) throw new ScoringError(`statsOperator has an unknown name "${e.attrs.name ?? ''}"`);
  const value = args[0];
  if (isNullValue(value)) return null;
  if (value!.cardinality === 'single' || value!.cardinality === 'record') throw new ScoringError('statsOperator needs a container');
  const values = flatNumbers(args);
  if (!values || values.length === 0) return null;
  const result = f(values.map((v) => v.n));
  return result === undefined ? null : num(result, false);
};

function roundingOf(e: Expression, ctx: ScoringContext): { mode: RoundingMode; figures: number | null } {
  const mode = (e.attrs.roundingMode ?? 'significantFigures') as RoundingMode;
  if (mode !== 'significantFigures' && mode !== 'decimalPlaces') throw new ScoringError(`${e.name} has an unknown roundingMode "${mode}"`);
  return { mode, figures: numberAttr(e, 'figures', ctx) };
}

const roundToOp: Operator = (args, e, ctx) => {
  arity('roundTo', args, 1);
  const x = asNumber('roundTo', args[0]);
  const { mode, figures } = roundingOf(e, ctx);
  if (!x || figures === null) return null;
  const result = roundTo(x.n, mode, figures);
  return result === undefined ? null : num(result, false);
};

const equalRounded: Operator = (args, e, ctx) => {
  const values = two('equalRounded', args);
  const { mode, figures } = roundingOf(e, ctx);
  if (!values || figures === null) return null;
  const [a, b] = values.map((v) => roundTo(v.n, mode, figures));
  return a === undefined || b === undefined ? null : bool(a === b);
};

export const NUMBER_OPERATORS: Record<string, Operator> = {
  integerDivide,
  integerModulus,
  power,
  min: extreme('min'),
  max: extreme('max'),
  gcd: divisors('gcd'),
  lcm: divisors('lcm'),
  statsOperator,
  roundTo: roundToOp,
  equalRounded,
};
