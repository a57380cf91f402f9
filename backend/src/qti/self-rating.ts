import type { InteractionNode, ResponseDeclaration, ResponseProcessing } from './types';

/**
 * An essay item may ask the candidate to rate their own answer against its rubric: rating
 * interactions whose responses have no correct response, only a mapping from each level to its
 * points, summed into SCORE by the item's response processing. QTI scores it like any item (the
 * processing drives SCORE, MAXSCORE bounds it); what makes it self-rated is that nothing in it is
 * right or wrong: every point comes from the candidate's own ratings, and the essay itself is
 * still left to a person. Such an item is reported as "self-rated", never as correct or incorrect.
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

/**
 * A drawing or an essay cannot be judged by a machine on its own, so an item with one is scored by
 * a person unless its response processing sets outcomes itself: then that processing (a mapping of
 * the expected words, a mark for handing a drawing in) is what the item asks for and it runs as
 * written, as QTI scores any response.
 */
export function leftToPerson(processing: ResponseProcessing): boolean {
  return !processing.template && processing.rules.length === 0;
}
