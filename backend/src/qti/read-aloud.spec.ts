import { readContentPackage } from './read-package';
import { tempDir, writeZip } from './testing/build-zip';
import { assessmentTest, manifest } from './testing/qti-xml';
import { QTI_NAMESPACES } from './xml/qti-names';
import type { BodyNode, ItemModel } from './types';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

/** A QTI 3 single-choice item; `bodyAttrs` go on qti-item-body, `lead` comes before the interaction. */
const item = (id: string, { bodyAttrs = '', lead = '<p>Which word names a colour?</p>', lang = '' } = {}) => `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="${QTI_NAMESPACES['3.0']}" identifier="${id}" title="${id}" adaptive="false" time-dependent="false"${lang}>
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier">
    <qti-correct-response><qti-value>B</qti-value></qti-correct-response>
  </qti-response-declaration>
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-item-body${bodyAttrs}>
    ${lead}
    <qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
      <qti-simple-choice identifier="A">Table</qti-simple-choice>
      <qti-simple-choice identifier="B">Green</qti-simple-choice>
    </qti-choice-interaction>
  </qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
</qti-assessment-item>`;

const ITEMS: Record<string, string> = {
  plain: item('PLAIN'),
  whole: item('WHOLE', { bodyAttrs: ' data-qti-suppress-tts="computer-read-aloud"' }),
  every: item('EVERY', {
    lead: '<div data-qti-suppress-tts="all"><p>Which word names a colour?</p></div>',
  })
    .replace('<qti-choice-interaction', '<div data-qti-suppress-tts="all"><qti-choice-interaction')
    .replace('</qti-choice-interaction>', '</qti-choice-interaction></div>'),
  screen: item('SCREEN', { bodyAttrs: ' data-qti-suppress-tts="screen-reader"' }),
  part: item('PART', {
    lead: '<p>Which word names a colour?</p><p data-qti-suppress-tts="computer-read-aloud">(Decode the words yourself.)</p>',
    lang: ' xml:lang="ru-RU"',
  }),
};

async function readItems(): Promise<Map<string, ItemModel>> {
  const names = Object.keys(ITEMS);
  const entries = {
    'imsmanifest.xml': manifest('3.0', [
      { id: 'T', type: 'test', href: 'test.xml' },
      ...names.map((name) => ({ id: `I-${name}`, type: 'item' as const, href: `items/${name}.xml` })),
    ]),
    'test.xml': assessmentTest('3.0', 'read-aloud', 'Read aloud', [
      { id: 'S1', title: 'Reading', refs: names.map((name) => ({ id: `r-${name}`, href: `items/${name}.xml` })) },
    ]),
    ...Object.fromEntries(names.map((name) => [`items/${name}.xml`, ITEMS[name]])),
  };
  const path = await writeZip(
    dir,
    'read-aloud.zip',
    Object.entries(entries).map(([name, data]) => ({ name, data })),
  );
  const result = await readContentPackage(path, { fileName: 'read-aloud.zip' });
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('\n'));
  return new Map(result.pkg.items.map((m) => [m.uin, m]));
}

const hasAttr = (nodes: BodyNode[], name: string, value: string): boolean =>
  nodes.some((n) => typeof n === 'object' && 'tag' in n && (n.attrs[name] === value || hasAttr(n.children, name, value)));

describe('read aloud in a QTI 3 item (data-qti-suppress-tts)', () => {
  let items: Map<string, ItemModel>;
  beforeAll(async () => {
    items = await readItems();
  });

  it('is allowed where the package says nothing', () => {
    expect(items.get('PLAIN')!.delivery).not.toHaveProperty('readAloud');
  });

  it('is off when the item body is marked computer-read-aloud', () => {
    expect(items.get('WHOLE')!.delivery.readAloud).toBe(false);
  });

  it('is off when every part of the body is marked all', () => {
    expect(items.get('EVERY')!.delivery.readAloud).toBe(false);
  });

  it('stays allowed when only screen readers are asked to leave the content out', () => {
    expect(items.get('SCREEN')!.delivery).not.toHaveProperty('readAloud');
  });

  it('stays allowed when one part is marked, which keeps its mark for the player to skip, and keeps the item language', () => {
    const part = items.get('PART')!.delivery;
    expect(part).not.toHaveProperty('readAloud');
    expect(hasAttr(part.body, 'data-qti-suppress-tts', 'computer-read-aloud')).toBe(true);
    expect(part.lang).toBe('ru-RU');
  });
});
