import { IrtSettingsError, requireNumber, requirePositive } from './settings-error';

/** A reported scale: score = clamp(round(intercept + slope·θ), lower, upper). */
export interface ScoreScale {
  readonly intercept: number;
  readonly slope: number;
  readonly lower: number;
  readonly upper: number;
}

export interface ScaledScore {
  readonly score: number;
  /** The error band, score ± slope·SE, rounded and held within the bounds like the score. */
  readonly low: number;
  readonly high: number;
  /** slope·SE on the scale, before rounding. */
  readonly halfWidth: number;
}

export function validateScale(scale: ScoreScale): ScoreScale {
  const intercept = requireNumber('scale.intercept', scale.intercept);
  const slope = requirePositive('scale.slope', scale.slope);
  const lower = requireNumber('scale.lower', scale.lower);
  const upper = requireNumber('scale.upper', scale.upper);
  if (upper <= lower) throw new IrtSettingsError('scale.upper', `above scale.lower (${lower})`, upper);
  return { intercept, slope, lower, upper };
}

function onScale(value: number, scale: ScoreScale): number {
  return Math.min(scale.upper, Math.max(scale.lower, Math.round(value)));
}

export function toScale(theta: number, se: number, scale: ScoreScale): ScaledScore {
  const centre = scale.intercept + scale.slope * theta;
  const halfWidth = scale.slope * se;
  return { score: onScale(centre, scale), low: onScale(centre - halfWidth, scale), high: onScale(centre + halfWidth, scale), halfWidth };
}

/** Ready (college-ready, placed) when the score reaches the cut. */
export function isReady(score: number, cut: number): boolean {
  return score >= cut;
}

/**
 * Diagnostic level 1–6 from five ascending thresholds (on θ or on the scale, as long as the value
 * is on the same one): level 1 below the first, one more for each threshold reached.
 */
export function diagnosticLevel(value: number, thresholds: readonly number[]): number {
  if (thresholds.length !== 5) throw new IrtSettingsError('thresholds', 'five numbers, one per step between levels 1 and 6', thresholds);
  thresholds.forEach((t, i) => {
    requireNumber(`thresholds[${i}]`, t);
    if (i > 0 && t <= thresholds[i - 1]) throw new IrtSettingsError(`thresholds[${i}]`, `above thresholds[${i - 1}] (${thresholds[i - 1]})`, t);
  });
  return 1 + thresholds.filter((t) => value >= t).length;
}
