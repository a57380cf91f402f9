import type { QtiValue } from '../types';
import type { ScoringContext } from './context';
import { ScoringError } from './errors';
import { asNumber } from './operands';

/** The value of a variable of the session by identifier: a response, an outcome, or what the caller resolves (template variables). */
export function lookupVariable(identifier: string, ctx: ScoringContext): QtiValue | undefined {
  if (ctx.responses.has(identifier)) return ctx.responses.get(identifier)!;
  if (ctx.outcomes.has(identifier)) return ctx.outcomes.get(identifier)!;
  return ctx.resolveVariable?.(identifier);
}

/**
 * An integerOrVariableRef / floatOrVariableRef attribute: a number, or the identifier of a variable
 * holding one (QTI 2.1 writes the reference in braces, `{N}`; later versions may drop them).
 * Undefined when the attribute is absent; null when the variable is NULL.
 */
export function numberAttr(op: string, raw: string | undefined, ctx: ScoringContext): number | null | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const text = raw.trim();
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return Number(text);
  const identifier = text.replace(/^\{(.*)\}$/, '$1');
  const value = lookupVariable(identifier, ctx);
  if (value === undefined) throw new ScoringError(`${op} refers to ${identifier}, which is not declared`, identifier);
  return asNumber(op, value)?.n ?? null;
}
