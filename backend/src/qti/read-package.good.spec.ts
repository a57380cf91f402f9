import { readContentPackage } from './read-package';
import type { ContentPackage, InteractionNode, ReadResult } from './types';
import { tempDir, writeZip } from './testing/build-zip';
import { assessmentTest, choiceItem, lomDescription, manifest, portalMetadata } from './testing/qti-xml';
import { QTI_NAMESPACES } from './xml/qti-names';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

let n = 0;
async function read(files: Record<string, string | Buffer>, fileName = 'upload.zip'): Promise<ContentPackage> {
  const path = await writeZip(
    dir,
    `good-${++n}.zip`,
    Object.entries(files).map(([name, data]) => ({ name, data })),
  );
  const result: ReadResult = await readContentPackage(path, { fileName });
  if (!result.ok) throw new Error(JSON.stringify(result.issues, null, 2));
  return result.pkg;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

describe('QTI 2.1 package with a test', () => {
  let pkg: ContentPackage;
  beforeAll(async () => {
    const refs = (ids: number[], category?: string) => ids.map((i) => ({ id: `ref-${i}`, href: `items/q${i}.xml`, category }));
    pkg = await read({
      'imsmanifest.xml': manifest('2.1', [
        { id: 'TEST', type: 'test', href: 'test.xml', metadata: lomDescription('Four short questions') + portalMetadata('math-base', 'two-stage') },
        ...[1, 2, 3, 4].map((i) => ({ id: `R${i}`, type: 'item' as const, href: `items/q${i}.xml` })),
      ]),
      'test.xml': assessmentTest(
        '2.1',
        'math-practice',
        'Math Practice',
        [
          { id: 'S-ALG', title: 'Algebraic Reasoning', refs: refs([1, 2], 'calculator-basic') },
          { id: 'S-GEO', title: 'Geometric Thinking', select: 1, refs: refs([3, 4], 'review calculator-graphing') },
        ],
        'nonlinear',
      ),
      ...Object.fromEntries([1, 2, 3, 4].map((i) => [`items/q${i}.xml`, choiceItem('2.1', `Q${i}`)])),
    });
  });

  it('takes name, alias, description and portal metadata from the test and manifest', () => {
    expect(pkg.qtiVersion).toBe('2.1');
    expect(pkg.test).toMatchObject({
      identifier: 'math-practice',
      title: 'Math Practice',
      description: 'Four short questions',
      parentTestAlias: 'math-base',
      branchingProfileName: 'two-stage',
    });
  });

  it('counts the items one attempt delivers after selection', () => {
    expect(pkg.test.operationalTestLength).toBe(3);
  });

  it('gives each item the strand of its section and the calculator of its category', () => {
    expect(pkg.items.map((i) => [i.uin, i.strandName, i.calculator])).toEqual([
      ['Q1', 'Algebraic Reasoning', 1],
      ['Q2', 'Algebraic Reasoning', 1],
      ['Q3', 'Geometric Thinking', 3],
      ['Q4', 'Geometric Thinking', 3],
    ]);
  });

  it('keeps the navigation and submission modes of the test part', () => {
    expect(pkg.test.parts[0]).toMatchObject({ navigationMode: 'nonlinear', submissionMode: 'individual' });
  });

  it('recognizes the 2.1 match_correct template and keeps scoring apart from delivery', () => {
    const item = pkg.items[0];
    expect(item.scoring.processing).toEqual({ template: 'match_correct', rules: [] });
    expect(item.scoring.responses[0]).toMatchObject({ identifier: 'RESPONSE', correctResponse: ['B'] });
    const delivered = JSON.stringify(item.delivery);
    for (const secret of ['correctResponse', 'mapping', 'processing', 'match_correct', 'outcomeIdentifier']) {
      expect(delivered).not.toContain(secret);
    }
    expect(item.delivery.feedback).toEqual([{ identifier: 'EXPLAIN', kind: 'modal', content: [{ tag: 'p', attrs: {}, children: ['Four divides by two.'] }] }]);
  });
});

describe('QTI 2.2 package with a shared stimulus, media, MathML and unsafe markup', () => {
  let pkg: ContentPackage;
  let warnings: string[];
  beforeAll(async () => {
    const ns = QTI_NAMESPACES['2.2'];
    const stimulus = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentStimulus xmlns="${ns}" identifier="PASSAGE-1" title="The Lighthouse">
  <stimulusBody><p>The keeper climbed <img src="../media/lamp.png" alt="a lamp"/> every night.</p></stimulusBody>
</assessmentStimulus>`;
    const ref = '<assessmentStimulusRef identifier="PASSAGE-1" href="../stimuli/passage.xml"/>';
    const extraBody =
      '<p onclick="steal()">Solve <math xmlns="http://www.w3.org/1998/Math/MathML"><msup><mi>x</mi><mn>2</mn></msup></math>' +
      ' <a href="javascript:alert(1)">here</a> <img src="../media/lamp.png" alt="lamp"/></p><script>alert(1)</script>';
    const item = (id: string, head = '', body = '') =>
      choiceItem('2.2', id, { extraHead: head, extraBody: body }).replace(
        '<itemBody>',
        `${ref}\n<stylesheet href="../style/item.css" type="text/css"/>\n<itemBody>`,
      );
    const result = await readContentPackage(
      await writeZip(dir, 'stimulus.zip', [
        {
          name: 'imsmanifest.xml',
          data: manifest('2.2', [
            { id: 'TEST', type: 'test', href: 'test.xml' },
            { id: 'I1', type: 'item', href: 'items/a.xml', deps: ['STIM'] },
            { id: 'I2', type: 'item', href: 'items/b.xml', deps: ['STIM'] },
            { id: 'STIM', type: 'stimulus', href: 'stimuli/passage.xml' },
            { id: 'MEDIA', type: 'webcontent', href: 'media/lamp.png', files: ['media/lamp.png', 'style/item.css'] },
          ]),
        },
        {
          name: 'test.xml',
          data: assessmentTest('2.2', 'elar', 'ELAR Practice', [
            {
              id: 'S',
              title: 'Reading',
              refs: [
                { id: 'a', href: 'items/a.xml' },
                { id: 'b', href: 'items/b.xml' },
              ],
            },
          ]),
        },
        { name: 'items/a.xml', data: item('ELAR-1', '', extraBody) },
        { name: 'items/b.xml', data: item('ELAR-2') },
        { name: 'stimuli/passage.xml', data: stimulus },
        { name: 'media/lamp.png', data: PNG },
        { name: 'style/item.css', data: '.x { color: red; }' },
      ]),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    pkg = result.pkg;
    warnings = result.warnings.map((w) => `${w.code}:${w.params?.name ?? w.params?.attribute}`);
  });

  it('reads the stimulus once and links both items to it', () => {
    expect(pkg.stimuli).toHaveLength(1);
    expect(pkg.stimuli[0]).toMatchObject({ identifier: 'PASSAGE-1', title: 'The Lighthouse', media: ['media/lamp.png'] });
    expect(pkg.items.map((i) => i.delivery.stimulusRefs)).toEqual([['PASSAGE-1'], ['PASSAGE-1']]);
  });

  it('resolves media to package paths and lists them', () => {
    expect(pkg.items[0].media.sort()).toEqual(['media/lamp.png', 'style/item.css']);
    expect(pkg.items[0].delivery.stylesheets).toEqual(['style/item.css']);
    expect(pkg.media).toEqual(
      expect.arrayContaining([
        { path: 'media/lamp.png', size: PNG.length, contentType: 'image/png' },
        { path: 'style/item.css', size: 18, contentType: 'text/css' },
      ]),
    );
  });

  it('keeps MathML and drops script, event handlers and javascript: links', () => {
    const body = JSON.stringify(pkg.items[0].delivery.body);
    expect(body).toContain('"tag":"msup"');
    expect(body).toContain('"src":"media/lamp.png"');
    expect(body).not.toMatch(/script|onclick|javascript|steal/);
    expect(warnings).toEqual(expect.arrayContaining(['item.removedElement:script', 'item.unsafeUrl:href']));
  });

  it('names the profile linear when the test has no branching rules', () => {
    expect(pkg.test.branchingProfileName).toBe('linear');
  });
});

const ns3 = QTI_NAMESPACES['3.0'];
const item3 = (id: string, decl: string, body: string, rp = 'match_correct') => `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="${ns3}" identifier="${id}" title="${id}">
  ${decl}
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-item-body>${body}</qti-item-body>
  ${rp ? `<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/${rp}.xml"/>` : ''}
</qti-assessment-item>`;

const ITEMS_30: Record<string, string> = {
  'match.xml': item3(
    'MATCH',
    `<qti-response-declaration identifier="R" cardinality="multiple" base-type="directedPair">
      <qti-correct-response><qti-value>A X</qti-value><qti-value>B Y</qti-value></qti-correct-response>
      <qti-mapping default-value="0"><qti-map-entry map-key="A X" mapped-value="1"/><qti-map-entry map-key="B Y" mapped-value="1"/></qti-mapping>
    </qti-response-declaration>`,
    `<qti-match-interaction response-identifier="R" max-associations="2">
      <qti-simple-match-set><qti-simple-associable-choice identifier="A" match-max="1">Ice</qti-simple-associable-choice><qti-simple-associable-choice identifier="B" match-max="1">Steam</qti-simple-associable-choice></qti-simple-match-set>
      <qti-simple-match-set><qti-simple-associable-choice identifier="X" match-max="1">Solid</qti-simple-associable-choice><qti-simple-associable-choice identifier="Y" match-max="1">Gas</qti-simple-associable-choice></qti-simple-match-set>
    </qti-match-interaction>`,
    'map_response',
  ),
  'gap.xml': item3(
    'GAP',
    `<qti-response-declaration identifier="R" cardinality="multiple" base-type="directedPair"><qti-correct-response><qti-value>W1 G1</qti-value></qti-correct-response></qti-response-declaration>`,
    `<qti-gap-match-interaction response-identifier="R"><qti-gap-text identifier="W1" match-max="1">quickly</qti-gap-text><qti-gap-text identifier="W2" match-max="1">blue</qti-gap-text><p>She ran <qti-gap identifier="G1"/> home.</p></qti-gap-match-interaction>`,
  ),
  'hot.xml': item3(
    'HOT',
    `<qti-response-declaration identifier="R" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>H2</qti-value></qti-correct-response></qti-response-declaration>`,
    `<qti-hottext-interaction response-identifier="R" max-choices="1"><p>The <qti-hottext identifier="H1">dog</qti-hottext> <qti-hottext identifier="H2">barks</qti-hottext>.</p></qti-hottext-interaction>`,
  ),
  'inline.xml': item3(
    'INLINE',
    `<qti-response-declaration identifier="R1" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>C2</qti-value></qti-correct-response></qti-response-declaration>
     <qti-response-declaration identifier="R2" cardinality="single" base-type="integer"><qti-correct-response><qti-value>12</qti-value></qti-correct-response></qti-response-declaration>`,
    `<p>Seven plus five <qti-inline-choice-interaction response-identifier="R1"><qti-inline-choice identifier="C1">is not</qti-inline-choice><qti-inline-choice identifier="C2">is</qti-inline-choice></qti-inline-choice-interaction> <qti-text-entry-interaction response-identifier="R2" expected-length="3"/>.</p>`,
    '',
  ),
  'order.xml': item3(
    'ORDER',
    `<qti-response-declaration identifier="R" cardinality="ordered" base-type="identifier"><qti-correct-response><qti-value>O1</qti-value><qti-value>O2</qti-value></qti-correct-response></qti-response-declaration>`,
    `<qti-order-interaction response-identifier="R"><qti-simple-choice identifier="O1">First</qti-simple-choice><qti-simple-choice identifier="O2">Second</qti-simple-choice></qti-order-interaction>`,
  ),
  'essay.xml': item3(
    'ESSAY',
    `<qti-response-declaration identifier="R" cardinality="single" base-type="string"/>`,
    `<qti-extended-text-interaction response-identifier="R" expected-lines="10"><qti-prompt>Write about a storm.</qti-prompt></qti-extended-text-interaction>
     <qti-rubric-block view="scorer"><qti-content-body><p>A strong essay has a clear thesis.</p></qti-content-body></qti-rubric-block>`,
    '',
  ),
};

describe('QTI 3.0 item bank without a test', () => {
  let pkg: ContentPackage;
  beforeAll(async () => {
    const names = Object.keys(ITEMS_30);
    pkg = await read(
      {
        'imsmanifest.xml': manifest(
          '3.0',
          names.map((f, i) => ({ id: `R${i}`, type: 'item' as const, href: `items/${f}` })),
        ).replace('identifier="MANIFEST-1"', ''),
        ...Object.fromEntries(names.map((f) => [`items/${f}`, ITEMS_30[f]])),
      },
      'Interaction Bank.zip',
    );
  });

  it('becomes one linear test of all items in manifest order, named from the file', () => {
    expect(pkg.qtiVersion).toBe('3.0');
    expect(pkg.test).toMatchObject({ title: 'Interaction Bank', identifier: 'Interaction-Bank', branchingProfileName: 'linear', operationalTestLength: 6 });
    expect(pkg.test.parts[0].navigationMode).toBe('linear');
    expect(pkg.items.map((i) => i.uin)).toEqual(['MATCH', 'GAP', 'HOT', 'INLINE', 'ORDER', 'ESSAY']);
    expect(pkg.items.every((i) => i.strandName === 'Interaction Bank' && i.calculator === 0)).toBe(true);
  });

  it('normalizes 3.0 names and reads every supported interaction', () => {
    expect(pkg.items.map((i) => i.interactionTypes)).toEqual([
      ['match'],
      ['gapMatch'],
      ['hottext'],
      ['inlineChoice', 'textEntry'],
      ['order'],
      ['extendedText'],
    ]);
    const find = (uin: string) => {
      const out: InteractionNode[] = [];
      const walk = (nodes: unknown[]) =>
        nodes.forEach((n) => {
          if (n && typeof n === 'object' && 'interaction' in n) out.push(n as InteractionNode);
          else if (n && typeof n === 'object' && 'children' in n) walk((n as { children: unknown[] }).children);
        });
      walk(pkg.items.find((i) => i.uin === uin)!.delivery.body);
      return out;
    };
    expect(find('MATCH')[0]).toMatchObject({
      cardinality: 'multiple',
      baseType: 'directedPair',
      choices: [{ identifier: 'A', matchMax: 1 }, { identifier: 'B' }],
      targets: [{ identifier: 'X' }, { identifier: 'Y' }],
    });
    expect(find('HOT')[0].choices?.map((c) => c.identifier)).toEqual(['H1', 'H2']);
    expect(JSON.stringify(find('GAP')[0].content)).toContain('{"tag":"gap","attrs":{"identifier":"G1"},"children":[]}');
    expect(find('INLINE')[1]).toMatchObject({ interaction: 'textEntry', expectedLength: 3, baseType: 'integer' });
  });

  it('recognizes 3.0 template URIs and keeps mappings for the scorer only', () => {
    const match = pkg.items[0];
    expect(match.scoring.processing.template).toBe('map_response');
    expect(match.scoring.responses[0].mapping?.entries).toEqual([
      { mapKey: 'A X', mappedValue: 1 },
      { mapKey: 'B Y', mappedValue: 1 },
    ]);
    expect(JSON.stringify(match.delivery)).not.toContain('mapKey');
  });

  it('marks essays human-scored and moves the scorer rubric out of the body', () => {
    const essay = pkg.items[5];
    expect(essay.scoring.humanScored).toBe(true);
    expect(essay.delivery.rubric).toEqual([{ tag: 'p', attrs: {}, children: ['A strong essay has a clear thesis.'] }]);
    expect(JSON.stringify(essay.delivery.body)).not.toContain('thesis');
  });
});

describe('QTI 3.0 package with a test, branching and a stimulus', () => {
  it('reads the test, names the profile branching and links the stimulus', async () => {
    const stimulus = `<?xml version="1.0"?><qti-assessment-stimulus xmlns="${ns3}" identifier="P1" title="Tides"><qti-stimulus-body><p>The sea rises twice a day.</p></qti-stimulus-body></qti-assessment-stimulus>`;
    const item = choiceItem('3.0', 'TIDE-1').replace('<qti-item-body>', '<qti-assessment-stimulus-ref identifier="P1" href="tides.xml"/><qti-item-body>');
    const test = assessmentTest('3.0', 'tides-test', 'Tides', [
      { id: 'S1', title: 'Reading', refs: [{ id: 'r1', href: 'item.xml', category: 'calculator-sqrt' }] },
    ]).replace(
      '</qti-assessment-section>',
      '<qti-branch-rule target="EXIT_TEST"><qti-base-value base-type="boolean">true</qti-base-value></qti-branch-rule></qti-assessment-section>',
    );
    const pkg = await read({
      'imsmanifest.xml': manifest('3.0', [
        { id: 'T', type: 'test', href: 'test.xml' },
        { id: 'I', type: 'item', href: 'item.xml' },
        { id: 'S', type: 'stimulus', href: 'tides.xml' },
      ]),
      'test.xml': test,
      'item.xml': item,
      'tides.xml': stimulus,
    });
    expect(pkg.test).toMatchObject({ identifier: 'tides-test', branchingProfileName: 'branching', operationalTestLength: 1 });
    expect(pkg.test.parts[0].sections[0].branchRules).toEqual([
      { target: 'EXIT_TEST', expression: { name: 'baseValue', attrs: { baseType: 'boolean' }, children: [], text: 'true' } },
    ]);
    expect(pkg.items[0]).toMatchObject({ uin: 'TIDE-1', calculator: 2, strandName: 'Reading' });
    expect(pkg.items[0].delivery.stimulusRefs).toEqual(['P1']);
    expect(pkg.items[0].delivery.feedback[0]).toMatchObject({ identifier: 'EXPLAIN', kind: 'modal' });
    expect(pkg.stimuli[0].body).toEqual([{ tag: 'p', attrs: {}, children: ['The sea rises twice a day.'] }]);
  });
});
