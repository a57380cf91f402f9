/** Delivery of a test: the route a session takes through it (selection, ordering, branching). */
export { walkRoute } from './walk';
export { newSeed } from '../prng';
export type { AdaptiveRoute, ItemOutcomes, RouteItem, RouteResult, RoutedTest } from './route-types';
export { dichotomous } from './adaptive-step';
