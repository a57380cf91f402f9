import type { AreaMapping, BaseType, Expression, MapEntry, Mapping, ResponseDeclaration, ResponseRule, ScoringModel } from '../types';
import { bounded } from './mapping';
import { templateResponse } from './templates';
import { keyOf, parseScalar } from './values';

const positiveSum = (values: number[]): number => values.reduce((s, v) => s + Math.max(0, v), 0);

function foldsCase(baseType: BaseType, entry: MapEntry): boolean {
  return entry.caseSensitive === false && (baseType === 'string' || baseType === 'identifier');
}

/** Whether every value entry b matches is taken first by the earlier entry a, so b never counts. */
function covers(baseType: BaseType, a: MapEntry, b: MapEntry): boolean {
  const key = (e: MapEntry): string => {
    const scalar = parseScalar(baseType, e.mapKey);
    return scalar === undefined ? e.mapKey : keyOf(baseType, scalar);
  };
  if (foldsCase(baseType, a)) return key(a).toLowerCase() === key(b).toLowerCase();
  return !foldsCase(baseType, b) && key(a) === key(b);
}

/**
 * The best a mapping allows: one entry (or the default) for a single response; for a container each
 * entry that can count, once, if positive. A positive default on a container has no limit but its
 * upperBound, since any number of unmapped values would each add it.
 */
function mappingBest(cardinality: ResponseDeclaration['cardinality'], mapping: Mapping | AreaMapping, values: number[]): number {
  if (cardinality === 'single') return bounded(Math.max(mapping.defaultValue, ...values), mapping);
  if (mapping.defaultValue > 0 && mapping.upperBound !== undefined) return mapping.upperBound;
  return bounded(positiveSum(values), mapping);
}

function mappingMax(declaration: ResponseDeclaration | undefined): number | undefined {
  const mapping = declaration?.mapping;
  if (!declaration || !mapping) return undefined;
  const baseType = declaration.baseType ?? 'string';
  const counting = mapping.entries.filter((e, i) => !mapping.entries.slice(0, i).some((earlier) => covers(baseType, earlier, e)));
  return mappingBest(
    declaration.cardinality,
    mapping,
    counting.map((e) => e.mappedValue),
  );
}

function areaMax(declaration: ResponseDeclaration | undefined): number | undefined {
  const mapping = declaration?.areaMapping;
  if (!declaration || !mapping) return undefined;
  return mappingBest(
    declaration.cardinality,
    mapping,
    mapping.entries.map((e) => e.mappedValue),
  );
}

function declaredMax(model: ScoringModel): number | undefined {
  const maxScore = model.outcomes.find((o) => o.identifier === 'MAXSCORE');
  const value = Number(maxScore?.defaultValue?.[0]?.trim() || NaN);
  if (Number.isFinite(value)) return value;
  return model.outcomes.find((o) => o.identifier === 'SCORE')?.normalMaximum;
}

/** An upper bound of what an expression can give SCORE, where it is easy to know. */
function upper(e: Expression, model: ScoringModel): number | undefined {
  const declaration = model.responses.find((r) => r.identifier === e.attrs.identifier);
  switch (e.name) {
    case 'baseValue': {
      const n = e.attrs.baseType === 'integer' || e.attrs.baseType === 'float' ? Number(e.text) : NaN;
      return Number.isFinite(n) ? n : undefined;
    }
    case 'mapResponse':
      return mappingMax(declaration);
    case 'mapResponsePoint':
      return areaMax(declaration);
    case 'sum': {
      const parts = e.children.map((c) => upper(c, model));
      return parts.includes(undefined) ? undefined : (parts as number[]).reduce((s, v) => s + v, 0);
    }
    default:
      return undefined;
  }
}

/** The best SCORE custom rules can set, when every rule that sets it has a known bound. */
function rulesMax(model: ScoringModel): number | undefined {
  const score = model.outcomes.find((o) => o.identifier === 'SCORE');
  const bounds: (number | undefined)[] = [Number(score?.defaultValue?.[0] ?? 0)];
  const walk = (rules: ResponseRule[]): void => {
    for (const rule of rules) {
      if (rule.kind === 'responseCondition') rule.branches.forEach((b) => walk(b.rules));
      else if (rule.kind === 'setOutcomeValue' && rule.identifier === 'SCORE') bounds.push(upper(rule.expression, model));
      else if (rule.kind === 'lookupOutcomeValue' && rule.identifier === 'SCORE') {
        const table = score?.lookupTable;
        const targets = [...(table?.entries.map((e) => e.target) ?? []), table?.defaultValue ?? '0'];
        targets.forEach((t) => bounds.push(Number.isFinite(Number(t)) ? Number(t) : undefined));
      }
    }
  };
  walk(model.processing.rules);
  if (bounds.some((b) => b === undefined || !Number.isFinite(b))) return undefined;
  return Math.max(...(bounds as number[]));
}

/**
 * The most an item can score: MAXSCORE (or SCORE's normalMaximum) when declared; else 1 for
 * match_correct, the mapping's best for map_response(_point), the best custom rules can set, or 1.
 * A human-scored item adds nothing to a machine score unless it declares MAXSCORE.
 */
export function maxScoreOf(model: ScoringModel): number {
  const declared = declaredMax(model);
  if (declared !== undefined) return declared;
  if (model.humanScored) return 0;
  const template = model.processing.template;
  const response = model.responses.find((r) => r.identifier === templateResponse(model));
  let best: number | undefined;
  if (template === 'match_correct' || template === 'CC2_match' || template === 'CC2_match_basic') best = 1;
  else if (template === 'map_response' || template === 'CC2_map_response') best = mappingMax(response);
  else if (template === 'map_response_point') best = areaMax(response);
  else best = rulesMax(model);
  return Math.max(0, best ?? 1);
}
