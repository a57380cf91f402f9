import { hash32, mulberry32 } from '../prng';
import type { Expression, QtiValue, ScoringModel, TemplateDeclaration, TemplateModel, TemplateRule } from '../types';
import type { ScoringContext } from '../scoring/context';
import { ScoringError } from '../scoring/errors';
import { evaluate } from '../scoring/expressions';
import { asBoolean } from '../scoring/operands';
import { initialValue } from '../scoring/score-item';
import { comparable, isNullValue, parseDeclared } from '../scoring/values';

/**
 * The spec asks delivery engines to try a templateConstraint at least 100 times before giving up
 * and using the declared defaults; 100 keeps a badly written constraint cheap.
 */
export const MAX_TEMPLATE_ATTEMPTS = 100;

/** What template processing decided for one instance of an item. */
export interface TemplateInstance {
  /** template variables by identifier */
  values: Record<string, QtiValue>;
  /** correct responses set by setCorrectResponse, by response identifier */
  correct: Record<string, QtiValue>;
  /** defaults set by setDefaultValue, by response or outcome identifier */
  defaults: Record<string, QtiValue>;
  /** how many times processing ran (more than 1 when a constraint failed) */
  attempts: number;
}

/** The seed of one item of one session: the session's seed mixed with the item's identifier (and instance). */
export function itemSeed(sessionSeed: number, key: string): number {
  return (Math.imul(sessionSeed >>> 0, 0x9e3779b1) ^ hash32(`template:${key}`)) >>> 0;
}

type Flow = 'continue' | 'exit' | 'retry';

interface RunState {
  ctx: ScoringContext;
  values: Map<string, QtiValue>;
  correct: Map<string, QtiValue>;
  defaults: Map<string, QtiValue>;
  declarations: Map<string, TemplateDeclaration>;
  /** the last attempt: a failing constraint falls back to the defaults and processing goes on */
  last: boolean;
}

function declaredDefault(d: TemplateDeclaration): QtiValue {
  return d.defaultValue?.length ? parseDeclared(d.baseType, d.cardinality, d.defaultValue, d.identifier) : null;
}

/** The value as the variable holds it: its cardinality, and its base type where the two are comparable (3.0 becomes 3). */
function conform(identifier: string, target: { cardinality: string; baseType?: string }, value: QtiValue): QtiValue {
  if (isNullValue(value)) return null;
  const v = value!;
  if (v.cardinality !== target.cardinality) throw new ScoringError(`${identifier} is ${target.cardinality} but was given a ${v.cardinality} value`, identifier);
  if (v.cardinality === 'record' || !target.baseType) return v;
  const baseType = target.baseType as typeof v.baseType;
  if (!comparable(baseType, v.baseType)) throw new ScoringError(`${identifier} is ${baseType} but was given a ${v.baseType} value`, identifier);
  if (baseType === 'integer') {
    const scalars = v.cardinality === 'single' ? [v.value] : v.value;
    if (scalars.some((s) => !Number.isInteger(s))) throw new ScoringError(`${identifier} is integer but was given a fraction`, identifier);
  }
  return { ...v, baseType };
}

function holds(e: Expression, ctx: ScoringContext): boolean {
  return asBoolean('templateConstraint', evaluate(e, ctx)) === true;
}

function resetToDefaults(state: RunState): void {
  for (const d of state.declarations.values()) state.values.set(d.identifier, declaredDefault(d));
}

function runRule(rule: TemplateRule, state: RunState, model: ScoringModel): Flow {
  const { ctx } = state;
  switch (rule.kind) {
    case 'exitTemplate':
      return 'exit';
    case 'setTemplateValue': {
      const d = state.declarations.get(rule.identifier);
      if (!d) throw new ScoringError(`${rule.identifier} is not a declared template variable`, rule.identifier);
      state.values.set(rule.identifier, conform(rule.identifier, d, evaluate(rule.expression, ctx)));
      return 'continue';
    }
    case 'setCorrectResponse':
    case 'setDefaultValue': {
      const target =
        model.responses.find((r) => r.identifier === rule.identifier) ??
        (rule.kind === 'setDefaultValue' ? model.outcomes.find((o) => o.identifier === rule.identifier) : undefined);
      if (!target)
        throw new ScoringError(
          `${rule.identifier} is not a declared ${rule.kind === 'setCorrectResponse' ? 'response' : 'response or outcome'}`,
          rule.identifier,
        );
      const value = conform(rule.identifier, target, evaluate(rule.expression, ctx));
      (rule.kind === 'setCorrectResponse' ? state.correct : state.defaults).set(rule.identifier, value);
      return 'continue';
    }
    case 'templateCondition': {
      // a NULL condition is not true, so its branch is skipped like a false one
      const branch = rule.branches.find((b) => b.condition === undefined || asBoolean('templateCondition', evaluate(b.condition, ctx)) === true);
      return branch ? runRules(branch.rules, state, model) : 'continue';
    }
    case 'templateConstraint':
      if (holds(rule.expression, ctx)) return 'continue';
      if (!state.last) return 'retry';
      resetToDefaults(state);
      return 'continue';
  }
}

function runRules(rules: TemplateRule[], state: RunState, model: ScoringModel): Flow {
  for (const rule of rules) {
    const flow = runRule(rule, state, model);
    if (flow !== 'continue') return flow;
  }
  return 'continue';
}

/**
 * The same seed always gives the same instance. After MAX_TEMPLATE_ATTEMPTS a failing templateConstraint
 * leaves the defaults and processing goes on; a ScoringError means the item's rules are flawed.
 */
export function runTemplateProcessing(templates: TemplateModel, model: ScoringModel, seed: number | (() => number)): TemplateInstance {
  const declarations = new Map(templates.declarations.map((d) => [d.identifier, d]));
  // a spec may hand in its own stream to work values out by hand
  const random = typeof seed === 'number' ? mulberry32(seed) : seed;
  for (let attempt = 1; ; attempt++) {
    const values = new Map<string, QtiValue>();
    const ctx: ScoringContext = {
      responseDecls: new Map(model.responses.map((r) => [r.identifier, r])),
      outcomeDecls: new Map(model.outcomes.map((o) => [o.identifier, o])),
      responses: new Map(model.responses.map((r) => [r.identifier, null])),
      outcomes: new Map(model.outcomes.map((o) => [o.identifier, initialValue(o)])),
      resolveVariable: (id) => (values.has(id) ? values.get(id)! : undefined),
      random,
    };
    const state: RunState = { ctx, values, correct: new Map(), defaults: new Map(), declarations, last: attempt >= MAX_TEMPLATE_ATTEMPTS };
    resetToDefaults(state);
    if (runRules(templates.processing, state, model) === 'retry') continue;
    return {
      values: Object.fromEntries(values),
      correct: Object.fromEntries(state.correct),
      defaults: Object.fromEntries(state.defaults),
      attempts: attempt,
    };
  }
}
