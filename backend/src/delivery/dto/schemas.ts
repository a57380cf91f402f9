import type { ApiPropertyOptions } from '@nestjs/swagger';

/** The union of body nodes has no class: the document builder adds it by this name (`body-node.dto.ts`). */
const BODY_NODE = { $ref: '#/components/schemas/BodyNode' };

/** Nodes of an item body: text, XHTML/MathML elements and interactions. */
export const BODY_NODES: ApiPropertyOptions = { type: 'array', items: BODY_NODE };

/** One body per feedback shown. */
export const BODY_NODE_LISTS: ApiPropertyOptions = { type: 'array', items: { type: 'array', items: BODY_NODE } };

/** One answer value per response identifier: null, a string, or a list of strings. */
export const RESPONSE_MAP: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: {
    oneOf: [
      { type: 'string', nullable: true },
      { type: 'array', items: { type: 'string' } },
    ],
  },
};

/** Correct values per response identifier. */
export const CORRECT_MAP: ApiPropertyOptions = { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } };
