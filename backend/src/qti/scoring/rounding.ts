/**
 * Half away from zero (Java's ROUND_HALF_UP) on the shortest decimal form, so 1.005 to 2 places is 1.01 as
 * an author expects, not 1.00 as its binary approximation gives.
 */
function shift(x: number, places: number): number {
  const [mantissa, exponent = '0'] = String(x).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

export function roundDecimalPlaces(x: number, places: number): number {
  if (x === 0) return 0;
  const sign = x < 0 ? -1 : 1;
  const rounded = Math.floor(shift(Math.abs(x), places) + 0.5);
  return sign * shift(rounded, -places);
}

export function roundSignificantFigures(x: number, figures: number): number {
  if (x === 0) return 0;
  const magnitude = Math.floor(Math.log10(Math.abs(x)));
  // log10 can land one short at exact powers of ten read from their decimal form
  const exact = Math.abs(x) >= Number(`1e${magnitude + 1}`) ? magnitude + 1 : magnitude;
  return roundDecimalPlaces(x, figures - 1 - exact);
}

export type RoundingMode = 'significantFigures' | 'decimalPlaces';

/** NULL (undefined) when the figures make no sense: fewer than 1 significant figure, or negative places. */
export function roundTo(x: number, mode: RoundingMode, figures: number): number | undefined {
  if (!Number.isInteger(figures)) return undefined;
  if (mode === 'significantFigures') return figures < 1 ? undefined : roundSignificantFigures(x, figures);
  return figures < 0 ? undefined : roundDecimalPlaces(x, figures);
}
