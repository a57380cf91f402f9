import type { Expression, QtiScalar, QtiValue, ResponseDeclaration } from '../types';
import type { ScoringContext } from './context';
import { ScoringError } from './errors';
import { LOGIC_OPERATORS } from './logic-operators';
import { mapResponse, mapResponsePoint } from './mapping';
import { MATH_FUNCTIONS } from './math-functions';
import { MATH_OPERATORS } from './math-operators';
import { RANDOM_OPERATORS } from './random-operators';
import { NUMBER_OPERATORS } from './number-operators';
import { CONTAINER_OPERATORS, repeatOf } from './container-operators';
import { STRING_OPERATORS } from './string-operators';
import { TEST_OPERATORS } from './test-operators';
import { readVariable } from './variables';
import type { Operator } from './operator';
import { arity } from './operands';
import { comparable, isNullValue, isNumericType, parseDeclared, parseScalar } from './values';

function identifierOf(e: Expression): string {
  const id = e.attrs.identifier;
  if (!id) throw new ScoringError(`${e.name} needs an identifier`);
  return id;
}

function responseDeclaration(e: Expression, ctx: ScoringContext): ResponseDeclaration {
  const id = identifierOf(e);
  const declaration = ctx.responseDecls.get(id);
  if (!declaration) throw new ScoringError(`${e.name} refers to ${id}, which is not a declared response`, id);
  return declaration;
}

/**
 * variable; at test level a weightIdentifier scales an item's number by that item's weight (1
 * without one): a single number, or each number of a container.
 */
const variable: Operator = (args, e, ctx) => {
  arity('variable', args, 0);
  const id = identifierOf(e);
  const value = readVariable(id, ctx);
  const weightId = e.attrs.weightIdentifier;
  if (!weightId || !ctx.weightOf || value === null || value.cardinality === 'record' || !isNumericType(value.baseType)) return value;
  const weight = ctx.weightOf(id, weightId);
  if (weight === undefined || weight === 1) return value;
  if (value.cardinality === 'single') return { cardinality: 'single', baseType: 'float', value: (value.value as number) * weight };
  return { cardinality: value.cardinality, baseType: 'float', value: (value.value as number[]).map((n) => n * weight) };
};

const correct: Operator = (args, e, ctx) => {
  arity('correct', args, 0);
  const declaration = responseDeclaration(e, ctx);
  return parseDeclared(declaration.baseType, declaration.cardinality, declaration.correctResponse ?? [], declaration.identifier);
};

const baseValue: Operator = (args, e) => {
  arity('baseValue', args, 0);
  const baseType = e.attrs.baseType as Parameters<typeof parseScalar>[0] | undefined;
  const text = e.text ?? '';
  if (baseType === 'string' && text === '') return null;
  const value = baseType ? parseScalar(baseType, text) : undefined;
  if (value === undefined) throw new ScoringError(`baseValue "${text}" is not a valid ${baseType ?? 'value without a baseType'}`);
  return { cardinality: 'single', baseType: baseType!, value };
};

/** multiple and ordered build a container from singles and containers of their kind; NULLs drop out. */
function container(kind: 'multiple' | 'ordered'): Operator {
  return (args) => {
    const present = args.filter((v) => !isNullValue(v)) as Exclude<QtiValue, null>[];
    if (present.length === 0) return null;
    const first = present[0];
    if (first.cardinality === 'record') throw new ScoringError(`${kind} cannot hold a record`);
    const values: QtiScalar[] = [];
    for (const v of present) {
      if (v.cardinality !== 'single' && v.cardinality !== kind) throw new ScoringError(`${kind} cannot hold a ${v.cardinality} value`);
      if (!comparable(first.baseType, v.baseType)) throw new ScoringError(`${kind} mixes ${first.baseType} with ${v.baseType}`);
      if (v.cardinality === 'single') values.push(v.value);
      else values.push(...v.value);
    }
    return { cardinality: kind, baseType: first.baseType, value: values };
  };
}

const mapped =
  (f: typeof mapResponse): Operator =>
  (args, e, ctx) => {
    arity(e.name, args, 0);
    const declaration = responseDeclaration(e, ctx);
    return { cardinality: 'single', baseType: 'float', value: f(declaration, ctx.responses.get(declaration.identifier) ?? null) };
  };

const OPERATORS: Record<string, Operator> = {
  ...LOGIC_OPERATORS,
  ...MATH_OPERATORS,
  ...NUMBER_OPERATORS,
  ...MATH_FUNCTIONS,
  ...STRING_OPERATORS,
  ...CONTAINER_OPERATORS,
  ...TEST_OPERATORS,
  ...RANDOM_OPERATORS,
  variable,
  correct,
  baseValue,
  multiple: container('multiple'),
  ordered: container('ordered'),
  null: (args) => (arity('null', args, 0), null),
  mapResponse: mapped(mapResponse),
  mapResponsePoint: mapped(mapResponsePoint),
};

/** Names of the QTI expressions the scorer evaluates; an item using any other is rejected at import. */
export const SUPPORTED_EXPRESSIONS: readonly string[] = Object.freeze(Object.keys(OPERATORS).sort());

export function isSupportedExpression(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(OPERATORS, name);
}

export function evaluate(e: Expression, ctx: ScoringContext): QtiValue {
  if (!isSupportedExpression(e.name)) throw new ScoringError(`the expression ${e.name} is not supported`, e.name);
  const operands = () => e.children.map((child) => evaluate(child, ctx));
  // repeat evaluates its operands once per repetition, so random draws differ between them
  if (e.name === 'repeat') return repeatOf(e, ctx, operands);
  return OPERATORS[e.name](operands(), e, ctx);
}
