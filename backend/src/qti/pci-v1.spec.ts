import { readContentPackage } from './read-package';
import { tempDir, writeZip } from './testing/build-zip';
import { assessmentTest, choiceItem, manifest } from './testing/qti-xml';
import type { BodyNode, InteractionNode } from './types';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

let n = 0;
/** A 2.2 package whose one item holds `body` beside its choice interaction, with the files `extra`. */
async function read(body: string, extra: Record<string, string> = {}) {
  const head = '<responseDeclaration identifier="TURNS" cardinality="single" baseType="integer"/>';
  const entries = {
    'imsmanifest.xml': manifest('2.2', [
      { id: 'T', type: 'test', href: 'test.xml' },
      { id: 'I1', type: 'item', href: 'items/i1.xml', files: ['items/i1.xml', ...Object.keys(extra)] },
    ]),
    'test.xml': assessmentTest('2.2', 'pci-1', 'PCI', [{ id: 'S1', title: 'Gears', refs: [{ id: 'r1', href: 'items/i1.xml' }] }]),
    'items/i1.xml': choiceItem('2.2', 'ITEM-1', { extraHead: head, extraBody: body }).replace(
      '<assessmentItem ',
      '<assessmentItem xmlns:pci="http://www.imsglobal.org/xsd/portableCustomInteraction" ',
    ),
    ...extra,
  };
  const path = await writeZip(
    dir,
    `pci-v1-${++n}.zip`,
    Object.entries(entries).map(([name, data]) => ({ name, data })),
  );
  return readContentPackage(path, { fileName: 'upload.zip' });
}

function pciNode(nodes: BodyNode[]): InteractionNode | undefined {
  for (const node of nodes) {
    if (typeof node !== 'object') continue;
    if ('interaction' in node) {
      if (node.interaction === 'portableCustom') return node;
      continue;
    }
    const inner = pciNode(node.children);
    if (inner) return inner;
  }
  return undefined;
}

const custom = (libraries: string, hook = 'gear/runtime.js') => `<customInteraction responseIdentifier="TURNS">
      <pci:portableCustomInteraction customInteractionTypeIdentifier="urn:example:gear" hook="${hook}">
        <pci:responseSchema href="http://imsglobal.org/schema/json/v1.0/response.json"/>
        <pci:resources location="http://imsglobal.org/pci/1.0.15/sharedLibraries.xml">
          <pci:libraries>${libraries}</pci:libraries>
        </pci:resources>
        <pci:properties>
          <pci:property key="teeth">12</pci:property>
          <pci:properties key="colour"><pci:property key="rim">grey</pci:property></pci:properties>
        </pci:properties>
        <pci:markup><div class="gear"><p>Turn the gear.</p></div></pci:markup>
      </pci:portableCustomInteraction>
    </customInteraction>`;

describe('customInteraction with an IMS PCI 1.0 portableCustomInteraction (QTI 2.2)', () => {
  it('reads the hook and the libraries the package holds as modules, the properties and the markup', async () => {
    const result = await read(custom('<pci:lib id="shared/wheel"/>'), {
      'items/gear/runtime.js': 'define([], function () {});',
      'shared/wheel.js': 'define([], function () { return {}; });',
    });
    if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('\n'));
    const item = result.pkg.items[0];
    const node = pciNode(item.delivery.body)!;
    expect(node).toMatchObject({ interaction: 'portableCustom', responseIdentifier: 'TURNS' });
    expect(node.pci).toEqual({
      typeIdentifier: 'urn:example:gear',
      module: 'gear/runtime',
      modules: [
        { id: 'shared/wheel', path: 'shared/wheel.js' },
        { id: 'gear/runtime', path: 'items/gear/runtime.js' },
      ],
      properties: { teeth: '12', 'colour.rim': 'grey' },
    });
    expect(node.content).toEqual([{ tag: 'div', attrs: { class: 'gear' }, children: [{ tag: 'p', attrs: {}, children: ['Turn the gear.'] }] }]);
    expect(item.media).toEqual(expect.arrayContaining(['items/gear/runtime.js', 'shared/wheel.js']));
  });

  it('refuses a hook module that is not in the package, naming the file and line', async () => {
    const result = await read(custom(''), {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.file, i.code, i.line])).toEqual([['items/i1.xml', 'item.missingMedia', expect.any(Number)]]);
    expect(result.issues[0].message).toContain('gear/runtime.js');
  });

  it('refuses a hook on another server, which would run code the package does not hold', async () => {
    const result = await read(custom('', 'https://cdn.example.org/gear.js'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.file, i.code, i.params])).toEqual([['items/i1.xml', 'item.missingMedia', { href: 'https://cdn.example.org/gear.js' }]]);
  });

  it('refuses a shared library the package does not hold, saying to include it', async () => {
    const result = await read(custom('<pci:lib id="IMSGlobal/jquery_2_1_1"/>'), { 'items/gear/runtime.js': 'define([], function () {});' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      expect.objectContaining({
        file: 'items/i1.xml',
        code: 'item.pciLibrary',
        params: { library: 'IMSGlobal/jquery_2_1_1', file: 'IMSGlobal/jquery_2_1_1.js' },
      }),
    ]);
    expect(result.issues[0].line).toBeGreaterThan(1);
    expect(result.issues[0].message).toMatch(/Include the library in the package/);
  });

  it('refuses a vendor-specific customInteraction that holds no PCI, naming the file and line', async () => {
    const result = await read('<customInteraction responseIdentifier="TURNS"><vendorWidget kind="gear"/></customInteraction>');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.file, i.code])).toEqual([['items/i1.xml', 'item.vendorCustomInteraction']]);
    expect(result.issues[0].line).toBeGreaterThan(1);
  });
});
