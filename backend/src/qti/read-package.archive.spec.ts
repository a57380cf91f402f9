import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { readContentPackage, type ReadOptions } from './read-package';
import { declareMethod, declareSize, tempDir, writeZip, type ZipEntrySpec } from './testing/build-zip';
import { assessmentTest, choiceItem, manifest } from './testing/qti-xml';
import type { PackageIssue, ReadResult } from './types';

/** What other tools write, and what a careless or hostile one does, read the way the import does. */

const { dir, cleanup } = tempDir();
afterAll(cleanup);

let n = 0;
async function zipOf(entries: ZipEntrySpec[]): Promise<string> {
  return writeZip(dir, `pkg-${++n}.zip`, entries);
}

async function read(entries: ZipEntrySpec[], opts: ReadOptions = {}): Promise<ReadResult> {
  return readContentPackage(await zipOf(entries), { fileName: 'upload.zip', ...opts });
}

function issues(result: ReadResult): PackageIssue[] {
  if (result.ok) throw new Error('expected the package to be rejected');
  return result.issues;
}

const media = (count: number, size = 2000) => Array.from({ length: count }, (_, i) => ({ name: `media/m${i}.bin`, data: randomBytes(size) }));

/** One test of one item, `item` its XML (bytes, to write any encoding), and media the item shows. */
function onePackage(item: string | Buffer, extra: ZipEntrySpec[] = [], entry: Partial<ZipEntrySpec> = {}): ZipEntrySpec[] {
  const mediaFiles = extra.filter((e) => e.name.startsWith('media/')).map((e) => e.name);
  return [
    {
      name: 'imsmanifest.xml',
      data: manifest('2.2', [
        { id: 'T', type: 'test', href: 'test.xml' },
        { id: 'I1', type: 'item', href: 'items/i1.xml' },
        ...(mediaFiles.length ? [{ id: 'M', type: 'webcontent' as const, href: mediaFiles[0], files: mediaFiles }] : []),
      ]),
      ...entry,
    },
    {
      name: 'test.xml',
      data: assessmentTest('2.2', 'practice-1', 'Practice', [{ id: 'S1', title: 'Algebra', refs: [{ id: 'r1', href: 'items/i1.xml' }] }]),
      ...entry,
    },
    { name: 'items/i1.xml', data: item, ...entry },
    ...extra,
  ];
}

const titled = (title: string) => choiceItem('2.2', 'ITEM-1').replace('title="Item ITEM-1"', `title="${title}"`);

