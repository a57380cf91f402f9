/**
 * The portal's model of a QTI content package. The reader (package/, xml/) produces it, the
 * scorer (scoring/) consumes its server-only parts, and the player receives only `DeliveryItem`s.
 * One file per concern under model/, all re-exported here so that imports name one module. No
 * framework code here: the library is plain TypeScript so it can be tested and reused alone.
 */

export type * from './model/values';
export type * from './model/processing';
export type * from './model/declarations';
export type * from './model/scoring';
export type * from './model/body';
export type * from './model/package';
