import { Prior } from './estimation';
import { DEFAULT_QUADRATURE, QuadratureSettings } from './quadrature';
import { IrtSettingsError, requireNumber, requirePositive, requireWhole } from './settings-error';

/** How an adaptive test starts, picks and stops. */
export interface CatSettings {
  /** θ at which the first item is chosen. */
  readonly startTheta: number;
  /** The EAP prior. */
  readonly prior: Prior;
  readonly quadrature: QuadratureSettings;
  /** No stop for precision before this many items. */
  readonly minLength: number;
  readonly maxLength: number;
  /** Stop once the posterior SD is at most this. */
  readonly targetSe: number;
  /** Randomesque exposure control: pick at random among the k most informative items (1 = always the best). */
  readonly randomesque: number;
  /** Share of the test each strand should have (summing to 1), or null for no content balancing. */
  readonly contentTargets: Readonly<Record<string, number>> | null;
}

export const DEFAULT_CAT_SETTINGS: CatSettings = {
  startTheta: 0,
  prior: { mean: 0, sd: 1 },
  quadrature: DEFAULT_QUADRATURE,
  minLength: 10,
  maxLength: 40,
  targetSe: 0.3,
  randomesque: 5,
  contentTargets: null,
};

export function validateQuadrature(setting: string, value: QuadratureSettings): QuadratureSettings {
  if (typeof value !== 'object' || value === null) throw new IrtSettingsError(setting, 'an object { points, range }', value);
  const points = requireWhole(`${setting}.points`, value.points, 11, 401);
  if (points % 2 === 0) throw new IrtSettingsError(`${setting}.points`, 'odd, so that θ = 0 is a node', points);
  return { points, range: requireNumber(`${setting}.range`, value.range, 2, 10) };
}

export function validatePrior(setting: string, value: Prior): Prior {
  if (typeof value !== 'object' || value === null) throw new IrtSettingsError(setting, 'an object { mean, sd }', value);
  return { mean: requireNumber(`${setting}.mean`, value.mean, -4, 4), sd: requireNumber(`${setting}.sd`, value.sd, 0.1, 5) };
}

/** The defaults with the given settings laid over them, checked; an IrtSettingsError names the first setting out of range. */
export function catSettings(input: Partial<CatSettings> = {}): CatSettings {
  const merged = { ...DEFAULT_CAT_SETTINGS, ...input };
  const quadrature = validateQuadrature('quadrature', merged.quadrature);
  const startTheta = requireNumber('startTheta', merged.startTheta, -quadrature.range, quadrature.range);
  const prior = validatePrior('prior', merged.prior);
  const minLength = requireWhole('minLength', merged.minLength, 1);
  const maxLength = requireWhole('maxLength', merged.maxLength, 1);
  if (maxLength < minLength) throw new IrtSettingsError('maxLength', `at least minLength (${minLength})`, maxLength);
  const targetSe = requirePositive('targetSe', merged.targetSe);
  if (targetSe >= prior.sd) throw new IrtSettingsError('targetSe', `below prior.sd (${prior.sd}), or no answer is needed to reach it`, targetSe);
  const randomesque = requireWhole('randomesque', merged.randomesque, 1);
  return { startTheta, prior, quadrature, minLength, maxLength, targetSe, randomesque, contentTargets: validateTargets(merged.contentTargets) };
}

function validateTargets(targets: CatSettings['contentTargets']): CatSettings['contentTargets'] {
  if (targets === null) return null;
  if (typeof targets !== 'object' || Array.isArray(targets)) throw new IrtSettingsError('contentTargets', 'an object of strand → share, or null', targets);
  const entries = Object.entries(targets);
  if (entries.length === 0) throw new IrtSettingsError('contentTargets', 'null or name at least one strand', targets);
  for (const [strand, share] of entries) requireNumber(`contentTargets.${strand}`, share, 0, 1);
  const total = entries.reduce((sum, [, share]) => sum + share, 0);
  if (Math.abs(total - 1) > 1e-6) throw new IrtSettingsError('contentTargets', 'shares summing to 1', Number(total.toFixed(6)));
  return { ...targets };
}
