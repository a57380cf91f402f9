import type { FeedbackRule, QtiValue } from '../types';
import { ScoringError } from './errors';

function holdsIdentifier(value: QtiValue, identifier: string): boolean {
  if (value === null || value.cardinality === 'record') return false;
  if (value.cardinality === 'single') return String(value.value) === identifier;
  return value.value.some((v) => String(v) === identifier);
}

/**
 * Feedback with showHide "show" appears when its outcome holds its identifier (as the value, or one
 * of the values of a container); with "hide" it appears unless the outcome holds it.
 */
export function feedbackShown(rules: FeedbackRule[], outcomes: Map<string, QtiValue>): string[] {
  const shown = new Set<string>();
  for (const rule of rules) {
    if (!outcomes.has(rule.outcomeIdentifier)) {
      throw new ScoringError(`feedback ${rule.identifier} refers to ${rule.outcomeIdentifier}, which is not a declared outcome`, rule.outcomeIdentifier);
    }
    const holds = holdsIdentifier(outcomes.get(rule.outcomeIdentifier) ?? null, rule.identifier);
    if (holds === (rule.showHide === 'show')) shown.add(rule.identifier);
  }
  return [...shown];
}
