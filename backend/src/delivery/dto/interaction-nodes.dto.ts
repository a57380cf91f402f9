import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { BodyNode, InteractionNode } from '../../qti/types';
import { ChoiceDto, GraphicObjectDto, MediaSettingsDto, PciSettingsDto, SliderSettingsDto } from './body-node.dto';
import { BODY_NODES as BODY_NODE_LIST } from './schemas';

/**
 * One schema per kind, discriminated by `interaction`, so a client narrowing on the kind sees exactly its parts
 * (the attributes `qti/interaction-attributes.ts` keeps for it).
 */

type Kind = InteractionNode['interaction'];

/** What every interaction has. */
abstract class InteractionBaseDto {
  responseIdentifier!: string;
  @ApiProperty({ enum: ['single', 'multiple', 'ordered', 'record'] })
  cardinality!: InteractionNode['cardinality'];
  @ApiPropertyOptional({
    enum: ['identifier', 'string', 'integer', 'float', 'boolean', 'point', 'pair', 'directedPair', 'duration', 'file', 'uri'],
  })
  baseType?: InteractionNode['baseType'];
  @ApiPropertyOptional(BODY_NODE_LIST)
  prompt?: BodyNode[];
}

/** Interactions the candidate answers by choosing (options, hot texts, hotspots, points): how many, and in what order they are offered. */
abstract class SelectionBaseDto extends InteractionBaseDto {
  shuffle?: boolean;
  minChoices?: number;
  /** 0: no limit */
  maxChoices?: number;
}

/** Interactions the candidate answers by typing. */
abstract class TextBaseDto extends InteractionBaseDto {
  expectedLength?: number;
  expectedLines?: number;
  patternMask?: string;
  placeholderText?: string;
}

const kind = (value: Kind) => ApiProperty({ enum: [value] });

export class ChoiceInteractionDto extends SelectionBaseDto {
  @kind('choice') interaction!: 'choice';
  choices!: ChoiceDto[];
}

export class InlineChoiceInteractionDto extends SelectionBaseDto {
  @kind('inlineChoice') interaction!: 'inlineChoice';
  /** each choice's content is its plain text */
  choices!: ChoiceDto[];
}

export class OrderInteractionDto extends SelectionBaseDto {
  @kind('order') interaction!: 'order';
  choices!: ChoiceDto[];
}

export class MatchInteractionDto extends SelectionBaseDto {
  @kind('match') interaction!: 'match';
  /** the first set */
  choices!: ChoiceDto[];
  /** the second set */
  targets!: ChoiceDto[];
}

export class GapMatchInteractionDto extends SelectionBaseDto {
  @kind('gapMatch') interaction!: 'gapMatch';
  /** the gap texts and gap images */
  choices!: ChoiceDto[];
  /** the text the gaps sit in, each gap a `gap` element */
  @ApiProperty(BODY_NODE_LIST)
  content!: BodyNode[];
}

export class HottextInteractionDto extends SelectionBaseDto {
  @kind('hottext') interaction!: 'hottext';
  /** the hot texts, in the order they stand in `content` */
  choices!: ChoiceDto[];
  /** the text the hot texts sit in, each a `hottext` element */
  @ApiProperty(BODY_NODE_LIST)
  content!: BodyNode[];
}

export class TextEntryInteractionDto extends TextBaseDto {
  @kind('textEntry') interaction!: 'textEntry';
}

export class ExtendedTextInteractionDto extends TextBaseDto {
  @kind('extendedText') interaction!: 'extendedText';
}

export class HotspotInteractionDto extends SelectionBaseDto {
  @kind('hotspot') interaction!: 'hotspot';
  /** the image the hotspots sit on */
  object!: GraphicObjectDto;
  choices!: ChoiceDto[];
}

export class GraphicOrderInteractionDto extends SelectionBaseDto {
  @kind('graphicOrder') interaction!: 'graphicOrder';
  /** the image the hotspots sit on */
  object!: GraphicObjectDto;
  choices!: ChoiceDto[];
}

export class SelectPointInteractionDto extends SelectionBaseDto {
  @kind('selectPoint') interaction!: 'selectPoint';
  /** the image the points are marked on */
  object!: GraphicObjectDto;
}

