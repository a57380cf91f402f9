// The M-step for one item (Bock & Aitkin 1981): maximise the expected complete-data log-likelihood
//   Σ_k r_k·ln P(x_k) + (n_k − r_k)·ln(1 − P(x_k))   (+ the log priors)
// over the item's parameters, by Fisher scoring with step halving. Parameters are worked on an
// unbounded scale: η = (ln a, d, logit c) with the slope–intercept form z = D·a·θ + d, b = −d/(D·a).
import { BetaPrior } from './calibration-settings';
import { Prior } from './estimation';
import { D, IrtModel, ItemParameters } from './models';
import { invert, multiply } from './matrix';

export interface ItemPriors {
  readonly slope: Prior | null;
  readonly guessing: BetaPrior | null;
}

/** Expected counts at the nodes: n_k answers and r_k correct ones (E-step output for one item). */
export interface NodeCounts {
  readonly x: readonly number[];
  readonly n: Float64Array;
  readonly r: Float64Array;
  /** Where this item's counts start in n and r. */
  readonly offset: number;
}

export function toEta(model: IrtModel, item: ItemParameters): number[] {
  const d = -D * item.a * item.b;
  if (model === 'rasch') return [d];
  if (model === '2pl') return [Math.log(item.a), d];
  return [Math.log(item.a), d, Math.log(item.c / (1 - item.c))];
}

export function fromEta(model: IrtModel, eta: readonly number[]): ItemParameters {
  const a = model === 'rasch' ? 1 : Math.exp(eta[0]);
  const d = model === 'rasch' ? eta[0] : eta[1];
  const c = model === '3pl' ? 1 / (1 + Math.exp(-eta[2])) : 0;
  return { a, b: -d / (D * a), c };
}

interface Evaluation {
  readonly objective: number;
  readonly gradient: number[];
  readonly information: number[][];
}

const EPSILON = 1e-12;

/** The penalised objective, its gradient in η and the expected (Fisher) information, priors included. */
export function evaluate(model: IrtModel, eta: readonly number[], counts: NodeCounts, priors: ItemPriors): Evaluation {
  const m = eta.length;
  const { a, c } = fromEta(model, eta);
  const d = model === 'rasch' ? eta[0] : eta[1];
  const slopeIndex = model === 'rasch' ? -1 : 0;
  const interceptIndex = model === 'rasch' ? 0 : 1;
  const gradient = new Array<number>(m).fill(0);
  const information = Array.from({ length: m }, () => new Array<number>(m).fill(0));
  const dp = new Array<number>(m).fill(0);
  let objective = 0;
  for (let k = 0; k < counts.x.length; k++) {
    const n = counts.n[counts.offset + k];
    if (n <= 0) continue;
    const r = counts.r[counts.offset + k];
    const star = 1 / (1 + Math.exp(-(D * a * counts.x[k] + d)));
    const p = Math.min(1 - EPSILON, Math.max(EPSILON, c + (1 - c) * star));
    const q = 1 - p;
    objective += r * Math.log(p) + (n - r) * Math.log(q);
    const slopeOfStar = (1 - c) * star * (1 - star);
    if (slopeIndex >= 0) dp[slopeIndex] = slopeOfStar * D * a * counts.x[k];
    dp[interceptIndex] = slopeOfStar;
    if (model === '3pl') dp[2] = (1 - star) * c * (1 - c);
    const residual = (r - n * p) / (p * q);
    const weight = n / (p * q);
    for (let i = 0; i < m; i++) {
      gradient[i] += residual * dp[i];
      for (let j = 0; j < m; j++) information[i][j] += weight * dp[i] * dp[j];
    }
  }
  if (slopeIndex >= 0 && priors.slope) {
    const { mean, sd } = priors.slope;
    objective -= (eta[0] - mean) ** 2 / (2 * sd * sd);
    gradient[0] -= (eta[0] - mean) / (sd * sd);
    information[0][0] += 1 / (sd * sd);
  }
  if (model === '3pl' && priors.guessing) {
    const { alpha, beta } = priors.guessing;
    objective += (alpha - 1) * Math.log(c) + (beta - 1) * Math.log(1 - c);
    gradient[2] += (alpha - 1) * (1 - c) - (beta - 1) * c;
    information[2][2] += (alpha + beta - 2) * c * (1 - c);
  }
  return { objective, gradient, information };
}

// Bounds on η keep an item with little information from running off: a in [0.02, 20], |d| ≤ 40, c in [0.00001, 0.6].
const LOWER = { slope: Math.log(0.02), intercept: -40, guessing: -11.5 };
const UPPER = { slope: Math.log(20), intercept: 40, guessing: Math.log(0.6 / 0.4) };

function bounded(model: IrtModel, eta: number[]): number[] {
  const limits =
    model === 'rasch'
      ? [[LOWER.intercept, UPPER.intercept]]
      : [
          [LOWER.slope, UPPER.slope],
          [LOWER.intercept, UPPER.intercept],
          [LOWER.guessing, UPPER.guessing],
        ];
  return eta.map((value, i) => Math.min(limits[i][1], Math.max(limits[i][0], value)));
}

/** The inverse information, ridged a little when the information is singular (a flat direction). */
export function inverseInformation(information: number[][]): number[][] {
  const inverse = invert(information);
  if (inverse) return inverse;
  return invert(information.map((row, i) => row.map((value, j) => (i === j ? value + 1e-6 : value))))!;
}

/** Fisher scoring from the current η; returns the new η. */
export function maximise(model: IrtModel, start: readonly number[], counts: NodeCounts, priors: ItemPriors, iterations = 25): number[] {
  let eta = [...start];
  for (let iteration = 0; iteration < iterations; iteration++) {
    const here = evaluate(model, eta, counts, priors);
    const step = multiply(inverseInformation(here.information), here.gradient).map((s) => Math.max(-1, Math.min(1, s)));
    let length = 1;
    let moved = false;
    for (let halving = 0; halving < 15; halving++) {
      const candidate = bounded(
        model,
        eta.map((value, i) => value + length * step[i]),
      );
      if (evaluate(model, candidate, counts, priors).objective >= here.objective - 1e-10) {
        const change = Math.max(...candidate.map((value, i) => Math.abs(value - eta[i])));
        eta = candidate;
        moved = change > 1e-8;
        break;
      }
      length /= 2;
    }
    if (!moved) break;
  }
  return eta;
}
