import type { QtiValue } from '../types';
import { ScoringError } from './errors';
import type { Operator } from './operator';
import { arity, asBoolean, asContainer, asSingle, asString, bool, sameType } from './operands';
import { comparable, isNullValue, keyOf, valuesEqual } from './values';

function match(args: QtiValue[]): QtiValue {
  arity('match', args, 2);
  const [a, b] = args;
  if (isNullValue(a) || isNullValue(b)) return null;
  const x = a!;
  const y = b!;
  if (x.cardinality !== y.cardinality) throw new ScoringError(`match compares ${x.cardinality} with ${y.cardinality}`);
  if (x.cardinality !== 'record' && y.cardinality !== 'record') sameType('match', x.baseType, y.baseType, comparable);
  return bool(valuesEqual(x, y));
}

function member(args: QtiValue[]): QtiValue {
  arity('member', args, 2);
  const item = asSingle('member', args[0]);
  const container = asContainer('member', args[1]);
  if (item === null || container === null) return null;
  sameType('member', item.baseType, container.baseType, comparable);
  const key = keyOf(item.baseType, item.value);
  return bool(container.value.some((v) => keyOf(container.baseType, v) === key));
}

/** Kleene logic: a NULL operand decides nothing, so the result is NULL only if nothing else decides. */
function and(args: QtiValue[]): QtiValue {
  arity('and', args, 1, Infinity);
  const values = args.map((v) => asBoolean('and', v));
  if (values.includes(false)) return bool(false);
  return values.includes(null) ? null : bool(true);
}

function or(args: QtiValue[]): QtiValue {
  arity('or', args, 1, Infinity);
  const values = args.map((v) => asBoolean('or', v));
  if (values.includes(true)) return bool(true);
  return values.includes(null) ? null : bool(false);
}

function not(args: QtiValue[]): QtiValue {
  arity('not', args, 1);
  const value = asBoolean('not', args[0]);
  return value === null ? null : bool(!value);
}

function isNull(args: QtiValue[]): QtiValue {
  arity('isNull', args, 1);
  return bool(isNullValue(args[0]));
}

function containerSize(args: QtiValue[]): QtiValue {
  arity('containerSize', args, 1);
  const container = asContainer('containerSize', args[0]);
  return { cardinality: 'single', baseType: 'integer', value: container ? container.value.length : 0 };
}

/** multiple: the second bag is a sub-bag of the first; ordered: a contiguous run of it. */
function contains(args: QtiValue[]): QtiValue {
  arity('contains', args, 2);
  const outer = asContainer('contains', args[0]);
  const inner = asContainer('contains', args[1]);
  if (outer === null || inner === null) return null;
  if (outer.cardinality !== inner.cardinality) {
    throw new ScoringError(`contains compares ${outer.cardinality} with ${inner.cardinality}`);
  }
  sameType('contains', outer.baseType, inner.baseType, comparable);
  const a = outer.value.map((v) => keyOf(outer.baseType, v));
  const b = inner.value.map((v) => keyOf(inner.baseType, v));
  if (outer.cardinality === 'ordered') {
    for (let i = 0; i + b.length <= a.length; i++) if (b.every((k, j) => a[i + j] === k)) return bool(true);
    return bool(false);
  }
  const rest = [...a];
  return bool(
    b.every((k) => {
      const at = rest.indexOf(k);
      if (at >= 0) rest.splice(at, 1);
      return at >= 0;
    }),
  );
}

function stringMatch(args: QtiValue[], e: { attrs: Record<string, string> }): QtiValue {
  arity('stringMatch', args, 2);
  const a = asString('stringMatch', args[0]);
  const b = asString('stringMatch', args[1]);
  if (a === null || b === null) return null;
  const fold = e.attrs.caseSensitive === 'false';
  const [x, y] = fold ? [a.toLowerCase(), b.toLowerCase()] : [a, b];
  return bool(e.attrs.substring === 'true' ? x.includes(y) : x === y);
}

export const LOGIC_OPERATORS: Record<string, Operator> = {
  match,
  member,
  isNull,
  and,
  or,
  not,
  containerSize,
  contains,
  stringMatch,
};
