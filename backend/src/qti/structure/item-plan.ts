import type { ItemModel, ItemPlacement, SectionModel, TestModel } from '../types';
import type { ManifestResource } from '../manifest';
import type { ParsedTest } from '../test';
import type { XmlElement } from '../xml/parse-xml';

/** A test file read and with its includes and section references in place. */
export interface LoadedTest {
  res: ManifestResource;
  file: string;
  root: XmlElement;
}

/** Where every test places each item file, known before any item is read. */
export interface ItemPlan {
  tests: { test: TestModel; strands: string[]; count: number }[];
  /** an item one test places (nearly every one) has its placement itself, not a list of one */
  byPath: Map<string, ItemPlacement | ItemPlacement[]>;
}

/** Where the tests place an item file: none when they do not place it. */
export function placementsOf(plan: ItemPlan, path: string): ItemPlacement[] {
  const placed = plan.byPath.get(path);
  return placed === undefined ? [] : Array.isArray(placed) ? placed : [placed];
}

/**
 * Places the item files the tests refer to, each test's in delivery order (an item twice in one
 * test keeps its first place), with the strand and calculator the test gives it.
 */
export function planItems(tests: ParsedTest[]): ItemPlan {
  const byPath = new Map<string, ItemPlacement | ItemPlacement[]>();
  const planned = tests.map(({ model, placements }, index) => {
    const strands = new Set<string>();
    let count = 0;
    for (const p of placements) {
      const placed = byPath.get(p.path);
      // the tests are planned in turn, so this test placed the item already if it placed it last
      const last = Array.isArray(placed) ? placed[placed.length - 1] : placed;
      if (last?.test === index) continue;
      strands.add(p.strandName);
      const placement = { test: index, position: count++, strandName: p.strandName, calculator: p.calculator };
      if (Array.isArray(placed)) placed.push(placement);
      else byPath.set(p.path, placed ? [placed, placement] : placement);
    }
    return { test: model, strands: [...strands], count };
  });
  return { tests: planned, byPath };
}

/**
 * A test read before its items names each by its file: once they are read, each reference gets
 * the item's uin (or none, as for a file that is not an item, when the item failed to read).
 */
export function nameItems(test: TestModel, uins: ReadonlyMap<string, string | undefined>): TestModel {
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