describe('readContentPackage reads what other tools write', () => {
  it('reads stored (uncompressed) entries, like zip -0', async () => {
    const result = await read(onePackage(titled('Stored'), media(2), { compress: false }).map((e) => ({ ...e, compress: false })));
    expect(result.ok && result.pkg.items[0].title).toBe('Stored');
  });

  it('reads entries whose sizes follow in data descriptors, and zip64 records', async () => {
    expect((await read(onePackage(titled('Streamed'), media(1), { stream: true }))).ok).toBe(true);
    const result = await read(onePackage(titled('Zip64'), media(1), { zip64: true }));
    expect(result.ok && result.pkg.items[0].title).toBe('Zip64');
  });

  it('converts an item declared ISO-8859-1 to the same text', async () => {
    const xml = titled('Café naïve').replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    const result = await read(onePackage(Buffer.from(xml, 'latin1')));
    expect(result.ok && result.pkg.items[0].title).toBe('Café naïve');
  });

  it('reads windows-1251, UTF-16 with a byte order mark, a UTF-8 byte order mark and CRLF line ends', async () => {
    const cyrillic = titled('Задание один').replace('encoding="UTF-8"', 'encoding="windows-1251"');
    const win = await read(onePackage(encode1251(cyrillic)));
    expect(win.ok && win.pkg.items[0].title).toBe('Задание один');

    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(titled('Sixteen').replace('encoding="UTF-8"', 'encoding="UTF-16"'), 'utf16le')]);
    const wide = await read(onePackage(utf16));
    expect(wide.ok && wide.pkg.items[0].title).toBe('Sixteen');

    const bomCrlf = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(titled('Windows').replace(/\n/g, '\r\n'))]);
    const windows = await read(onePackage(bomCrlf));
    expect(windows.ok && windows.pkg.items[0].title).toBe('Windows');
  });

  it('refuses an unknown encoding and bytes that are not valid in the declared one, naming the file', async () => {
    const unknown = await read(onePackage(titled('x').replace('encoding="UTF-8"', 'encoding="x-made-up"')));
    expect(issues(unknown)).toEqual([
      expect.objectContaining({ file: 'items/i1.xml', code: 'xml.unknownEncoding', params: expect.objectContaining({ encoding: 'x-made-up' }) }),
    ]);
    const invalid = await read(onePackage(Buffer.from(titled('Caf\u00e9'), 'latin1')));
    expect(issues(invalid)).toEqual([expect.objectContaining({ file: 'items/i1.xml', code: 'xml.badEncoding' })]);
  });

  it('hands every media file over through one open handle on the zip', async () => {
    const files = media(40);
    const stored: string[] = [];
    // the zip is opened on a reader of its own (`BlockReader`), once
    const open = jest.spyOn(yauzl, 'fromRandomAccessReader');
    try {
      const result = await read(onePackage(titled('Media'), files), {
        storeMedia: async (file, data: Readable) => {
          let bytes = 0;
          for await (const chunk of data) bytes += (chunk as Buffer).length;
          expect(bytes).toBe(file.size);
          stored.push(file.path);
        },
      });
      expect(result.ok).toBe(true);
      expect(open).toHaveBeenCalledTimes(1);
    } finally {
      open.mockRestore();
    }
    expect(stored.sort()).toEqual(files.map((f) => f.name).sort());
  });
});

function encode1251(text: string): Buffer {
  // windows-1251 puts А..я at 0xC0..0xFF; the rest of this text is ASCII
  return Buffer.from([...text].map((ch) => (ch >= 'А' && ch <= 'я' ? ch.charCodeAt(0) - 0x410 + 0xc0 : ch.charCodeAt(0))));
}

