import type { ItemModel, ItemPlacement, QtiVersion, TestModel } from '../types';
import { IssueSink } from '../issues';
import type { ManifestResource } from '../manifest';
import { readTest } from '../test';
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
  byPath: Map<string, ItemPlacement[]>;
}

/**
 * Places the item files the tests refer to, each test's in delivery order (an item twice in one
 * test keeps its first place), with the strand and calculator the test gives it. The tests are read
 * here once with every item to be read taken as readable: the issues of that read are dropped, as
 * the tests are read again, with the items' real identifiers, once the items are (`readTest`).
 */
export function planItems(tests: LoadedTest[], files: ReadonlySet<string>, toRead: Map<string, QtiVersion>): ItemPlan {
  const itemUins = new Map<string, string | undefined>([...toRead.keys()].map((p) => [p, p]));
  const byPath = new Map<string, ItemPlacement[]>();
  const planned = tests.map(({ res, file, root }, index) => {
    const parsed = readTest(root, file, { files, itemUins }, new IssueSink(), res);
    const seen = new Set<string>();
    const strands = new Set<string>();
    for (const p of parsed.placements) {
      if (seen.has(p.path)) continue;
      strands.add(p.strandName);
      const placement = { test: index, position: seen.size, strandName: p.strandName, calculator: p.calculator };
      seen.add(p.path);
      byPath.set(p.path, [...(byPath.get(p.path) ?? []), placement]);
    }
    return { test: parsed.model, strands: [...strands], count: seen.size };
  });
  return { tests: planned, byPath };
}

/** The unique item files a test places, in delivery order: to check the plan against the final read. */
export function placedPaths(placements: { path: string }[]): string[] {
  return [...new Set(placements.map((p) => p.path))];
}

/** An item as one test places it: strand and calculator are the test's, not the item's. */
export function placedItem(model: ItemModel, { strandName, calculator }: ItemPlacement): ItemModel {
  return { ...model, strandName, calculator };
}
