/** Hand-written scoring models for the scorer's specs (the XML reader is not needed to build them). */
import type { Expression, OutcomeDeclaration, ResponseDeclaration, ResponseRule, ScoringModel } from '../types';

export const expr = (name: string, attrs: Record<string, string> = {}, ...children: Expression[]): Expression => ({
  name,
  attrs,
  children,
});
export const variable = (identifier: string): Expression => expr('variable', { identifier });
export const correct = (identifier: string): Expression => expr('correct', { identifier });
export const base = (baseType: string, text: string): Expression => ({ name: 'baseValue', attrs: { baseType }, children: [], text });
export const set = (identifier: string, expression: Expression): ResponseRule => ({ kind: 'setOutcomeValue', identifier, expression });
export const when = (...branches: { condition?: Expression; rules: ResponseRule[] }[]): ResponseRule => ({
  kind: 'responseCondition',
  branches,
});

export const SCORE: OutcomeDeclaration = { identifier: 'SCORE', cardinality: 'single', baseType: 'float' };
export const FEEDBACK: OutcomeDeclaration = { identifier: 'FEEDBACK', cardinality: 'single', baseType: 'identifier' };

export function model(parts: Partial<ScoringModel> & { responses: ResponseDeclaration[] }): ScoringModel {
  return { outcomes: [SCORE], processing: { rules: [] }, feedback: [], humanScored: false, ...parts };
}

export function templateItem(
  template: ScoringModel['processing']['template'],
  response: Omit<ResponseDeclaration, 'identifier'> & { identifier?: string },
): ScoringModel {
  return model({ responses: [{ identifier: 'RESPONSE', ...response }], processing: { template, rules: [] } });
}

/** A single choice of A..D whose answer is B. */
export const singleChoice = templateItem('match_correct', { cardinality: 'single', baseType: 'identifier', correctResponse: ['B'] });

/** Choose all that apply: A and C. */
export const multipleChoice = templateItem('match_correct', {
  cardinality: 'multiple',
  baseType: 'identifier',
  correctResponse: ['A', 'C'],
});

/** Put the steps in order: S1, S2, S3. */
export const ordering = templateItem('match_correct', {
  cardinality: 'ordered',
  baseType: 'identifier',
  correctResponse: ['S1', 'S2', 'S3'],
});

/** Partial credit per choice: A and C are right, D is a penalty, bounded to [0, 1]. */
export const mappedChoices = templateItem('map_response', {
  cardinality: 'multiple',
  baseType: 'identifier',
  correctResponse: ['A', 'C'],
  mapping: {
    defaultValue: 0,
    lowerBound: 0,
    upperBound: 1,
    entries: [
      { mapKey: 'A', mappedValue: 0.5 },
      { mapKey: 'C', mappedValue: 0.5 },
      { mapKey: 'D', mappedValue: -1 },
    ],
  },
});

/** A text entry naming a river, any capitalisation of the main answer, partial credit for the short one. */
export const riverEntry = templateItem('map_response', {
  cardinality: 'single',
  baseType: 'string',
  correctResponse: ['Brazos River'],
  mapping: {
    defaultValue: 0,
    entries: [
      { mapKey: 'Brazos River', mappedValue: 2, caseSensitive: false },
      { mapKey: 'Brazos', mappedValue: 1, caseSensitive: true },
    ],
  },
});

/** Points on a 200x100 picture: a circle around 50 50, a rect on the right, a triangle, an ellipse. */
export const hotspots = (cardinality: 'single' | 'multiple'): ScoringModel =>
  templateItem('map_response_point', {
    cardinality,
    baseType: 'point',
    areaMapping: {
      defaultValue: 0,
      entries: [
        { shape: 'circle', coords: [50, 50, 10], mappedValue: 1 },
        { shape: 'rect', coords: [150, 0, 200, 40], mappedValue: 2 },
        { shape: 'poly', coords: [100, 60, 140, 60, 120, 90], mappedValue: 3 },
        { shape: 'ellipse', coords: [170, 75, 20, 10], mappedValue: 4 },
      ],
    },
  });
