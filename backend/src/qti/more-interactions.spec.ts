import { readContentPackage } from './read-package';
import { scoreItem } from './scoring';
import { tempDir, writeZip } from './testing/build-zip';
import { assessmentTest, choiceItem, manifest } from './testing/qti-xml';
import type { BodyNode, Expression, InteractionNode, ResponseRule, ItemModel, PackageIssue, QtiVersion } from './types';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

let n = 0;
/** One item: the choice item of the builders with the declarations and body added. */
async function read(head: string, body: string, version: QtiVersion = '2.2', extra: Record<string, string> = {}) {
  const entries = {
    'imsmanifest.xml': manifest(version, [
      { id: 'T', type: 'test', href: 'test.xml' },
      { id: 'I1', type: 'item', href: 'items/i1.xml', files: ['items/i1.xml', ...Object.keys(extra)] },
    ]),
    'test.xml': assessmentTest(version, 'more-1', 'More', [{ id: 'S1', title: 'Algebra', refs: [{ id: 'r1', href: 'items/i1.xml' }] }]),
    'items/i1.xml': choiceItem(version, 'ITEM-1', { extraHead: head, extraBody: body }),
    ...extra,
  };
  const path = await writeZip(
    dir,
    `more-${++n}.zip`,
    Object.entries(entries).map(([name, data]) => ({ name, data })),
  );
  return readContentPackage(path, { fileName: 'upload.zip' });
}

async function item(head: string, body: string, version?: QtiVersion, extra?: Record<string, string>): Promise<ItemModel> {
  const result = await read(head, body, version, extra);
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('\n'));
  return result.pkg.items[0];
}

async function refused(head: string, body: string, version?: QtiVersion, extra?: Record<string, string>): Promise<PackageIssue[]> {
  const result = await read(head, body, version, extra);
  if (result.ok) throw new Error('expected the package to be refused');
  return result.issues;
}

function find(nodes: BodyNode[], kind: InteractionNode['interaction']): InteractionNode | undefined {
  for (const node of nodes) {
    if (typeof node !== 'object') continue;
    if ('interaction' in node) {
      if (node.interaction === kind) return node;
      continue;
    }
    const inner = find(node.children, kind);
    if (inner) return inner;
  }
  return undefined;
}

const decl = (id: string, cardinality: string, baseType: string, inner = '') =>
  `<responseDeclaration identifier="${id}" cardinality="${cardinality}" baseType="${baseType}">${inner}</responseDeclaration>`;

describe('associateInteraction', () => {
  const body = `<associateInteraction responseIdentifier="PAIRS" maxAssociations="2" minAssociations="1">
      <simpleAssociableChoice identifier="P" matchMax="1">pen</simpleAssociableChoice>
      <simpleAssociableChoice identifier="I" matchMax="2">ink</simpleAssociableChoice>
    </associateInteraction>`;

  it('reads its choices with matchMax and its association limits', async () => {
    const model = await item(decl('PAIRS', 'multiple', 'pair', '<correctResponse><value>I P</value></correctResponse>'), body);
    const node = find(model.delivery.body, 'associate')!;
    expect(node).toMatchObject({ cardinality: 'multiple', baseType: 'pair', maxChoices: 2, minChoices: 1 });
    expect(node.choices?.map((c) => [c.identifier, c.matchMax])).toEqual([
      ['P', 1],
      ['I', 2],
    ]);
    expect(model.interactionTypes).toContain('associate');
  });

  it('refuses a directedPair declaration and a correct pair naming no choice', async () => {
    const issues = await refused(decl('PAIRS', 'multiple', 'directedPair', '<correctResponse><value>P X</value></correctResponse>'), body);
    expect(issues.map((i) => i.code)).toEqual(expect.arrayContaining(['item.wrongBaseType', 'item.valueNotAChoice']));
    expect(issues.find((i) => i.code === 'item.wrongBaseType')?.file).toBe('items/i1.xml');
  });
});

