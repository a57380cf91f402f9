import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SamplePackagesService } from '../src/content-packages/sample-packages.service';
import { sql } from './accounts';
import type { TestPortal } from './harness';

const CORPUS = resolve(__dirname, '../../content/conformance');

/** Imports and publishes one conformance corpus package as a practice test; its test detail id. */
export async function publishCorpusCase(portal: TestPortal, folder: string, description = folder): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-corpus-'));
  try {
    cpSync(join(CORPUS, folder), join(dir, folder), { recursive: true, filter: (src) => !src.endsWith('.json') });
    writeFileSync(join(dir, 'samples.json'), JSON.stringify({ packages: [{ folder, category: 4, description }] }));
    await portal.app.get(SamplePackagesService).ensureSamples(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const [row] = await sql<{ id: number }>(portal, 'select d.id from test_details d join content_packages c on c.id = d.content_package_id where c.file_name = ? and d.published_on is not null', [
    `${folder}.zip`,
  ]);
  if (!row) throw new Error(`the ${folder} package did not publish`);
  return row.id;
}
