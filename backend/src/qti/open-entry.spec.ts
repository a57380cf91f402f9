import { openPackageEntry } from './open-entry';
import { tempDir, writeZip } from './testing/build-zip';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString('utf8');
}

describe('openPackageEntry', () => {
  let zip: string;
  beforeAll(async () => {
    zip = await writeZip(dir, 'media.zip', [
      { name: 'media/a.css', data: '.a{}' },
      { name: 'media/big.txt', data: 'x'.repeat(100_000) },
      { name: 'media/link', data: 'target', mode: 0o120777 },
    ]);
  });

  it('streams an entry without extracting it', async () => {
    expect(await text(await openPackageEntry(zip, 'media/a.css'))).toBe('.a{}');
    expect((await text(await openPackageEntry(zip, 'media/big.txt'))).length).toBe(100_000);
  });

  it('refuses missing entries, unsafe paths and links', async () => {
    await expect(openPackageEntry(zip, 'media/none.png')).rejects.toThrow('no such entry');
    await expect(openPackageEntry(zip, '../media/a.css')).rejects.toThrow('unsafe');
    await expect(openPackageEntry(zip, 'media/link')).rejects.toThrow('link');
  });
});
