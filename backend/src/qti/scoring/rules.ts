import type { BaseType, Expression, OutcomeDeclaration, QtiScalar, QtiValue, ResponseRule } from '../types';
import type { ScoringContext } from './context';
import { ScoringError } from './errors';
import { evaluate } from './expressions';
import { asBoolean, asNumber } from './operands';
import { comparable, isNullValue, parseDeclared, parseScalar } from './values';

type Flow = 'continue' | 'exit';

function outcomeDeclaration(identifier: string, ctx: ScoringContext): OutcomeDeclaration {
  const declaration = ctx.outcomeDecls.get(identifier);
  if (!declaration) throw new ScoringError(`${identifier} is not a declared outcome`, identifier);
  return declaration;
}

/** An identifier is a string of a narrower form: it goes into a string as it is, a string into an identifier when it is one. */
function textual(outcome: BaseType, given: BaseType, scalars: QtiScalar[]): boolean {
  if (outcome === 'string' && given === 'identifier') return true;
  return outcome === 'identifier' && given === 'string' && scalars.every((s) => parseScalar('identifier', String(s)) === s);
}

/** The value as the outcome holds it: same cardinality and base type (an integer may become a float). */
function conform(declaration: OutcomeDeclaration, value: QtiValue): QtiValue {
  if (isNullValue(value)) return null;
  const v = value!;
  const id = declaration.identifier;
  if (v.cardinality !== declaration.cardinality) {
    throw new ScoringError(`${id} is ${declaration.cardinality} but was given a ${v.cardinality} value`, id);
  }
  if (v.cardinality === 'record') return v;
  const baseType = declaration.baseType ?? v.baseType;
  const scalars = v.cardinality === 'single' ? [v.value] : v.value;
  if (!comparable(baseType, v.baseType) && !textual(baseType, v.baseType, scalars)) {
    throw new ScoringError(`${id} is ${baseType} but was given a ${v.baseType} value`, id);
  }
  // an integer outcome given a fraction keeps the fraction rather than silently losing score
  const conformed = baseType === 'integer' && scalars.some((s) => !Number.isInteger(s)) ? 'float' : baseType;
  return { ...v, baseType: conformed };
}

/** matchTable: the entry equal to the source; interpolationTable: the first entry at or below it. */
function lookup(declaration: OutcomeDeclaration, value: QtiValue): QtiValue {
  const id = declaration.identifier;
  const table = declaration.lookupTable;
  if (!table) throw new ScoringError(`${id} has no matchTable or interpolationTable to look up`, id);
  const source = asNumber('lookupOutcomeValue', value);
  let target: string | undefined;
  if (source !== null) {
    const hit = table.entries.find((entry) =>
      table.kind === 'match' ? entry.source === source.n : entry.includeBoundary === false ? source.n > entry.source : source.n >= entry.source,
    );
    target = hit?.target;
  }
  target ??= table.defaultValue;
  return target === undefined ? null : parseDeclared(declaration.baseType, declaration.cardinality, [target], id);
}

function variablesOf(e: Expression): string[] {
  const own = e.attrs.identifier ? [e.attrs.identifier] : [];
  return [...own, ...e.children.flatMap(variablesOf)];
}

/** A condition has no identifier of its own, so its errors name the variables it reads. */
function holds(condition: Expression, ctx: ScoringContext): boolean {
  const names = [...new Set(variablesOf(condition))];
  const label = `responseCondition on ${names.join(', ') || condition.name}`;
  return withIdentifier(label, names[0], () => asBoolean('a condition', evaluate(condition, ctx)) === true);
}

function withIdentifier<T>(label: string, identifier: string | undefined, run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof ScoringError && err.identifier === undefined) {
      throw new ScoringError(`${label}: ${err.message}`, identifier);
    }
    throw err;
  }
}

function runRule(rule: ResponseRule, ctx: ScoringContext): Flow {
  switch (rule.kind) {
    case 'exitResponse':
      return 'exit';
    case 'setOutcomeValue':
    case 'lookupOutcomeValue':
      return withIdentifier(rule.identifier, rule.identifier, () => {
        const declaration = outcomeDeclaration(rule.identifier, ctx);
        const value = evaluate(rule.expression, ctx);
        const result = rule.kind === 'setOutcomeValue' ? conform(declaration, value) : lookup(declaration, value);
        ctx.outcomes.set(rule.identifier, result);
        return 'continue';
      });
    case 'responseCondition': {
      // a NULL condition is not true, so its branch is skipped like a false one
      const branch = rule.branches.find((b) => b.condition === undefined || holds(b.condition, ctx));
      return branch ? runRules(branch.rules, ctx) : 'continue';
    }
  }
}

/** Runs rules in order; exitResponse ends all response processing, also from inside a condition. */
export function runRules(rules: ResponseRule[], ctx: ScoringContext): Flow {
  for (const rule of rules) {
    if (runRule(rule, ctx) === 'exit') return 'exit';
  }
  return 'continue';
}
