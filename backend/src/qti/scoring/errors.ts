/**
 * A model the scorer cannot evaluate: an unknown variable, a type or cardinality mismatch, a missing
 * mapping. The reader validates items before they reach the scorer, so this guards against bugs;
 * the message names the identifier involved so the item can be found.
 */
export class ScoringError extends Error {
  constructor(
    message: string,
    readonly identifier?: string,
  ) {
    super(message);
    this.name = 'ScoringError';
  }
}
