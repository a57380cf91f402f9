import { ItemParameters, probability } from './models';
import { DEFAULT_QUADRATURE, QuadratureSettings, nodes, normalWeights } from './quadrature';

export interface ScoredResponse {
  readonly item: ItemParameters;
  readonly score: 0 | 1;
}

/** The ability distribution before any answer: N(mean, sd²). */
export interface Prior {
  readonly mean: number;
  readonly sd: number;
}

export const STANDARD_PRIOR: Prior = { mean: 0, sd: 1 };

/** EAP: the posterior mean of θ, and its posterior SD as the standard error. */
export interface AbilityEstimate {
  readonly theta: number;
  readonly se: number;
}

/**
 * The posterior of θ over the quadrature nodes, kept as log weights so that answers can be added
 * one at a time (a simulation scores forms of growing length this way) without underflow.
 */
export class Posterior {
  private readonly at: number[];
  private readonly logWeights: Float64Array;

  constructor(prior: Prior = STANDARD_PRIOR, quadrature: QuadratureSettings = DEFAULT_QUADRATURE) {
    this.at = nodes(quadrature);
    this.logWeights = Float64Array.from(normalWeights(this.at, prior.mean, prior.sd), Math.log);
  }

  add(item: ItemParameters, score: 0 | 1): this {
    for (let k = 0; k < this.at.length; k++) {
      const p = probability(item, this.at[k]);
      this.logWeights[k] += Math.log(score === 1 ? p : 1 - p);
    }
    return this;
  }

  estimate(): AbilityEstimate {
    let max = -Infinity;
    for (const w of this.logWeights) max = Math.max(max, w);
    let total = 0;
    let first = 0;
    let second = 0;
    for (let k = 0; k < this.at.length; k++) {
      const w = Math.exp(this.logWeights[k] - max);
      total += w;
      first += w * this.at[k];
      second += w * this.at[k] * this.at[k];
    }
    const theta = first / total;
    return { theta, se: Math.sqrt(Math.max(0, second / total - theta * theta)) };
  }
}

/** EAP estimate and posterior SD from a list of scored answers (Bock & Mislevy 1982). */
export function eap(responses: readonly ScoredResponse[], prior: Prior = STANDARD_PRIOR, quadrature: QuadratureSettings = DEFAULT_QUADRATURE): AbilityEstimate {
  const posterior = new Posterior(prior, quadrature);
  for (const { item, score } of responses) posterior.add(item, score);
  return posterior.estimate();
}
