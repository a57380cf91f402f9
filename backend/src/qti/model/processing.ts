/** Expressions and rules as parsed (names are the QTI 2.x camelCase names, also for 3.0). */

/** Any QTI expression element: match, baseValue, variable, correct, mapResponse, sum, and, ... */
export interface Expression {
  name: string;
  attrs: Record<string, string>;
  children: Expression[];
  /** text content, for baseValue */
  text?: string;
}

export type ResponseRule =
  | { kind: 'setOutcomeValue'; identifier: string; expression: Expression }
  | { kind: 'lookupOutcomeValue'; identifier: string; expression: Expression }
  /** responseIf, then responseElseIf..., then an optional responseElse (condition undefined) */
  | { kind: 'responseCondition'; branches: { condition?: Expression; rules: ResponseRule[] }[] }
  | { kind: 'exitResponse' };

/** The QTI standard templates and the Common Cartridge ones (CC2_*). */
export type StandardTemplate = 'match_correct' | 'map_response' | 'map_response_point' | 'CC2_match' | 'CC2_match_basic' | 'CC2_map_response';

export interface ResponseProcessing {
  /** set when the item names a standard template; its rules are then implied */
  template?: StandardTemplate;
  rules: ResponseRule[];
}
