import type { InteractionNode, ResponseDeclaration, ResponseProcessing } from './types';

/**
 * Every point comes from the candidate's own ratings (mapped, with no correct response), so the item is
 * reported as self-rated, never correct or incorrect; the essay is still left to a person.
 */
export function isSelfRated(
  interactionTypes: InteractionNode['interaction'][],
  responses: ResponseDeclaration[],
  processing: ResponseProcessing,
  /** the responses of the essays and drawings themselves: a mapping of one scores the answer, it is no rating */
  written: ReadonlySet<string> = new Set(),
): boolean {
  const writes = interactionTypes.includes('extendedText') || interactionTypes.includes('drawing');
  if (!writes || leftToPerson(processing)) return false;
  const scored = responses.filter((r) => r.mapping || r.correctResponse?.length);
  return scored.length > 0 && scored.every((r) => r.mapping && !r.correctResponse?.length && !written.has(r.identifier));
}

/** Unless its own response processing sets outcomes (a mapping of expected words), which then runs as written. */
export function leftToPerson(processing: ResponseProcessing): boolean {
  return !processing.template && processing.rules.length === 0;
}
