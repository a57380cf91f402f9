import { writeFileSync } from 'node:fs';
import { readContentPackage } from './read-package';
import { manyEntriesZip } from './testing/many-entries-zip';
import type { PackageIssue, ReadResult } from './types';
import { readFileSync } from 'node:fs';
import { declareSize, tempDir, writeZip, type ZipEntrySpec } from './testing/build-zip';
import { assessmentTest, choiceItem, manifest } from './testing/qti-xml';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

let n = 0;
async function read(entries: ZipEntrySpec[], renames?: Record<string, string>): Promise<ReadResult> {
  const path = await writeZip(dir, `pkg-${++n}.zip`, entries, renames);
  return readContentPackage(path, { fileName: 'upload.zip' });
}

function issues(result: ReadResult): PackageIssue[] {
  if (result.ok) throw new Error('expected the package to be rejected');
  return result.issues;
}

const codes = (result: ReadResult) => issues(result).map((i) => i.code);

/** A valid 2.2 package of one test and two items, to be broken one way per spec. */
function basePackage(over: Partial<Record<string, string>> = {}): ZipEntrySpec[] {
  const files: Record<string, string> = {
    'imsmanifest.xml': manifest('2.2', [
      { id: 'T', type: 'test', href: 'test.xml' },
      { id: 'I1', type: 'item', href: 'items/i1.xml' },
      { id: 'I2', type: 'item', href: 'items/i2.xml' },
    ]),
    'test.xml': assessmentTest('2.2', 'practice-1', 'Practice', [
      {
        id: 'S1',
        title: 'Algebra',
        refs: [
          { id: 'r1', href: 'items/i1.xml' },
          { id: 'r2', href: 'items/i2.xml' },
        ],
      },
    ]),
    'items/i1.xml': choiceItem('2.2', 'ITEM-1'),
    'items/i2.xml': choiceItem('2.2', 'ITEM-2'),
    ...over,
  };
  return Object.entries(files)
    .filter(([, data]) => data !== '')
    .map(([name, data]) => ({ name, data: data! }));
}

describe('readContentPackage rejects bad archives', () => {
  it('accepts the base package it breaks below', async () => {
    expect((await read(basePackage())).ok).toBe(true);
  });

  it('rejects a file that is not a zip', async () => {
    const path = `${dir}/not-a-zip.zip`;
    writeFileSync(path, 'this is plain text, not an archive');
    const result = await readContentPackage(path, { fileName: 'upload.zip' });
    expect(issues(result)).toEqual([expect.objectContaining({ file: 'upload.zip', code: 'zip.notZip' })]);
  });

  it('rejects a zip whose only entry is another zip', async () => {
    expect(codes(await read([{ name: 'inner.zip', data: Buffer.from('PK\x03\x04 whatever') }]))).toEqual(['zip.nested']);
  });

  it('rejects an empty zip', async () => {
    expect(codes(await read([]))).toEqual(['zip.empty']);
  });

  it('rejects a zip bomb by its expansion ratio', async () => {
    const result = await read([...basePackage(), { name: 'media/zeros.bin', data: Buffer.alloc(10 * 1024 * 1024) }]);
    expect(issues(result)).toEqual([expect.objectContaining({ code: 'zip.ratioTooHigh', params: expect.objectContaining({ entry: 'media/zeros.bin' }) })]);
  });

  it('rejects 100,000 entries before reading any of them', async () => {
    const path = `${dir}/many.zip`;
    writeFileSync(path, manyEntriesZip(100_000));
    const result = await readContentPackage(path);
    expect(issues(result)).toEqual([expect.objectContaining({ code: 'zip.tooManyEntries', params: { count: 100_000, limit: 10_000 } })]);
  });

  it('scans a zip within the entry limit to its end', async () => {
    const path = `${dir}/many-ok.zip`;
    writeFileSync(path, manyEntriesZip(3_000));
    expect(codes(await readContentPackage(path))).toEqual(['manifest.missing']);
  });

  it('rejects an archive whose expanded size passes the limit', async () => {
    const path = await writeZip(dir, 'big.zip', [...basePackage(), { name: 'media/a.bin', data: Buffer.alloc(4096, 7) }]);
    const result = await readContentPackage(path, { limits: { maxExpandedBytes: 2048 } });
    expect(codes(result)).toEqual(['zip.expandedTooLarge']);
  });

  it('aborts an entry that holds more bytes than it declares', async () => {
    const path = await writeZip(dir, 'liar.zip', basePackage());
    writeFileSync(path, declareSize(readFileSync(path), 'items/i2.xml', 100));
    const result = await readContentPackage(path);
    expect(issues(result)).toContainEqual(expect.objectContaining({ file: 'items/i2.xml', code: 'zip.sizeMismatch' }));
  });

  it('reports every unsafe entry: .., absolute, backslash and symbolic link', async () => {
    const result = await read(
      [
        ...basePackage(),
        { name: 'xx/evil.txt', data: 'a' },
        { name: 'yabs/path.txt', data: 'b' },
        { name: 'zz_win/evil.txt', data: 'c' },
        { name: 'media/link', data: '/etc/passwd', mode: 0o120777 },
      ],
      { 'xx/evil.txt': '../evil.txt', 'yabs/path.txt': '/abs/path.txt', 'zz_win/evil.txt': '..\\win/evil.txt' },
    );
    expect(issues(result).map((i) => [i.code, i.params?.entry])).toEqual([
      ['zip.unsafePath', '../evil.txt'],
      ['zip.unsafePath', '/abs/path.txt'],
      ['zip.unsafePath', '..\\win/evil.txt'],
      ['zip.link', 'media/link'],
    ]);
  });
});

