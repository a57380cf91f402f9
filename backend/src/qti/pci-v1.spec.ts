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

  it('leaves out a shared library the package does not hold, with warnings naming it where it is named and where a module requires it', async () => {
    const hook = "define(['qtiCustomInteractionContext', 'IMSGlobal/jquery_2_1_1'], function () {});";
    const result = await read(custom('<pci:lib id="IMSGlobal/jquery_2_1_1"/><pci:lib id="qtiCustomInteractionContext"/>'), { 'items/gear/runtime.js': hook });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(pciNode(result.pkg.items[0].delivery.body)?.pci?.modules).toEqual([{ id: 'gear/runtime', path: 'items/gear/runtime.js' }]);
    expect(result.warnings.map((w) => [w.file, w.code, w.params])).toEqual([
      ['items/i1.xml', 'item.pciLibrary', { library: 'IMSGlobal/jquery_2_1_1', file: 'IMSGlobal/jquery_2_1_1.js' }],
      ['items/i1.xml', 'item.pciMissingPart', { module: 'gear/runtime', part: 'IMSGlobal/jquery_2_1_1' }],
    ]);
    expect(result.warnings.every((w) => (w.line ?? 0) > 1)).toBe(true);
    expect(result.warnings[0].message).toMatch(/include the library in the package/);
  });

  it('refuses a vendor-specific customInteraction that holds no PCI, naming the file and line', async () => {
    const result = await read('<customInteraction responseIdentifier="TURNS"><vendorWidget kind="gear"/></customInteraction>');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => [i.file, i.code])).toEqual([['items/i1.xml', 'item.vendorCustomInteraction']]);
    expect(result.issues[0].line).toBeGreaterThan(1);
  });
});

describe('a customInteraction as TAO writes it', () => {
  // TAO puts its markup in the XHTML namespace inside the PCI element and its properties as entries
  const tao = `<customInteraction responseIdentifier="TURNS">
      <portableCustomInteraction xmlns="http://www.imsglobal.org/xsd/portableCustomInteraction" customInteractionTypeIdentifier="gearInteraction" hook="gearInteraction/runtime/gear.amd.js">
        <resources location="http://imsglobal.org/pci/1.0.15/sharedLibraries.xml">
          <libraries>
            <lib id="qtiCustomInteractionContext"/>
            <lib id="gearInteraction/runtime/js/renderer"/>
          </libraries>
          <stylesheets><link href="gearInteraction/runtime/css/gear.css" type="text/css" title="gear"/></stylesheets>
        </resources>
        <properties>
          <entry key="teeth">12</entry>
          <properties key="rim"><entry key="colour">grey</entry></properties>
        </properties>
        <markup xmlns="http://www.w3.org/1999/xhtml"><div class="gear"><p>Turn the gear.</p></div></markup>
      </portableCustomInteraction>
    </customInteraction>`;

  it('reads its hook, its libraries beside the item, its entries and its XHTML markup into the one PCI model', async () => {
    const result = await read(tao, {
      'items/gearInteraction/runtime/gear.amd.js': "define(['qtiCustomInteractionContext', 'gearInteraction/runtime/js/renderer'], function () {});",
      'items/gearInteraction/runtime/js/renderer.js': "define(['./shapes'], function () {});",
      'items/gearInteraction/runtime/js/shapes.js': 'define([], {});',
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const node = pciNode(result.pkg.items[0].delivery.body)!;
    expect(node.pci).toEqual({
      typeIdentifier: 'gearInteraction',
      module: 'gearInteraction/runtime/gear.amd',
      modules: [
        { id: 'gearInteraction/runtime/js/renderer', path: 'items/gearInteraction/runtime/js/renderer.js' },
        { id: 'gearInteraction/runtime/gear.amd', path: 'items/gearInteraction/runtime/gear.amd.js' },
      ],
      properties: { teeth: '12', 'rim.colour': 'grey' },
    });
    expect(node.content).toEqual([{ tag: 'div', attrs: { class: 'gear' }, children: [{ tag: 'p', attrs: {}, children: ['Turn the gear.'] }] }]);
    expect(result.warnings.map((w) => [w.code, w.params])).toEqual([['item.pciStylesheet', { href: 'gearInteraction/runtime/css/gear.css' }]]);
  });

  it('warns, naming the interaction line, when a module requires a relative module the package lacks', async () => {
    const result = await read(tao, {
      'items/gearInteraction/runtime/gear.amd.js': "define(['gearInteraction/runtime/js/renderer'], function () {});",
      'items/gearInteraction/runtime/js/renderer.js': "define(['./shapes', 'css!./gear.css'], function () {});",
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.warnings.map((w) => [w.code, w.params])).toEqual([
      ['item.pciStylesheet', { href: 'gearInteraction/runtime/css/gear.css' }],
      ['item.pciMissingPart', { module: 'gearInteraction/runtime/js/renderer', part: './shapes' }],
      ['item.pciMissingPart', { module: 'gearInteraction/runtime/js/renderer', part: 'css!./gear.css' }],
    ]);
    expect(result.warnings[1].line).toBeGreaterThan(1);
  });
});

describe('the IMS PCI 1.0 form with modules (QTI 2.2, portableCustomInteraction_v1)', () => {
  const ims = (modules: string, config = '') => `<customInteraction responseIdentifier="TURNS">
      <portableCustomInteraction xmlns="http://www.imsglobal.org/xsd/portableCustomInteraction_v1" customInteractionTypeIdentifier="gear" data-teeth="12">
        <modules ${config}>${modules}</modules>
        <markup><div xmlns="http://www.w3.org/1999/xhtml" class="gear"><p>Turn the gear.</p></div></markup>
      </portableCustomInteraction>
    </customInteraction>`;

  it('reads its modules as QTI 3.0 lists them, the one named by the type first, with data-* properties and the markup', async () => {
    const result = await read(
      ims('<module id="util" primaryPath="lib/util"/><module id="gear" primaryPath="https://cdn.example.org/gear.js" fallbackPath="gear/gear.js"/>'),
      {
        'items/gear/gear.js': "define(['qtiCustomInteractionContext', 'util'], function () {});",
        'items/lib/util.js': 'define([], {});',
      },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const node = pciNode(result.pkg.items[0].delivery.body)!;
    expect(node.pci).toEqual({
      typeIdentifier: 'gear',
      module: 'gear',
      modules: [
        { id: 'util', path: 'items/lib/util.js' },
        { id: 'gear', path: 'items/gear/gear.js' },
      ],
      properties: { teeth: '12' },
    });
    expect(node.content).toEqual([{ tag: 'div', attrs: { class: 'gear' }, children: [{ tag: 'p', attrs: {}, children: ['Turn the gear.'] }] }]);
    expect(result.warnings).toEqual([]);
  });

  it('finds a module through its primaryConfiguration', async () => {
    const result = await read(ims('<module id="gear"/>', 'primaryConfiguration="config/module_resolution.json"'), {
      'items/config/module_resolution.json': '{"paths": {"gear": "../gear/gear"}}',
      'items/gear/gear.js': 'define([], {});',
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(pciNode(result.pkg.items[0].delivery.body)!.pci!.modules).toEqual([{ id: 'gear', path: 'items/gear/gear.js' }]);
  });
});
