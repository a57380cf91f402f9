import type { CandidateResponse, OutcomeDeclaration, QtiValue, ScoringModel, ScoringResult } from '../types';
import { hash32, mulberry32 } from '../prng';
import type { ScoringContext } from './context';
import { ScoringError } from './errors';
import { feedbackShown } from './feedback';
import { declaredMaxOf, maxScoreOf, scoreKindOf } from './max-score';
import { runRules } from './rules';
import { factsValue, sessionFacts, SESSION_FACTS } from './session-facts';
import { templateResponse, templateRules } from './templates';
import { isNumericType, parseCandidate, parseDeclared } from './values';

/**
 * Built-in response variables of every item session; one submission is one attempt. duration (the
 * time spent) is not measured, and an item reading it is refused at import.
 */
const BUILT_IN: Record<string, QtiValue> = {
  numAttempts: { cardinality: 'single', baseType: 'integer', value: 1 },
};

const IMPLIED_SCORE: OutcomeDeclaration = { identifier: 'SCORE', cardinality: 'single', baseType: 'float' };

/** 'unknown' because response processing runs at the end of the attempt; an item declaring it keeps its own. */
const COMPLETION_STATUS: OutcomeDeclaration = { identifier: 'completionStatus', cardinality: 'single', baseType: 'identifier', defaultValue: ['unknown'] };

/** QTI starts an outcome at its default, else a single numeric one at 0 and any other at NULL. */
export function initialValue(declaration: OutcomeDeclaration): QtiValue {
  const { identifier, cardinality, baseType } = declaration;
  // an empty value is no value, so a default of only empty ones is no default
  const defaultValue = declaration.defaultValue?.filter((v) => v.trim() !== '');
  if (defaultValue && defaultValue.length > 0) return parseDeclared(baseType ?? 'float', cardinality, defaultValue, identifier);
  if (cardinality === 'single' && (baseType === undefined ? identifier === 'SCORE' : isNumericType(baseType))) {
    return { cardinality, baseType: baseType ?? 'float', value: 0 };
  }
  return null;
}

function createContext(model: ScoringModel, responses: Record<string, CandidateResponse>): ScoringContext {
  const ctx: ScoringContext = { responseDecls: new Map(), outcomeDecls: new Map(), responses: new Map(), outcomes: new Map() };
  for (const [id, value] of Object.entries(BUILT_IN)) ctx.responses.set(id, value);
  // template variables of the instance are read like outcomes; random draws repeat with them
  const templateValues = model.templateValues ?? {};
  ctx.resolveVariable = (id) => (Object.prototype.hasOwnProperty.call(templateValues, id) ? templateValues[id] : undefined);
  ctx.random = mulberry32(hash32(JSON.stringify(templateValues)));
  for (const declaration of model.responses) {
    const given = Object.prototype.hasOwnProperty.call(responses ?? {}, declaration.identifier) ? responses[declaration.identifier] : null;
    const value = given ?? declaration.unanswered ?? null;
    ctx.responseDecls.set(declaration.identifier, declaration);
    ctx.responses.set(declaration.identifier, parseCandidate(declaration, value));
  }
  // the standard templates set SCORE, so an item using one has it even if the author left it out
  const outcomes =
    model.processing.template && !model.outcomes.some((o) => o.identifier === 'SCORE') ? [...model.outcomes, IMPLIED_SCORE] : [...model.outcomes];
  if (!outcomes.some((o) => o.identifier === COMPLETION_STATUS.identifier)) outcomes.push(COMPLETION_STATUS);
  for (const declaration of outcomes) {
    ctx.outcomeDecls.set(declaration.identifier, declaration);
    ctx.outcomes.set(declaration.identifier, initialValue(declaration));
  }
  return ctx;
}

function numberOf(value: QtiValue | undefined): number | undefined {
  return value && value.cardinality === 'single' && typeof value.value === 'number' ? value.value : undefined;
}

/** MAXSCORE as the item leaves it, unless it is only the 0 every undeclared-default number starts at. */
function declaredMaxScore(model: ScoringModel, ctx: ScoringContext): number | undefined {
  const value = numberOf(ctx.outcomes.get('MAXSCORE'));
  const hasDefault = model.outcomes.some((o) => o.identifier === 'MAXSCORE' && o.defaultValue?.some((v) => v.trim() !== ''));
  return value !== undefined && (value !== 0 || hasDefault) ? value : undefined;
}

function machineScore(model: ScoringModel, responses: Record<string, CandidateResponse>): ScoringResult {
  const ctx = createContext(model, responses);
  if (!model.humanScored) {
    const { template, rules } = model.processing;
    const declared = new Set(ctx.outcomeDecls.keys());
    runRules(template ? [...templateRules(template, templateResponse(model), declared), ...rules] : rules, ctx);
  }
  const kind = scoreKindOf(model);
  const declared = declaredMaxScore(model, ctx) ?? declaredMaxOf(model);
  let score = model.humanScored ? 0 : (numberOf(ctx.outcomes.get('SCORE')) ?? 0);
  let maxScore: number;
  if (kind === 'uncounted') [score, maxScore] = [0, 0];
  else if (kind === 'boolean') {
    maxScore = declared ?? maxScoreOf(model);
    score = !model.humanScored && ctx.outcomes.get('SCORE')?.value === true ? maxScore : 0;
  } else {
    // where the item declares no maximum and its rules are too involved to bound, what the candidate
    // reached is still a lower bound of the maximum
    maxScore = declared ?? Math.max(maxScoreOf(model), score);
  }
  return {
    outcomes: { ...Object.fromEntries(ctx.outcomes), [SESSION_FACTS]: factsValue(sessionFacts(model, ctx.responses)) },
    score,
    maxScore,
    feedbackShown: feedbackShown(model.feedback, ctx.outcomes),
  };
}

/** Pure and deterministic; a ScoringError means a model bug. */
export function scoreItem(model: ScoringModel, responses: Record<string, CandidateResponse>): ScoringResult {
  if (!model.humanScored) return machineScore(model, responses);
  try {
    return machineScore(model, responses);
  } catch (err) {
    // a person scores this item, so a flaw in its declarations must not stop the answer being saved
    if (!(err instanceof ScoringError)) throw err;
    return { outcomes: {}, score: 0, maxScore: 0, feedbackShown: [] };
  }
}