describe('sliderInteraction', () => {
  it('reads bounds, step, stepLabel, orientation and reverse (3.0 names too)', async () => {
    const model = await item(
      `<qti-response-declaration identifier="LEVEL" cardinality="single" base-type="float"/>`,
      `<qti-slider-interaction response-identifier="LEVEL" lower-bound="-1.5" upper-bound="2.5" step="0.5" step-label="true" orientation="vertical" reverse="true"/>`,
      '3.0',
    );
    expect(find(model.delivery.body, 'slider')?.slider).toEqual({
      lowerBound: -1.5,
      upperBound: 2.5,
      step: 0.5,
      stepLabel: true,
      orientation: 'vertical',
      reverse: true,
    });
  });

  it('rounds the bounds of an integer slider outwards', async () => {
    const model = await item(decl('LEVEL', 'single', 'integer'), `<sliderInteraction responseIdentifier="LEVEL" lowerBound="0.5" upperBound="9.2"/>`);
    expect(find(model.delivery.body, 'slider')?.slider).toEqual({ lowerBound: 0, upperBound: 10 });
  });

  it('refuses missing or inverted bounds, a bad step, and a response that is not a single number', async () => {
    const issues = await refused(
      decl('LEVEL', 'multiple', 'identifier'),
      `<sliderInteraction responseIdentifier="LEVEL" lowerBound="5" upperBound="1" step="-2"/>`,
    );
    expect(issues.map((i) => i.code).sort()).toEqual(['item.badInteractionNumber', 'item.sliderBounds', 'item.wrongBaseType', 'item.wrongCardinality']);
    expect(issues.every((i) => i.file === 'items/i1.xml' && i.line !== undefined)).toBe(true);
  });
});

describe('mediaInteraction', () => {
  const extra = { 'items/clip.mp3': 'not really audio' };

  it('reads its play limits and keeps its media as content', async () => {
    const model = await item(
      decl('PLAYS', 'single', 'integer'),
      `<mediaInteraction responseIdentifier="PLAYS" autostart="true" minPlays="1" maxPlays="3" loop="true"><object data="clip.mp3" type="audio/mpeg"/></mediaInteraction>`,
      '2.2',
      extra,
    );
    const node = find(model.delivery.body, 'media')!;
    expect(node.media).toEqual({ autostart: true, minPlays: 1, maxPlays: 3, loop: true });
    expect(node.content).toEqual([{ tag: 'object', attrs: { data: 'items/clip.mp3', type: 'audio/mpeg' }, children: [] }]);
    expect(model.media).toContain('items/clip.mp3');
  });

  it('counts no plays as 0 when scoring', async () => {
    const model = await item(
      decl('PLAYS', 'single', 'integer'),
      `<mediaInteraction responseIdentifier="PLAYS" autostart="false"><audio src="clip.mp3"/></mediaInteraction>`,
      '2.2',
      extra,
    );
    expect(model.scoring.responses.find((r) => r.identifier === 'PLAYS')?.unanswered).toBe('0');
  });

  it('refuses minPlays above maxPlays, nothing to play and a response that is not an integer', async () => {
    const issues = await refused(
      decl('PLAYS', 'single', 'float'),
      `<mediaInteraction responseIdentifier="PLAYS" autostart="false" minPlays="4" maxPlays="2"><p>no media</p></mediaInteraction>`,
    );
    expect(issues.map((i) => i.code).sort()).toEqual(['item.mediaMissing', 'item.mediaPlays', 'item.wrongBaseType']);
  });
});

