import type { QtiValue } from '../types';
import type { ScoringContext } from './context';
import { ScoringError } from './errors';

/** A variable by identifier: a response, an outcome, or what the context resolves (an item's outcome in a test). */
export function readVariable(identifier: string, ctx: ScoringContext): QtiValue {
  if (ctx.responses.has(identifier)) return ctx.responses.get(identifier)!;
  if (ctx.outcomes.has(identifier)) return ctx.outcomes.get(identifier)!;
  const resolved = ctx.resolveVariable?.(identifier);
  if (resolved !== undefined) return resolved;
  throw new ScoringError(`variable ${identifier} is not declared`, identifier);
}
