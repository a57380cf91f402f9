import type { BaseType, Cardinality } from './values';

/** Response and outcome declarations: values kept as the XML's strings, parsed by the scorer. */

export interface MapEntry {
  mapKey: string;
  mappedValue: number;
  caseSensitive?: boolean;
}

export interface Mapping {
  defaultValue: number;
  lowerBound?: number;
  upperBound?: number;
  entries: MapEntry[];
}

export interface AreaMapEntry {
  shape: 'circle' | 'rect' | 'poly' | 'ellipse' | 'default';
  coords: number[];
  mappedValue: number;
}

export interface AreaMapping {
  defaultValue: number;
  lowerBound?: number;
  upperBound?: number;
  entries: AreaMapEntry[];
}

/** Values are kept as the strings of the XML; the scorer parses them by base type. */
export interface ResponseDeclaration {
  identifier: string;
  cardinality: Cardinality;
  baseType?: BaseType;
  correctResponse?: string[];
  /** the declared default: what `default` gives, and the candidate's response before any answer */
  defaultValue?: string[];
  mapping?: Mapping;
  areaMapping?: AreaMapping;
  /** what the response is when the candidate gave none: end attempt `false`, media `0` plays */
  unanswered?: string;
}

export interface OutcomeDeclaration {
  identifier: string;
  cardinality: Cardinality;
  baseType?: BaseType;
  defaultValue?: string[];
  normalMaximum?: number;
  normalMinimum?: number;
  /** the value from which the outcome counts as mastered (QTI masteryValue) */
  masteryValue?: number;
  /** matchTable/interpolationTable of lookupOutcomeValue, when declared */
  lookupTable?: {
    kind: 'match' | 'interpolation';
    defaultValue?: string;
    entries: { source: number; target: string; includeBoundary?: boolean }[];
  };
}