describe('endAttemptInteraction', () => {
  it('reads its title, and its response is false unless the candidate used it', async () => {
    const model = await item(decl('ENDED', 'single', 'boolean'), `<p><endAttemptInteraction responseIdentifier="ENDED" title="I am done"/></p>`);
    expect(find(model.delivery.body, 'endAttempt')).toMatchObject({ title: 'I am done', baseType: 'boolean' });
    const v = (name: string, attrs: Record<string, string>, children: Expression[] = [], text?: string): Expression => ({ name, attrs, children, text });
    const unused = v('match', {}, [v('variable', { identifier: 'ENDED' }), v('baseValue', { baseType: 'boolean' }, [], 'false')]);
    const rules: ResponseRule[] = [
      {
        kind: 'responseCondition',
        branches: [
          { condition: unused, rules: [{ kind: 'setOutcomeValue', identifier: 'SCORE', expression: v('baseValue', { baseType: 'float' }, [], '1') }] },
        ],
      },
    ];
    const scoring = { ...model.scoring, processing: { rules } };
    expect(scoreItem(scoring, {}).score).toBe(1);
    expect(scoreItem(scoring, { ENDED: 'true' }).score).toBe(0);
  });

  it('refuses a missing title and a non-boolean response', async () => {
    const issues = await refused(decl('ENDED', 'single', 'identifier'), `<p><endAttemptInteraction responseIdentifier="ENDED"/></p>`);
    expect(issues.map((i) => i.code).sort()).toEqual(['item.missingAttribute', 'item.wrongBaseType']);
  });
});

describe('uploadInteraction', () => {
  it('reads the file type it asks for', async () => {
    const model = await item(decl('DOC', 'single', 'file'), `<uploadInteraction responseIdentifier="DOC" type="image/png"/>`);
    expect(find(model.delivery.body, 'upload')).toMatchObject({ fileTypes: ['image/png'], baseType: 'file' });
  });

  it('refuses a response that is not a single file', async () => {
    const issues = await refused(decl('DOC', 'multiple', 'string'), `<uploadInteraction responseIdentifier="DOC"/>`);
    expect(issues.map((i) => i.code).sort()).toEqual(['item.wrongBaseType', 'item.wrongCardinality']);
  });
});

describe('portableCustomInteraction (3.0)', () => {
  const pci = (
    module: string,
    path: string,
  ) => `<qti-portable-custom-interaction response-identifier="COUNT" custom-interaction-type-identifier="urn:example:counter" module="${module}" data-max="12">
      <qti-interaction-modules><qti-interaction-module id="counter" primary-path="${path}"/></qti-interaction-modules>
      <qti-interaction-markup><div class="counter"><p>Set the count.</p></div></qti-interaction-markup>
    </qti-portable-custom-interaction>`;
  const head = '<qti-response-declaration identifier="COUNT" cardinality="single" base-type="integer"/>';

  it('reads its type, modules (package paths, listed as media), data-* properties and markup', async () => {
    const model = await item(head, pci('counter', '../modules/counter'), '3.0', { 'modules/counter.js': 'define([], function () {});' });
    const node = find(model.delivery.body, 'portableCustom')!;
    expect(node.pci).toEqual({
      typeIdentifier: 'urn:example:counter',
      module: 'counter',
      modules: [{ id: 'counter', path: 'modules/counter.js' }],
      properties: { max: '12' },
    });
    expect(node.content).toEqual([{ tag: 'div', attrs: { class: 'counter' }, children: [{ tag: 'p', attrs: {}, children: ['Set the count.'] }] }]);
    expect(model.media).toContain('modules/counter.js');
  });

  it('serves every script of the package with it, so a module may require another by a relative id', async () => {
    const files = {
      'modules/counter.js': "define(['./text', '../lib/format'], function () {});",
      'modules/text.js': 'define([], {});',
      'lib/format.js': 'define([], {});',
      'lib/notes.txt': 'no',
    };
    const model = await item(head, pci('counter', '../modules/counter'), '3.0', files);
    expect(model.media).toEqual(expect.arrayContaining(['modules/counter.js', 'modules/text.js', 'lib/format.js']));
    expect(model.media).not.toContain('lib/notes.txt');
  });

  it('refuses a main module that is not in the package, and a module attribute naming none of its modules', async () => {
    expect((await refused(head, pci('counter', '../modules/missing.js'), '3.0')).map((i) => i.code)).toEqual(['item.missingMedia']);
    const issues = await refused(head, pci('other', '../modules/counter.js'), '3.0', { 'modules/counter.js': 'define([], {});' });
    expect(issues.map((i) => i.code)).toEqual(['item.pciModule']);
  });
});

