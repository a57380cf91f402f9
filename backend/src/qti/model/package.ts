import type { BodyNode, DeliveryItem, InteractionNode } from './body';
import type { OutcomeDeclaration } from './declarations';
import type { Expression, ResponseRule } from './processing';
import type { ScoringModel } from './scoring';
import type { QtiVersion } from './values';

/** A content package as the reader gives it: tests, sections, item references, items, media, issues. */

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
