// Simulations with known truth: a generated bank, examinees of known θ, adaptive tests and fixed
// forms on the same answers, and calibration recovery. Everything is drawn from seeded streams, so
// the figures are the same on every run and machine.
import { calibrate, CalibrationResult, ItemResponse } from './calibration';
import { CalibrationSettings } from './calibration-settings';
import { nextStep } from './cat';
import { Posterior } from './estimation';
import { IrtModel, ItemParameters, probability } from './models';
import { normal, shuffled, stream } from './random';
import { Answer, BankItem, chooseStrand } from './selection';
import { CatSettings } from './settings';
import { StopReason } from './stopping';

export interface BankDesign {
  readonly size: number;
  readonly strands: readonly string[];
  readonly model: IrtModel;
  /** ln a ~ N(mean, sd²). */
  readonly logSlope: { readonly mean: number; readonly sd: number };
  /** b ~ N(mean, sd²). */
  readonly difficulty: { readonly mean: number; readonly sd: number };
  /** c ~ U(min, max) for 3PL. */
  readonly guessing: { readonly min: number; readonly max: number };
  readonly seed: number;
}

/** Parameters drawn from the design; strands dealt in turn, so each holds about size/strands items. */
export function generateBank(design: BankDesign): BankItem[] {
  const next = stream(design.seed, 'irt-bank');
  return Array.from({ length: design.size }, (_, i) => {
    const a = design.model === 'rasch' ? 1 : Math.exp(design.logSlope.mean + design.logSlope.sd * normal(next));
    const b = design.difficulty.mean + design.difficulty.sd * normal(next);
    const c = design.model === '3pl' ? design.guessing.min + (design.guessing.max - design.guessing.min) * next() : 0;
    return { id: `item-${String(i + 1).padStart(4, '0')}`, strand: design.strands[i % design.strands.length], parameters: { a, b, c } };
  });
}

/** θ ~ N(mean, sd²) for each of count examinees. */
export function drawAbilities(count: number, seed: number, mean = 0, sd = 1): number[] {
  const next = stream(seed, 'irt-abilities');
  return Array.from({ length: count }, () => mean + sd * normal(next));
}

/**
 * The answer of examinee `person` to item `itemId`: one uniform per (seed, person, item), so the
 * adaptive test and a fixed form that share an item see the same answer (common random numbers).
 */
export function simulatedAnswer(seed: number, person: number, itemId: string, item: ItemParameters, theta: number): 0 | 1 {
  return stream(seed, `irt-answer:${person}:${itemId}`)() < probability(item, theta) ? 1 : 0;
}

/** Full answers of every person to every item (no missing), for calibration studies. */
export function simulateResponses(items: readonly ItemParameters[], thetas: readonly number[], seed: number): ItemResponse[][] {
  const next = stream(seed, 'irt-responses');
  return thetas.map((theta) => items.map((item) => (next() < probability(item, theta) ? 1 : 0)));
}

export interface CatRun {
  readonly answers: readonly Answer[];
  readonly theta: number;
  readonly se: number;
  readonly reason: StopReason;
}

/** One adaptive test of a simulated examinee, step by step through nextStep as a session would. */
export function simulateCat(bank: readonly BankItem[], settings: CatSettings, sessionSeed: number, answer: (item: BankItem) => 0 | 1): CatRun {
  const answers: Answer[] = [];
  for (;;) {
    const step = nextStep(bank, answers, settings, sessionSeed);
    if (step.done) return { answers, theta: step.estimate.theta, se: step.estimate.se, reason: step.reason };
    answers.push({ id: step.choice.item.id, score: answer(step.choice.item) });
  }
}

/**
 * A fixed form spread over the strands: each strand's items in a seeded random order, the strands
 * dealt by the same Kingsbury–Zara rule as the adaptive test; a form of length L is the first L items.
 */
export function fixedFormOrder(bank: readonly BankItem[], targets: Readonly<Record<string, number>> | null, seed: number): BankItem[] {
  const next = stream(seed, 'irt-fixed-form');
  if (!targets) return shuffled(bank, next);
  const queues = new Map<string, BankItem[]>();
  for (const strand of [...new Set(bank.map((item) => item.strand))].sort()) {
    queues.set(
      strand,
      shuffled(
        bank.filter((item) => item.strand === strand),
        next,
      ),
    );
  }
  const order: BankItem[] = [];
  const given = new Map<string, number>();
  while (order.length < bank.length) {
    const open = [...queues.values()].flat();
    const strand = chooseStrand(open, given, targets, order.length, next);
    order.push(queues.get(strand)!.shift()!);
    given.set(strand, (given.get(strand) ?? 0) + 1);
  }
  return order;
}

export interface Accuracy {
  readonly bias: number;
  readonly rmse: number;
}

export function accuracy(estimates: readonly number[], truth: readonly number[]): Accuracy {
  const errors = estimates.map((estimate, i) => estimate - truth[i]);
  return {
    bias: errors.reduce((s, e) => s + e, 0) / errors.length,
    rmse: Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length),
  };
}