describe('readContentPackage rejects bad manifests and XML', () => {
  it('rejects a package without a manifest at its root', async () => {
    const entries = basePackage().map((e) => (e.name === 'imsmanifest.xml' ? { ...e, name: 'pkg/imsmanifest.xml' } : e));
    expect(issues(await read(entries))).toEqual([expect.objectContaining({ file: 'upload.zip', code: 'manifest.missing' })]);
  });

  it('names every file the manifest lists but the zip lacks', async () => {
    const result = await read(basePackage({ 'items/i2.xml': '' }));
    expect(issues(result)).toContainEqual(
      expect.objectContaining({ file: 'imsmanifest.xml', code: 'manifest.missingFile', params: { resource: 'I2', href: 'items/i2.xml' } }),
    );
    expect(issues(result)).toContainEqual(expect.objectContaining({ file: 'test.xml', code: 'test.itemRefMissing' }));
  });

  it('reports malformed XML with its file and line', async () => {
    const broken = choiceItem('2.2', 'ITEM-2').replace('<p>Which number is even?</p>', '<p>Which number is even?</b>');
    const result = await read(basePackage({ 'items/i2.xml': broken }));
    expect(issues(result)).toContainEqual(expect.objectContaining({ file: 'items/i2.xml', code: 'xml.malformed', line: 10 }));
  });

  it('refuses a DTD with an external entity (XXE)', async () => {
    const xxe = choiceItem('2.2', 'ITEM-2')
      .replace('<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>')
      .replace('Which number is even?', '&xxe;');
    const found = issues(await read(basePackage({ 'items/i2.xml': xxe })));
    expect(found).toContainEqual(expect.objectContaining({ file: 'items/i2.xml', code: 'xml.doctype', line: 1 }));
    expect(JSON.stringify(found)).not.toContain('root:');
  });

  it('refuses entity expansion (billion laughs)', async () => {
    const lol =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>\n<lolz>&lol3;</lolz>';
    expect(issues(await read(basePackage({ 'items/i2.xml': lol })))).toContainEqual(expect.objectContaining({ file: 'items/i2.xml', code: 'xml.doctype' }));
  });

  it('rejects an undeclared entity even without a DTD', async () => {
    const xml = choiceItem('2.2', 'ITEM-2').replace('Which number is even?', '&secret;');
    expect(codes(await read(basePackage({ 'items/i2.xml': xml })))).toContain('xml.malformed');
  });

  it('rejects a file in the namespace of another QTI version than the manifest declares', async () => {
    const result = await read(basePackage({ 'items/i2.xml': choiceItem('2.1', 'ITEM-2') }));
    expect(issues(result)).toContainEqual(
      expect.objectContaining({
        file: 'items/i2.xml',
        code: 'xml.wrongNamespace',
        params: expect.objectContaining({ found: 'http://www.imsglobal.org/xsd/imsqti_v2p1', version: '2.2' }),
      }),
    );
  });
});

