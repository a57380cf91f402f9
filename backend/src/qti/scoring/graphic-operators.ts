import type { AreaMapEntry, QtiValue } from '../types';
import { ScoringError } from './errors';
import type { Operator } from './operator';
import { arity, bool } from './operands';
import { containsPoint } from './shapes';
import { isNullValue, point } from './values';

/**
 * inside: true when a point of its operand (single, or any of a container) lies in the area the
 * shape and coords attributes describe; NULL for a NULL operand.
 */
const inside: Operator = (args, e) => {
  arity('inside', args, 1);
  const value = args[0];
  if (isNullValue(value)) return null;
  const v = value!;
  if (v.cardinality === 'record' || v.baseType !== 'point') throw new ScoringError(`inside needs a point operand`);
  const area: AreaMapEntry = {
    shape: (e.attrs.shape ?? 'default') as AreaMapEntry['shape'],
    coords: (e.attrs.coords ?? '').split(',').filter((c) => c.trim() !== '').map(Number),
    mappedValue: 0,
  };
  const points = v.cardinality === 'single' ? [v.value] : v.value;
  return bool(points.some((p) => containsPoint(area, ...point(p), 'inside')));
};

export const GRAPHIC_OPERATORS: Record<string, Operator> = { inside };
