import { readContentPackage } from './read-package';
import { tempDir, writeZip } from './testing/build-zip';
import { assessmentTest, choiceItem, manifest } from './testing/qti-xml';
import type { BodyNode, InteractionNode } from './types';

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
    const path = await writeZip(dir, 'attributes.zip', Object.entries(entries).map(([name, data]) => ({ name, data })));
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
