import { join, resolve } from 'node:path';
import { readContentPackage } from './read-package';
import { tempDir, writeZip } from './testing/build-zip';
import { zipFolderTo } from './testing/zip-folder';
import { assessmentTest, choiceItem, manifest } from './testing/qti-xml';
import type { BodyNode, InteractionNode, ItemModel } from './types';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

function find(nodes: BodyNode[], responseIdentifier: string): InteractionNode | undefined {
  for (const node of nodes) {
    if (typeof node !== 'object') continue;
    if ('interaction' in node) {
      if (node.responseIdentifier === responseIdentifier) return node;
      continue;
    }
    const inner = find(node.children, responseIdentifier);
    if (inner) return inner;
  }
  return undefined;
}

describe('the attributes an interaction keeps', () => {
  it('keeps selection attributes on choosing kinds and text attributes on typed ones, and drops them elsewhere', async () => {
    const head = `<responseDeclaration identifier="PICK" cardinality="multiple" baseType="identifier"/>
      <responseDeclaration identifier="TYPED" cardinality="single" baseType="string"/>`;
    const body = `<choiceInteraction responseIdentifier="PICK" shuffle="true" maxChoices="2" minChoices="1" expectedLength="9" patternMask="[a-z]+" placeholderText="type here">
        <simpleChoice identifier="X">x</simpleChoice><simpleChoice identifier="Y">y</simpleChoice>
      </choiceInteraction>
      <p><textEntryInteraction responseIdentifier="TYPED" shuffle="true" maxChoices="3" expectedLength="4" patternMask="[0-9]+" placeholderText="digits"/></p>`;
    const entries = {
      'imsmanifest.xml': manifest('2.2', [
        { id: 'T', type: 'test', href: 'test.xml' },
        { id: 'I1', type: 'item', href: 'items/i1.xml', files: ['items/i1.xml'] },
      ]),
      'test.xml': assessmentTest('2.2', 'attrs-1', 'Attributes', [{ id: 'S1', title: 'Algebra', refs: [{ id: 'r1', href: 'items/i1.xml' }] }]),
      'items/i1.xml': choiceItem('2.2', 'ITEM-1', { extraHead: head, extraBody: body }),
    };
    const path = await writeZip(
      dir,
      'attributes.zip',
      Object.entries(entries).map(([name, data]) => ({ name, data })),
    );
    const result = await readContentPackage(path, { fileName: 'upload.zip' });
    if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('\n'));
    const { body: nodes } = result.pkg.items[0].delivery;

    const pick = find(nodes, 'PICK')!;
    expect(pick).toMatchObject({ interaction: 'choice', shuffle: true, maxChoices: 2, minChoices: 1 });
    expect([pick.expectedLength, pick.patternMask, pick.placeholderText]).toEqual([undefined, undefined, undefined]);

    const typed = find(nodes, 'TYPED')!;
    expect(typed).toMatchObject({ interaction: 'textEntry', expectedLength: 4, patternMask: '[0-9]+', placeholderText: 'digits' });
    expect([typed.shuffle, typed.maxChoices, typed.minChoices]).toEqual([undefined, undefined, undefined]);
  });
});

/** The items of a conformance corpus package (content/conformance), by uin. */
async function corpusItems(folder: string): Promise<Map<string, ItemModel>> {
  const zip = join(dir, `${folder}.zip`);
  await zipFolderTo(join(resolve(__dirname, '../../../content/conformance'), folder), zip, (path) => !path.endsWith('.json'));
  const result = await readContentPackage(zip, { fileName: `${folder}.zip` });
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('\n'));
  return new Map(result.pkg.items.map((item) => [item.uin, item]));
}

describe('the attributes QTI gives defaults, as the corpus packages use them', () => {
  it('counts a match by maxAssociations, 1 when it is left out, and binds a one-pair match to a single pair', async () => {
    const items = await corpusItems('interaction-match');
    expect(find(items.get('FAMILIES')!.delivery.body, 'RESPONSE')).toMatchObject({
      interaction: 'match',
      cardinality: 'multiple',
      maxChoices: 4,
      minChoices: 1,
    });
    expect(find(items.get('ONE-PAIR')!.delivery.body, 'RESPONSE')).toMatchObject({ interaction: 'match', cardinality: 'single', maxChoices: 1, minChoices: 0 });
  });

  it('lets a hot text choose one when maxChoices is left out', async () => {
    const items = await corpusItems('interaction-hottext');
    expect(find(items.get('SPELLING')!.delivery.body, 'RESPONSE')).toMatchObject({ interaction: 'hottext', maxChoices: 2, minChoices: 1 });
    expect(find(items.get('TOPIC')!.delivery.body, 'RESPONSE')).toMatchObject({ interaction: 'hottext', maxChoices: 1 });
  });

  it('names a gap image by its objectLabel', async () => {
    const items = await corpusItems('interaction-gap-match');
    const gaps = find(items.get('POOL')!.delivery.body, 'RESPONSE')!;
    expect(gaps.choices?.map((c) => [c.identifier, c.label])).toEqual([
      ['SEVEN', undefined],
      ['CAP', undefined],
      ['TOWEL', undefined],
      ['NODIVE', 'a crossed-out diver'],
      ['GUARD', 'a white ring on green'],
    ]);
    expect(items.get('POOL')!.media.sort()).toEqual(['items/lifeguard.svg', 'items/no-diving.svg']);
  });

  it('leaves an essay without processing to a person, and scores one whose mapping scores the text', async () => {
    const items = await corpusItems('interaction-extended-text');
    expect(items.get('LETTER')!.scoring).toMatchObject({ humanScored: true });
    expect(items.get('LETTER')!.delivery.rubric).toBeDefined();
    expect(items.get('PROCESS')!.scoring.humanScored).toBe(false);
    expect(items.get('PROCESS')!.scoring.selfRated).toBeFalsy();
  });
});
