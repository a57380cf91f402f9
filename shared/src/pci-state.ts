/**
 * A portable custom interaction's own state (1EdTech PCI `getState()`, IMS PCI 1.0
 * `getSerializedState()`) travels with the item's responses under a key no QTI identifier can take
 * (an identifier holds no colon): `qti:state:RESPONSE`, the state as JSON text. It is saved through
 * the same queue as the answer and given back at the next rendering; it is never scored and does
 * not make an item answered.
 */
export const PCI_STATE_PREFIX = 'qti:state:';

/** Longest state kept, in characters: a state is the interaction's memory, not a file. */
export const MAX_PCI_STATE = 100_000;

export const pciStateKey = (responseIdentifier: string): string => PCI_STATE_PREFIX + responseIdentifier;

/** The response identifier a state key belongs to, or undefined for a response's own key. */
export function stateOwner(key: string): string | undefined {
  return key.startsWith(PCI_STATE_PREFIX) ? key.slice(PCI_STATE_PREFIX.length) : undefined;
}
