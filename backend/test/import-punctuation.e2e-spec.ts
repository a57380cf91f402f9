import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLES_DIR } from '../src/content-packages/sample-packages.service';
import { sql } from './accounts';
import { startPortal, type TestPortal } from './harness';
import { ensureSampleFolder } from './sample-folder';

/**
 * Text with a semicolon in it is imported like any other. On the embedded database a semicolon in a
 * value once made the statement that writes the test look like two, and the import failed.
 */
describe('a package whose texts hold semicolons', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal();
  }, 120_000);
  afterAll(() => portal.close());

  it('imports and publishes, with its description as written', async () => {
    const description = 'Write first; then score it; then compare.';
    await ensureSampleFolder(portal, 'semicolon', (dir) => {
      const folder = join(dir, 'semicolons');
      cpSync(join(SAMPLES_DIR, 'essay-practice'), folder, { recursive: true });
      const manifest = join(folder, 'imsmanifest.xml');
      writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/(<imsmd:description><imsmd:string language="en">)[^<]*/, `$1${description}`));
      writeFileSync(join(dir, 'samples.json'), JSON.stringify({ packages: [{ folder: 'semicolons', category: 3, description: 'Essay; with a semicolon' }] }));
    });
    const rows = await sql<{ test_description: string; published: boolean }>(
      portal,
      "select d.test_description, d.published_on is not null as published from test_details d join content_packages c on c.id = d.content_package_id where c.file_name = 'semicolons.zip'",
    );
    expect(rows).toEqual([{ test_description: description, published: true }]);
  });
});
