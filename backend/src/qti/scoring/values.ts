import type { BaseType, Cardinality, CandidateResponse, QtiScalar, QtiValue, ResponseDeclaration } from '../types';
import { ScoringError } from './errors';

export type SingleValue = Extract<QtiValue, { cardinality: 'single' }>;
export type ContainerValue = Extract<QtiValue, { cardinality: 'multiple' | 'ordered' }>;
export type RecordValue = Extract<QtiValue, { cardinality: 'record' }>;

const INTEGER = /^[+-]?\d+$/;
const FLOAT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const BOOLEANS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

export const isNumericType = (baseType: BaseType): boolean => baseType === 'integer' || baseType === 'float';

function parseNumber(text: string): number | undefined {
  if (!FLOAT.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

function parseTwo(text: string, part: (s: string) => string | number | undefined): string | undefined {
  const parts = text.split(/\s+/);
  if (parts.length !== 2) return undefined;
  const [a, b] = parts.map(part);
  return a === undefined || b === undefined ? undefined : `${a} ${b}`;
}

const identifierPart = (s: string): string | undefined => (s === '' ? undefined : s);

/**
 * Reads one value as the XML or the player writes it. Undefined means "not a value of this type";
 * an empty string is NULL in QTI, so it is never a value either.
 */
export function parseScalar(baseType: BaseType, raw: string): QtiScalar | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  switch (baseType) {
    case 'string':
      return raw;
    case 'file':
    case 'uri':
      return text;
    case 'identifier':
      return /\s/.test(text) ? undefined : text;
    case 'integer': {
      const n = INTEGER.test(text) ? Number(text) : NaN;
      return Number.isSafeInteger(n) ? n : undefined;
    }
    case 'float':
    case 'duration':
      return parseNumber(text);
    case 'boolean':
      return BOOLEANS[text];
    case 'point':
      return parseTwo(text, parseNumber);
    case 'pair':
    case 'directedPair':
      return parseTwo(text, identifierPart);
  }
}

/** A string that is equal for two scalars exactly when QTI calls them equal (pair is unordered). */
export function keyOf(baseType: BaseType, value: QtiScalar): string {
  if (baseType === 'pair') return String(value).split(' ').sort().join(' ');
  return String(value);
}

/** Base types that may be compared: the same, or both numeric. */
export function comparable(a: BaseType, b: BaseType): boolean {
  return a === b || (isNumericType(a) && isNumericType(b));
}

/** QTI NULL: no value, an empty string, an empty container or an empty record. */
export function isNullValue(value: QtiValue): boolean {
  if (value === null) return true;
  switch (value.cardinality) {
    case 'single':
      return value.value === '';
    case 'record':
      return Object.keys(value.value).length === 0;
    default:
      return value.value.length === 0;
  }
}

export function point(value: QtiScalar): [number, number] {
  const [x, y] = String(value).split(' ').map(Number);
  return [x, y];
}

function makeValue(baseType: BaseType, cardinality: Cardinality, scalars: QtiScalar[]): QtiValue {
  if (scalars.length === 0) return null;
  if (cardinality === 'single') return { cardinality, baseType, value: scalars[0] };
  if (cardinality === 'record') return null;
  return { cardinality, baseType, value: scalars };
}

/**
 * A candidate's answer as a typed value. Whatever arrives, this never throws: a value that does not
 * parse is dropped, a single response with several values is NULL, and records cannot be answered.
 */
export function parseCandidate(declaration: ResponseDeclaration, response: CandidateResponse | undefined): QtiValue {
  if (response === null || response === undefined || declaration.cardinality === 'record') return null;
  const baseType = declaration.baseType ?? 'string';
  const raws: unknown[] = Array.isArray(response) ? response : [response];
  const scalars: QtiScalar[] = [];
  for (const raw of raws) {
    const scalar = typeof raw === 'string' ? parseScalar(baseType, raw) : undefined;
    if (scalar !== undefined) scalars.push(scalar);
  }
  if (declaration.cardinality === 'single' && (raws.length !== 1 || scalars.length !== 1)) return null;
  return makeValue(baseType, declaration.cardinality, scalars);
}

/**
 * A value written in the model (correct response, default, base value); a bad one is a model bug. An
 * empty `value` is no value: QTI treats an empty string as NULL, and it is no value of the other types.
 */
export function parseDeclared(baseType: BaseType | undefined, cardinality: Cardinality, written: string[], identifier: string): QtiValue {
  const texts = written.filter((text) => text.trim() !== '');
  if (texts.length === 0) return null;
  if (!baseType || cardinality === 'record') {
    throw new ScoringError(`${identifier}: values of record cardinality or without a base type are not supported`, identifier);
  }
  const scalars = texts.map((text) => {
    const scalar = parseScalar(baseType, text);
    if (scalar === undefined) throw new ScoringError(`${identifier}: "${text}" is not a valid ${baseType}`, identifier);
    return scalar;
  });
  return makeValue(baseType, cardinality, cardinality === 'single' ? scalars.slice(0, 1) : scalars);
}

function countKeys(baseType: BaseType, values: QtiScalar[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) {
    const key = keyOf(baseType, v);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * QTI equality of two non-NULL values of the same cardinality: multiple compares as a bag, ordered as
 * a sequence, records field by field. Callers check cardinality and base type first.
 */
export function valuesEqual(a: Exclude<QtiValue, null>, b: Exclude<QtiValue, null>): boolean {
  if (a.cardinality === 'record' || b.cardinality === 'record') {
    if (a.cardinality !== 'record' || b.cardinality !== 'record') return false;
    const keys = Object.keys(a.value);
    if (keys.length !== Object.keys(b.value).length) return false;
    return keys.every((k) => {
      const x = a.value[k];
      const y = b.value[k];
      if (x === null || y === null || x === undefined || y === undefined) return x === null && y === null;
      return x.cardinality === y.cardinality && valuesEqual(x, y);
    });
  }
  if (a.cardinality === 'single' && b.cardinality === 'single') {
    return keyOf(a.baseType, a.value) === keyOf(b.baseType, b.value);
  }
  if (a.cardinality === 'single' || b.cardinality === 'single') return false;
  if (a.value.length !== b.value.length) return false;
  if (a.cardinality === 'ordered') {
    return a.value.every((v, i) => keyOf(a.baseType, v) === keyOf(b.baseType, b.value[i]));
  }
  const left = countKeys(a.baseType, a.value);
  const right = countKeys(b.baseType, b.value);
  return [...left].every(([key, n]) => right.get(key) === n);
}

/** The distinct values of a container (first occurrence kept), by QTI equality. */
export function distinct(baseType: BaseType, values: QtiScalar[]): QtiScalar[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = keyOf(baseType, v);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
