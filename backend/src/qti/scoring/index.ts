/** QTI response processing: scores a submitted item from the server-only part of its model. */
export { scoreItem } from './score-item';
export { maxScoreOf, scoreKindOf } from './max-score';
export { isSupportedExpression, SUPPORTED_EXPRESSIONS } from './expressions';
export { ScoringError } from './errors';
