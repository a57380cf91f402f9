import type { AreaMapEntry } from './declarations';
import type { FeedbackRule } from './scoring';
import type { BaseType, Cardinality } from './values';

/** What the browser gets: the item body as a safe tree with its interactions. */

/** XHTML of the item body, passages and feedback, as a tree: safe to render, no script. */
export type BodyNode = string | { tag: string; attrs: Record<string, string>; children: BodyNode[] } | InteractionNode;

export interface Choice {
  identifier: string;
  content: BodyNode[];
  fixed?: boolean;
  /** gap match, match and associate: how many times a choice may be used */
  matchMax?: number;
  /** templateIdentifier/showHide: shown only as the template variable says; never sent to a browser */
  template?: { identifier: string; showHide: 'show' | 'hide' };
  /** graphic interactions: a hotspot's area on the image, in the image's own pixels */
  shape?: AreaMapEntry['shape'];
  coords?: number[];
  /** graphic interactions: the hotspot's hotspotLabel, its name for screen readers */
  label?: string;
  /** graphic gap match: a gapImg's picture */
  object?: GraphicObject;
}

/** The picture of a graphic interaction (an `object` or, in 3.0, an `img`), a package media path. */
export interface GraphicObject {
  src: string;
  width?: number;
  height?: number;
  type?: string;
  /** the object's fallback text or the img's alt */
  alt?: string;
}

export interface InteractionNode {
  interaction:
    | 'choice'
    | 'inlineChoice'
    | 'textEntry'
    | 'extendedText'
    | 'order'
    | 'match'
    | 'gapMatch'
    | 'hottext'
    | GraphicInteractionKind
    | 'associate'
    | 'slider'
    | 'media'
    | 'endAttempt'
    | 'upload'
    | 'drawing'
    | 'portableCustom';
  responseIdentifier: string;
  cardinality: Cardinality;
  baseType?: BaseType;
  prompt?: BodyNode[];
  shuffle?: boolean;
  minChoices?: number;
  maxChoices?: number;
  /** choice, inline choice, order, hot text and gap match: the options; match: the first set */
  choices?: Choice[];
  /** match: the second set; gap match: the gaps are `gap` nodes inside `content` */
  targets?: Choice[];
  /** gap match and hot text: the text the gaps or hot texts sit in */
  content?: BodyNode[];
  expectedLength?: number;
  expectedLines?: number;
  patternMask?: string;
  placeholderText?: string;
  /** graphic interactions: the image the hotspots sit on (position object: the object to place; drawing: the image drawn on) */
  object?: GraphicObject;
  /** position object: the stage's image, the interaction's `object` is placed on it */
  stage?: GraphicObject;
  /** position object: the point of the object that marks its position, default its centre */
  centerPoint?: [number, number];
  /** graphic associate: how many pairs may be made (0: no limit) */
  maxAssociations?: number;
  minAssociations?: number;
  /** slider, media, end attempt and upload: their own attributes (`more-interactions.ts`) */
  slider?: SliderSettings;
  media?: MediaSettings;
  /** end attempt: the button's label */
  title?: string;
  /** upload: the MIME types the interaction asks for (empty: any the portal accepts) */
  fileTypes?: string[];
  /** portable custom interaction (QTI 3.0 PCI): its modules, all package paths; markup in `content` */
  pci?: PciSettings;
}

export interface PciSettings {
  typeIdentifier: string;
  /** the module to load first, which registers the interaction */
  module: string;
  modules: { id: string; path: string }[];
  /** the interaction's data-* attributes, without the prefix */
  properties: Record<string, string>;
}

export interface SliderSettings {
  lowerBound: number;
  upperBound: number;
  step?: number;
  stepLabel?: boolean;
  orientation?: 'horizontal' | 'vertical';
  reverse?: boolean;
}

/** mediaInteraction: the response counts plays; the object/audio/video is in `content`. */
export interface MediaSettings {
  autostart: boolean;
  minPlays: number;
  /** 0: no limit */
  maxPlays: number;
  loop: boolean;
}

export type GraphicInteractionKind = 'hotspot' | 'selectPoint' | 'graphicOrder' | 'graphicAssociate' | 'graphicGapMatch' | 'positionObject';

export interface DeliveryItem {
  uin: string;
  title: string;
  body: BodyNode[];
  /** shared reading passages shown beside the item, by stimulus identifier */
  stimulusRefs: string[];
  stylesheets: string[];
  /** feedback content by identifier; the server tells which to show after scoring */
  feedback: { identifier: string; kind: FeedbackRule['kind']; title?: string; content: BodyNode[] }[];
  /** rubric or sample answer of human-scored interactions, shown in Learn As You Go */
  rubric?: BodyNode[];
  /** the item's `xml:lang`, when it declares one */
  lang?: string;
  /** false where the package keeps read aloud off the item (`read-aloud.ts`); absent: allowed */
  readAloud?: false;
}
