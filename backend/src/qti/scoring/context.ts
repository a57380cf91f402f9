import type { OutcomeDeclaration, QtiValue, ResponseDeclaration } from '../types';

/** The variables of one item session while its response processing runs. */
export interface ScoringContext {
  responseDecls: Map<string, ResponseDeclaration>;
  outcomeDecls: Map<string, OutcomeDeclaration>;
  responses: Map<string, QtiValue>;
  outcomes: Map<string, QtiValue>;
  /**
   * Variables that are neither responses nor outcomes of this session, e.g. an item's outcome read
   * by a test's outcome processing (`ITEM.SCORE`); undefined when the identifier is unknown.
   */
  resolveVariable?: (identifier: string) => QtiValue | undefined;
  /** the stream random, randomInteger and randomFloat draw from: seeded, so a run can be repeated */
  random?: () => number;
}
