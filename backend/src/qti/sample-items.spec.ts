import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readContentPackage } from './read-package';
import { instantiateItem } from './templating';
import { tempDir } from './testing/build-zip';
import { zipFolderTo } from './testing/zip-folder';

/**
 * The player's component tests take the shipped items from a file made here; this spec fails when it no
 * longer matches the samples, and `UPDATE_SAMPLE_ITEMS=1` writes it anew.
 */
const SAMPLES = resolve(__dirname, '../../../content/samples');
const FIXTURE = resolve(__dirname, '../../../frontend/src/components/player/sample-items.json');

const { dir, cleanup } = tempDir();
afterAll(cleanup);

async function sampleItems(folder: string) {
  const zip = join(dir, `${folder}.zip`);
  await zipFolderTo(join(SAMPLES, folder), zip);
  const read = await readContentPackage(zip, { fileName: `${folder}.zip` });
  if (!read.ok) throw new Error(`${folder}: the sample does not read`);
  // a cloned item is shown as a session's instance, with that session's numbers and answer
  const items = read.pkg.items.map((i) => ({ ...i, ...instantiateItem(i, 1, i.uin) }));
  return {
    folder,
    stimuli: read.pkg.stimuli.map(({ identifier, title, body }) => ({ identifier, title, body })),
    items: items.map((model) => ({
      item: model.delivery,
      correctResponse: Object.fromEntries(model.scoring.responses.map((r) => [r.identifier, r.correctResponse ?? []])),
      humanScored: model.scoring.humanScored,
      selfRated: model.scoring.selfRated === true,
    })),
  };
}

describe('the sample items of the player tests', () => {
  it('are the shipped samples as the player receives them', async () => {
    const folders = readdirSync(SAMPLES, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    const current = `${JSON.stringify(await Promise.all(folders.map(sampleItems)), null, 1)}\n`;
    if (process.env.UPDATE_SAMPLE_ITEMS === '1') writeFileSync(FIXTURE, current);
    const committed = existsSync(FIXTURE) ? readFileSync(FIXTURE, 'utf8') : '';
    expect(committed === current ? 'current' : `${FIXTURE} is stale: run this spec with UPDATE_SAMPLE_ITEMS=1`).toBe('current');
  }, 120_000);
});
