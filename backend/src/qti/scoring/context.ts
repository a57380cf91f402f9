import type { OutcomeDeclaration, QtiValue, ResponseDeclaration } from '../types';

/** One item of a test session as the test-level expressions (testVariables, numberCorrect, ...) see it. */
export interface TestItemSession {
  /** the route key: the reference's identifier, `REF.n` for a later instance */
  key: string;
  sectionPath: string[];
  categories: string[];
  /** the reference's weights by identifier */
  weights: Record<string, number>;
  /** the item's outcomes once its session is final (submitted); undefined before */
  outcomes?: Record<string, QtiValue>;
  /** whether the item is in a linear part, where being on the route means the candidate reached it */
  linear?: boolean;
  /** the normalMaximum / normalMinimum the item declares, known before it is answered */
  declared?: { normalMaximum: Record<string, number>; normalMinimum: Record<string, number> };
}

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
  /** Test level: the weight `weight` of the item a variable such as `ITEM.SCORE` belongs to (1 when it has none). */
  weightOf?: (identifier: string, weight: string) => number | undefined;
  /** Test level: the items of the session's route so far, in route order. */
  testItems?: TestItemSession[];
  /** Test level: every item the session's selection and ordering chose, delivered or not (numberSelected). */
  selectedItems?: Pick<TestItemSession, 'sectionPath' | 'categories'>[];
  /** the stream random, randomInteger and randomFloat draw from: seeded, so a run can be repeated */
  random?: () => number;
}
