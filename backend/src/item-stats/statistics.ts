/**
 * Pure arithmetic, so each figure can be checked by hand. x: an item's score over its maximum (omitted: 0);
 * t: a session's sum of x, so each item weighs the same.
 */

/** The sums one item's figures are made from (each over the item's presented rows). */
export interface ItemSums {
  uin: string;
  /** rows of completed sessions in which the item was presented */
  n: number;
  omitted: number;
  /** rows with a machine score (x not null); 0 for a human-scored item */
  scored: number;
  sumX: number;
  sumX2: number;
  /** Σ x·t, Σ t, Σ t² over the scored rows, t being the row's session total */
  sumXT: number;
  sumT: number;
  sumT2: number;
  /** the top and bottom 27 % of sessions by total: rows and Σ x in each */
  upperN: number;
  upperSumX: number;
  lowerN: number;
  lowerSumX: number;
  /** seconds between the previous answer of the session (or its start) and this one, median */
  medianSeconds: number | null;
  /** each value given, by response identifier; in the whole group and in the upper 27 % */
  choices: ChoiceCount[];
}

export interface ChoiceCount {
  responseIdentifier: string;
  value: string;
  count: number;
  upperCount: number;
}

/** Session totals over the completed sessions: how many, Σ t and Σ t². */
export interface TotalSums {
  sessions: number;
  sumT: number;
  sumT2: number;
}

/** Where an item stops looking sound; all configurable (README, Configuration). */
export interface StatsThresholds {
  /** fewer presented rows than this and an item is not flagged: its figures are too unsteady */
  minResponses: number;
  facilityMin: number;
  facilityMax: number;
  discriminationMin: number;
  omitMax: number;
}

export type FlagCode = 'tooHard' | 'tooEasy' | 'lowDiscrimination' | 'negativeDiscrimination' | 'highOmit' | 'distractorBeatsKey';

export interface ItemFlag {
  code: FlagCode;
  /** the figure and the bound it crossed, for the reason in words */
  value: number;
  bound: number;
  /** for distractorBeatsKey: the choice chosen more than the key among high scorers */
  choice?: string;
}

export interface ChoiceFigures {
  responseIdentifier: string;
  value: string;
  /** part of the item's presented rows that gave this value */
  share: number;
  /** part of the upper 27 %'s rows that gave it */
  upperShare: number;
  key: boolean;
}

export interface ItemFigures {
  uin: string;
  responses: number;
  omitRate: number | null;
  facility: number | null;
  /** corrected item-rest correlation (point-biserial for right/wrong items) */
  discrimination: number | null;
  /** facility in the upper 27 % minus in the lower 27 % */
  upperLower: number | null;
  medianSeconds: number | null;
  choices: ChoiceFigures[];
  distractorBeatsKey: boolean;
  flags: ItemFlag[];
}

export interface TestFigures {
  sessions: number;
  /** Cronbach's alpha over the items answered in these sessions (KR-20 when every item is right or wrong) */
  reliability: number | null;
  items: ItemFigures[];
}

/** Values of an item shown apart; the rest of a free-text item's answers are summed up as one. */
export const MAX_CHOICES = 12;
export const OTHER_VALUE = '…';

const ratio = (a: number, b: number): number | null => (b > 0 ? a / b : null);

/** Pearson's r of x and the rest score r = t − x, from the item's sums. */
export function itemRest(s: ItemSums): number | null {
  const n = s.scored;
  if (n < 2) return null;
  const sumR = s.sumT - s.sumX;
  const sumR2 = s.sumT2 - 2 * s.sumXT + s.sumX2;
  const sumXR = s.sumXT - s.sumX2;
  const cov = n * sumXR - s.sumX * sumR;
  const varX = n * s.sumX2 - s.sumX * s.sumX;
  const varR = n * sumR2 - sumR * sumR;
  // a constant item or rest says nothing about discrimination (rounding may leave a hair above 0)
  if (varX <= 1e-12 || varR <= 1e-12) return null;
  return cov / Math.sqrt(varX * varR);
}

/** Cronbach's alpha: k/(k−1) · (1 − Σ item variances / total variance), population variances. */
export function reliability(items: ItemSums[], totals: TotalSums): number | null {
  const scored = items.filter((s) => s.scored > 0);
  const k = scored.length;
  if (k < 2 || totals.sessions < 2) return null;
  const itemVariance = scored.reduce((sum, s) => sum + (s.sumX2 / s.scored - (s.sumX / s.scored) ** 2), 0);
  const mean = totals.sumT / totals.sessions;
  const totalVariance = totals.sumT2 / totals.sessions - mean * mean;
  if (totalVariance <= 1e-12) return null;
  return (k / (k - 1)) * (1 - itemVariance / totalVariance);
}

/** Shares of each value; the key's values marked; beyond MAX_CHOICES, the rarest summed up as one. */
export function choiceFigures(s: ItemSums, key: Record<string, string[]>): ChoiceFigures[] {
  const sorted = [...s.choices].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const kept = sorted.slice(0, MAX_CHOICES);
  const rest = sorted.slice(MAX_CHOICES);
  const figures = kept.map((c) => ({
    responseIdentifier: c.responseIdentifier,
    value: c.value,
    share: ratio(c.count, s.n) ?? 0,
    upperShare: ratio(c.upperCount, s.upperN) ?? 0,
    key: (key[c.responseIdentifier] ?? []).includes(c.value),
  }));
  if (rest.length) {
    const count = rest.reduce((sum, c) => sum + c.count, 0);
    const upper = rest.reduce((sum, c) => sum + c.upperCount, 0);
    figures.push({
      responseIdentifier: rest[0].responseIdentifier,
      value: OTHER_VALUE,
      share: ratio(count, s.n) ?? 0,
      upperShare: ratio(upper, s.upperN) ?? 0,
      key: false,
    });
  }
  return figures;
}

/**
 * A distractor that more of the high scorers chose than the key: the item may be ambiguous or
 * miskeyed. Compared within each response that has a key, against its most chosen key value.
 */
export function beatingDistractor(choices: ChoiceFigures[]): ChoiceFigures | null {
  const ids = new Set(choices.filter((c) => c.key).map((c) => c.responseIdentifier));
  let worst: ChoiceFigures | null = null;
  for (const id of ids) {
    const own = choices.filter((c) => c.responseIdentifier === id && c.value !== OTHER_VALUE);
    const keyShare = Math.max(...own.filter((c) => c.key).map((c) => c.upperShare));
    for (const c of own) if (!c.key && c.upperShare > keyShare && (!worst || c.upperShare > worst.upperShare)) worst = c;
  }
  return worst;
}

export function flagsOf(f: Omit<ItemFigures, 'flags'>, beating: ChoiceFigures | null, t: StatsThresholds): ItemFlag[] {
  if (f.responses < t.minResponses) return [];
  const flags: ItemFlag[] = [];
  if (f.facility !== null && f.facility < t.facilityMin) flags.push({ code: 'tooHard', value: f.facility, bound: t.facilityMin });
  if (f.facility !== null && f.facility > t.facilityMax) flags.push({ code: 'tooEasy', value: f.facility, bound: t.facilityMax });
  if (f.discrimination !== null && f.discrimination < 0) flags.push({ code: 'negativeDiscrimination', value: f.discrimination, bound: 0 });
  else if (f.discrimination !== null && f.discrimination < t.discriminationMin)
    flags.push({ code: 'lowDiscrimination', value: f.discrimination, bound: t.discriminationMin });
  if (f.omitRate !== null && f.omitRate > t.omitMax) flags.push({ code: 'highOmit', value: f.omitRate, bound: t.omitMax });
  if (beating) flags.push({ code: 'distractorBeatsKey', value: beating.upperShare, bound: 0, choice: beating.value });
  return flags;
}

export function itemFigures(s: ItemSums, key: Record<string, string[]>, t: StatsThresholds): ItemFigures {
  const choices = choiceFigures(s, key);
  const beating = beatingDistractor(choices);
  const upper = ratio(s.upperSumX, s.upperN);
  const lower = ratio(s.lowerSumX, s.lowerN);
  const figures = {
    uin: s.uin,
    responses: s.n,
    omitRate: ratio(s.omitted, s.n),
    facility: ratio(s.sumX, s.scored),
    discrimination: itemRest(s),
    upperLower: s.scored > 0 && upper !== null && lower !== null ? upper - lower : null,
    medianSeconds: s.medianSeconds,
    choices,
    distractorBeatsKey: beating !== null,
  };
  return { ...figures, flags: flagsOf(figures, beating, t) };
}

