import { cpSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestPortal } from './harness';
import { ensureSampleFolder, publishedTestId } from './sample-folder';

const CORPUS = resolve(__dirname, '../../content/conformance');

/** Imports and publishes one conformance corpus package as a practice test; its test detail id. */
export async function publishCorpusCase(portal: TestPortal, folder: string, description = folder): Promise<number> {
  await ensureSampleFolder(portal, 'corpus', (dir) => {
    cpSync(join(CORPUS, folder), join(dir, folder), { recursive: true, filter: (src) => !src.endsWith('expect.json') });
    writeFileSync(join(dir, 'samples.json'), JSON.stringify({ packages: [{ folder, category: 4, description }] }));
  });
  return publishedTestId(portal, `${folder}.zip`);
}
