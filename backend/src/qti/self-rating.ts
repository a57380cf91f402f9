import type { InteractionNode, ResponseDeclaration, ResponseProcessing } from './types';

/**
 * An essay item may ask the candidate to rate their own answer against its rubric: rating
 * interactions whose responses have no correct response, only a mapping from each level to its
 * points, summed into SCORE by the item's response processing. QTI scores it like any item (the
 * processing drives SCORE, MAXSCORE bounds it); what makes it self-rated is that nothing in it is
 * right or wrong: every point comes from the candidate's own ratings, and the essay itself is
 * still left to a person. Such an item is reported as "self-rated", never as correct or incorrect.
 */
export function isSelfRated(interactionTypes: InteractionNode['interaction'][], responses: ResponseDeclaration[], processing: ResponseProcessing): boolean {
  const leftToPerson = interactionTypes.includes('extendedText') || interactionTypes.includes('drawing');
  if (!leftToPerson || (!processing.template && processing.rules.length === 0)) return false;
  const scored = responses.filter((r) => r.mapping || r.correctResponse?.length);
  return scored.length > 0 && scored.every((r) => r.mapping && !r.correctResponse?.length);
}
