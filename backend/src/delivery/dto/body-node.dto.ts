import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { BodyNode } from '../../qti/types';
import { BODY_NODES as BODY_NODE_LIST } from './schemas';

/**
 * The item body's parts for the OpenAPI document, so the SPA's item types are generated; interactions are in
 * `interaction-nodes.dto.ts`, the union and its checks against `qti/model/body.ts` in `body-node-schema.ts`.
 */

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

/** An XHTML or MathML element of the allow-list, with its allowed attributes. */
export class BodyElementDto {
  tag!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  attrs!: Record<string, string>;
  @ApiProperty(BODY_NODE_LIST)
  children!: BodyNode[];
}
