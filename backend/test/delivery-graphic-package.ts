import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { graphicPackageFiles } from '../src/qti/testing/graphic-package';
import type { TestPortal } from './harness';
import { ensureSampleFolder, publishedTestId } from './sample-folder';

/** Publishes the graphic practice package (one item per graphic interaction); its test detail id. */
export async function publishGraphicTest(portal: TestPortal): Promise<number> {
  await ensureSampleFolder(portal, 'graphic', (dir) => {
    writeFileSync(join(dir, 'samples.json'), JSON.stringify({ packages: [{ folder: 'graphic-practice', category: 4, description: 'Graphic practice' }] }));
    for (const [path, body] of Object.entries(graphicPackageFiles())) {
      const file = join(dir, 'graphic-practice', path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, body);
    }
  });
  return publishedTestId(portal, 'graphic-practice.zip');
}
