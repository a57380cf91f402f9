import type { OutcomeDeclaration, QtiValue, ResponseDeclaration } from '../types';

/** The variables of one item session while its response processing runs. */
export interface ScoringContext {
  responseDecls: Map<string, ResponseDeclaration>;
  outcomeDecls: Map<string, OutcomeDeclaration>;
  responses: Map<string, QtiValue>;
  outcomes: Map<string, QtiValue>;
}