describe('readContentPackage refuses hostile archives by name, before writing anything', () => {
  it('refuses a media entry that holds more than it declares, without throwing, and stops storing', async () => {
    const path = await zipOf(onePackage(titled('Liar'), media(3, 50_000)));
    writeFileSync(path, declareSize(readFileSync(path), 'media/m1.bin', 1000));
    const stored: string[] = [];
    const result = await readContentPackage(path, {
      storeMedia: async (file, data) => {
        for await (const _ of data);
        stored.push(file.path);
      },
    });
    expect(issues(result)).toEqual([expect.objectContaining({ file: 'media/m1.bin', code: 'zip.sizeMismatch' })]);
    expect(stored).not.toContain('media/m1.bin');
  });

  it('names a media file that storage cannot take, and the read still answers', async () => {
    const result = await read(onePackage(titled('Full'), media(2)), {
      storeMedia: async (_file, data) => {
        data.resume();
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC', syscall: 'write' });
      },
    });
    expect(issues(result)).toEqual([expect.objectContaining({ file: 'media/m0.bin', code: 'media.storeFailed', params: { detail: 'ENOSPC' } })]);
  });

  it('refuses many small files that expand far beyond the size of the zip', async () => {
    const padding = Array.from({ length: 300 }, (_, i) => ({ name: `media/pad${i}.txt`, data: Buffer.alloc(63 * 1024, 'a') }));
    const result = await read(onePackage(titled('Bomb'), padding));
    expect(issues(result)).toEqual([expect.objectContaining({ file: 'upload.zip', code: 'zip.archiveRatioTooHigh' })]);
  });

  it('refuses an XML file and a media file over their own limits', async () => {
    const big = titled('Big').replace('<p>Which number is even?</p>', `<p>${'Which number is even? '.repeat(400)}</p>`);
    const result = await read(onePackage(big, media(1, 5000)), { limits: { maxXmlBytes: 4096, maxMediaBytes: 4000 } });
    expect(issues(result).map((i) => [i.file, i.code])).toEqual([
      ['items/i1.xml', 'zip.xmlTooLarge'],
      ['media/m0.bin', 'zip.mediaTooLarge'],
    ]);
  });

  it('refuses names storage cannot hold, folders nested too deep and an entry written twice', async () => {
    const longName = `media/${'n'.repeat(1000)}.png`;
    const deep = `media/${Array.from({ length: 40 }, (_, i) => `d${i}`).join('/')}/x.png`;
    const result = await read([...onePackage(titled('Names')), { name: longName, data: 'a' }, { name: deep, data: 'b' }, { name: 'test.xml', data: 'again' }]);
    expect(issues(result).map((i) => [i.file, i.code])).toEqual([
      [longName, 'zip.pathTooLong'],
      [deep, 'zip.pathTooDeep'],
      ['test.xml', 'zip.duplicateEntry'],
    ]);
    expect(issues(result)[0].message.length).toBeLessThan(400);
  });

  it('takes ./ and doubled slashes for the same path, so a second spelling of a file is a duplicate', async () => {
    const path = await zipOf([...onePackage(titled('Spelled')), { name: 'media/a.png', data: 'one' }, { name: 'media//a.png', data: 'two' }]);
    expect(issues(await readContentPackage(path))).toEqual([expect.objectContaining({ file: 'media//a.png', code: 'zip.duplicateEntry' })]);
  });

  it('refuses a compression method it cannot read, naming the entry', async () => {
    const path = await zipOf(onePackage(titled('Bzip')));
    writeFileSync(path, declareMethod(readFileSync(path), 'items/i1.xml', 12));
    expect(issues(await readContentPackage(path))).toEqual([
      expect.objectContaining({ file: 'items/i1.xml', code: 'zip.unsupportedMethod', params: { entry: 'items/i1.xml', method: 12 } }),
    ]);
  });

  it('refuses markup nested 20,000 deep and a huge attribute with the file and line, not a generic failure', async () => {
    const deep = titled('Deep').replace('<p>Which number is even?</p>', `<div>${'<div>'.repeat(20_000)}x${'</div>'.repeat(20_000)}</div>`);
    // stored, as the padding would otherwise trip the expansion ratio first
    const [tooDeep] = issues(await read(onePackage(deep, [], { compress: false })));
    expect(tooDeep).toEqual(expect.objectContaining({ file: 'items/i1.xml', code: 'xml.tooDeep', line: expect.any(Number) }));
    const wide = titled('Wide').replace('<p>Which number is even?</p>', `<p class="${'c'.repeat(2 * 1024 * 1024)}">x</p>`);
    const [tooLong] = issues(await read(onePackage(wide, [], { compress: false })));
    expect(tooLong).toEqual(
      expect.objectContaining({ file: 'items/i1.xml', code: 'xml.attributeTooLong', params: expect.objectContaining({ name: 'class' }) }),
    );
  });

  it('refuses an item of many tiny elements, whose tree would cost far more memory than its text', async () => {
    const dense = titled('Dense').replace('<p>Which number is even?</p>', `<p>${'<span>xy</span>'.repeat(120_000)}</p>`);
    const [tooMany] = issues(await read(onePackage(dense, [], { compress: false })));
    expect(tooMany).toEqual(expect.objectContaining({ file: 'items/i1.xml', code: 'xml.tooManyNodes', params: expect.objectContaining({ limit: 100_000 }) }));
  });

  it('keeps a NUL of an entry name out of the findings, which the database could not store', async () => {
    const path = await zipOf([...onePackage(titled('Nul')), { name: 'media/aXb.png', data: 'a' }]);
    writeFileSync(path, Buffer.from(readFileSync(path).toString('latin1').split('media/aXb.png').join('media/a\0b.png'), 'latin1'));
    const found = issues(await readContentPackage(path));
    expect(found).toEqual([expect.objectContaining({ code: 'zip.unsafePath', file: 'media/a\\0b.png' })]);
    expect(JSON.stringify(found)).not.toContain('\\u0000');
  });

  it('stops at once when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('deadline'));
    await expect(read(onePackage(titled('Late')), { signal: controller.signal })).rejects.toThrow('deadline');
  });
});
