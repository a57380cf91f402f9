import type { InteractionNode } from './types';

type Kind = InteractionNode['interaction'];

/**
 * Other kinds may carry the same attributes, meaning nothing there; they are not kept, so every node has only
 * the parts its schema in the API document names.
 */
export const SELECTION_KINDS = [
  'choice',
  'inlineChoice',
  'order',
  'match',
  'gapMatch',
  'hottext',
  'hotspot',
  'selectPoint',
  'graphicOrder',
  'graphicAssociate',
  'graphicGapMatch',
  'positionObject',
  'associate',
] as const satisfies readonly Kind[];

/** The interactions typed into, whose attributes size the field and hint at the answer's form. */
export const TEXT_KINDS = ['textEntry', 'extendedText'] as const satisfies readonly Kind[];

export const SELECTION_ATTRIBUTES = ['shuffle', 'minChoices', 'maxChoices'] as const;
export const TEXT_ATTRIBUTES = ['expectedLength', 'expectedLines', 'patternMask', 'placeholderText'] as const;

const selection = new Set<Kind>(SELECTION_KINDS);
const text = new Set<Kind>(TEXT_KINDS);

/** Whether the importer keeps the attribute of that name on an interaction of this kind. */
export function keepsAttribute(kind: Kind, attribute: string): boolean {
  if ((SELECTION_ATTRIBUTES as readonly string[]).includes(attribute)) return selection.has(kind);
  if ((TEXT_ATTRIBUTES as readonly string[]).includes(attribute)) return text.has(kind);
  return true;
}
