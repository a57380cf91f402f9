/** The reader validates items before scoring, so this means a bug; the message names the identifier to find the item. */
export class ScoringError extends Error {
  constructor(
    message: string,
    readonly identifier?: string,
  ) {
    super(message);
    this.name = 'ScoringError';
  }
}
