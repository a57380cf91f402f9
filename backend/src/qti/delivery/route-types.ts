import type { QtiValue, TestModel } from '../types';

/** One item of a session's route, in the order the student sees it. */
export interface RouteItem {
  /**
   * The item reference's identifier. A reference a section selects again (selection with
   * replacement) is the QTI instance `REF.2`, `REF.3`, ... so every entry of a route is distinct.
   */
  refIdentifier: string;
  uin: string;
  partIdentifier: string;
  /** identifiers of the enclosing sections, outermost first */
  sectionPath: string[];
  navigationMode: 'linear' | 'nonlinear';
  categories: string[];
}

/** Outcomes of the final items only, by route `refIdentifier`. */
export type ItemOutcomes = Record<string, Record<string, QtiValue>>;

export interface RouteResult {
  /** items delivered so far plus, in nonlinear parts, every item of the part; in order */
  items: RouteItem[];
  /** true when nothing follows the last item in `items` (the test can be submitted) */
  complete: boolean;
  /** test outcomes after outcome processing over the final items */
  testOutcomes: Record<string, QtiValue>;
  /** each adaptive section the route has entered, in route order; absent when there is none */
  adaptive?: AdaptiveRoute[];
}

/** An adaptive section of a route: the engine's estimate over its answered items. */
export interface AdaptiveRoute {
  sectionIdentifier: string;
  /** items answered in it so far */
  answered: number;
  /** the most items it can give; how many it will give is known only when it stops */
  maxLength: number;
  /** why the engine stopped, or null while it goes on */
  stopped: 'precision' | 'max-length' | 'pool-exhausted' | null;
  /** EAP θ and its posterior SD over the answered items */
  theta: number;
  se: number;
  /** the score on the section's declared scale, its error band and, with a cut, readiness */
  scale?: { score: number; low: number; high: number; cut?: number; ready?: boolean };
}

/** What the walk reads of a test: its structure, outcome declarations and outcome processing. */
export type RoutedTest = Pick<TestModel, 'parts' | 'outcomes' | 'outcomeProcessing'>;