export class GraphicAssociateInteractionDto extends SelectionBaseDto {
  @kind('graphicAssociate') interaction!: 'graphicAssociate';
  /** the image the hotspots sit on */
  object!: GraphicObjectDto;
  choices!: ChoiceDto[];
  /** how many pairs may be made (0: no limit) */
  maxAssociations?: number;
  minAssociations?: number;
}

export class GraphicGapMatchInteractionDto extends SelectionBaseDto {
  @kind('graphicGapMatch') interaction!: 'graphicGapMatch';
  /** the image the hotspots sit on */
  object!: GraphicObjectDto;
  /** the gap images and texts placed on the hotspots */
  choices!: ChoiceDto[];
  /** the hotspots, the gaps */
  targets!: ChoiceDto[];
}

export class PositionObjectInteractionDto extends SelectionBaseDto {
  @kind('positionObject') interaction!: 'positionObject';
  /** the object to place */
  object!: GraphicObjectDto;
  /** the stage's image the object is placed on */
  stage!: GraphicObjectDto;
  /** the point of the object that marks its position (x, y), default its centre */
  @ApiPropertyOptional({ type: [Number], minItems: 2, maxItems: 2 })
  centerPoint?: [number, number];
}

export class AssociateInteractionDto extends InteractionBaseDto {
  @kind('associate') interaction!: 'associate';
  choices!: ChoiceDto[];
  shuffle?: boolean;
  /** maxAssociations: how many pairs may be made (0: no limit) */
  maxChoices!: number;
  /** minAssociations */
  minChoices!: number;
}

export class SliderInteractionDto extends InteractionBaseDto {
  @kind('slider') interaction!: 'slider';
  slider!: SliderSettingsDto;
}

export class MediaInteractionDto extends InteractionBaseDto {
  @kind('media') interaction!: 'media';
  media!: MediaSettingsDto;
  /** the object, audio or video to play */
  @ApiProperty(BODY_NODE_LIST)
  content!: BodyNode[];
}

export class EndAttemptInteractionDto extends InteractionBaseDto {
  @kind('endAttempt') interaction!: 'endAttempt';
  /** the button's label */
  title!: string;
}

export class UploadInteractionDto extends InteractionBaseDto {
  @kind('upload') interaction!: 'upload';
  /** the MIME types the interaction asks for (empty: any the portal accepts) */
  @ApiProperty({ type: [String] })
  fileTypes!: string[];
}

export class DrawingInteractionDto extends InteractionBaseDto {
  @kind('drawing') interaction!: 'drawing';
  /** the image drawn on */
  object!: GraphicObjectDto;
  /** the drawing is handed in as PNG */
  @ApiProperty({ type: [String] })
  fileTypes!: string[];
}

export class PortableCustomInteractionDto extends InteractionBaseDto {
  @kind('portableCustom') interaction!: 'portableCustom';
  /** its modules, all package paths */
  pci!: PciSettingsDto;
  /** its markup */
  @ApiProperty(BODY_NODE_LIST)
  content!: BodyNode[];
}

/** The schema of each kind: the union's members and its discriminator's mapping. */
export const INTERACTION_NODE_MODELS = {
  choice: ChoiceInteractionDto,
  inlineChoice: InlineChoiceInteractionDto,
  textEntry: TextEntryInteractionDto,
  extendedText: ExtendedTextInteractionDto,
  order: OrderInteractionDto,
  match: MatchInteractionDto,
  gapMatch: GapMatchInteractionDto,
  hottext: HottextInteractionDto,
  hotspot: HotspotInteractionDto,
  selectPoint: SelectPointInteractionDto,
  graphicOrder: GraphicOrderInteractionDto,
  graphicAssociate: GraphicAssociateInteractionDto,
  graphicGapMatch: GraphicGapMatchInteractionDto,
  positionObject: PositionObjectInteractionDto,
  associate: AssociateInteractionDto,
  slider: SliderInteractionDto,
  media: MediaInteractionDto,
  endAttempt: EndAttemptInteractionDto,
  upload: UploadInteractionDto,
  drawing: DrawingInteractionDto,
  portableCustom: PortableCustomInteractionDto,
} satisfies { [K in Kind]: new () => { interaction: K } };

/** Any interaction as the schemas above describe it. */
export type InteractionNodeDto = InstanceType<(typeof INTERACTION_NODE_MODELS)[Kind]>;
