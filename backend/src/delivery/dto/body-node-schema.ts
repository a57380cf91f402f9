import { getSchemaPath } from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { BodyNode, Choice, GraphicObject, InteractionNode, MediaSettings, PciSettings, SliderSettings } from '../../qti/types';
import type { SELECTION_ATTRIBUTES, SELECTION_KINDS, TEXT_ATTRIBUTES, TEXT_KINDS } from '../../qti/interaction-attributes';
import { BodyElementDto, ChoiceDto, GraphicObjectDto, MediaSettingsDto, PciSettingsDto, SliderSettingsDto } from './body-node.dto';
import { INTERACTION_NODE_MODELS, type InteractionNodeDto } from './interaction-nodes.dto';

/**
 * Text and elements are told apart by shape; interactions form one union discriminated by `interaction`,
 * so a generated client narrows a node to its kind.
 */

const refs = Object.entries(INTERACTION_NODE_MODELS).map(([kind, model]) => [kind, getSchemaPath(model)] as const);

/** `InteractionNode`: one member per kind, picked by `interaction`. */
export const INTERACTION_NODE_SCHEMA: SchemaObject = {
  description: 'An interaction of an item body, one schema per kind, which `interaction` names',
  type: 'object',
  oneOf: refs.map(([, $ref]) => ({ $ref })),
  discriminator: { propertyName: 'interaction', mapping: Object.fromEntries(refs) },
};

/** `BodyNode`: text, an element, or an interaction. */
export const BODY_NODE_SCHEMA: SchemaObject = {
  description: 'A node of an item body: text, an element (with `tag`) or an interaction (with `interaction`)',
  oneOf: [{ type: 'string' }, { $ref: getSchemaPath(BodyElementDto) }, { $ref: '#/components/schemas/InteractionNode' }],
};

/** The classes only these unions refer to, given to the document builder. */
export const BODY_NODE_MODELS = [BodyElementDto, ...Object.values(INTERACTION_NODE_MODELS)];

/** Adds the two unions, which have no class of their own, to the document's schemas. */
export function addBodyNodeSchemas(schemas: Record<string, SchemaObject | ReferenceObject>): void {
  schemas.BodyNode = BODY_NODE_SCHEMA;
  schemas.InteractionNode = INTERACTION_NODE_SCHEMA;
}

// The schemas and the model they describe stay one: these lines fail to compile when they part ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(): T | undefined => undefined;
/** every member of the union T has every key K (distributes over T) */
type AllHave<T, K extends PropertyKey> = T extends unknown ? ([K] extends [keyof T] ? true : false) : never;
type NoneHas<T, K extends PropertyKey> = T extends unknown ? ([Extract<keyof T, K>] extends [never] ? true : false) : never;
type KeysOfAny<T> = T extends unknown ? keyof T : never;
type OfKinds<K> = Extract<InteractionNodeDto, { interaction: K }>;
type SelectionKind = (typeof SELECTION_KINDS)[number];
type TextKind = (typeof TEXT_KINDS)[number];
type SelectionKey = (typeof SELECTION_ATTRIBUTES)[number];
type TextKey = (typeof TEXT_ATTRIBUTES)[number];

same<Same<GraphicObjectDto, GraphicObject>>();
same<Same<ChoiceDto, Omit<Choice, 'template'>>>();
same<Same<PciSettingsDto, PciSettings>>();
same<Same<SliderSettingsDto, SliderSettings>>();
same<Same<MediaSettingsDto, MediaSettings>>();
same<Same<BodyElementDto, Exclude<Exclude<BodyNode, string>, InteractionNode>>>();
// every kind's schema is a node the model can hold, and every part of the model is in some kind's schema
same<InteractionNodeDto extends InteractionNode ? true : false>();
same<Same<KeysOfAny<InteractionNodeDto>, keyof InteractionNode>>();
// the attributes the importer keeps per kind are the ones the kind's schema names
same<AllHave<OfKinds<SelectionKind>, SelectionKey>>();
same<NoneHas<Exclude<InteractionNodeDto, OfKinds<SelectionKind>>, SelectionKey>>();
same<AllHave<OfKinds<TextKind>, TextKey>>();
same<NoneHas<Exclude<InteractionNodeDto, OfKinds<TextKind>>, TextKey>>();