export function testFigures(items: ItemSums[], totals: TotalSums, keys: Map<string, Record<string, string[]>>, t: StatsThresholds): TestFigures {
  return {
    sessions: totals.sessions,
    reliability: reliability(items, totals),
    items: items.map((s) => itemFigures(s, keys.get(s.uin) ?? {}, t)),
  };
}

/** One presented item of a completed session, as the reference `aggregate` reads it. */
export interface AnswerRow {
  uin: string;
  /** score over maximum; null for a human-scored item */
  x: number | null;
  omitted: boolean;
  /** by response identifier: the values given (one for a single response, each for a multiple one) */
  values: Record<string, string[]>;
  seconds: number | null;
}

/** Share of sessions in each of the upper and lower groups. */
export const GROUP_SHARE = 0.27;

/** How many sessions the upper (and the lower) group holds: 27 % of them, rounded up. */
export const groupSize = (sessions: number): number => Math.ceil(GROUP_SHARE * sessions);

function median(values: number[]): number | null {
  if (!values.length) return null;
  const v = [...values].sort((a, b) => a - b);
  const mid = (v.length - 1) / 2;
  return (v[Math.floor(mid)] + v[Math.ceil(mid)]) / 2;
}

/**
 * The sums of the SQL in item-stats.queries.ts, in memory: the reference it is checked against and
 * what the unit tests feed. Sessions rank by total, ties by their order in the list (the SQL: by id).
 */
export function aggregate(sessions: AnswerRow[][]): { items: ItemSums[]; totals: TotalSums } {
  const totals = sessions.map((rows) => rows.reduce((sum, r) => sum + (r.x ?? 0), 0));
  const order = sessions.map((_, i) => i).sort((a, b) => totals[b] - totals[a] || a - b);
  const g = groupSize(sessions.length);
  const upper = new Set(order.slice(0, g));
  const lower = new Set(order.slice(sessions.length - g));
  const byUin = new Map<string, ItemSums & { seconds: number[]; counts: Map<string, ChoiceCount> }>();
  sessions.forEach((rows, i) => {
    const t = totals[i];
    for (const r of rows) {
      let s = byUin.get(r.uin);
      if (!s) {
        s = {
          uin: r.uin,
          n: 0,
          omitted: 0,
          scored: 0,
          sumX: 0,
          sumX2: 0,
          sumXT: 0,
          sumT: 0,
          sumT2: 0,
          upperN: 0,
          upperSumX: 0,
          lowerN: 0,
          lowerSumX: 0,
          medianSeconds: null,
          choices: [],
          seconds: [],
          counts: new Map(),
        };
        byUin.set(r.uin, s);
      }
      s.n++;
      if (r.omitted) s.omitted++;
      if (r.x !== null) {
        s.scored++;
        s.sumX += r.x;
        s.sumX2 += r.x * r.x;
        s.sumXT += r.x * t;
        s.sumT += t;
        s.sumT2 += t * t;
      }
      if (upper.has(i)) {
        s.upperN++;
        s.upperSumX += r.x ?? 0;
      }
      if (lower.has(i)) {
        s.lowerN++;
        s.lowerSumX += r.x ?? 0;
      }
      if (r.seconds !== null) s.seconds.push(r.seconds);
      if (r.omitted) continue;
      for (const [responseIdentifier, values] of Object.entries(r.values)) {
        for (const value of values) {
          const id = `${responseIdentifier}\u0000${value}`;
          const c = s.counts.get(id) ?? { responseIdentifier, value, count: 0, upperCount: 0 };
          c.count++;
          if (upper.has(i)) c.upperCount++;
          s.counts.set(id, c);
        }
      }
    }
  });
  const items = [...byUin.values()].map(({ seconds, counts, ...s }) => ({ ...s, medianSeconds: median(seconds), choices: [...counts.values()] }));
  return {
    items,
    totals: { sessions: sessions.length, sumT: totals.reduce((a, b) => a + b, 0), sumT2: totals.reduce((a, b) => a + b * b, 0) },
  };
}
