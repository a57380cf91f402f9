import { readContentPackage } from './read-package';
import { scoreItem } from './scoring';
import { tempDir, writeZip } from './testing/build-zip';
import { assessmentTest, manifest } from './testing/qti-xml';
import { QTI_NAMESPACES } from './xml/qti-names';
import type { BodyNode, InteractionNode, QtiVersion } from './types';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('latin1');

let n = 0;
async function read(version: QtiVersion, item: string, files: Record<string, string> = { 'items/map.png': PNG }) {
  const entries = {
    'imsmanifest.xml': manifest(version, [
      { id: 'T', type: 'test', href: 'test.xml' },
      { id: 'I1', type: 'item', href: 'items/i1.xml', files: ['items/i1.xml', ...Object.keys(files)] },
    ]),
    'test.xml': assessmentTest(version, 'draw-1', 'Drawing', [{ id: 'S1', title: 'Maps', refs: [{ id: 'r1', href: 'items/i1.xml' }] }]),
    'items/i1.xml': item,
    ...files,
  };
  const path = await writeZip(
    dir,
    `drawing-${++n}.zip`,
    Object.entries(entries).map(([name, data]) => ({ name, data })),
  );
  return readContentPackage(path, { fileName: 'drawing.zip' });
}

const item2x = (decl: string, object: string, processing = '') => `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI_NAMESPACES['2.2']}" identifier="DRAW" title="Draw the river" adaptive="false" timeDependent="false">
  ${decl}
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody>
    <drawingInteraction responseIdentifier="RESPONSE">
      <prompt>Draw the river from the lake to the sea.</prompt>
      ${object}
    </drawingInteraction>
  </itemBody>
  ${processing}
</assessmentItem>`;

const FILE_DECL = '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="file"/>';
const OBJECT = '<object type="image/png" data="map.png" width="320" height="200">A map with a lake and a sea</object>';

function find(nodes: BodyNode[]): InteractionNode | undefined {
  for (const node of nodes) {
    if (typeof node !== 'object') continue;
    if ('interaction' in node) return node.interaction === 'drawing' ? node : undefined;
    const inner = find(node.children);
    if (inner) return inner;
  }
  return undefined;
}

describe('drawingInteraction', () => {
  it('reads its picture as a graphic interaction does and takes PNG only', async () => {
    const result = await read('2.2', item2x(FILE_DECL, OBJECT));
    if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('\n'));
    const model = result.pkg.items[0];
    expect(find(model.delivery.body)).toMatchObject({
      interaction: 'drawing',
      responseIdentifier: 'RESPONSE',
      baseType: 'file',
      fileTypes: ['image/png'],
      object: { src: 'items/map.png', width: 320, height: 200, type: 'image/png', alt: 'A map with a lake and a sea' },
    });
    expect(model.interactionTypes).toEqual(['drawing']);
    expect(model.media).toContain('items/map.png');
  });

  it('reads the QTI 3.0 element with an img', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="${QTI_NAMESPACES['3.0']}" identifier="DRAW" title="Draw" adaptive="false" time-dependent="false">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="file"/>
  <qti-item-body><qti-drawing-interaction response-identifier="RESPONSE"><img src="map.png" alt="A map" width="320" height="200"/></qti-drawing-interaction></qti-item-body>
</qti-assessment-item>`;
    const result = await read('3.0', xml);
    if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('\n'));
    expect(find(result.pkg.items[0].delivery.body)).toMatchObject({ interaction: 'drawing', object: { src: 'items/map.png', alt: 'A map' } });
  });

  it('is scored by a person when the item has no response processing, and scores 0 until then', async () => {
    const result = await read('2.2', item2x(FILE_DECL, OBJECT));
    if (!result.ok) throw new Error('refused');
    const model = result.pkg.items[0];
    expect(model.scoring.humanScored).toBe(true);
    expect(scoreItem(model.scoring, { RESPONSE: '0b6f3c9e-1d2a-4c5b-8e7f-123456789abc' }).score).toBe(0);
  });

  it("runs the item's own processing when it has one", async () => {
    const processing = `<responseProcessing><responseCondition><responseIf><isNull><variable identifier="RESPONSE"/></isNull>
      <setOutcomeValue identifier="SCORE"><baseValue baseType="float">0</baseValue></setOutcomeValue></responseIf>
      <responseElse><setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue></responseElse></responseCondition></responseProcessing>`;
    const result = await read('2.2', item2x(FILE_DECL, OBJECT, processing));
    if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('\n'));
    const model = result.pkg.items[0];
    expect(model.scoring.humanScored).toBe(false);
    expect(scoreItem(model.scoring, { RESPONSE: '0b6f3c9e-1d2a-4c5b-8e7f-123456789abc' }).score).toBe(1);
    expect(scoreItem(model.scoring, {}).score).toBe(0);
  });

  it('refuses a response that is not a single file, and a missing picture, naming file and line', async () => {
    const result = await read('2.2', item2x('<responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="string"/>', ''));
    if (result.ok) throw new Error('expected a refusal');
    expect(result.issues.map((i) => [i.file, i.code, i.line]).sort()).toEqual([
      ['items/i1.xml', 'item.missingObject', 6],
      ['items/i1.xml', 'item.wrongBaseType', 6],
      ['items/i1.xml', 'item.wrongCardinality', 6],
    ]);
  });
});
