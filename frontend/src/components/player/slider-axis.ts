/**
 * QTI `reverse` puts the upper bound where the lower one normally is. The Mantine slider only runs
 * lower-to-upper, so a reversed slider is given the mirrored value (lower + upper - v): the thumb
 * then sits where the reversed axis wants it, while `scale` keeps aria-valuenow and the label on
 * the candidate's real value.
 */
export interface SliderAxis {
  lower: number;
  upper: number;
  reverse: boolean;
}

export function toTrack(axis: SliderAxis, value: number): number {
  return axis.reverse ? +(axis.lower + axis.upper - value).toFixed(10) : value;
}

export const fromTrack = toTrack;

/** Marks under the track: every step when stepLabel asks and there are few, else the two bounds. */
export function marksFor(axis: SliderAxis, step: number, labelled: boolean) {
  const { lower, upper } = axis;
  const count = Math.round((upper - lower) / step);
  const values = !labelled || count > 10 ? [lower, upper] : Array.from({ length: count + 1 }, (_, i) => +(lower + i * step).toFixed(10));
  return values.map((value) => ({ value: toTrack(axis, value), label: String(value) }));
}

/**
 * The ARIA slider pattern in real values: Right and Up raise, Left and Down lower, Page keys move a
 * tenth, Home and End go to the bounds, whichever way the track runs. Null for other keys.
 */
export function keyTarget(key: string, value: number, step: number, axis: SliderAxis): number | null {
  const big = Math.max(step, Math.round((axis.upper - axis.lower) / 10 / step) * step);
  const moves: Record<string, number> = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step, PageUp: big, PageDown: -big };
  if (key === 'Home') return axis.lower;
  if (key === 'End') return axis.upper;
  if (!(key in moves)) return null;
  return Math.min(axis.upper, Math.max(axis.lower, +(value + moves[key]).toFixed(10)));
}
