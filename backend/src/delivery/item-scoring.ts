import { Logger } from '@nestjs/common';
import { scoreItem, scoreKindOf } from '../qti/scoring';
import { printOutcomes } from '../qti/templating';
import type { CandidateResponse, ScoringModel, ScoringResult } from '../qti/types';
import type { CheckResultDto, FeedbackContentDto } from './dto/delivery-views.dto';
import { selfRatingsOf } from './self-ratings';
import type { ContentItem } from '../practice-tests/test-content.service';

const logger = new Logger('Delivery');

/** Response processing of one answer; a model the scorer cannot run scores 0 rather than losing the answer. */
export function scoreResponse(item: ContentItem, response: Record<string, CandidateResponse> | null): ScoringResult {
  try {
    return scoreItem(item.scoring, response ?? {});
  } catch (e) {
    logger.error(`scoring ${item.uin} failed: ${(e as Error).message}`);
    return { outcomes: {}, score: 0, maxScore: 0, feedbackShown: [] };
  }
}

/** The correct values of each response; for a mapped response without one, the keys worth points. */
export function correctResponseOf(scoring: ScoringModel): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  // a self-rating has no right level: every level the student may choose is worth its points
  if (scoring.selfRated) return result;
  for (const d of scoring.responses) {
    if (d.correctResponse?.length) result[d.identifier] = d.correctResponse;
    else if (d.mapping) result[d.identifier] = d.mapping.entries.filter((e) => e.mappedValue > 0).map((e) => e.mapKey);
  }
  return result;
}

export function isCorrect(item: ContentItem, score: number, maxScore: number): boolean | null {
  // a SCORE the portal cannot count (a string, say) says nothing of right or wrong
  if (item.scoring.humanScored || item.scoring.selfRated || scoreKindOf(item.scoring) === 'uncounted') return null;
  return maxScore > 0 ? score >= maxScore : score > 0;
}

/** Only the feedback the outcomes show: the rest never leaves the server. A cloned item's feedback prints the scored outcomes. */
export function shownFeedback(item: ContentItem, scored: Pick<ScoringResult, 'feedbackShown' | 'outcomes'>): FeedbackContentDto[] {
  const ids = new Set(scored.feedbackShown);
  const shown = item.delivery.feedback.filter((f) => ids.has(f.identifier));
  return item.scoring.templateValues ? shown.map((f) => ({ ...f, content: printOutcomes(f.content, scored.outcomes) })) : shown;
}

/** The verdict a final answer earns in Learn As You Go (and the review of the score report). */
export function checkResultOf(item: ContentItem, response: Record<string, CandidateResponse> | null): CheckResultDto {
  const scored = scoreResponse(item, response);
  const human = item.scoring.humanScored;
  return {
    correct: isCorrect(item, scored.score, scored.maxScore),
    humanScored: human,
    score: human ? 0 : scored.score,
    maxScore: scored.maxScore,
    correctResponse: correctResponseOf(item.scoring),
    feedback: shownFeedback(item, scored).map((f) => f.content),
    ...(item.delivery.rubric?.length ? { rubric: item.delivery.rubric } : {}),
    selfRated: Boolean(item.scoring.selfRated),
    selfRatings: selfRatingsOf(item, response),
  };
}
