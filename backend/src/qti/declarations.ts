import type { BaseType, Cardinality, Mapping, AreaMapping, OutcomeDeclaration, ResponseDeclaration } from './types';
import { coordNumbers } from './coords';
import { childElements, firstChild, textOf, type XmlElement } from './xml/parse-xml';

const numOr = (v: string | undefined, fallback?: number) => (v === undefined || v === '' ? fallback : Number(v));

function values(el: XmlElement | undefined): string[] | undefined {
  return el ? childElements(el, 'value').map((v) => textOf(v).trim()) : undefined;
}

function mapping(el: XmlElement | undefined): Mapping | undefined {
  if (!el) return undefined;
  return {
    defaultValue: numOr(el.attrs.defaultValue, 0)!,
    lowerBound: numOr(el.attrs.lowerBound),
    upperBound: numOr(el.attrs.upperBound),
    entries: childElements(el, 'mapEntry').map((e) => ({
      mapKey: e.attrs.mapKey ?? '',
      mappedValue: Number(e.attrs.mappedValue ?? 0),
      ...(e.attrs.caseSensitive !== undefined ? { caseSensitive: e.attrs.caseSensitive === 'true' } : {}),
    })),
  };
}

function areaMapping(el: XmlElement | undefined): AreaMapping | undefined {
  if (!el) return undefined;
  return {
    defaultValue: numOr(el.attrs.defaultValue, 0)!,
    lowerBound: numOr(el.attrs.lowerBound),
    upperBound: numOr(el.attrs.upperBound),
    entries: childElements(el, 'areaMapEntry').map((e) => ({
      shape: (e.attrs.shape ?? 'default') as AreaMapping['entries'][number]['shape'],
      coords: coordNumbers(e.attrs.coords),
      mappedValue: Number(e.attrs.mappedValue ?? 0),
    })),
  };
}

export function readResponseDeclaration(el: XmlElement): ResponseDeclaration {
  const decl: ResponseDeclaration = {
    identifier: el.attrs.identifier ?? '',
    cardinality: (el.attrs.cardinality ?? 'single') as Cardinality,
  };
  if (el.attrs.baseType) decl.baseType = el.attrs.baseType as BaseType;
  const correct = values(firstChild(el, 'correctResponse'));
  if (correct) decl.correctResponse = correct;
  const defaults = values(firstChild(el, 'defaultValue'));
  if (defaults?.length) decl.defaultValue = defaults;
  const map = mapping(firstChild(el, 'mapping'));
  if (map) decl.mapping = map;
  const area = areaMapping(firstChild(el, 'areaMapping'));
  if (area) decl.areaMapping = area;
  return decl;
}

export function readOutcomeDeclaration(el: XmlElement): OutcomeDeclaration {
  const decl: OutcomeDeclaration = {
    identifier: el.attrs.identifier ?? '',
    cardinality: (el.attrs.cardinality ?? 'single') as Cardinality,
  };
  if (el.attrs.baseType) decl.baseType = el.attrs.baseType as BaseType;
  const def = values(firstChild(el, 'defaultValue'));
  if (def) decl.defaultValue = def;
  if (el.attrs.normalMaximum !== undefined) decl.normalMaximum = Number(el.attrs.normalMaximum);
  if (el.attrs.normalMinimum !== undefined) decl.normalMinimum = Number(el.attrs.normalMinimum);
  if (el.attrs.masteryValue !== undefined && Number.isFinite(Number(el.attrs.masteryValue))) decl.masteryValue = Number(el.attrs.masteryValue);
  const match = firstChild(el, 'matchTable');
  const interp = firstChild(el, 'interpolationTable');
  if (match) {
    decl.lookupTable = {
      kind: 'match',
      defaultValue: match.attrs.defaultValue,
      entries: childElements(match, 'matchTableEntry').map((e) => ({ source: Number(e.attrs.sourceValue), target: e.attrs.targetValue ?? '' })),
    };
  } else if (interp) {
    decl.lookupTable = {
      kind: 'interpolation',
      defaultValue: interp.attrs.defaultValue,
      entries: childElements(interp, 'interpolationTableEntry').map((e) => ({
        source: Number(e.attrs.sourceValue),
        target: e.attrs.targetValue ?? '',
        ...(e.attrs.includeBoundary !== undefined ? { includeBoundary: e.attrs.includeBoundary !== 'false' } : {}),
      })),
    };
  }
  return decl;
}

const IDENT = /^[\p{L}_][\p{L}\p{N}_.-]*$/u;
const checks: Partial<Record<BaseType, (v: string) => boolean>> = {
  identifier: (v) => IDENT.test(v),
  integer: (v) => /^[+-]?\d+$/.test(v),
  float: (v) => v !== '' && !Number.isNaN(Number(v)),
  boolean: (v) => v === 'true' || v === 'false' || v === '1' || v === '0',
  pair: (v) => v.split(/\s+/).length === 2 && v.split(/\s+/).every((p) => IDENT.test(p)),
  directedPair: (v) => v.split(/\s+/).length === 2 && v.split(/\s+/).every((p) => IDENT.test(p)),
  point: (v) => /^[+-]?\d+\s+[+-]?\d+$/.test(v),
};

export function validBaseValue(baseType: BaseType | undefined, value: string): boolean {
  const check = baseType ? checks[baseType] : undefined;
  return check ? check(value.trim()) : true;
}
