import type { CatSettings } from '../../irt';
import type { AdaptiveScale } from '../model/adaptive';

/** What a settings file declares for the portal's engine, before the defaults are laid under it. */
export interface DeclaredSettings {
  settings: Partial<CatSettings>;
  scale?: AdaptiveScale;
  /** keys of the file the portal does not read, for the warning */
  ignored: string[];
}

const NUMBERS = ['startTheta', 'minLength', 'maxLength', 'targetSe', 'randomesque'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The portal engine's settings file (JSON; the CAT specification leaves the format to the engine):
 * `startTheta`, `minLength`, `maxLength`, `targetSe`, `randomesque`, `contentTargets` (strand → share),
 * `prior` { mean, sd } and the portal's `scale` { intercept, slope, lower, upper, cut? }. Values are
 * passed on as written: `catSettings` checks them and names the one out of range.
 */
export function declaredSettings(json: unknown): DeclaredSettings {
  const out: DeclaredSettings = { settings: {}, ignored: [] };
  if (!isObject(json)) return { ...out, ignored: ['(the file is not a JSON object)'] };
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    if ((NUMBERS as readonly string[]).includes(key) || key === 'contentTargets' || key === 'prior') settings[key] = value;
    else if (key === 'scale' && isObject(value)) out.scale = value as unknown as AdaptiveScale;
    else out.ignored.push(key);
  }
  out.settings = settings as Partial<CatSettings>;
  return out;
}