describe('readContentPackage rejects bad items and tests', () => {
  it('rejects a correct response that names a missing choice', async () => {
    const result = await read(basePackage({ 'items/i1.xml': choiceItem('2.2', 'ITEM-1', { correct: 'Z' }) }));
    expect(issues(result)).toEqual([
      expect.objectContaining({ file: 'items/i1.xml', code: 'item.valueNotAChoice', params: expect.objectContaining({ value: 'Z' }), line: 3 }),
    ]);
  });

  it('rejects correct responses and mappings inconsistent with cardinality and base type', async () => {
    const xml = choiceItem('2.2', 'ITEM-1')
      .replace('<value>B</value>', '<value>B</value><value>C</value>')
      .replace(
        '</correctResponse>',
        '</correctResponse><mapping defaultValue="0"><mapEntry mapKey="Q" mappedValue="1"/><mapEntry mapKey="1 bad" mappedValue="1"/></mapping>',
      );
    expect(issues(await read(basePackage({ 'items/i1.xml': xml }))).map((i) => [i.code, i.params?.value ?? i.params?.count])).toEqual([
      ['item.cardinality', 2],
      ['item.valueNotAChoice', 'Q'],
      ['item.badValue', '1 bad'],
    ]);
  });

  it('rejects an unsupported interaction with a message per file', async () => {
    const custom = '<dialInteraction responseIdentifier="RESPONSE"/>';
    const result = await read(
      basePackage({
        'items/i1.xml': choiceItem('2.2', 'ITEM-1', { extraBody: custom }),
        'items/i2.xml': choiceItem('2.2', 'ITEM-2', { extraBody: '<dialInteraction responseIdentifier="RESPONSE"/>' }),
      }),
    );
    expect(issues(result).map((i) => [i.file, i.code, i.params?.name])).toEqual([
      ['items/i1.xml', 'item.unsupportedInteraction', 'dialInteraction'],
      ['items/i2.xml', 'item.unsupportedInteraction', 'dialInteraction'],
    ]);
  });

  it('rejects an unsupported response processing operator', async () => {
    const rp = choiceItem('2.2', 'ITEM-1').replace(
      /<responseProcessing[^>]*\/>/,
      '<responseProcessing><setOutcomeValue identifier="SCORE"><guessValue/></setOutcomeValue></responseProcessing>',
    );
    expect(issues(await read(basePackage({ 'items/i1.xml': rp })))).toEqual([
      expect.objectContaining({ code: 'item.unsupportedOperator', params: { name: 'guessValue' } }),
    ]);
  });

  it('rejects an interaction bound to an undeclared response and feedback on an undeclared outcome', async () => {
    const xml = choiceItem('2.2', 'ITEM-1')
      .replace('<choiceInteraction responseIdentifier="RESPONSE"', '<choiceInteraction responseIdentifier="RESPONSE_X"')
      .replace('outcomeIdentifier="FEEDBACK"', 'outcomeIdentifier="NOPE"');
    expect(codes(await read(basePackage({ 'items/i1.xml': xml })))).toEqual(['item.undeclaredResponse', 'item.undeclaredVariable']);
  });

  it('rejects a branch rule whose target does not exist; reads an undeclared item with a warning', async () => {
    const test = assessmentTest('2.2', 'practice-1', 'Practice', [
      {
        id: 'S1',
        title: 'Algebra',
        refs: [
          { id: 'r1', href: 'items/i1.xml' },
          { id: 'r2', href: 'items/i2.xml' },
        ],
      },
    ]).replace(
      '<assessmentItemRef identifier="r1" href="items/i1.xml"/>',
      '<assessmentItemRef identifier="r1" href="items/i1.xml"><branchRule target="NOWHERE"><baseValue baseType="boolean">true</baseValue></branchRule></assessmentItemRef>',
    );
    const m = manifest('2.2', [
      { id: 'T', type: 'test', href: 'test.xml', files: ['test.xml', 'items/i2.xml'] },
      { id: 'I1', type: 'item', href: 'items/i1.xml' },
    ]);
    expect(codes(await read(basePackage({ 'test.xml': test, 'imsmanifest.xml': m })))).toEqual(['test.branchTargetMissing', 'structure.undeclaredFile']);
  });
});
