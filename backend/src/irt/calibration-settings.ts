import { Prior } from './estimation';
import { DEFAULT_QUADRATURE, QuadratureSettings } from './quadrature';
import { validatePrior, validateQuadrature } from './settings';
import { IrtSettingsError, requireNumber, requirePositive, requireWhole } from './settings-error';

/** Beta(alpha, beta) prior on the lower asymptote c of 3PL items. */
export interface BetaPrior {
  readonly alpha: number;
  readonly beta: number;
}

export interface CalibrationSettings {
  readonly quadrature: QuadratureSettings;
  /** EM cycles at most. */
  readonly maxCycles: number;
  /** Converged when no estimated a, b or c (nor the population mean and SD) moves more than this in a cycle. */
  readonly tolerance: number;
  /** A free item with fewer answers than this is reported as not calibrated and left out. */
  readonly minResponses: number;
  /** Normal prior on ln a of 2PL and 3PL items, or null for none. */
  readonly slopePrior: Prior | null;
  /** Beta prior on c of 3PL items, or null for none. */
  readonly guessingPrior: BetaPrior | null;
  /** Ability groups of the item-fit chi-square. */
  readonly fitGroups: number;
}

export const DEFAULT_CALIBRATION_SETTINGS: CalibrationSettings = {
  quadrature: DEFAULT_QUADRATURE,
  maxCycles: 500,
  tolerance: 1e-4,
  minResponses: 200,
  // BILOG-MG's lognormal(0, 0.5) on the normal-metric slope, carried to the logistic metric (×1.702).
  slopePrior: { mean: Math.log(1.702), sd: 0.5 },
  // BILOG-MG's default for five-option items: Beta(20p + 1, 20(1 − p) + 1) with p = 0.2.
  guessingPrior: { alpha: 5, beta: 17 },
  fitGroups: 10,
};

export function calibrationSettings(input: Partial<CalibrationSettings> = {}): CalibrationSettings {
  const merged = { ...DEFAULT_CALIBRATION_SETTINGS, ...input };
  let slopePrior: Prior | null = null;
  if (merged.slopePrior !== null) {
    const prior = validatePrior('slopePrior', merged.slopePrior);
    slopePrior = prior;
  }
  let guessingPrior: BetaPrior | null = null;
  if (merged.guessingPrior !== null) {
    if (typeof merged.guessingPrior !== 'object') throw new IrtSettingsError('guessingPrior', 'an object { alpha, beta }, or null', merged.guessingPrior);
    guessingPrior = {
      alpha: requireNumber('guessingPrior.alpha', merged.guessingPrior.alpha, 1, 1000),
      beta: requireNumber('guessingPrior.beta', merged.guessingPrior.beta, 1, 1000),
    };
  }
  return {
    quadrature: validateQuadrature('quadrature', merged.quadrature),
    maxCycles: requireWhole('maxCycles', merged.maxCycles, 1, 100_000),
    tolerance: requirePositive('tolerance', merged.tolerance),
    minResponses: requireWhole('minResponses', merged.minResponses, 1),
    slopePrior,
    guessingPrior,
    fitGroups: requireWhole('fitGroups', merged.fitGroups, 2, 100),
  };
}
