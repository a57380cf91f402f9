/**
 * The hostile-package corpus: zips a careless tool or an attacker would upload, each built here
 * from our own small items (nothing binary is kept in the repository), with what must become of it.
 * To look at them, write them to a folder:
 *   node -r ./backend/test/swc-register.js backend/test/hostile/write-corpus.ts OUT_DIR
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { declareFlags, declareMethod, declareSize, writeZip, type ZipEntrySpec } from '../../src/qti/testing/build-zip';
import { manyEntriesZip } from '../../src/qti/testing/many-entries-zip';
import { assessmentTest, choiceItem, manifest } from '../../src/qti/testing/qti-xml';
import { type RepeatedEntry, writeRepeatingZip } from './zip-bytes';

/** What must become of an upload: refused by /api/upload itself, or imported to 4, or failed (2) naming a file. */
export type Expected = { refusedAtUpload: true } | { status: 4 } | { status: 2; file: string };

export interface HostileCase {
  name: string;
  /** writes the upload into `dir`; returns its path */
  build(dir: string): Promise<string>;
  expect: Expected;
}

/** The name every case is uploaded under; whole-archive problems are reported against it. */
export const UPLOAD_NAME = 'case.zip';
const ITEM = 'items/i1.xml';
const MiB = 1024 * 1024;

const item = (opts: { title?: string; body?: string; head?: string } = {}) => {
  const xml = choiceItem('2.2', 'ITEM-1', { extraBody: opts.body ?? '' });
  return opts.title ? xml.replace('title="Item ITEM-1"', `title="${opts.title}"`) : xml;
};

/** A valid package of one test and one item; `media` are files the item's manifest entry lists. */
function pkg(itemXml: string | Buffer = item(), media: ZipEntrySpec[] = [], entry: Partial<ZipEntrySpec> = {}): ZipEntrySpec[] {
  return [
    {
      name: 'imsmanifest.xml',
      data: manifest('2.2', [
        { id: 'T', type: 'test', href: 'test.xml' },
        { id: 'I1', type: 'item', href: ITEM, files: [ITEM, ...media.map((m) => m.name)] },
      ]),
      ...entry,
    },
    { name: 'test.xml', data: assessmentTest('2.2', 'hostile-1', 'Hostile', [{ id: 'S1', title: 'Algebra', refs: [{ id: 'r1', href: ITEM }] }]), ...entry },
    { name: ITEM, data: itemXml, ...entry },
    ...media.map((m) => ({ ...m, ...entry })),
  ];
}

/** The entries of a package as single runs, for the zips written with repeated runs. */
const small = (entries: ZipEntrySpec[]): RepeatedEntry[] => entries.map((e) => ({ name: e.name, runs: [{ data: e.data }] }));

const image = (name: string, size = 4000) => ({ name, data: randomBytes(size) });

/** An item showing the figures (package paths), so that the import reads and stores them. */
const showing = (...paths: string[]) => item({ body: paths.map((p) => `<img src="../${p}" alt="figure"/>`).join('') });

async function zip(dir: string, name: string, entries: ZipEntrySpec[], renames: Record<string, string> = {}): Promise<string> {
  return writeZip(dir, `${name}.zip`, entries, renames);
}

/** Rewrites the zip at `path` with `patch`, for the lies a zip writer will not tell. */
async function patched(path: string, patch: (bytes: Buffer) => Buffer): Promise<string> {
  writeFileSync(path, patch(readFileSync(path)));
  return path;
}

function raw(dir: string, name: string, bytes: Buffer): Promise<string> {
  const path = join(dir, `${name}.zip`);
  writeFileSync(path, bytes);
  return Promise.resolve(path);
}

const refusedItem = { status: 2, file: ITEM } as const;

