import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readContentPackage } from './read-package';
import { tempDir } from './testing/build-zip';
import { zipFolderTo } from './testing/zip-folder';

/**
 * The player's tests answer conformance items from a file made here, with the response the corpus scores full;
 * this spec fails when the file no longer matches the corpus, and `UPDATE_SAMPLE_ITEMS=1` writes it anew.
 */
const CORPUS = resolve(__dirname, '../../../content/conformance');
const FIXTURE = resolve(__dirname, '../../../frontend/src/components/player/conformance-items.json');
const PLAYER_FOLDERS = ['interaction-match', 'interaction-gap-match', 'interaction-inline-choice', 'interaction-extended-text', 'interaction-hottext'];

interface Expected {
  items: Record<string, { label: string; response: Record<string, string | string[]>; score: number }[]>;
}

const { dir, cleanup } = tempDir();
afterAll(cleanup);

async function folderItems(folder: string) {
  const zip = join(dir, `${folder}.zip`);
  await zipFolderTo(join(CORPUS, folder), zip, (path) => !path.endsWith('.json'));
  const read = await readContentPackage(zip, { fileName: `${folder}.zip` });
  if (!read.ok) throw new Error(`${folder}: the package does not read`);
  const expected = JSON.parse(readFileSync(join(CORPUS, folder, 'expect.json'), 'utf8')) as Expected;
  return {
    folder,
    items: read.pkg.items.map((model) => {
      // the first listed response is the one the item is written for: its full marks, or an essay's text
      const [answer] = expected.items[model.uin] ?? [];
      if (!answer) throw new Error(`${folder}: expect.json lists no response for ${model.uin}`);
      return {
        item: model.delivery,
        correctResponse: Object.fromEntries(model.scoring.responses.map((r) => [r.identifier, r.correctResponse ?? []])),
        humanScored: model.scoring.humanScored,
        answer: answer.response,
        score: answer.score,
      };
    }),
  };
}

describe('the conformance items of the player tests', () => {
  it('are the corpus packages as the player receives them, each with the response it is written for', async () => {
    const current = `${JSON.stringify(await Promise.all(PLAYER_FOLDERS.map(folderItems)), null, 1)}\n`;
    if (process.env.UPDATE_SAMPLE_ITEMS === '1') writeFileSync(FIXTURE, current);
    const committed = existsSync(FIXTURE) ? readFileSync(FIXTURE, 'utf8') : '';
    expect(committed === current ? 'current' : `${FIXTURE} is stale: run this spec with UPDATE_SAMPLE_ITEMS=1`).toBe('current');
  }, 120_000);
});
