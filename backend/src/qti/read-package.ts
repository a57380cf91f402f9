import type { ContentPackage, ItemModel, PackageWriter, ReadResult } from './types';
import { PackageReader, type ReadOptions } from './package-reader';
import { placedItem } from './structure/item-plan';

export { PackageReader, type ReadOptions } from './package-reader';

/**
 * Reads and validates a content package whole, every item in memory, each test's in delivery
 * order: for checks and tools on packages of a few items. The import streams instead (`PackageReader`).
 */
export async function readContentPackage(zipPath: string, opts: ReadOptions = {}): Promise<ReadResult> {
  const reader = await PackageReader.open(zipPath, opts);
  if (!(reader instanceof PackageReader)) return reader;
  try {
    let pkg: ContentPackage | undefined;
    let qtiVersion: ContentPackage['qtiVersion'] = '2.2';
    const placed: ItemModel[][] = [];
    const collect: PackageWriter = {
      begin: async (plan) => {
        qtiVersion = plan.qtiVersion;
        plan.tests.forEach(() => placed.push([]));
      },
      item: async ({ model, placements }) => {
        // an item two tests use is two objects, as each test places it in its own strand
        for (const p of placements) placed[p.test][p.position] = placedItem(placements.length > 1 ? structuredClone(model) : model, p);
      },
      end: async ({ tests, stimuli, media }) => {
        const read = tests.map((test, i) => ({ test, items: placed[i] }));
        pkg = { qtiVersion, test: read[0].test, items: read[0].items, tests: read, stimuli, media };
      },
    };
    const result = await reader.read(collect);
    if (!result.ok) return result;
    const stored = opts.storeMedia ? await reader.storeMedia(result.media, opts.storeMedia) : [];
    if (stored.length) return { ok: false, issues: [...stored, ...result.warnings] };
    return { ok: true, pkg: pkg!, warnings: result.warnings };
  } finally {
    reader.close();
  }
}
