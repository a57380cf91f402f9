import type { ItemModel, ItemPlacement, SectionModel, TestModel } from '../types';
import type { ManifestResource } from '../manifest';
import type { ParsedTest } from '../test';
import type { XmlElement } from '../xml/parse-xml';
import type { ZipFiles } from '../zip/zip-files';
import { EntryStrings } from '../zip/entry-tables';

/** A test file read and with its includes and section references in place. */
export interface LoadedTest {
  res: ManifestResource;
  file: string;
  root: XmlElement;
}

/**
 * Kept by zip file number in typed arrays: an object and map entry per item stood until it was read. Files
 * several tests place keep their further placements in a map of those files only.
 */
export class ItemPlan {
  readonly tests: { test: TestModel; strands: string[]; count: number }[] = [];
  /** per entry, 1 + the test of its first placement; 0 for a file no test places (or already taken) */
  private readonly testOf: Int32Array;
  private readonly positions: Int32Array;
  /** the strand, as its place in its test's `strands` */
  private readonly strandOf: Int32Array;
  private readonly calculators: Uint8Array;
  private readonly more = new Map<number, ItemPlacement[]>();
  /** the identifier of the reference that placed the file first */
  private readonly identifiers: EntryStrings;
  /** files placed and not yet taken */
  unread = 0;

  constructor(private readonly files: ZipFiles) {
    this.testOf = new Int32Array(files.size);
    this.positions = new Int32Array(files.size);
    this.strandOf = new Int32Array(files.size);
    this.calculators = new Uint8Array(files.size);
    this.identifiers = new EntryStrings(files);
  }

  /**
   * The identifier of the first reference to an item file: the string the item's uin is kept as
   * when it is the same, so that a package holds one copy of each item's identifier, not two.
   */
  identifierOf(path: string): string | undefined {
    return this.identifiers.get(path);
  }

  /** The test that placed the file last, or undefined. */
  lastTest(n: number): number | undefined {
    const more = this.more.get(n);
    if (more) return more[more.length - 1].test;
    return this.testOf[n] ? this.testOf[n] - 1 : undefined;
  }

  place(n: number, test: number, position: number, strand: number, calculator: ItemPlacement['calculator'], identifier: string): void {
    if (this.testOf[n]) {
      const more = this.more.get(n) ?? [];
      more.push({ test, position, strandName: this.tests[test].strands[strand], calculator });
      this.more.set(n, more);
      return;
    }
    this.testOf[n] = test + 1;
    this.positions[n] = position;
    this.strandOf[n] = strand;
    this.calculators[n] = calculator;
    this.identifiers.set(this.files.pathAt(n), identifier);
    this.unread++;
  }

  /** Where the tests place an item file (none when they do not), taken out of the plan. */
  take(path: string): ItemPlacement[] {
    const n = this.files.numberOf(path);
    if (n === undefined || !this.testOf[n]) return [];
    const test = this.testOf[n] - 1;
    const first: ItemPlacement = {
      test,
      position: this.positions[n],
      strandName: this.tests[test].strands[this.strandOf[n]],
      calculator: this.calculators[n] as ItemPlacement['calculator'],
    };
    const more = this.more.get(n);
    this.testOf[n] = 0;
    this.more.delete(n);
    this.unread--;
    return more ? [first, ...more] : [first];
  }
}

/**
 * Places the item files the tests refer to, each test's in delivery order (an item twice in one
 * test keeps its first place), with the strand and calculator the test gives it.
 */
export function planItems(tests: ParsedTest[], files: ZipFiles): ItemPlan {
  const plan = new ItemPlan(files);
  tests.forEach(({ model, placements }, index) => {
    const strands = new Map<string, number>();
    const planned = { test: model, strands: [] as string[], count: 0 };
    plan.tests.push(planned);
    for (const p of placements) {
      const n = files.numberOf(p.path);
      // a placement is made only for a file the zip holds
      if (n === undefined) continue;
      // the tests are planned in turn, so this test placed the item already if it placed it last
      if (plan.lastTest(n) === index) continue;
      let strand = strands.get(p.strandName);
      if (strand === undefined) {
        strand = planned.strands.push(p.strandName) - 1;
        strands.set(p.strandName, strand);
      }
      plan.place(n, index, planned.count++, strand, p.calculator, p.identifier);
    }
  });
  return plan;
}

/**
 * A test read before its items names each by its file: once they are read, each reference gets
 * the item's uin (or none, as for a file that is not an item, when the item failed to read).
 */
export function nameItems(test: TestModel, uins: { get(path: string): string | undefined }): TestModel {
  const walk = (section: SectionModel): void => {
    for (const child of section.children) {
      if (child.kind === 'section') walk(child.section);
      else if (child.ref.uin) child.ref.uin = uins.get(child.ref.href) ?? '';
    }
  };
  test.parts.forEach((part) => part.sections.forEach(walk));
  return test;
}

/** An item as one test places it: strand and calculator are the test's, not the item's. */
export function placedItem(model: ItemModel, { strandName, calculator }: ItemPlacement): ItemModel {
  return { ...model, strandName, calculator };
}
