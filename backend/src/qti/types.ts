/**
 * The portal's model of a QTI content package. The reader (package/, xml/) produces it, the
 * scorer (scoring/) consumes its server-only parts, and the player receives only `DeliveryItem`s.
 * No framework code here: the library is plain TypeScript so it can be tested and reused alone.
 */

export type QtiVersion = '2.1' | '2.2' | '3.0';

export type BaseType =
  | 'identifier'
  | 'string'
  | 'integer'
  | 'float'
  | 'boolean'
  | 'point'
  | 'pair'
  | 'directedPair'
  | 'duration'
  | 'file'
  | 'uri';

export type Cardinality = 'single' | 'multiple' | 'ordered' | 'record';

/** A finding about one file of a package; the import's process log is a list of these. */
export interface PackageIssue {
  /** path inside the zip, or the zip's own name for problems of the archive itself */
  file: string;
  line?: number;
  /** stable key, e.g. 'zip.tooManyEntries'; the message catalogue translates it */
  code: string;
  params?: Record<string, string | number>;
  /** the English text: what is wrong and what to change */
  message: string;
}

// ---- expressions and rules, as parsed (names are the QTI 2.x camelCase names, also for 3.0) ----

/** Any QTI expression element: match, baseValue, variable, correct, mapResponse, sum, and, ... */
export interface Expression {
  name: string;
  attrs: Record<string, string>;
  children: Expression[];
  /** text content, for baseValue */
  text?: string;
}

export type ResponseRule =
  | { kind: 'setOutcomeValue'; identifier: string; expression: Expression }
  | { kind: 'lookupOutcomeValue'; identifier: string; expression: Expression }
  /** responseIf, then responseElseIf..., then an optional responseElse (condition undefined) */
  | { kind: 'responseCondition'; branches: { condition?: Expression; rules: ResponseRule[] }[] }
  | { kind: 'exitResponse' };

/** The QTI standard templates and the Common Cartridge ones (CC2_*). */
export type StandardTemplate =
  | 'match_correct'
  | 'map_response'
  | 'map_response_point'
  | 'CC2_match'
  | 'CC2_match_basic'
  | 'CC2_map_response';

export interface ResponseProcessing {
  /** set when the item names a standard template; its rules are then implied */
  template?: StandardTemplate;
  rules: ResponseRule[];
}

// ---- declarations ----

export interface MapEntry {
  mapKey: string;
  mappedValue: number;
  caseSensitive?: boolean;
}

export interface Mapping {
  defaultValue: number;
  lowerBound?: number;
  upperBound?: number;
  entries: MapEntry[];
}

export interface AreaMapEntry {
  shape: 'circle' | 'rect' | 'poly' | 'ellipse' | 'default';
  coords: number[];
  mappedValue: number;
}

export interface AreaMapping {
  defaultValue: number;
  lowerBound?: number;
  upperBound?: number;
  entries: AreaMapEntry[];
}

/** Values are kept as the strings of the XML; the scorer parses them by base type. */
export interface ResponseDeclaration {
  identifier: string;
  cardinality: Cardinality;
  baseType?: BaseType;
  correctResponse?: string[];
  /** the declared default: what `default` gives, and the candidate's response before any answer */
  defaultValue?: string[];
  mapping?: Mapping;
  areaMapping?: AreaMapping;
  /** what the response is when the candidate gave none: end attempt `false`, media `0` plays */
  unanswered?: string;
}

export interface OutcomeDeclaration {
  identifier: string;
  cardinality: Cardinality;
  baseType?: BaseType;
  defaultValue?: string[];
  normalMaximum?: number;
  normalMinimum?: number;
  /** matchTable/interpolationTable of lookupOutcomeValue, when declared */
  lookupTable?: {
    kind: 'match' | 'interpolation';
    defaultValue?: string;
    entries: { source: number; target: string; includeBoundary?: boolean }[];
  };
}

// ---- what the scorer gets (server only, never sent to a browser) ----

export interface FeedbackRule {
  /** modalFeedback, feedbackBlock or feedbackInline */
  kind: 'modal' | 'block' | 'inline';
  outcomeIdentifier: string;
  identifier: string;
  showHide: 'show' | 'hide';
}

/** A template variable (templateDeclaration): set by template processing, read like an outcome. */
export interface TemplateDeclaration {
  identifier: string;
  cardinality: Cardinality;
  baseType?: BaseType;
  defaultValue?: string[];
  /** substituted for object parameter values equal to its name */
  paramVariable?: boolean;
  /** substituted for MathML mi/ci elements whose text is its name */
  mathVariable?: boolean;
}

export type TemplateRule =
  | { kind: 'setTemplateValue' | 'setDefaultValue' | 'setCorrectResponse'; identifier: string; expression: Expression }
  /** templateIf, then templateElseIf..., then an optional templateElse (condition undefined) */
  | { kind: 'templateCondition'; branches: { condition?: Expression; rules: TemplateRule[] }[] }
  | { kind: 'templateConstraint'; expression: Expression }
  | { kind: 'exitTemplate' };

export interface TemplateModel {
  declarations: TemplateDeclaration[];
  processing: TemplateRule[];
}

