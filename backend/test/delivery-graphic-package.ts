import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SamplePackagesService } from '../src/content-packages/sample-packages.service';
import { graphicPackageFiles } from '../src/qti/testing/graphic-package';
import { sql } from './accounts';
import type { TestPortal } from './harness';

/** Publishes the graphic practice package (one item per graphic interaction); its test detail id. */
export async function publishGraphicTest(portal: TestPortal): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-graphic-'));
  writeFileSync(join(dir, 'samples.json'), JSON.stringify({ packages: [{ folder: 'graphic-practice', category: 4, description: 'Graphic practice' }] }));
  for (const [path, body] of Object.entries(graphicPackageFiles())) {
    const file = join(dir, 'graphic-practice', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  await portal.app.get(SamplePackagesService).ensureSamples(dir);
  const [row] = await sql<{ id: number }>(portal, "select d.id from test_details d join content_packages c on c.id = d.content_package_id where c.file_name = 'graphic-practice.zip' and d.published_on is not null");
  if (!row) throw new Error('the graphic package did not publish');
  return row.id;
}
