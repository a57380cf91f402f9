/**
 * IRT calibration of one test version from its completed sessions (irt/README.md): the scored 0/1
 * matrix in, parameters per item out. Pure, so the rules below can be checked without a database.
 */
import { calibrate, type CalibratedItem, type CalibrationItem, type IrtModel, type ItemParameters, type ItemResponse } from '../irt';
import type { BodyNode, DeliveryItem, SectionModel, TestModel } from '../qti/types';

export type IrtStatus = 'calibrated' | 'anchor' | 'not-calibrated';
export type NotCalibratedCode = 'fewResponses' | 'allCorrect' | 'allIncorrect' | 'notMachineScored';

/** An item's IRT figures as the statistics row keeps them. */
export interface ItemIrt {
  model: IrtModel;
  status: IrtStatus;
  /** an anchor's parameters: an earlier version's calibration of the same test, or the package's usage data */
  source?: 'earlier' | 'package';
  a: number | null;
  b: number | null;
  c: number | null;
  se: { a: number | null; b: number; c: number | null } | null;
  fit: { chiSquare: number; df: number; p: number } | null;
  /** completed sessions in which the item was presented */
  responses: number;
  reason?: { code: NotCalibratedCode; min: number };
}

/** The run as a whole, kept beside the items. */
export interface CalibrationSummary {
  model: IrtModel;
  sessions: number;
  anchors: number;
  cycles: number;
  converged: boolean;
  population: { mean: number; sd: number };
  milliseconds: number;
}

/** What the job knows of one item of the version. */
export interface CalibrationInput {
  uin: string;
  model: IrtModel;
  machineScored: boolean;
  /** parameters to hold fixed, and where they came from */
  anchor?: { parameters: ItemParameters; source: 'earlier' | 'package' };
}

/** One right (1) or wrong (0) answer of a session: right is the item's full score. */
export interface ScoredAnswer {
  session: number;
  uin: string;
  right: 0 | 1;
}

/**
 * The model setting for one item: 3PL only where guessing is plain to see, a one-answer choice
 * interaction of four or more options; 2PL elsewhere.
 */
export function itemModel(setting: IrtModel, delivery: DeliveryItem | undefined): IrtModel {
  if (setting !== '3pl') return setting;
  return delivery && guessable(delivery.body) ? '3pl' : '2pl';
}

function guessable(body: BodyNode[]): boolean {
  const interactions: { interaction: string; maxChoices?: number; choices?: unknown[] }[] = [];
  const visit = (nodes: BodyNode[]) => {
    for (const n of nodes) {
      if (typeof n !== 'object') continue;
      if ('interaction' in n) interactions.push(n);
      else visit(n.children);
    }
  };
  visit(body);
  const [only] = interactions;
  return interactions.length === 1 && only.interaction === 'choice' && only.maxChoices === 1 && (only.choices?.length ?? 0) >= 4;
}

/** The package's starting parameters of a version, by item uin, from its adaptive sections' pools. */
export function packageParameters(structure: Pick<TestModel, 'parts'>): Map<string, ItemParameters> {
  const found = new Map<string, ItemParameters>();
  const uinsOf = (section: SectionModel, into: Map<string, string>) => {
    for (const child of section.children) {
      if (child.kind === 'item') into.set(child.ref.identifier, child.ref.uin);
      else uinsOf(child.section, into);
    }
    return into;
  };
  const visit = (section: SectionModel) => {
    if (section.adaptive) {
      const uins = uinsOf(section, new Map());
      for (const item of section.adaptive.pool) {
        const uin = uins.get(item.ref);
        if (uin && !found.has(uin)) found.set(uin, item.parameters);
      }
    }
    for (const child of section.children) if (child.kind === 'section') visit(child.section);
  };
  for (const part of structure.parts) part.sections.forEach(visit);
  return found;
}

const round = (v: number | null, places = 4): number | null => (v === null ? null : Number(v.toFixed(places)));

/** Calibrates the items from the answers; null when no session answered anything. */
export function calibrateItems(
  items: readonly CalibrationInput[],
  answers: readonly ScoredAnswer[],
  settings: { model: IrtModel; minResponses: number },
  now: () => number = () => performance.now(),
): { items: Map<string, ItemIrt>; summary: CalibrationSummary } | null {
  const started = now();
  const scored = items.filter((i) => i.machineScored);
  const column = new Map(scored.map((item, j) => [item.uin, j]));
  const rows = new Map<number, ItemResponse[]>();
  for (const answer of answers) {
    const j = column.get(answer.uin);
    if (j === undefined) continue;
    let row = rows.get(answer.session);
    if (!row) rows.set(answer.session, (row = scored.map(() => null)));
    row[j] = answer.right;
  }
  if (!rows.size) return null;
  const engineItems: CalibrationItem[] = scored.map((item) => ({
    id: item.uin,
    model: item.anchor ? anchorModel(item.anchor.parameters) : item.model,
    ...(item.anchor ? { fixed: item.anchor.parameters } : {}),
  }));
  const result = calibrate(engineItems, [...rows.values()], { minResponses: settings.minResponses });
  const out = new Map<string, ItemIrt>();
  result.items.forEach((calibrated, j) => out.set(calibrated.id, toIrt(calibrated, scored[j], settings.minResponses, [...rows.values()], j)));
  for (const item of items) {
    if (!item.machineScored) out.set(item.uin, { ...empty(item.model, 0), reason: { code: 'notMachineScored', min: settings.minResponses } });
  }
  return {
    items: out,
    summary: {
      model: settings.model,
      sessions: rows.size,
      anchors: scored.filter((i) => i.anchor).length,
      cycles: result.cycles,
      converged: result.converged,
      population: { mean: round(result.population.mean)!, sd: round(result.population.sd)! },
      milliseconds: Math.round(now() - started),
    },
  };
}

/** An anchor keeps the model its parameters imply. */
const anchorModel = (p: ItemParameters): IrtModel => (p.c > 0 ? '3pl' : '2pl');

const empty = (model: IrtModel, responses: number): ItemIrt => ({
  model,
  status: 'not-calibrated',
  a: null,
  b: null,
  c: null,
  se: null,
  fit: null,
  responses,
});

function toIrt(item: CalibratedItem, input: CalibrationInput, minResponses: number, rows: ItemResponse[][], j: number): ItemIrt {
  if (item.status === 'not-calibrated' || !item.parameters) {
    const right = rows.reduce((sum, row) => sum + (row[j] ?? 0), 0);
    const code: NotCalibratedCode = item.responses < minResponses ? 'fewResponses' : right === 0 ? 'allIncorrect' : 'allCorrect';
    return { ...empty(item.model, item.responses), reason: { code, min: minResponses } };
  }
  const se = item.standardErrors;
  return {
    model: item.model,
    status: item.status === 'fixed' ? 'anchor' : 'calibrated',
    ...(input.anchor ? { source: input.anchor.source } : {}),
    a: round(item.parameters.a),
    b: round(item.parameters.b),
    c: round(item.parameters.c),
    se: se && { a: round(se.a), b: round(se.b)!, c: round(se.c) },
    fit: item.fit && { chiSquare: round(item.fit.chiSquare, 3)!, df: item.fit.df, p: round(item.fit.p)! },
    responses: item.responses,
  };
}
