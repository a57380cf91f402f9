// Marginal maximum likelihood calibration by EM over quadrature (Bock & Aitkin 1981), with
// fixed-parameter calibration of new items on anchors' scale (FPC with multiple weights updating
// and multiple EM cycles, Kim 2006). Missing answers (items not presented) simply do not count.
import { CalibrationSettings, calibrationSettings } from './calibration-settings';
import { chiSquareUpperTail } from './chi-square';
import { evaluate, fromEta, inverseInformation, ItemPriors, maximise, NodeCounts, toEta } from './item-step';
import { D, IrtModel, ItemParameters, parameterCount, probability } from './models';
import { nodes, normalWeights } from './quadrature';

export interface CalibrationItem {
  readonly id: string;
  readonly model: IrtModel;
  /** An anchor: these parameters are held fixed, and the others are estimated on their scale. */
  readonly fixed?: ItemParameters;
}

/** A person's score on an item, or null when the item was not presented to them. */
export type ItemResponse = 0 | 1 | null;

export interface StandardErrors {
  readonly a: number | null;
  readonly b: number;
  readonly c: number | null;
}

/** A residual chi-square over ability groups (itemFits below); df = groups − estimated parameters. */
export interface ItemFit {
  readonly chiSquare: number;
  readonly df: number;
  readonly p: number;
}

export interface CalibratedItem {
  readonly id: string;
  readonly model: IrtModel;
  readonly status: 'estimated' | 'fixed' | 'not-calibrated';
  /** Answers the item has (non-missing responses). */
  readonly responses: number;
  /** Null when not calibrated: such parameters must not be used. */
  readonly parameters: ItemParameters | null;
  readonly standardErrors: StandardErrors | null;
  readonly fit: ItemFit | null;
  /** Why an item is not calibrated. */
  readonly reason?: string;
}

export interface CalibrationResult {
  readonly items: readonly CalibratedItem[];
  readonly cycles: number;
  readonly converged: boolean;
  /** The marginal log-likelihood of the answers at the last E-step (priors on parameters not included). */
  readonly logLikelihood: number;
  /** The ability distribution: N(0, 1) without anchors; with anchors, its mean and SD on their scale. */
  readonly population: { readonly mean: number; readonly sd: number };
}

interface Active {
  readonly index: number;
  readonly model: IrtModel;
  readonly free: boolean;
  parameters: ItemParameters;
  eta: number[];
}

function validateInput(items: readonly CalibrationItem[], responses: readonly (readonly ItemResponse[])[]): void {
  const ids = new Set<string>();
  for (const item of items) {
    if (ids.has(item.id)) throw new Error(`Item ${item.id} is listed twice`);
    ids.add(item.id);
    if (!['rasch', '2pl', '3pl'].includes(item.model)) throw new Error(`Item ${item.id}: unknown model ${String(item.model)}`);
    const f = item.fixed;
    if (f && !(f.a > 0 && Number.isFinite(f.a) && Number.isFinite(f.b) && f.c >= 0 && f.c < 1)) {
      throw new Error(`Item ${item.id}: fixed parameters need a > 0, a finite b and c in [0, 1)`);
    }
  }
  responses.forEach((row, person) => {
    if (row.length !== items.length) throw new Error(`Person ${person} has ${row.length} responses for ${items.length} items`);
    row.forEach((value, j) => {
      if (value !== 0 && value !== 1 && value !== null)
        throw new Error(`Person ${person}, item ${items[j].id}: a response is 0, 1 or null; got ${String(value)}`);
    });
  });
}

function startingParameters(model: IrtModel, proportion: number, settings: CalibrationSettings): ItemParameters {
  const c =
    model === '3pl'
      ? settings.guessingPrior
        ? (settings.guessingPrior.alpha - 1) / (settings.guessingPrior.alpha + settings.guessingPrior.beta - 2)
        : 0.1
      : 0;
  const above = Math.min(0.98, Math.max(0.02, (proportion - c) / (1 - c)));
  // For θ ~ N(0, 1), the share correct is about σ(d / √(1 + a²/2.9)) (the probit approximation).
  const d = Math.log(above / (1 - above)) * Math.sqrt(1 + 1 / 2.9);
  return { a: 1, b: -d / D, c };
}

