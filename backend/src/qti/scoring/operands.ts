import type { BaseType, QtiValue } from '../types';
import { ScoringError } from './errors';
import { isNullValue, isNumericType, type ContainerValue, type SingleValue } from './values';

/** Operand checks shared by the operators: NULL passes through as null, a wrong type is a model bug. */

export function arity(op: string, values: QtiValue[], min: number, max = min): void {
  if (values.length < min || values.length > max) {
    const wanted = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    throw new ScoringError(`${op} takes ${wanted} operand(s), not ${values.length}`);
  }
}

export function asSingle(op: string, value: QtiValue): SingleValue | null {
  if (isNullValue(value)) return null;
  if (value!.cardinality !== 'single') throw new ScoringError(`${op} needs single values, not ${value!.cardinality}`);
  return value as SingleValue;
}

export function asContainer(op: string, value: QtiValue): ContainerValue | null {
  if (isNullValue(value)) return null;
  if (value!.cardinality !== 'multiple' && value!.cardinality !== 'ordered') {
    throw new ScoringError(`${op} needs a multiple or ordered container, not ${value!.cardinality}`);
  }
  return value as ContainerValue;
}

export function asNumber(op: string, value: QtiValue): { n: number; integer: boolean } | null {
  const v = asSingle(op, value);
  if (v === null) return null;
  if (!isNumericType(v.baseType)) throw new ScoringError(`${op} needs numbers, not ${v.baseType}`);
  return { n: v.value as number, integer: v.baseType === 'integer' };
}

export function asBoolean(op: string, value: QtiValue): boolean | null {
  const v = asSingle(op, value);
  if (v === null) return null;
  if (v.baseType !== 'boolean') throw new ScoringError(`${op} needs booleans, not ${v.baseType}`);
  return v.value as boolean;
}

export function asString(op: string, value: QtiValue): string | null {
  const v = asSingle(op, value);
  if (v === null) return null;
  if (v.baseType !== 'string') throw new ScoringError(`${op} needs strings, not ${v.baseType}`);
  return v.value as string;
}

export function sameType(op: string, a: BaseType, b: BaseType, compatible: (a: BaseType, b: BaseType) => boolean): void {
  if (!compatible(a, b)) throw new ScoringError(`${op} compares ${a} with ${b}`);
}

export const bool = (value: boolean | null): QtiValue => (value === null ? null : { cardinality: 'single', baseType: 'boolean', value });

export const num = (value: number, integer: boolean): QtiValue =>
  Number.isFinite(value) ? { cardinality: 'single', baseType: integer ? 'integer' : 'float', value } : null;
