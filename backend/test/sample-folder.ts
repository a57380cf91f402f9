import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SamplePackagesService } from '../src/content-packages/sample-packages.service';
import { sql } from './accounts';
import type { TestPortal } from './harness';

/**
 * Imports and publishes the packages `write` puts in a samples folder of their own (folders beside
 * their `samples.json`), the way the shipped samples are; the folder goes once they are in.
 */
export async function ensureSampleFolder(portal: TestPortal, name: string, write: (dir: string) => void): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `portal-${name}-`));
  try {
    write(dir);
    await portal.app.get(SamplePackagesService).ensureSamples(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The published test detail of the package imported from `fileName`; fails when there is none. */
export async function publishedTestId(portal: TestPortal, fileName: string): Promise<number> {
  const [row] = await sql<{ id: number }>(
    portal,
    'select d.id from test_details d join content_packages c on c.id = d.content_package_id where c.file_name = ? and d.published_on is not null',
    [fileName],
  );
  if (!row) throw new Error(`${fileName} did not publish`);
  return Number(row.id);
}