/** Calibrates items from a persons × items matrix of 0, 1 or null (not presented). */
export function calibrate(
  items: readonly CalibrationItem[],
  responses: readonly (readonly ItemResponse[])[],
  input: Partial<CalibrationSettings> = {},
): CalibrationResult {
  const settings = calibrationSettings(input);
  validateInput(items, responses);
  const x = nodes(settings.quadrature);
  const K = x.length;
  const priors: ItemPriors = { slope: settings.slopePrior, guessing: settings.guessingPrior };

  // Which items take part: anchors always; free items with enough answers that are not all alike.
  const answered = items.map(() => 0);
  const correct = items.map(() => 0);
  for (const row of responses) {
    row.forEach((value, j) => {
      if (value === null) return;
      answered[j]++;
      correct[j] += value;
    });
  }
  const reasons = new Map<number, string>();
  const active: Active[] = [];
  items.forEach((item, j) => {
    if (item.fixed) {
      active.push({ index: j, model: item.model, free: false, parameters: item.fixed, eta: toEta(item.model, item.fixed) });
    } else if (answered[j] < settings.minResponses) {
      reasons.set(j, `${answered[j]} responses, fewer than the ${settings.minResponses} required`);
    } else if (correct[j] === 0 || correct[j] === answered[j]) {
      reasons.set(j, `every one of its ${answered[j]} responses is ${correct[j] === 0 ? 'incorrect' : 'correct'}`);
    } else {
      const parameters = startingParameters(item.model, correct[j] / answered[j], settings);
      active.push({ index: j, model: item.model, free: true, parameters, eta: toEta(item.model, parameters) });
    }
  });
  const anchored = active.some((item) => !item.free);

  // Each person's answers to the items that take part, flattened; persons with none are left out.
  const slotOf = new Map(active.map((item, slot) => [item.index, slot]));
  const starts: number[] = [0];
  const slots: number[] = [];
  const scores: number[] = [];
  for (const row of responses) {
    row.forEach((value, j) => {
      const slot = slotOf.get(j);
      if (value === null || slot === undefined) return;
      slots.push(slot);
      scores.push(value);
    });
    if (slots.length > starts[starts.length - 1]) starts.push(slots.length);
  }
  const persons = starts.length - 1;

  const n = new Float64Array(active.length * K);
  const r = new Float64Array(active.length * K);
  const logP = new Float64Array(active.length * K);
  const logQ = new Float64Array(active.length * K);
  const ll = new Float64Array(K);
  const perNode = new Float64Array(K);
  let population = { mean: 0, sd: 1 };
  let logLikelihood = 0;
  let cycles = 0;
  let converged = false;

  while (cycles < settings.maxCycles && !converged && active.length > 0) {
    cycles++;
    // E-step: each person's posterior over the nodes, summed into expected counts per item and node.
    const logWeights = normalWeights(x, population.mean, population.sd).map(Math.log);
    active.forEach((item, slot) => {
      for (let k = 0; k < K; k++) {
        const p = Math.min(1 - 1e-12, Math.max(1e-12, probability(item.parameters, x[k])));
        logP[slot * K + k] = Math.log(p);
        logQ[slot * K + k] = Math.log(1 - p);
      }
    });
    n.fill(0);
    r.fill(0);
    perNode.fill(0);
    logLikelihood = 0;
    for (let i = 0; i < persons; i++) {
      for (let k = 0; k < K; k++) ll[k] = logWeights[k];
      for (let e = starts[i]; e < starts[i + 1]; e++) {
        const table = scores[e] === 1 ? logP : logQ;
        const base = slots[e] * K;
        for (let k = 0; k < K; k++) ll[k] += table[base + k];
      }
      let max = -Infinity;
      for (let k = 0; k < K; k++) if (ll[k] > max) max = ll[k];
      let total = 0;
      for (let k = 0; k < K; k++) total += ll[k] = Math.exp(ll[k] - max);
      logLikelihood += max + Math.log(total);
      for (let k = 0; k < K; k++) {
        ll[k] /= total;
        perNode[k] += ll[k];
      }
      for (let e = starts[i]; e < starts[i + 1]; e++) {
        const base = slots[e] * K;
        for (let k = 0; k < K; k++) n[base + k] += ll[k];
        if (scores[e] === 1) for (let k = 0; k < K; k++) r[base + k] += ll[k];
      }
    }

    // M-step: each free item on its own; with anchors, the population's mean and SD from the posteriors (MWU).
    let change = 0;
    if (anchored) {
      let mean = 0;
      for (let k = 0; k < K; k++) mean += (perNode[k] * x[k]) / persons;
      let variance = 0;
      for (let k = 0; k < K; k++) variance += (perNode[k] * (x[k] - mean) ** 2) / persons;
      const next = { mean, sd: Math.sqrt(variance) };
      change = Math.max(Math.abs(next.mean - population.mean), Math.abs(next.sd - population.sd));
      population = next;
    }
    active.forEach((item, slot) => {
      if (!item.free) return;
      item.eta = maximise(item.model, item.eta, { x, n, r, offset: slot * K }, priors);
      const next = fromEta(item.model, item.eta);
      change = Math.max(change, Math.abs(next.a - item.parameters.a), Math.abs(next.b - item.parameters.b), Math.abs(next.c - item.parameters.c));
      item.parameters = next;
    });
    converged = change < settings.tolerance;
  }

  const results: CalibratedItem[] = items.map((item, j) => ({
    id: item.id,
    model: item.model,
    status: 'not-calibrated',
    responses: answered[j],
    parameters: null,
    standardErrors: null,
    fit: null,
    reason: reasons.get(j),
  }));
  const fits = itemFits(active, { starts, slots, scores }, x, normalWeights(x, population.mean, population.sd).map(Math.log), settings.fitGroups);
  active.forEach((item, slot) => {
    const counts: NodeCounts = { x, n, r, offset: slot * K };
    results[item.index] = {
      id: items[item.index].id,
      model: item.model,
      status: item.free ? 'estimated' : 'fixed',
      responses: answered[item.index],
      parameters: item.parameters,
      standardErrors: item.free ? standardErrors(item, counts, priors) : null,
      fit: fits[slot],
    };
  });
  return { items: results, cycles, converged, logLikelihood, population };
}

