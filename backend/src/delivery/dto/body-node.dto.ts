import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { BodyNode, Choice, GraphicObject, InteractionNode, MediaSettings, PciSettings, SliderSettings } from '../../qti/types';
import { BODY_NODES as BODY_NODE_LIST } from './schemas';

/**
 * The item body as the player receives it, described for the OpenAPI document so the SPA's item
 * types are generated. The QTI model (`qti/model/body.ts`) stays the one source: the checks at the
 * end of this file fail to compile when these schemas and the model part ways.
 */


const INTERACTION_KINDS: InteractionNode['interaction'][] = [
  'choice',
  'inlineChoice',
  'textEntry',
  'extendedText',
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
  'slider',
  'media',
  'endAttempt',
  'upload',
  'drawing',
  'portableCustom',
];

/** The picture of a graphic interaction (an `object` or, in 3.0, an `img`), a package media path. */
export class GraphicObjectDto {
  src!: string;
  width?: number;
  height?: number;
  type?: string;
  /** the object's fallback text or the img's alt */
  alt?: string;
}

export class ChoiceDto {
  identifier!: string;
  @ApiProperty(BODY_NODE_LIST)
  content!: BodyNode[];
  fixed?: boolean;
  /** gap match, match and associate: how many times a choice may be used */
  matchMax?: number;
  /** graphic interactions: a hotspot's area on the image, in the image's own pixels */
  @ApiPropertyOptional({ enum: ['circle', 'rect', 'poly', 'ellipse', 'default'] })
  shape?: 'circle' | 'rect' | 'poly' | 'ellipse' | 'default';
  @ApiPropertyOptional({ type: [Number] })
  coords?: number[];
  /** graphic interactions: the hotspot's hotspotLabel, its name for screen readers */
  label?: string;
  /** graphic gap match: a gapImg's picture */
  object?: GraphicObjectDto;
}

export class PciModuleDto {
  id!: string;
  path!: string;
}

export class PciSettingsDto {
  typeIdentifier!: string;
  /** the module to load first, which registers the interaction */
  module!: string;
  modules!: PciModuleDto[];
  /** the interaction's data-* attributes, without the prefix */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  properties!: Record<string, string>;
}

export class SliderSettingsDto {
  lowerBound!: number;
  upperBound!: number;
  step?: number;
  stepLabel?: boolean;
  @ApiPropertyOptional({ enum: ['horizontal', 'vertical'] })
  orientation?: 'horizontal' | 'vertical';
  reverse?: boolean;
}

/** mediaInteraction: the response counts plays; the object/audio/video is in `content`. */
export class MediaSettingsDto {
  autostart!: boolean;
  minPlays!: number;
  /** 0: no limit */
  maxPlays!: number;
  loop!: boolean;
}

/** An interaction in the body: which one it is says which of the optional parts it has. */
export class InteractionNodeDto {
  @ApiProperty({ enum: INTERACTION_KINDS })
  interaction!: InteractionNode['interaction'];
  responseIdentifier!: string;
  @ApiProperty({ enum: ['single', 'multiple', 'ordered', 'record'] })
  cardinality!: InteractionNode['cardinality'];
  @ApiPropertyOptional({
    enum: ['identifier', 'string', 'integer', 'float', 'boolean', 'point', 'pair', 'directedPair', 'duration', 'file', 'uri'],
  })
  baseType?: InteractionNode['baseType'];
  @ApiPropertyOptional(BODY_NODE_LIST)
  prompt?: BodyNode[];
  shuffle?: boolean;
  minChoices?: number;
  maxChoices?: number;
  /** choice, inline choice, order, hot text and gap match: the options; match: the first set */
  choices?: ChoiceDto[];
  /** match: the second set; gap match: the gaps are `gap` nodes inside `content` */
  targets?: ChoiceDto[];
  /** gap match and hot text: the text the gaps or hot texts sit in */
  @ApiPropertyOptional(BODY_NODE_LIST)
  content?: BodyNode[];
  expectedLength?: number;
  expectedLines?: number;
  patternMask?: string;
  placeholderText?: string;
  /** graphic interactions: the image the hotspots sit on (position object: the object to place; drawing: the image drawn on) */
  object?: GraphicObjectDto;
  /** position object: the stage's image, the interaction's `object` is placed on it */
  stage?: GraphicObjectDto;
  /** position object: the point of the object that marks its position (x, y), default its centre */
  @ApiPropertyOptional({ type: [Number], minItems: 2, maxItems: 2 })
  centerPoint?: [number, number];
  /** graphic associate: how many pairs may be made (0: no limit) */
  maxAssociations?: number;
  minAssociations?: number;
  slider?: SliderSettingsDto;
  media?: MediaSettingsDto;
  /** end attempt: the button's label */
  title?: string;
  /** upload: the MIME types the interaction asks for (empty: any the portal accepts) */
  @ApiPropertyOptional({ type: [String] })
  fileTypes?: string[];
  /** portable custom interaction (QTI 3.0 PCI): its modules, all package paths; markup in `content` */
  pci?: PciSettingsDto;
}

/** An XHTML or MathML element of the allow-list, with its allowed attributes. */
export class BodyElementDto {
  tag!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  attrs!: Record<string, string>;
  @ApiProperty(BODY_NODE_LIST)
  children!: BodyNode[];
}

/**
 * A node of an item body: text, an element (it has `tag`) or an interaction (it has
 * `interaction`). Text is a bare string, so the three are told apart by their shape; an OpenAPI
 * `discriminator` needs one property on every member and cannot describe them.
 */
export const BODY_NODE_SCHEMA: SchemaObject = {
  description: 'A node of an item body: text, an element (with `tag`) or an interaction (with `interaction`)',
  oneOf: [{ type: 'string' }, { $ref: getSchemaPath(BodyElementDto) }, { $ref: getSchemaPath(InteractionNodeDto) }],
};

/** The union's members, given to the document builder: only the union refers to them. */
export const BODY_NODE_MODELS = [BodyElementDto, InteractionNodeDto];

// The schemas above and the model they describe stay one: each must be assignable to the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <T extends true>(): T | undefined => undefined;
same<Same<GraphicObjectDto, GraphicObject>>();
same<Same<ChoiceDto, Omit<Choice, 'template'>>>();
same<Same<PciSettingsDto, PciSettings>>();
same<Same<SliderSettingsDto, SliderSettings>>();
same<Same<MediaSettingsDto, MediaSettings>>();
same<Same<InteractionNodeDto, InteractionNode>>();
same<Same<BodyElementDto, Exclude<Exclude<BodyNode, string>, InteractionNode>>>();
