import type { OutcomeDeclaration } from '../qti/types';
import type { AdaptiveResultDto, ReportItemDto, ScoreReportDto, StrandScoreDto } from './dto/delivery-views.dto';
import type { AdaptiveRoute } from '../qti/delivery';
import type { StrandResult } from './entities/test-session.entity';
import { correctResponseOf, isCorrect, scoreResponse, shownFeedback } from './item-scoring';
import { bandOf } from './report-band';
import { selfRatingsOf } from './self-ratings';
import { sessionItem } from './session-items';
import type { LoadedSession } from './session-store.service';
import { stimuliOf } from './views';

/** A percentage of the maximum, never over 100 (an item's maximum may be only an estimate). */
export const percentOf = (score: number, maxScore: number): number => (maxScore > 0 ? Math.min(100, Math.round((100 * score) / maxScore)) : 0);

/** Every item of the route with the answer, its score, the correct answer and the feedback shown. */
export function reportItems(loaded: LoadedSession): ReportItemDto[] {
  const { content, rows, route, session } = loaded;
  return route.items.flatMap((ref, position) => {
    const item = sessionItem(content, session.seed, ref.uin);
    if (!item) return [];
    const response = rows.get(ref.uin)?.response ?? null;
    const scored = scoreResponse(item, response);
    const human = item.scoring.humanScored;
    const { uin, title, body, stimulusRefs, stylesheets, rubric, lang } = item.delivery;
    return [
      {
        position,
        uin: ref.uin,
        strandName: item.strandName,
        item: {
          uin,
          title,
          body,
          stimulusRefs,
          stylesheets,
          ...(lang ? { lang } : {}),
          feedback: shownFeedback(item, scored),
          ...(rubric?.length ? { rubric } : {}),
        },
        stimuli: stimuliOf(content, item),
        response: response ?? {},
        correctResponse: correctResponseOf(item.scoring),
        correct: isCorrect(item, scored.score, scored.maxScore),
        score: human ? 0 : scored.score,
        maxScore: scored.maxScore,
        humanScored: human,
        selfRated: Boolean(item.scoring.selfRated),
        selfRatings: selfRatingsOf(item, response),
        ...(rubric?.length ? { rubric } : {}),
      },
    ];
  });
}

/** Totals over scored items (machine-scored and self-rated), overall and per strand in the test's strand order. */
export function totals(loaded: LoadedSession, items: ReportItemDto[]): { score: number; maxScore: number; percent: number; strands: StrandResult[] } {
  const strands = new Map<string, { order: number; score: number; maxScore: number; selfRatedMaxScore: number }>();
  let score = 0;
  let maxScore = 0;
  for (const it of items) {
    if (it.humanScored) continue;
    const order = loaded.content.items.get(it.uin)?.strandPosition ?? 0;
    const s = strands.get(it.strandName) ?? { order, score: 0, maxScore: 0, selfRatedMaxScore: 0 };
    s.score += it.score;
    s.maxScore += it.maxScore;
    if (it.selfRated) s.selfRatedMaxScore += it.maxScore;
    strands.set(it.strandName, s);
    score += it.score;
    maxScore += it.maxScore;
  }
  const list = [...strands.entries()]
    .sort((a, b) => a[1].order - b[1].order)
    .map(([strandName, s]): StrandResult => ({
      strandName,
      score: s.score,
      maxScore: s.maxScore,
      percent: percentOf(s.score, s.maxScore),
      ...(s.selfRatedMaxScore > 0 ? { selfRatedMaxScore: s.selfRatedMaxScore } : {}),
    }));
  return { score, maxScore, percent: percentOf(score, maxScore), strands: list };
}

/** A strand is strong from this share of its points; below it, it needs practice (unless the test says otherwise). */
export const STRONG_PERCENT = 70;

/** The SCORE outcome's masteryValue against its normalMaximum, applied to each strand alike; else STRONG_PERCENT. */
export function strongPercentOf(outcomes: OutcomeDeclaration[] | undefined): number {
  const score = outcomes?.find((o) => o.identifier === 'SCORE');
  const { masteryValue, normalMaximum } = score ?? {};
  if (masteryValue === undefined || !normalMaximum || normalMaximum <= 0) return STRONG_PERCENT;
  return Math.min(100, Math.max(0, Math.round((100 * masteryValue) / normalMaximum)));
}

/** The stored strand scores with what a student studies from: counts, a label and the questions missed. */
export function strandDetails(strands: StrandResult[], items: ReportItemDto[], strongPercent = STRONG_PERCENT): StrandScoreDto[] {
  return strands.map((s) => {
    // a self-rating is neither right nor wrong: its points count, but not as a question missed
    const own = items.filter((i) => i.strandName === s.strandName && !i.humanScored && !i.selfRated);
    return {
      ...s,
      selfRatedMaxScore: s.selfRatedMaxScore ?? 0,
      correct: own.filter((i) => i.correct === true).length,
      total: own.length,
      status: s.percent >= strongPercent ? 'strong' : 'needsPractice',
      missed: own.filter((i) => i.correct !== true).map((i) => i.position),
      practiceTests: [],
    };
  });
}

export function scoreReport(loaded: LoadedSession, items: ReportItemDto[] = reportItems(loaded)): ScoreReportDto {
  const { session, content } = loaded;
  const sum = totals(loaded, items);
  const percent = session.percent ?? sum.percent;
  const strongPercent = strongPercentOf(content.structure.outcomes);
  return {
    sessionId: session.id,
    testName: content.testName,
    mode: session.mode,
    completedOn: (session.completedOn ?? new Date()).toISOString(),
    score: session.score ?? sum.score,
    maxScore: session.maxScore ?? sum.maxScore,
    percent,
    strands: strandDetails(session.strandResults ?? sum.strands, items, strongPercent),
    strongPercent,
    band: bandOf(content.structure.outcomes, percent),
    ...(loaded.route.adaptive ? { adaptive: loaded.route.adaptive.map(adaptiveResult) } : {}),
    items,
  };
}

/** θ and SE as the route's walk left them (over the section's answered items), with the declared scale's score. */
function adaptiveResult(route: AdaptiveRoute): AdaptiveResultDto {
  const { sectionIdentifier, answered, theta, se, stopped, scale } = route;
  const result: AdaptiveResultDto = { sectionIdentifier, answered, theta: Number(theta.toFixed(3)), se: Number(se.toFixed(3)), stopped };
  if (scale) Object.assign(result, { scaledScore: scale.score, scaledLow: scale.low, scaledHigh: scale.high });
  if (scale?.cut !== undefined) Object.assign(result, { cut: scale.cut, ready: scale.ready });
  return result;
}
