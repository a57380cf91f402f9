import type { CandidateResponse, ItemModel, ScoringModel } from './types';
import type { ItemOutcomes, RoutedTest } from './delivery/route-types';
import type { QtiValue } from './model/values';
import type { IssueSink } from './issues';
import { walkRoute } from './delivery/walk';
import { scoreItem } from './scoring/score-item';
import { instantiateItem } from './templating/instantiate';

const detailOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The declared correct responses as the player sends answers; undefined when no response declares one. */
function correctAnswers(scoring: ScoringModel): { answers: Record<string, CandidateResponse>; complete: boolean } | undefined {
  const answers: Record<string, CandidateResponse> = {};
  let complete = true;
  for (const d of scoring.responses) {
    const values = d.correctResponse?.filter((v) => v.trim() !== '') ?? [];
    if (values.length === 0 || d.cardinality === 'record') complete = false;
    else answers[d.identifier] = d.cardinality === 'single' ? values[0] : values;
  }
  return Object.keys(answers).length ? { answers, complete } : undefined;
}

/**
 * Scores an item once with no response and once with its declared correct responses, as a student
 * would meet it. A template item is tried as the instance of a fixed seed; one a person scores or the
 * student rates is only run unanswered, as it has no right answer to earn its maximum.
 */
export function dryRunItem(model: ItemModel, line: number, sink: IssueSink): void {
  let scoring: ScoringModel;
  try {
    scoring = instantiateItem(model, 0, model.uin).scoring;
    scoreItem(scoring, {});
  } catch (err) {
    sink.error(model.file, 'item.processingFailsUnanswered', { detail: detailOf(err) }, line);
    return;
  }
  const correct = scoring.humanScored || scoring.selfRated ? undefined : correctAnswers(scoring);
  if (!correct) return;
  try {
    const { score, maxScore } = scoreItem(scoring, correct.answers);
    // a response without a correct one is left unanswered, so only a complete answer is held to the maximum
    if (correct.complete && score < maxScore) sink.warn(model.file, 'item.correctShort', { score, maxScore }, line);
  } catch (err) {
    sink.error(model.file, 'item.processingFailsCorrect', { detail: detailOf(err) }, line);
  }
}

/** Outcomes of an item answered wrong, as the walk reads a final item: SCORE 0. */
const ANSWERED: Record<string, QtiValue> = { SCORE: { cardinality: 'single', baseType: 'float', value: 0 } };
/** Steps a dry run takes at most: each one finalises every item delivered so far. */
const MAX_STEPS = 500;

/**
 * Starts the test once with no answer, as a launch does, then goes on as a student answering every
 * question wrong: its outcome processing and conditions run after each answer as Next runs them.
 */
export function dryRunTest(test: RoutedTest, file: string, line: number, sink: IssueSink): void {
  let route;
  try {
    route = walkRoute(test, 0, {});
  } catch (err) {
    sink.error(file, 'test.cannotStart', { detail: detailOf(err) }, line);
    return;
  }
  const outcomes: ItemOutcomes = {};
  try {
    for (let step = 0; step < MAX_STEPS && !route.complete; step++) {
      const before = Object.keys(outcomes).length;
      for (const item of route.items) outcomes[item.refIdentifier] = ANSWERED;
      if (Object.keys(outcomes).length === before) break;
      route = walkRoute(test, 0, outcomes);
    }
  } catch (err) {
    sink.error(file, 'test.failsAfterAnswers', { detail: detailOf(err) }, line);
  }
}
