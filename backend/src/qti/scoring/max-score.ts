import type { AreaMapping, BaseType, Expression, MapEntry, Mapping, ResponseDeclaration, ResponseRule, ScoringModel } from '../types';
import { bounded } from './mapping';
import { templateResponse } from './templates';
import { isNumericType, keyOf, parseScalar } from './values';

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

/** A positive default on a container is bounded only by upperBound, since any number of unmapped values would add it. */
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

/** MAXSCORE's default or SCORE's normalMaximum, when the item declares either. */
export function declaredMaxOf(model: ScoringModel): number | undefined {
  const maxScore = model.outcomes.find((o) => o.identifier === 'MAXSCORE');
  const value = Number(maxScore?.defaultValue?.[0]?.trim() || NaN);
  if (Number.isFinite(value)) return value;
  return model.outcomes.find((o) => o.identifier === 'SCORE')?.normalMaximum;
}

/**
 * An upper bound of what an expression can give SCORE, where it is easy to know; `score` is the
 * bound SCORE holds at that point, so accumulating rules (sum(variable SCORE, 1)) add up.
 */
function upper(e: Expression, model: ScoringModel, score: number | undefined): number | undefined {
  const declaration = model.responses.find((r) => r.identifier === e.attrs.identifier);
  const parts = (): (number | undefined)[] => e.children.map((c) => upper(c, model, score));
  switch (e.name) {
    case 'baseValue': {
      const n = e.attrs.baseType === 'integer' || e.attrs.baseType === 'float' ? Number(e.text) : NaN;
      return Number.isFinite(n) ? n : undefined;
    }
    case 'variable':
      return e.attrs.identifier === 'SCORE' && !e.attrs.weightIdentifier ? score : undefined;
    case 'mapResponse':
      return mappingMax(declaration);
    case 'mapResponsePoint':
      return areaMax(declaration);
    case 'sum': {
      const ns = parts();
      return ns.includes(undefined) ? undefined : (ns as number[]).reduce((s, v) => s + v, 0);
    }
    case 'max': {
      const ns = parts();
      return ns.length === 0 || ns.includes(undefined) ? undefined : Math.max(...(ns as number[]));
    }
    case 'min': {
      // min is at most the smallest known bound of its operands
      const ns = parts().filter((n): n is number => n !== undefined);
      return ns.length === 0 ? undefined : Math.min(...ns);
    }
    default:
      return undefined;
  }
}

/** A condition may take any branch and exitResponse may stop anywhere, so the highest bound seen on the way counts. */
function rulesMax(model: ScoringModel): number | undefined {
  const score = model.outcomes.find((o) => o.identifier === 'SCORE');
  const initial = Number(score?.defaultValue?.[0] ?? 0);
  let highest: number | undefined = Number.isFinite(initial) ? initial : undefined;
  let known = highest !== undefined;
  const seen = (n: number | undefined): number | undefined => {
    if (n === undefined || !Number.isFinite(n)) known = false;
    else highest = Math.max(highest ?? n, n);
    return n;
  };
  const lookupBound = (): number | undefined => {
    const table = score?.lookupTable;
    const targets = [...(table?.entries.map((e) => e.target) ?? []), table?.defaultValue ?? '0'].map(Number);
    return targets.every(Number.isFinite) ? Math.max(...targets) : undefined;
  };
  const walk = (rules: ResponseRule[], bound: number | undefined): number | undefined => {
    let current = bound;
    for (const rule of rules) {
      if (!known) return undefined;
      if (rule.kind === 'responseCondition') {
        const ends = rule.branches.map((b) => walk(b.rules, current));
        if (rule.branches.every((b) => b.condition !== undefined)) ends.push(current);
        current = ends.includes(undefined) ? undefined : Math.max(...(ends as number[]));
      } else if (rule.kind === 'setOutcomeValue' && rule.identifier === 'SCORE') current = seen(upper(rule.expression, model, current));
      else if (rule.kind === 'lookupOutcomeValue' && rule.identifier === 'SCORE') current = seen(lookupBound());
    }
    return current;
  };
  walk(model.processing.rules, highest);
  return known ? highest : undefined;
}

/**
 * How SCORE counts: a number; a boolean right/wrong flag (true earns the maximum: MAXSCORE, else 1);
 * or uncounted, a SCORE of another base type or cardinality, which adds nothing to score or maximum.
 */
export function scoreKindOf(model: Pick<ScoringModel, 'outcomes'>): 'number' | 'boolean' | 'uncounted' {
  const score = model.outcomes.find((o) => o.identifier === 'SCORE');
  if (!score || (score.cardinality === 'single' && (score.baseType === undefined || isNumericType(score.baseType)))) return 'number';
  return score.cardinality === 'single' && score.baseType === 'boolean' ? 'boolean' : 'uncounted';
}

/** A human-scored item adds nothing to a machine score unless it declares MAXSCORE. */
export function maxScoreOf(model: ScoringModel): number {
  const kind = scoreKindOf(model);
  if (kind === 'uncounted') return 0;
  const declared = declaredMaxOf(model);
  if (declared !== undefined) return declared;
  if (kind === 'boolean') return model.humanScored ? 0 : 1;
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
