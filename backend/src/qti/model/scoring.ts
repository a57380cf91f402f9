import type { OutcomeDeclaration, ResponseDeclaration } from './declarations';
import type { Expression, ResponseProcessing } from './processing';
import type { BaseType, Cardinality, QtiValue } from './values';

/** What the scorer gets (server only, never sent to a browser) and what it gives back. */

export interface FeedbackRule {
  /** modalFeedback, feedbackBlock or feedbackInline */
  kind: 'modal' | 'block' | 'inline';
  outcomeIdentifier: string;
  identifier: string;
  showHide: 'show' | 'hide';
}

/** A template variable (templateDeclaration): set by template processing, read like an outcome. */
export interface TemplateDeclaration {
  identifier: string;
  cardinality: Cardinality;
  baseType?: BaseType;
  defaultValue?: string[];
  /** substituted for object parameter values equal to its name */
  paramVariable?: boolean;
  /** substituted for MathML mi/ci elements whose text is its name */
  mathVariable?: boolean;
}

export type TemplateRule =
  | { kind: 'setTemplateValue' | 'setDefaultValue' | 'setCorrectResponse'; identifier: string; expression: Expression }
  /** templateIf, then templateElseIf..., then an optional templateElse (condition undefined) */
  | { kind: 'templateCondition'; branches: { condition?: Expression; rules: TemplateRule[] }[] }
  | { kind: 'templateConstraint'; expression: Expression }
  | { kind: 'exitTemplate' };

export interface TemplateModel {
  declarations: TemplateDeclaration[];
  processing: TemplateRule[];
}

export interface ScoringModel {
  /**
   * Template declarations and processing, when the item has them (or prints variables in its
   * body): the item is then instantiated per session before it is shown or scored.
   */
  templates?: TemplateModel;
  /** only on an instance: the values template processing gave its template variables */
  templateValues?: Record<string, QtiValue>;
  responses: ResponseDeclaration[];
  outcomes: OutcomeDeclaration[];
  processing: ResponseProcessing;
  feedback: FeedbackRule[];
  /** extended text and other interactions a person scores: saved, not machine-scored */
  humanScored: boolean;
  /** every point comes from the candidate's own rubric ratings (see isSelfRated): scored, never right or wrong */
  selfRated?: boolean;
}

export interface ScoringResult {
  outcomes: Record<string, QtiValue>;
  /** the SCORE outcome as a number (0 when unset) */
  score: number;
  /** MAXSCORE when declared, else the best score the correct responses or mappings allow */
  maxScore: number;
  /** identifiers of the feedback the outcomes show (modal, block and inline) */
  feedbackShown: string[];
}