export interface ScoringModel {
  /**
   * Template declarations and processing, when the item has them (or prints variables in its
   * body): the item is then instantiated per session before it is shown or scored.
   */
  templates?: TemplateModel;
  /** only on an instance: the values template processing gave its template variables */
  templateValues?: Record<string, QtiValue>;
  responses: ResponseDeclaration[];
  outcomes: OutcomeDeclaration[];
  processing: ResponseProcessing;
  feedback: FeedbackRule[];
  /** extended text and other interactions a person scores: saved, not machine-scored */
  humanScored: boolean;
}

/** What a candidate answered, per response identifier, as the player sends it. */
export type CandidateResponse = null | string | string[];

export type QtiScalar = string | number | boolean;

/** A typed runtime value: null is QTI NULL; containers hold scalars. */
export type QtiValue =
  | null
  | { cardinality: 'single'; baseType: BaseType; value: QtiScalar }
  | { cardinality: 'multiple' | 'ordered'; baseType: BaseType; value: QtiScalar[] }
  | { cardinality: 'record'; value: Record<string, QtiValue> };

export interface ScoringResult {
  outcomes: Record<string, QtiValue>;
  /** the SCORE outcome as a number (0 when unset) */
  score: number;
  /** MAXSCORE when declared, else the best score the correct responses or mappings allow */
  maxScore: number;
  /** identifiers of the feedback the outcomes show (modal, block and inline) */
  feedbackShown: string[];
}

// ---- what the browser gets ----

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
}

// ---- the package ----

export interface ItemModel {
  uin: string;
  title: string;
  /** path of the item file in the package */
  file: string;
  strandName: string;
  /** 0 Off, 1 Basic, 2 Square Root, 3 Graphing (from the item reference's category) */
  calculator: 0 | 1 | 2 | 3;
  interactionTypes: InteractionNode['interaction'][];
  delivery: DeliveryItem;
  scoring: ScoringModel;
  /** package paths of media the item uses */
  media: string[];
}

export interface StimulusModel {
  identifier: string;
  title: string;
  file: string;
  body: BodyNode[];
  media: string[];
}

/** QTI itemSessionControl, as far as the player applies it; inherited part → section → item reference. */
export interface ItemSessionControl {
  /** false: a linear part moves on only from an answered item */
  allowSkipping?: boolean;
  /** true: the response must be valid (here: given) before the item is submitted */
  validateResponses?: boolean;
}

export interface ItemRef {
  identifier: string;
  /** the referenced item's identifier (uin) */
  uin: string;
  href: string;
  categories: string[];
  /** the reference's weights (QTI weight), by identifier; absent when it declares none */
  weights?: Record<string, number>;
  preConditions: Expression[];
  branchRules: { target: string; expression: Expression }[];
  itemSessionControl?: ItemSessionControl;
}

export interface SectionModel {
  identifier: string;
  title: string;
  visible: boolean;
  selection?: { select: number; withReplacement: boolean };
  ordering?: { shuffle: boolean };
  preConditions: Expression[];
  branchRules: { target: string; expression: Expression }[];
  itemSessionControl?: ItemSessionControl;
  /** in document order: item references and subsections */
  children: ({ kind: 'item'; ref: ItemRef } | { kind: 'section'; section: SectionModel })[];
}

export interface TestPartModel {
  identifier: string;
  navigationMode: 'linear' | 'nonlinear';
  submissionMode: 'individual' | 'simultaneous';
  preConditions: Expression[];
  branchRules: { target: string; expression: Expression }[];
  itemSessionControl?: ItemSessionControl;
  sections: SectionModel[];
}

export interface TestModel {
  /** the spec's testAlias */
  identifier: string;
  /** the spec's testName */
  title: string;
  description?: string;
  parentTestAlias?: string;
  branchingProfileName: string;
  /** items one attempt delivers, after selection rules */
  operationalTestLength: number;
  parts: TestPartModel[];
  outcomes: OutcomeDeclaration[];
  /** outcome processing rules of the test, same rule shapes as response processing */
  outcomeProcessing: ResponseRule[];
}

export interface MediaFile {
  /** path inside the zip */
  path: string;
  size: number;
  contentType: string;
}

/** One test of a package with its items in delivery order (strand and calculator as this test places them). */
export interface PackageTest {
  test: TestModel;
  items: ItemModel[];
}

export interface ContentPackage {
  qtiVersion: QtiVersion;
  /** the first test of `tests` */
  test: TestModel;
  /** the first test's items */
  items: ItemModel[];
  /** every test of the package in manifest order (a package of items only: one test of them all) */
  tests: PackageTest[];
  stimuli: StimulusModel[];
  media: MediaFile[];
}

export type ReadResult = { ok: true; pkg: ContentPackage; warnings: PackageIssue[] } | { ok: false; issues: PackageIssue[] };

/** A test whose items are held back: they come one at a time from `takeItems`, once. */
export interface HeldTest {
  test: TestModel;
  itemCount: number;
  /** the items in delivery order; each is built when reached and released once no test needs it */
  takeItems(): Generator<ItemModel>;
}

/** A package read with its items held back, test by test. */
export interface HeldPackage extends Omit<ContentPackage, 'items' | 'tests'> {
  tests: HeldTest[];
}

export type HeldReadResult = { ok: true; pkg: HeldPackage; warnings: PackageIssue[] } | { ok: false; issues: PackageIssue[] };