export const HOSTILE_CASES: HostileCase[] = [
  {
    name: 'media entry declaring fewer bytes than it holds',
    build: async (dir) =>
      patched(await zip(dir, 'lying-media', pkg(showing('media/m0.png'), [image('media/m0.png', 50_000)])), (b) => declareSize(b, 'media/m0.png', 1000)),
    expect: { status: 2, file: 'media/m0.png' },
  },
  {
    name: 'item declaring fewer bytes than it holds',
    build: async (dir) => patched(await zip(dir, 'lying-xml', pkg()), (b) => declareSize(b, ITEM, 100)),
    expect: refusedItem,
  },
  {
    name: 'media entry declaring more bytes than it holds',
    build: async (dir) =>
      patched(await zip(dir, 'short-media', pkg(showing('media/m0.png'), [image('media/m0.png', 5000)])), (b) => declareSize(b, 'media/m0.png', 6000)),
    expect: { status: 2, file: 'media/m0.png' },
  },
  {
    name: 'a media file named with 1,000 characters',
    build: (dir) => zip(dir, 'long-name', pkg(showing(`media/${'n'.repeat(1000)}.png`), [image(`media/${'n'.repeat(1000)}.png`)])),
    expect: { status: 2, file: `media/${'n'.repeat(1000)}.png` },
  },
  {
    name: '7,000 files of 63 KiB in a small zip',
    build: (dir) => {
      const path = join(dir, 'many-small.zip');
      const pad = Buffer.alloc(63 * 1024, 'a');
      writeRepeatingZip(path, [...small(pkg()), ...Array.from({ length: 7000 }, (_, i) => ({ name: `media/pad${i}.txt`, runs: [{ data: pad }] }))]);
      return Promise.resolve(path);
    },
    expect: { status: 2, file: UPLOAD_NAME },
  },
  {
    name: 'one item of 480 MB within the expansion ratio',
    build: (dir) => {
      const path = join(dir, 'huge-xml.zip');
      // two long words at random: prose-like text that compresses about 35 times, as the case found
      const words = ['lanternfish', 'orchardist'];
      let seed = 11;
      const paragraph = () => {
        const out: string[] = [];
        for (let i = 0; i < 100; i++) {
          seed = (seed * 1664525 + 1013904223) % 2 ** 32;
          out.push(words[(seed >>> 16) % words.length]);
        }
        return `<p>${out.join(' ')}</p>\n`;
      };
      const block = Buffer.from(Array.from({ length: 4000 }, paragraph).join(''));
      const [head, tail] = item().split('<p>Which number is even?</p>');
      const body = { name: ITEM, runs: [{ data: head }, { data: block, times: Math.ceil((480 * 1000 * 1000) / block.length) }, { data: tail }] };
      writeRepeatingZip(
        path,
        small(pkg()).map((e) => (e.name === ITEM ? body : e)),
      );
      return Promise.resolve(path);
    },
    expect: refusedItem,
  },
  {
    name: 'an item of 15 MiB of tiny elements, within every size limit',
    build: (dir) => zip(dir, 'dense-xml', pkg(item({ body: `<p>${'<span>xy</span>'.repeat(1_000_000)}</p>` }))),
    expect: refusedItem,
  },
  {
    name: 'stored (uncompressed) entries, as zip -0 writes them',
    build: (dir) => zip(dir, 'stored', pkg(showing('media/a.png'), [image('media/a.png')], { compress: false })),
    expect: { status: 4 },
  },
  {
    name: 'an item declared ISO-8859-1',
    build: (dir) => zip(dir, 'latin1', pkg(Buffer.from(item({ title: 'Café naïve' }).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), 'latin1'))),
    expect: { status: 4 },
  },
  {
    name: 'an item nested 20,000 elements deep',
    build: (dir) => zip(dir, 'deep', pkg(item({ body: `<div>${'<div>'.repeat(20_000)}x${'</div>'.repeat(20_000)}</div>` }), [], { compress: false })),
    expect: refusedItem,
  },
  {
    name: 'the classic bomb: one entry of zeros expanding a thousandfold',
    build: (dir) => {
      const path = join(dir, 'bomb.zip');
      const zeros = Buffer.alloc(MiB);
      writeRepeatingZip(path, [...small(pkg()), { name: 'media/zeros.bin', runs: [{ data: zeros, times: 256 }] }]);
      return Promise.resolve(path);
    },
    expect: { status: 2, file: 'media/zeros.bin' },
  },
  {
    name: 'a zip holding only another zip (a nested bomb)',
    build: async (dir) => zip(dir, 'nested', [{ name: 'inner.zip', data: readFileSync(await zip(dir, 'inner', pkg())) }]),
    expect: { status: 2, file: UPLOAD_NAME },
  },
  { name: '100,000 entries', build: (dir) => raw(dir, 'entries', manyEntriesZip(100_000)), expect: { status: 2, file: UPLOAD_NAME } },
  {
    name: 'zip slip with ..',
    build: (dir) => zip(dir, 'slip-dots', [...pkg(), { name: 'xx/evil.txt', data: 'a' }], { 'xx/evil.txt': '../evil.txt' }),
    expect: { status: 2, file: '../evil.txt' },
  },
  {
    name: 'zip slip with an absolute path',
    build: (dir) => zip(dir, 'slip-abs', [...pkg(), { name: 'yabs/path.txt', data: 'b' }], { 'yabs/path.txt': '/abs/path.txt' }),
    expect: { status: 2, file: '/abs/path.txt' },
  },
  {
    name: 'zip slip with a backslash',
    build: (dir) => zip(dir, 'slip-win', [...pkg(), { name: 'zz_win/evil.txt', data: 'c' }], { 'zz_win/evil.txt': '..\\win/evil.txt' }),
    expect: { status: 2, file: '..\\win/evil.txt' },
  },
  {
    name: 'a symbolic link',
    build: (dir) => zip(dir, 'link', [...pkg(), { name: 'media/link', data: '/etc/passwd', mode: 0o120777 }]),
    expect: { status: 2, file: 'media/link' },
  },
  {
    name: 'an external entity (XXE)',
    build: (dir) =>
      zip(
        dir,
        'xxe',
        pkg(
          item()
            .replace('<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>')
            .replace('Pick one.', '&e;'),
        ),
      ),
    expect: refusedItem,
  },
  {
    name: 'entity expansion (billion laughs)',
    build: (dir) =>
      zip(
        dir,
        'laughs',
        pkg(
          item()
            .replace(
              '<?xml version="1.0" encoding="UTF-8"?>',
              `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "ha">${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${'b'.repeat(i + 1)} "${`&${i ? 'b'.repeat(i) : 'a'};`.repeat(10)}">`).join('')}]>`,
            )
            .replace('Pick one.', '&bbbbbbbbb;'),
        ),
      ),
    expect: refusedItem,
  },
  { name: 'an encrypted entry', build: async (dir) => patched(await zip(dir, 'encrypted', pkg()), (b) => declareFlags(b, ITEM, 1)), expect: refusedItem },
  {
    name: 'a truncated zip',
    build: async (dir) => {
      const whole = readFileSync(await zip(dir, 'whole', pkg(item(), [image('media/a.png', 20_000)])));
      return raw(dir, 'truncated', whole.subarray(0, Math.floor(whole.length / 2)));
    },
    expect: { status: 2, file: UPLOAD_NAME },
  },
  { name: 'an empty (0-byte) file', build: (dir) => raw(dir, 'zero', Buffer.alloc(0)), expect: { refusedAtUpload: true } },
  { name: 'a text file named .zip', build: (dir) => raw(dir, 'text', Buffer.from('this is not an archive')), expect: { refusedAtUpload: true } },
  { name: 'an empty zip', build: (dir) => zip(dir, 'empty', []), expect: { status: 2, file: UPLOAD_NAME } },
  {
    name: 'an entry written twice',
    build: (dir) => zip(dir, 'twice', [...pkg(), { name: 'test.xml', data: 'again' }]),
    expect: { status: 2, file: 'test.xml' },
  },
  {
    name: 'a NUL in an entry name',
    build: (dir) => zip(dir, 'nul', [...pkg(), { name: 'media/aXb.png', data: 'a' }], { 'media/aXb.png': 'media/a\0b.png' }),
    expect: { status: 2, file: 'media/a\\0b.png' },
  },
  {
    name: 'an attribute of 2 MiB',
    build: (dir) => zip(dir, 'attribute', pkg(item({ body: `<p class="${'c'.repeat(2 * MiB)}">x</p>` }), [], { compress: false })),
    expect: refusedItem,
  },
  {
    name: 'folders nested 40 deep',
    build: (dir) => zip(dir, 'folders', [...pkg(), { name: `media/${Array.from({ length: 40 }, (_, i) => `d${i}`).join('/')}/x.png`, data: 'b' }]),
    expect: { status: 2, file: `media/${Array.from({ length: 40 }, (_, i) => `d${i}`).join('/')}/x.png` },
  },
  {
    name: 'an item in UTF-16 with a byte order mark',
    build: (dir) =>
      zip(
        dir,
        'utf16',
        pkg(
          Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(item({ title: 'Шестнадцать' }).replace('encoding="UTF-8"', 'encoding="UTF-16"'), 'utf16le')]),
        ),
      ),
    expect: { status: 4 },
  },
  {
    name: 'an item in windows-1251',
    build: (dir) => {
      const text = item({ title: 'Задание один' }).replace('encoding="UTF-8"', 'encoding="windows-1251"');
      return zip(dir, 'cp1251', pkg(Buffer.from([...text].map((ch) => (ch >= 'А' && ch <= 'я' ? ch.charCodeAt(0) - 0x410 + 0xc0 : ch.charCodeAt(0))))));
    },
    expect: { status: 4 },
  },
  {
    name: 'an unknown encoding label',
    build: (dir) => zip(dir, 'unknown-encoding', pkg(item().replace('encoding="UTF-8"', 'encoding="x-made-up"'))),
    expect: refusedItem,
  },
  {
    name: 'a UTF-8 byte order mark and CRLF line ends',
    build: (dir) => zip(dir, 'bom-crlf', pkg(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(item().replace(/\n/g, '\r\n'))]))),
    expect: { status: 4 },
  },
  {
    name: 'sizes in data descriptors',
    build: (dir) => zip(dir, 'descriptors', pkg(showing('media/a.png'), [image('media/a.png')], { stream: true })),
    expect: { status: 4 },
  },
  { name: 'zip64 records', build: (dir) => zip(dir, 'zip64', pkg(showing('media/a.png'), [image('media/a.png')], { zip64: true })), expect: { status: 4 } },
  {
    name: 'script in item HTML',
    build: (dir) => zip(dir, 'script', pkg(item({ body: '<script>alert(1)</script><p onclick="alert(2)">Tap</p><a href="javascript:alert(3)">link</a>' }))),
    expect: { status: 4 },
  },
  {
    name: 'an SVG figure carrying script',
    build: (dir) =>
      zip(
        dir,
        'svg',
        pkg(showing('media/fig.svg'), [
          { name: 'media/fig.svg', data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="4"/></svg>' },
        ]),
      ),
    expect: { status: 4 },
  },
  { name: 'truncated XML', build: (dir) => zip(dir, 'cut-xml', pkg(item().slice(0, 400))), expect: refusedItem },
  {
    name: 'binary garbage as the manifest',
    build: (dir) => zip(dir, 'garbage', [{ name: 'imsmanifest.xml', data: randomBytes(3000) }, ...pkg().slice(1)]),
    expect: { status: 2, file: 'imsmanifest.xml' },
  },
  {
    name: 'a compression method no tool should use (bzip2)',
    build: async (dir) => patched(await zip(dir, 'bzip2', pkg()), (b) => declareMethod(b, ITEM, 12)),
    expect: refusedItem,
  },
];
