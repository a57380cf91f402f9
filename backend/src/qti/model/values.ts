/** Base types, cardinalities and the runtime values of QTI variables. */

export type QtiVersion = '2.1' | '2.2' | '3.0';

export type BaseType = 'identifier' | 'string' | 'integer' | 'float' | 'boolean' | 'point' | 'pair' | 'directedPair' | 'duration' | 'file' | 'uri';

export type Cardinality = 'single' | 'multiple' | 'ordered' | 'record';

/** What a candidate answered, per response identifier, as the player sends it. */
export type CandidateResponse = null | string | string[];

export type QtiScalar = string | number | boolean;

/** A typed runtime value: null is QTI NULL; containers hold scalars. */
export type QtiValue =
  | null
  | { cardinality: 'single'; baseType: BaseType; value: QtiScalar }
  | { cardinality: 'multiple' | 'ordered'; baseType: BaseType; value: QtiScalar[] }
  | { cardinality: 'record'; value: Record<string, QtiValue> };