describe('PCI modules found through the module configuration (QTI 3.0)', () => {
  const head = '<qti-response-declaration identifier="COUNT" cardinality="single" base-type="integer"/>';
  const pci = (modules: string, attrs = 'primary-configuration="../modules/module_resolution.js"') =>
    `<qti-portable-custom-interaction response-identifier="COUNT" custom-interaction-type-identifier="urn:example:counter" module="counter">
      <qti-interaction-modules ${attrs}>${modules}</qti-interaction-modules>
      <qti-interaction-markup><div class="counter"><p>Set the count.</p></div></qti-interaction-markup>
    </qti-portable-custom-interaction>`;
  const resolution = JSON.stringify({
    waitSeconds: 15,
    paths: { counter: 'counter-1.2', tally: 'lib/tally', unused: 'lib/unused', remote: 'https://cdn.example.org/remote' },
  });
  const files = {
    'modules/module_resolution.js': resolution,
    'modules/counter-1.2.js': "define(['qtiCustomInteractionContext', 'tally'], function () {});",
    'modules/lib/tally.js': 'define([], {});',
    'modules/lib/unused.js': 'define([], {});',
  };

  it('resolves a module without a path through the configuration, from its own folder, and adds the ids only it names that a module requires', async () => {
    const model = await item(head, pci('<qti-interaction-module id="counter"/>'), '3.0', files);
    expect(find(model.delivery.body, 'portableCustom')!.pci!.modules).toEqual([
      { id: 'counter', path: 'modules/counter-1.2.js' },
      { id: 'tally', path: 'modules/lib/tally.js' },
    ]);
  });

  it('takes the fallback path when the primary path is on another server, as the PCI specification orders them', async () => {
    const body = pci('<qti-interaction-module id="counter" primary-path="https://cdn.example.org/counter" fallback-path="../modules/counter-1.2"/>', '');
    const result = await read(head, body, '3.0', files);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(find(result.pkg.items[0].delivery.body, 'portableCustom')!.pci!.modules).toEqual([{ id: 'counter', path: 'modules/counter-1.2.js' }]);
    // the module requires tally, which no configuration names here
    expect(result.warnings.map((w) => [w.code, w.params])).toEqual([['item.pciMissingPart', { module: 'counter', part: 'tally' }]]);
  });

  it('reads the fallback configuration when the primary one is on another server, and a script that wraps the object', async () => {
    const attrs = 'primary-configuration="https://cdn.example.org/module_resolution.js" fallback-configuration="../modules/fallback_module_resolution.js"';
    const model = await item(head, pci('<qti-interaction-module id="counter"/>', attrs), '3.0', {
      ...files,
      'modules/fallback_module_resolution.js': `require.config(${resolution});`,
    });
    expect(find(model.delivery.body, 'portableCustom')!.pci!.modules.map((m) => m.id)).toEqual(['counter', 'tally']);
  });

  it('warns when the configuration is missing or unreadable, and still finds modules by their own paths', async () => {
    const own =
      '<qti-interaction-module id="counter" primary-path="../modules/counter-1.2"/><qti-interaction-module id="tally" primary-path="../modules/lib/tally"/>';
    for (const [config, code] of [
      [undefined, 'item.pciConfigurationMissing'],
      ['paths: counter', 'item.pciConfigurationUnreadable'],
    ] as const) {
      const { 'modules/module_resolution.js': _, ...rest } = files;
      const result = await read(head, pci(own), '3.0', config === undefined ? rest : { ...rest, 'modules/module_resolution.js': config });
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      expect(result.warnings.map((w) => [w.code, w.params])).toEqual([[code, { href: '../modules/module_resolution.js' }]]);
      expect(result.warnings[0].line).toBeGreaterThan(1);
    }
  });
});
