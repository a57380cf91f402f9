import type { BaseType, MapEntry, QtiScalar, QtiValue, ResponseDeclaration } from '../types';
import { ScoringError } from './errors';
import { containsPoint } from './shapes';
import { distinct, keyOf, parseScalar, point } from './values';

function bounded(value: number, bounds: { lowerBound?: number; upperBound?: number }): number {
  let result = value;
  if (bounds.lowerBound !== undefined) result = Math.max(result, bounds.lowerBound);
  if (bounds.upperBound !== undefined) result = Math.min(result, bounds.upperBound);
  return result;
}

function entryMatcher(declaration: ResponseDeclaration, baseType: BaseType, entry: MapEntry): (value: QtiScalar) => boolean {
  const key = parseScalar(baseType, entry.mapKey);
  if (key === undefined) {
    throw new ScoringError(`${declaration.identifier}: mapKey "${entry.mapKey}" is not a valid ${baseType}`, declaration.identifier);
  }
  const folds = entry.caseSensitive === false && (baseType === 'string' || baseType === 'identifier');
  const norm = (v: QtiScalar): string => (folds ? keyOf(baseType, v).toLowerCase() : keyOf(baseType, v));
  const target = norm(key);
  return (value) => norm(value) === target;
}

function valuesOf(value: Exclude<QtiValue, null>, identifier: string): { baseType: BaseType; values: QtiScalar[]; single: boolean } {
  if (value.cardinality === 'record') throw new ScoringError(`${identifier}: a record cannot be mapped`, identifier);
  if (value.cardinality === 'single') return { baseType: value.baseType, values: [value.value], single: true };
  return { baseType: value.baseType, values: distinct(value.baseType, value.value), single: false };
}

/**
 * A container counts each entry at most once and each unmapped value at the default, then bounds the sum;
 * a NULL response maps to the bounded default, as the reference engines do.
 */
export function mapResponse(declaration: ResponseDeclaration, value: QtiValue): number {
  const mapping = declaration.mapping;
  if (!mapping) throw new ScoringError(`${declaration.identifier}: mapResponse needs a mapping`, declaration.identifier);
  if (value === null) return bounded(mapping.defaultValue, mapping);
  const { baseType, values, single } = valuesOf(value, declaration.identifier);
  const matchers = mapping.entries.map((entry) => ({ entry, matches: entryMatcher(declaration, baseType, entry) }));
  if (single) {
    const hit = matchers.find((m) => m.matches(values[0]));
    return bounded(hit ? hit.entry.mappedValue : mapping.defaultValue, mapping);
  }
  const mapped = new Set<number>();
  let sum = 0;
  for (const { entry, matches } of matchers) {
    let hit = false;
    values.forEach((v, i) => {
      if (!mapped.has(i) && matches(v)) {
        mapped.add(i);
        hit = true;
      }
    });
    if (hit) sum += entry.mappedValue;
  }
  sum += mapping.defaultValue * (values.length - mapped.size);
  return bounded(sum, mapping);
}

/**
 * mapResponsePoint: like mapResponse, but a point maps to the areas containing it. Each area counts
 * once however many points fall in it; a point in no area counts at the default.
 */
export function mapResponsePoint(declaration: ResponseDeclaration, value: QtiValue): number {
  const mapping = declaration.areaMapping;
  const id = declaration.identifier;
  if (!mapping) throw new ScoringError(`${id}: mapResponsePoint needs an areaMapping`, id);
  if (value === null) return bounded(mapping.defaultValue, mapping);
  const { baseType, values, single } = valuesOf(value, id);
  if (baseType !== 'point') throw new ScoringError(`${id}: mapResponsePoint needs a point response, not ${baseType}`, id);
  const points = values.map(point);
  if (single) {
    const hit = mapping.entries.find((area) => containsPoint(area, points[0][0], points[0][1], id));
    return bounded(hit ? hit.mappedValue : mapping.defaultValue, mapping);
  }
  const mapped = new Set<number>();
  let sum = 0;
  for (const area of mapping.entries) {
    let hit = false;
    points.forEach(([x, y], i) => {
      if (containsPoint(area, x, y, id)) {
        mapped.add(i);
        hit = true;
      }
    });
    if (hit) sum += area.mappedValue;
  }
  sum += mapping.defaultValue * (points.length - mapped.size);
  return bounded(sum, mapping);
}

export { bounded };
