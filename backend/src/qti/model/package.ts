import type { AdaptiveSection } from './adaptive';
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
  /** an error refuses the package, a warning does not; the summary of what was created is info */
  severity?: IssueSeverity;
}

export type IssueSeverity = 'error' | 'warning' | 'info';

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
  /** items picked one at a time by the IRT engine instead of `selection` (1EdTech CAT) */
  adaptive?: AdaptiveSection;
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
  qtiVersion: QtiVersion | '1.2';
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

/** Where a test places an item: one row of the item per test that uses it. */
export interface ItemPlacement {
  /** index of the test in the package's tests */
  test: number;
  /** the item's place in that test's delivery order, from 0 */
  position: number;
  strandName: string;
  calculator: ItemModel['calculator'];
}

/**
 * A package's tests before any item is read: what the writer needs to make their rows. Their item
 * references get their uins only once every item is read, so `PackageEnd` brings the final models.
 */
export interface PackagePlan {
  /** the version the package was written in: QTI 1.2 items are read as 2.2 */
  qtiVersion: QtiVersion | '1.2';
  tests: { test: TestModel; strands: string[] }[];
}

/** An item read, linked to its passages and placed: handed to the writer before the next is read. */
export interface StreamedItem {
  model: ItemModel;
  placements: ItemPlacement[];
}

/** What is known once every item has been read. */
export interface PackageEnd {
  tests: TestModel[];
  stimuli: StimulusModel[];
  media: MediaFile[];
}

/**
 * The next item is read only when the promise for the last resolves. After an error nothing more is called:
 * the read fails and the caller undoes what was written.
 */
export interface PackageWriter {
  begin(plan: PackagePlan): Promise<void>;
  item(item: StreamedItem): Promise<void>;
  end(pkg: PackageEnd): Promise<void>;
}

export type StreamResult = { ok: true; media: MediaFile[]; warnings: PackageIssue[] } | { ok: false; issues: PackageIssue[] };
