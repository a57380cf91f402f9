import type { CatSettings, ItemParameters } from '../../irt';

/** A reported scale for an adaptive section: score = clamp(round(intercept + slope·θ), lower, upper); ready at `cut`. */
export interface AdaptiveScale {
  intercept: number;
  slope: number;
  lower: number;
  upper: number;
  cut?: number;
}

/** One item of an adaptive section's pool: its reference, the strand it counts for and its IRT parameters. */
export interface AdaptivePoolItem {
  /** the item reference's identifier */
  ref: string;
  strand: string;
  parameters: ItemParameters;
}

/**
 * A section whose items the portal's IRT engine picks one at a time (1EdTech CAT: an adaptive
 * selection on the section). The engine a package names is recorded, never called.
 */
export interface AdaptiveSection {
  /** the engine reference as written (its href, else its identifier) */
  engine: string;
  /** the defaults with what the settings file declares laid over them, checked */
  settings: CatSettings;
  /** items with parameters, in document order; items without any are left out */
  pool: AdaptivePoolItem[];
  scale?: AdaptiveScale;
}
