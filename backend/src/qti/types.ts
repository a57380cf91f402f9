// Re-exports model/, so imports name one module; the player receives only `DeliveryItem`s.

export type * from './model/values';
export type * from './model/processing';
export type * from './model/declarations';
export type * from './model/scoring';
export type * from './model/body';
export type * from './model/package';
export type * from './model/adaptive';
