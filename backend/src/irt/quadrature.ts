// Evenly spaced quadrature over the ability scale: simple, and with 61 points on [−6, 6] (step 0.2)
// accurate to well under 0.01 for EAP and the marginal likelihood (Bock & Aitkin 1981 used 10–40).

export interface Quadrature {
  readonly nodes: readonly number[];
  /** Prior weights at the nodes, summing to 1. */
  readonly weights: readonly number[];
}

export interface QuadratureSettings {
  /** Number of nodes (odd, so θ = 0 is a node). Default 61. */
  readonly points: number;
  /** The nodes span [−range, range]. Default 6. */
  readonly range: number;
}

export const DEFAULT_QUADRATURE: QuadratureSettings = { points: 61, range: 6 };

export function nodes(settings: QuadratureSettings = DEFAULT_QUADRATURE): number[] {
  const { points, range } = settings;
  const step = (2 * range) / (points - 1);
  return Array.from({ length: points }, (_, k) => -range + k * step);
}

/** N(mean, sd²) weights at the given nodes, normalised to sum to 1. */
export function normalWeights(at: readonly number[], mean = 0, sd = 1): number[] {
  const raw = at.map((x) => Math.exp(-0.5 * ((x - mean) / sd) ** 2));
  const total = raw.reduce((s, w) => s + w, 0);
  return raw.map((w) => w / total);
}

export function normalQuadrature(mean = 0, sd = 1, settings: QuadratureSettings = DEFAULT_QUADRATURE): Quadrature {
  const at = nodes(settings);
  return { nodes: at, weights: normalWeights(at, mean, sd) };
}
