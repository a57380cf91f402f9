import { readContentPackage } from '../read-package';
import { tempDir, writeZip } from '../testing/build-zip';
import { assessmentTest, choiceItem, manifest, type ResourceSpec } from '../testing/qti-xml';
import { QTI_NAMESPACES } from '../xml/qti-names';
import type { ReadResult } from '../types';

/** A manifest that does not match its files: read by what the files are, with a warning naming file and line. */

const { dir, cleanup } = tempDir();
afterAll(cleanup);

let n = 0;
async function read(resources: ResourceSpec[], files: Record<string, string>, type?: [string, string]): Promise<ReadResult> {
  let m = manifest('2.2', resources);
  if (type) m = m.replace(`type="${type[0]}"`, `type="${type[1]}"`);
  const entries = Object.entries({ 'imsmanifest.xml': m, ...files }).map(([name, data]) => ({ name, data }));
  return readContentPackage(await writeZip(dir, `drift-${++n}.zip`, entries), { fileName: 'upload.zip' });
}

function imported(result: ReadResult): Extract<ReadResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected the package to import: ${result.issues.map((i) => `${i.file}: ${i.message}`).join('; ')}`);
  return result;
}

const brief = (result: Extract<ReadResult, { ok: true }>) => result.warnings.map((w) => [w.file, w.code, w.line]);

const passage = (ns: string, root = 'assessmentStimulus', body = 'stimulusBody') =>
  `<?xml version="1.0"?>\n<${root} xmlns="${ns}" identifier="PASSAGE" title="Tide">\n<${body}><p>The tide turns twice a day.</p></${body}></${root}>`;
const referring = choiceItem('2.2', 'ITEM-1', { extraHead: '<assessmentStimulusRef identifier="PASSAGE" href="../passages/tide.xml"/>' });
const test = assessmentTest('2.2', 'practice', 'Practice', [{ id: 'S', title: 'All', refs: [{ id: 'r1', href: 'items/i1.xml' }] }]);

describe('a passage the manifest declares with another resource type is read by its root', () => {
  it('reads a passage declared as a test, with a warning on its root line, and the package as its items', async () => {
    const result = imported(
      await read(
        [
          { id: 'P', type: 'test', href: 'passages/tide.xml' },
          { id: 'I1', type: 'item', href: 'items/i1.xml' },
        ],
        { 'passages/tide.xml': passage(QTI_NAMESPACES['2.2']), 'items/i1.xml': referring },
      ),
    );
    expect(result.pkg.stimuli.map((s) => s.identifier)).toEqual(['PASSAGE']);
    expect(result.pkg.items[0].delivery.stimulusRefs).toEqual(['PASSAGE']);
    expect(brief(result)).toEqual([['passages/tide.xml', 'structure.misdeclaredStimulus', 2]]);
  });

  it('links a passage declared as a test to an item that names it only by a manifest dependency', async () => {
    const result = imported(
      await read(
        [
          { id: 'P', type: 'test', href: 'passages/tide.xml' },
          { id: 'I1', type: 'item', href: 'items/i1.xml', deps: ['P'] },
        ],
        { 'passages/tide.xml': passage(QTI_NAMESPACES['2.2']), 'items/i1.xml': choiceItem('2.2', 'ITEM-1') },
      ),
    );
    expect(result.pkg.items[0].delivery.stimulusRefs).toEqual(['PASSAGE']);
  });

  it('holds the items of a package whose only test is a passage to be there, as a bank of items is', async () => {
    const result = await read(
      [
        { id: 'P', type: 'test', href: 'passages/tide.xml' },
        { id: 'I1', type: 'item', href: 'items/i1.xml' },
        { id: 'I2', type: 'item', href: 'items/i2.xml' },
      ],
      { 'passages/tide.xml': passage(QTI_NAMESPACES['2.2']), 'items/i1.xml': referring },
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues.filter((i) => i.severity === 'error').map((i) => [i.file, i.code])).toEqual([['imsmanifest.xml', 'manifest.missingFile']]);
  });

  it('reads a QTI 3.0 passage declared as a 2.2 test, in the version its namespace gives', async () => {
    const result = imported(
      await read(
        [
          { id: 'P', type: 'test', href: 'passages/tide.xml' },
          { id: 'I1', type: 'item', href: 'items/i1.xml' },
        ],
        { 'passages/tide.xml': passage(QTI_NAMESPACES['3.0'], 'qti-assessment-stimulus', 'qti-stimulus-body'), 'items/i1.xml': referring },
      ),
    );
    expect(result.pkg.stimuli[0].identifier).toBe('PASSAGE');
    expect(brief(result)).toEqual([['passages/tide.xml', 'structure.misdeclaredStimulus', 2]]);
  });

  it('reads a passage declared as an item, whether the item referring to it comes before or after it', async () => {
    for (const order of [
      ['P', 'I1'],
      ['I1', 'P'],
    ]) {
      const specs: Record<string, ResourceSpec> = {
        P: { id: 'P', type: 'item', href: 'passages/tide.xml' },
        I1: { id: 'I1', type: 'item', href: 'items/i1.xml' },
      };
      const result = imported(
        await read([{ id: 'T', type: 'test', href: 'test.xml' }, ...order.map((id) => specs[id])], {
          'test.xml': test,
          'passages/tide.xml': passage(QTI_NAMESPACES['2.2']),
          'items/i1.xml': referring,
        }),
      );
      expect(result.pkg.items.map((i) => i.uin)).toEqual(['ITEM-1']);
      expect(result.pkg.items[0].delivery.stimulusRefs).toEqual(['PASSAGE']);
      expect(brief(result)).toEqual([['passages/tide.xml', 'structure.misdeclaredStimulus', 2]]);
    }
  });

  it('refuses a passage a test places as an item, whether or not an item read it first as its passage', async () => {
    const placing = assessmentTest('2.2', 'practice', 'Practice', [
      {
        id: 'S',
        title: 'All',
        refs: [
          { id: 'r1', href: 'items/i1.xml' },
          { id: 'r2', href: 'passages/tide.xml' },
        ],
      },
    ]);
    for (const order of [
      ['I1', 'P'],
      ['P', 'I1'],
    ]) {
      const specs: Record<string, ResourceSpec> = {
        P: { id: 'P', type: 'item', href: 'passages/tide.xml' },
        I1: { id: 'I1', type: 'item', href: 'items/i1.xml' },
      };
      const result = await read([{ id: 'T', type: 'test', href: 'test.xml' }, ...order.map((id) => specs[id])], {
        'test.xml': placing,
        'passages/tide.xml': passage(QTI_NAMESPACES['2.2']),
        'items/i1.xml': referring,
      });
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.issues.filter((i) => i.severity === 'error').map((i) => [i.file, i.code])).toContainEqual(['passages/tide.xml', 'xml.wrongRoot']);
    }
  });

  it('still refuses a file declared as an item whose root is neither an item nor a passage', async () => {
    const result = await read(
      [
        { id: 'T', type: 'test', href: 'test.xml' },
        { id: 'I1', type: 'item', href: 'items/i1.xml' },
      ],
      {
        'test.xml': test,
        'items/i1.xml': `<?xml version="1.0"?>\n<assessmentSection xmlns="${QTI_NAMESPACES['2.2']}" identifier="S" title="S" visible="true"/>`,
      },
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => [i.file, i.code])).toContainEqual(['items/i1.xml', 'xml.wrongRoot']);
  });
});

describe('dependencies and file listings that do not match the folder', () => {
  it('ignores a dependency on no resource, with a warning naming the resource', async () => {
    const result = imported(
      await read(
        [
          { id: 'T', type: 'test', href: 'test.xml' },
          { id: 'I1', type: 'item', href: 'items/i1.xml', deps: ['NOWHERE'] },
        ],
        { 'test.xml': test, 'items/i1.xml': choiceItem('2.2', 'ITEM-1') },
      ),
    );
    expect(result.warnings).toEqual([
      expect.objectContaining({ file: 'imsmanifest.xml', code: 'structure.unknownDependency', params: { resource: 'I1', ref: 'NOWHERE' } }),
    ]);
  });
});

describe('files the manifest does not list', () => {
  const withImage = choiceItem('2.2', 'ITEM-1', { extraBody: '<p><img src="../images/tide.png" alt="Tide chart"/></p>' });
  const resources = (files: string[]): ResourceSpec[] => [
    { id: 'T', type: 'test', href: 'test.xml' },
    { id: 'I1', type: 'item', href: 'items/i1.xml', files },
  ];

  it('stores an image the item uses but no resource lists, with a warning naming it', async () => {
    const result = imported(await read(resources(['items/i1.xml']), { 'test.xml': test, 'items/i1.xml': withImage, 'images/tide.png': 'PNG' }));
    expect(result.pkg.media.map((m) => m.path)).toEqual(['images/tide.png']);
    expect(result.warnings).toEqual([
      expect.objectContaining({ file: 'imsmanifest.xml', code: 'structure.unlistedFile', params: { href: 'images/tide.png' } }),
    ]);
  });

  it('names no unlisted script, which a package with a PCI serves to it whether its modules load it or not', async () => {
    const pci = `<customInteraction responseIdentifier="RESPONSE" xmlns:pci="http://www.imsglobal.org/xsd/portableCustomInteraction">
      <pci:portableCustomInteraction customInteractionTypeIdentifier="urn:example:tide" hook="tide.js"><pci:markup><p>Tide</p></pci:markup></pci:portableCustomInteraction>
    </customInteraction>`;
    const item = choiceItem('2.2', 'ITEM-1', { extraBody: pci });
    const result = imported(
      await read(resources(['items/i1.xml', 'items/tide.js']), {
        'test.xml': test,
        'items/i1.xml': item,
        'items/tide.js': 'define([], {});',
        'old/draft.js': '',
      }),
    );
    expect(result.pkg.media.map((m) => m.path)).toContain('old/draft.js');
    expect(result.warnings).toEqual([]);
  });

  it('gives no warning for an image a resource lists, nor for a file nothing uses', async () => {
    const listed = await read(resources(['items/i1.xml', 'images/tide.png']), {
      'test.xml': test,
      'items/i1.xml': withImage,
      'images/tide.png': 'PNG',
      'notes.txt': 'scratch',
    });
    expect(imported(listed).warnings).toEqual([]);
  });
});