export interface CatStudy {
  readonly examinees: number;
  readonly cat: Accuracy & {
    readonly meanLength: number;
    readonly minLength: number;
    readonly maxLength: number;
    readonly meanSe: number;
    readonly reasons: Readonly<Record<StopReason, number>>;
    readonly highestExposure: number;
    readonly unusedItems: number;
  };
  /** RMSE and bias of the fixed form at each length 1..tried, scored by EAP with the same prior. */
  readonly fixed: readonly (Accuracy & { readonly length: number })[];
  /** The shortest fixed form whose RMSE is at most the adaptive test's, or null if none up to the longest tried. */
  readonly equalRmseLength: number | null;
}

export interface CatStudyDesign {
  readonly bank: readonly BankItem[];
  readonly thetas: readonly number[];
  readonly settings: CatSettings;
  /** Seeds of the answers and of the sessions. */
  readonly answerSeed: number;
  readonly sessionSeed: number;
  /** The longest fixed form tried. */
  readonly longestForm: number;
}

export function catStudy(design: CatStudyDesign): CatStudy {
  const { bank, thetas, settings } = design;
  const runs = thetas.map((theta, person) =>
    simulateCat(bank, settings, Math.floor(stream(design.sessionSeed, `irt-session:${person}`)() * 2 ** 32), (item) =>
      simulatedAnswer(design.answerSeed, person, item.id, item.parameters, theta),
    ),
  );
  const lengths = runs.map((run) => run.answers.length);
  const exposure = new Map<string, number>();
  for (const run of runs) for (const a of run.answers) exposure.set(a.id, (exposure.get(a.id) ?? 0) + 1);
  const reasons: Record<StopReason, number> = { precision: 0, 'max-length': 0, 'pool-exhausted': 0 };
  for (const run of runs) reasons[run.reason]++;
  const cat = {
    ...accuracy(
      runs.map((run) => run.theta),
      thetas,
    ),
    meanLength: lengths.reduce((s, l) => s + l, 0) / lengths.length,
    minLength: Math.min(...lengths),
    maxLength: Math.max(...lengths),
    meanSe: runs.reduce((s, run) => s + run.se, 0) / runs.length,
    reasons,
    highestExposure: Math.max(...exposure.values()) / thetas.length,
    unusedItems: bank.length - exposure.size,
  };

  // Forms of growing length, nested, scored by adding one answer at a time to each examinee's posterior.
  const order = fixedFormOrder(bank, settings.contentTargets, design.sessionSeed).slice(0, design.longestForm);
  const posteriors = thetas.map(() => new Posterior(settings.prior, settings.quadrature));
  const fixed: (Accuracy & { length: number })[] = [];
  let equalRmseLength: number | null = null;
  for (const [position, item] of order.entries()) {
    const estimates = thetas.map(
      (theta, person) => posteriors[person].add(item.parameters, simulatedAnswer(design.answerSeed, person, item.id, item.parameters, theta)).estimate().theta,
    );
    const figures = { length: position + 1, ...accuracy(estimates, thetas) };
    fixed.push(figures);
    if (equalRmseLength === null && figures.rmse <= cat.rmse) {
      equalRmseLength = figures.length;
      break;
    }
  }
  return { examinees: thetas.length, cat, fixed, equalRmseLength };
}

export interface Recovery {
  readonly respondents: number;
  readonly correlation: { readonly a: number; readonly b: number };
  readonly rmse: { readonly a: number; readonly b: number; readonly c: number };
  readonly cycles: number;
  readonly converged: boolean;
}

export function correlation(x: readonly number[], y: readonly number[]): number {
  const mx = x.reduce((s, v) => s + v, 0) / x.length;
  const my = y.reduce((s, v) => s + v, 0) / y.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

export function rmse(estimates: readonly number[], truth: readonly number[]): number {
  return Math.sqrt(estimates.reduce((s, e, i) => s + (e - truth[i]) ** 2, 0) / estimates.length);
}

/** Calibrates simulated full answers of `respondents` examinees θ ~ N(0, 1) and compares with the truth. */
export function recoveryStudy(
  truth: readonly ItemParameters[],
  model: IrtModel,
  respondents: number,
  seed: number,
  settings: Partial<CalibrationSettings> = {},
): Recovery & { result: CalibrationResult } {
  const responses = simulateResponses(truth, drawAbilities(respondents, seed), seed);
  const result = calibrate(
    truth.map((_, j) => ({ id: `item-${j + 1}`, model })),
    responses,
    settings,
  );
  const estimated = result.items.map((item) => item.parameters!);
  const pick = (key: keyof ItemParameters) => [estimated.map((p) => p[key]), truth.map((p) => p[key])] as const;
  return {
    respondents,
    correlation: { a: correlation(...pick('a')), b: correlation(...pick('b')) },
    rmse: { a: rmse(...pick('a')), b: rmse(...pick('b')), c: rmse(...pick('c')) },
    cycles: result.cycles,
    converged: result.converged,
    result,
  };
}
