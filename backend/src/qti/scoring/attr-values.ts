import type { Expression } from '../types';
import type { ScoringContext } from './context';
import { ScoringError } from './errors';
import { readVariable } from './variables';

/** integerOrVariableRef / floatOrVariableRef: a number or a variable's identifier (braced in 3.0); NULL when it is NULL. */
export function numberAttr(e: Expression, name: string, ctx: ScoringContext, fallback?: number): number | null {
  const raw = e.attrs[name]?.trim();
  if (raw === undefined || raw === '') {
    if (fallback !== undefined) return fallback;
    throw new ScoringError(`${e.name} needs a ${name} attribute`);
  }
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(raw)) return Number(raw);
  const identifier = raw.replace(/^\{(.*)\}$/, '$1');
  const value = readVariable(identifier, ctx);
  if (value === null) return null;
  if (value.cardinality !== 'single' || typeof value.value !== 'number') {
    throw new ScoringError(`${e.name}: ${name} refers to ${identifier}, which is not a single number`, identifier);
  }
  return value.value;
}

/** A string attribute that may be a variable reference (patternMatch's pattern). */
export function stringAttr(e: Expression, name: string, ctx: ScoringContext): string | null {
  const raw = e.attrs[name];
  if (raw === undefined) throw new ScoringError(`${e.name} needs a ${name} attribute`);
  const ref = /^\{(.+)\}$/.exec(raw.trim());
  if (!ref) return raw;
  const value = readVariable(ref[1], ctx);
  if (value === null) return null;
  if (value.cardinality !== 'single') throw new ScoringError(`${e.name}: ${name} refers to ${ref[1]}, which is not a single value`, ref[1]);
  return String(value.value);
}
