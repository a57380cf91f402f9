import type { QtiValue } from '../types';
import type { ScoringContext } from './context';
import { ScoringError } from './errors';
import type { Operator } from './operator';
import { arity, asContainer } from './operands';
import { numberAttr } from './attr-values';

/** Seeded, never Math.random: the resumed session, the scorer and the player all see one instance of a cloned item. */
function draw(op: string, ctx: ScoringContext): number {
  if (!ctx.random) throw new ScoringError(`${op} needs a seeded random stream, and none was given`);
  return ctx.random();
}

/** One value of a multiple or ordered container, picked at random; NULL for NULL. */
const random: Operator = (args, e, ctx) => {
  arity('random', args, 1);
  const container = asContainer('random', args[0]);
  if (container === null) return null;
  const index = Math.min(container.value.length - 1, Math.floor(draw('random', ctx) * container.value.length));
  return { cardinality: 'single', baseType: container.baseType, value: container.value[index] };
};

/** An integer of min, min + step, ... up to max (min defaults to 0, step to 1); NULL when no such integer exists. */
const randomInteger: Operator = (args, e, ctx) => {
  arity('randomInteger', args, 0);
  const min = numberAttr(e, 'min', ctx, 0);
  const max = numberAttr(e, 'max', ctx);
  const step = numberAttr(e, 'step', ctx, 1);
  if (min === null || max === null || step === null) return null;
  if (![min, max, step].every(Number.isSafeInteger) || step < 1 || max < min) return null;
  const count = Math.floor((max - min) / step) + 1;
  if (!Number.isSafeInteger(count)) return null;
  const k = Math.min(count - 1, Math.floor(draw('randomInteger', ctx) * count));
  return { cardinality: 'single', baseType: 'integer', value: min + k * step };
};

/** A float from min (default 0) up to max. */
const randomFloat: Operator = (args, e, ctx) => {
  arity('randomFloat', args, 0);
  const min = numberAttr(e, 'min', ctx, 0);
  const max = numberAttr(e, 'max', ctx);
  if (min === null || max === null || max < min || !Number.isFinite(max - min)) return null;
  const value: QtiValue = { cardinality: 'single', baseType: 'float', value: min + draw('randomFloat', ctx) * (max - min) };
  return value;
};

export const RANDOM_OPERATORS: Record<string, Operator> = { random, randomInteger, randomFloat };
