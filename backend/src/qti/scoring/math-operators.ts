import type { Expression, QtiValue } from '../types';
import { numberAttr } from './attr-values';
import type { ScoringContext } from './context';
import { ScoringError } from './errors';
import type { Operator } from './operator';
import { arity, asNumber, bool, num } from './operands';
import { isNullValue, isNumericType } from './values';

type Num = { n: number; integer: boolean };

/** Numbers of all operands, or null when any is NULL (arithmetic with NULL is NULL). */
function numbers(op: string, args: QtiValue[], min: number, max = min): Num[] | null {
  arity(op, args, min, max);
  const values = args.map((v) => asNumber(op, v));
  return values.some((v) => v === null) ? null : (values as Num[]);
}

const allIntegers = (values: Num[]): boolean => values.every((v) => v.integer);

function compare(op: string, test: (a: number, b: number) => boolean): Operator {
  return (args) => {
    const values = numbers(op, args, 2);
    return values ? bool(test(values[0].n, values[1].n)) : null;
  };
}

/** One or two tolerances, each a number or a variable reference (QTI 2.2 floatOrVariableRef); NULL if a variable is. */
function tolerances(e: Expression, ctx: ScoringContext): [number, number] | null {
  const parts = (e.attrs.tolerance ?? '').trim().split(/\s+/).filter(Boolean);
  const values = parts.map((text) => numberAttr({ ...e, attrs: { tolerance: text } }, 'tolerance', ctx));
  if (values.includes(null)) return null;
  const ns = values as number[];
  if (ns.length < 1 || ns.length > 2 || ns.some((t) => !Number.isFinite(t) || t < 0)) {
    throw new ScoringError(`equal with toleranceMode ${e.attrs.toleranceMode} needs one or two tolerances, not "${e.attrs.tolerance ?? ''}"`);
  }
  return [ns[0], ns[1] ?? ns[0]];
}

/**
 * equal: exact, or (as QTI defines the tolerance) the SECOND value y lies in the range built around
 * the FIRST value x: [x - t0, x + t1] (absolute) or [x(1 - t0/100), x(1 + t1/100)] (relative).
 */
function equal(args: QtiValue[], e: Expression, ctx: ScoringContext): QtiValue {
  const values = numbers('equal', args, 2);
  if (!values) return null;
  const [x, y] = [values[0].n, values[1].n];
  const mode = e.attrs.toleranceMode ?? 'exact';
  if (mode === 'exact') return bool(x === y);
  if (mode !== 'absolute' && mode !== 'relative') throw new ScoringError(`equal has an unknown toleranceMode "${mode}"`);
  const window = tolerances(e, ctx);
  if (!window) return null;
  const [t0, t1] = window;
  const low = mode === 'absolute' ? x - t0 : x * (1 - t0 / 100);
  const high = mode === 'absolute' ? x + t1 : x * (1 + t1 / 100);
  const [lo, hi] = low <= high ? [low, high] : [high, low];
  const aboveLow = e.attrs.includeLowerBound === 'false' ? y > lo : y >= lo;
  const belowHigh = e.attrs.includeUpperBound === 'false' ? y < hi : y <= hi;
  return bool(aboveLow && belowHigh);
}

/**
 * sum and product take singles or containers of numbers (QTI 2.1: testVariables feeds sum a
 * container); NULL anywhere, an empty container included, makes the result NULL.
 */
function flatNumbers(op: string, args: QtiValue[]): Num[] | null {
  arity(op, args, 1, Infinity);
  const out: Num[] = [];
  for (const v of args) {
    if (isNullValue(v)) return null;
    if (v!.cardinality === 'multiple' || v!.cardinality === 'ordered') {
      if (!isNumericType(v!.baseType)) throw new ScoringError(`${op} needs numbers, not ${v!.baseType}`);
      for (const n of v!.value as number[]) out.push({ n, integer: v!.baseType === 'integer' });
    } else out.push(asNumber(op, v)!);
  }
  return out;
}

const sum: Operator = (args) => {
  const values = flatNumbers('sum', args);
  return values
    ? num(
        values.reduce((s, v) => s + v.n, 0),
        allIntegers(values),
      )
    : null;
};

const product: Operator = (args) => {
  const values = flatNumbers('product', args);
  return values
    ? num(
        values.reduce((p, v) => p * v.n, 1),
        allIntegers(values),
      )
    : null;
};

const subtract: Operator = (args) => {
  const values = numbers('subtract', args, 2);
  return values ? num(values[0].n - values[1].n, allIntegers(values)) : null;
};

/** divide is always float; dividing by zero is NULL. */
const divide: Operator = (args) => {
  const values = numbers('divide', args, 2);
  return values && values[1].n !== 0 ? num(values[0].n / values[1].n, false) : null;
};

function unary(op: string, f: (n: number) => number, integer: boolean): Operator {
  return (args) => {
    const values = numbers(op, args, 1);
    return values ? num(f(values[0].n), integer) : null;
  };
}

function roundHalfUp(n: number): number {
  const f = Math.floor(n);
  return n - f >= 0.5 ? f + 1 : f;
}

export const MATH_OPERATORS: Record<string, Operator> = {
  sum,
  product,
  subtract,
  divide,
  gt: compare('gt', (a, b) => a > b),
  gte: compare('gte', (a, b) => a >= b),
  lt: compare('lt', (a, b) => a < b),
  lte: compare('lte', (a, b) => a <= b),
  equal,
  integerToFloat: unary('integerToFloat', (n) => n, false),
  // QTI rounds halves up (towards positive infinity); floor(n + 0.5) would round
  // 0.49999999999999994 to 1 because the addition itself rounds up
  round: unary('round', roundHalfUp, true),
  truncate: unary('truncate', Math.trunc, true),
};