/**
 * From the inverse of the M-step's Fisher information at the estimates (priors included), carried
 * from η to (a, b, c) by the delta method. This is the complete-data information of the last
 * E-step: it leaves out the missing-information correction (Louis 1982), so it runs a little small.
 */
function standardErrors(item: Active, counts: NodeCounts, priors: ItemPriors): StandardErrors {
  const covariance = inverseInformation(evaluate(item.model, item.eta, counts, priors).information);
  const { a, b, c } = item.parameters;
  if (item.model === 'rasch') return { a: null, b: Math.sqrt(covariance[0][0]), c: null };
  // b = −d/(D·a): ∂b/∂ln a = −b, ∂b/∂d = −1/(D·a).
  const varB = b * b * covariance[0][0] + covariance[1][1] / (D * a) ** 2 + (2 * b * covariance[0][1]) / (D * a);
  return {
    a: a * Math.sqrt(covariance[0][0]),
    b: Math.sqrt(Math.max(0, varB)),
    c: item.model === '3pl' ? c * (1 - c) * Math.sqrt(covariance[2][2]) : null,
  };
}

interface Flattened {
  readonly starts: readonly number[];
  readonly slots: readonly number[];
  readonly scores: readonly number[];
}

interface Taker {
  /** EAP θ from the person's other answers. */
  readonly theta: number;
  readonly score: number;
  /** The chance of a correct answer given the other answers: Σ_k posterior₋ⱼ(x_k)·P(x_k). */
  readonly expected: number;
}

/**
 * Item fit, a residual chi-square over ability groups: for each answer, the posterior from the
 * person's other answers (so the answer judged does not pull its own prediction), its EAP θ and
 * expected score. Persons are sorted by that θ into equal groups and
 *   X² = Σ_g (Σ observed − Σ expected)² / Σ expected·(1 − expected),  df = groups − estimated parameters.
 * Null when a group would hold fewer than 10 answers.
 */
function itemFits(active: readonly Active[], data: Flattened, x: readonly number[], logWeights: readonly number[], groups: number): (ItemFit | null)[] {
  const K = x.length;
  const tables = active.map((item) => x.map((theta) => probability(item.parameters, theta)));
  const takers: Taker[][] = active.map(() => []);
  const log = new Float64Array(K);
  const rest = new Float64Array(K);
  for (let i = 0; i + 1 < data.starts.length; i++) {
    for (let k = 0; k < K; k++) log[k] = logWeights[k];
    for (let e = data.starts[i]; e < data.starts[i + 1]; e++) {
      const p = tables[data.slots[e]];
      for (let k = 0; k < K; k++) log[k] += Math.log(data.scores[e] === 1 ? p[k] : 1 - p[k]);
    }
    for (let e = data.starts[i]; e < data.starts[i + 1]; e++) {
      const p = tables[data.slots[e]];
      let max = -Infinity;
      for (let k = 0; k < K; k++) {
        rest[k] = log[k] - Math.log(data.scores[e] === 1 ? p[k] : 1 - p[k]);
        if (rest[k] > max) max = rest[k];
      }
      let total = 0;
      let theta = 0;
      let expected = 0;
      for (let k = 0; k < K; k++) {
        const w = Math.exp(rest[k] - max);
        total += w;
        theta += w * x[k];
        expected += w * p[k];
      }
      takers[data.slots[e]].push({ theta: theta / total, score: data.scores[e], expected: expected / total });
    }
  }
  return active.map((item, slot) => {
    const list = takers[slot].sort((p, q) => p.theta - q.theta);
    const df = groups - (item.free ? parameterCount(item.model) : 0);
    if (list.length < groups * 10 || df < 1) return null;
    let chiSquare = 0;
    for (let g = 0; g < groups; g++) {
      let observed = 0;
      let expected = 0;
      let variance = 0;
      for (let t = Math.floor((g * list.length) / groups); t < Math.floor(((g + 1) * list.length) / groups); t++) {
        observed += list[t].score;
        expected += list[t].expected;
        variance += list[t].expected * (1 - list[t].expected);
      }
      chiSquare += (observed - expected) ** 2 / variance;
    }
    return { chiSquare, df, p: chiSquareUpperTail(chiSquare, df) };
  });
}
