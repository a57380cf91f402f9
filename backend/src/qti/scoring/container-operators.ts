import type { AreaMapEntry, BaseType, Expression, QtiScalar, QtiValue } from '../types';
import type { ScoringContext } from './context';
import { coordNumbers } from '../coords';
import { numberAttr } from './attr-values';
import { ScoringError } from './errors';
import type { Operator } from './operator';
import { arity, asBoolean, asContainer, asNumber, asSingle, bool, sameType } from './operands';
import { containsPoint } from './shapes';
import { comparable, isNullValue, keyOf, parseDeclared, point } from './values';
import { readVariable } from './variables';

/** delete: the container without any value equal to the first operand. */
const del: Operator = (args) => {
  arity('delete', args, 2);
  const item = asSingle('delete', args[0]);
  const container = asContainer('delete', args[1]);
  if (item === null || container === null) return null;
  sameType('delete', item.baseType, container.baseType, comparable);
  const key = keyOf(item.baseType, item.value);
  const rest = container.value.filter((v) => keyOf(container.baseType, v) !== key);
  return rest.length ? { ...container, value: rest } : null;
};

/** index: the n-th value (from 1) of an ordered container; NULL past its end. */
const index: Operator = (args, e, ctx) => {
  arity('index', args, 1);
  const container = asContainer('index', args[0]);
  const n = numberAttr(e, 'n', ctx);
  if (container === null || n === null) return null;
  if (container.cardinality !== 'ordered') throw new ScoringError('index needs an ordered container');
  if (!Number.isInteger(n) || n < 1) throw new ScoringError(`index needs n of 1 or more, not ${n}`);
  const value = container.value[n - 1];
  return value === undefined ? null : { cardinality: 'single', baseType: container.baseType, value };
};

/**
 * repeat: an ordered container filled by evaluating the operands in turn, numberRepeats times over,
 * so a random operand draws afresh on each repetition; NULLs drop out. `operands` evaluates them once.
 */
export function repeatOf(e: Expression, ctx: ScoringContext, operands: () => QtiValue[]): QtiValue {
  const times = numberAttr(e, 'numberRepeats', ctx);
  if (times === null || times < 1) return null;
  let baseType: BaseType | undefined;
  const value: QtiScalar[] = [];
  for (let k = 0; k < times; k++) {
    const args = operands();
    arity('repeat', args, 1, Infinity);
    for (const v of args) {
      if (isNullValue(v)) continue;
      if (v!.cardinality !== 'single' && v!.cardinality !== 'ordered') throw new ScoringError(`repeat cannot hold a ${v!.cardinality} value`);
      if (baseType !== undefined && !comparable(baseType, v!.baseType)) throw new ScoringError(`repeat mixes ${baseType} with ${v!.baseType}`);
      baseType ??= v!.baseType;
      if (v!.cardinality === 'single') value.push(v!.value);
      else value.push(...v!.value);
    }
  }
  return baseType === undefined ? null : { cardinality: 'ordered', baseType, value };
}

/** repeat over operands already evaluated (expressions.ts evaluates them per repetition instead). */
const repeat: Operator = (args, e, ctx) => repeatOf(e, ctx, () => args);

/** anyN: true when between min and max operands are true; NULL when the NULL operands could decide it. */
const anyN: Operator = (args, e, ctx) => {
  arity('anyN', args, 1, Infinity);
  const min = numberAttr(e, 'min', ctx);
  const max = numberAttr(e, 'max', ctx);
  if (min === null || max === null) return null;
  const values = args.map((v) => asBoolean('anyN', v));
  const trues = values.filter((v) => v === true).length;
  const nulls = values.filter((v) => v === null).length;
  if (trues > max || trues + nulls < min) return bool(false);
  if (trues >= min && trues + nulls <= max) return bool(true);
  return null;
};

const SHAPES = new Set(['circle', 'rect', 'poly', 'ellipse', 'default']);

/** inside: whether any of the points falls in the area. */
const inside: Operator = (args, e) => {
  arity('inside', args, 1);
  const value = args[0];
  if (isNullValue(value)) return null;
  if (value!.cardinality === 'record' || value!.baseType !== 'point') throw new ScoringError('inside needs points');
  const shape = e.attrs.shape ?? '';
  if (!SHAPES.has(shape)) throw new ScoringError(`inside has an unknown shape "${shape}"`);
  const area: AreaMapEntry = { shape: shape as AreaMapEntry['shape'], coords: coordNumbers(e.attrs.coords), mappedValue: 0 };
  const points = value!.cardinality === 'single' ? [value!.value] : value!.value;
  return bool(points.some((p) => containsPoint(area, ...point(p), 'inside')));
};

function duration(op: 'durationLT' | 'durationGTE'): Operator {
  return (args) => {
    arity(op, args, 2);
    const [a, b] = args.map((v) => {
      const s = asSingle(op, v);
      if (s && s.baseType !== 'duration') throw new ScoringError(`${op} needs durations, not ${s.baseType}`);
      return s ? asNumber(op, { ...s, baseType: 'float' }) : null;
    });
    if (!a || !b) return null;
    return bool(op === 'durationLT' ? a.n < b.n : a.n >= b.n);
  };
}

/** default: the declared default of a variable, an outcome's or a response's (NULL without one). */
const defaultOf: Operator = (args, e, ctx) => {
  arity('default', args, 0);
  const id = e.attrs.identifier ?? '';
  const declaration = ctx.outcomeDecls.get(id) ?? ctx.responseDecls.get(id);
  if (declaration) return parseDeclared(declaration.baseType ?? 'float', declaration.cardinality, declaration.defaultValue ?? [], id);
  readVariable(id, ctx); // an unknown identifier is a model bug, named by the error
  return null;
};

/** fieldValue: one field of a record. */
const fieldValue: Operator = (args, e) => {
  arity('fieldValue', args, 1);
  const record = args[0];
  if (isNullValue(record)) return null;
  if (record!.cardinality !== 'record') throw new ScoringError('fieldValue needs a record');
  return record!.value[e.attrs.fieldIdentifier ?? ''] ?? null;
};

export const CONTAINER_OPERATORS: Record<string, Operator> = {
  delete: del,
  index,
  repeat,
  anyN,
  inside,
  durationLT: duration('durationLT'),
  durationGTE: duration('durationGTE'),
  default: defaultOf,
  fieldValue,
};
