import type { Expression, QtiValue } from '../types';
import type { ScoringContext } from './context';

/** An expression's meaning, given its already evaluated children. */
export type Operator = (args: QtiValue[], expression: Expression, ctx: ScoringContext) => QtiValue;
