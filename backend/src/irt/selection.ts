import { AbilityEstimate, Posterior } from './estimation';
import { ItemParameters, itemInformation } from './models';
import { below, stream } from './random';
import { CatSettings } from './settings';

/** An item of a calibrated bank: its parameters and the strand (content category) it counts for. */
export interface BankItem {
  readonly id: string;
  readonly strand: string;
  readonly parameters: ItemParameters;
}

/** An item given and its score, in the order given. */
export interface Answer {
  readonly id: string;
  readonly score: 0 | 1;
}

export interface Choice {
  readonly item: BankItem;
  /** The estimate the item was chosen at (the start θ before any answer). */
  readonly estimate: AbilityEstimate;
  /** The strand content balancing chose, or null without content targets. */
  readonly strand: string | null;
  /** The randomesque candidates, most informative first. */
  readonly candidates: readonly string[];
}

/** The bank by id; refuses a repeated id, which would make "already given" ambiguous. */
export function indexBank(bank: readonly BankItem[]): Map<string, BankItem> {
  const byId = new Map<string, BankItem>();
  for (const item of bank) {
    if (byId.has(item.id)) throw new Error(`The item bank holds item ${item.id} twice`);
    byId.set(item.id, item);
  }
  return byId;
}

/** EAP from the answers so far; before any answer, the start θ with the prior's SD. */
export function currentEstimate(byId: ReadonlyMap<string, BankItem>, answers: readonly Answer[], settings: CatSettings): AbilityEstimate {
  if (answers.length === 0) return { theta: settings.startTheta, se: settings.prior.sd };
  const posterior = new Posterior(settings.prior, settings.quadrature);
  for (const answer of answers) {
    const item = byId.get(answer.id);
    if (!item) throw new Error(`Answer to item ${answer.id}, which is not in the item bank`);
    posterior.add(item.parameters, answer.score);
  }
  return posterior.estimate();
}

/** Items not given yet. */
export function eligibleItems(bank: readonly BankItem[], answers: readonly Answer[]): BankItem[] {
  const given = new Set(answers.map((a) => a.id));
  return bank.filter((item) => !given.has(item.id));
}

/**
 * Kingsbury & Zara (1989): the strand furthest below its target, measured in items,
 * target·(n + 1) − given so far; only strands that still have eligible items compete; ties at random.
 */
export function chooseStrand(
  eligible: readonly BankItem[],
  givenPerStrand: ReadonlyMap<string, number>,
  targets: Readonly<Record<string, number>>,
  length: number,
  next: () => number,
): string {
  const open = [...new Set(eligible.map((item) => item.strand))].sort();
  const deficit = (strand: string) => (targets[strand] ?? 0) * (length + 1) - (givenPerStrand.get(strand) ?? 0);
  const best = Math.max(...open.map(deficit));
  const tied = open.filter((strand) => deficit(strand) >= best - 1e-9);
  return tied.length === 1 ? tied[0] : tied[below(next, tied.length)];
}

/**
 * The next item: a pure function of (bank, answers so far, settings, session seed). The random
 * draws come from a stream keyed by the seed and the number of answers, so a reload, a resume or a
 * retried save with the same answers gets the same item; nothing else (time, order of calls) counts.
 * Returns null when no item is left. Stopping is decided apart (stopReason).
 */
export function selectItem(bank: readonly BankItem[], answers: readonly Answer[], settings: CatSettings, seed: number): Choice | null {
  const byId = indexBank(bank);
  const estimate = currentEstimate(byId, answers, settings);
  const eligible = eligibleItems(bank, answers);
  if (eligible.length === 0) return null;
  const next = stream(seed, `irt-select:${answers.length}`);

  let pool = eligible;
  let strand: string | null = null;
  if (settings.contentTargets) {
    const givenPerStrand = new Map<string, number>();
    for (const answer of answers) {
      const s = byId.get(answer.id)!.strand;
      givenPerStrand.set(s, (givenPerStrand.get(s) ?? 0) + 1);
    }
    strand = chooseStrand(eligible, givenPerStrand, settings.contentTargets, answers.length, next);
    pool = eligible.filter((item) => item.strand === strand);
  }

  const ranked = pool
    .map((item) => ({ item, information: itemInformation(item.parameters, estimate.theta) }))
    .sort((x, y) => y.information - x.information || (x.item.id < y.item.id ? -1 : x.item.id > y.item.id ? 1 : 0));
  const candidates = ranked.slice(0, settings.randomesque);
  const picked = candidates[below(next, candidates.length)];
  return { item: picked.item, estimate, strand, candidates: candidates.map((c) => c.item.id) };
}
