import { readContentPackage } from './read-package';
import { scoreItem } from './scoring';
import type { ContentPackage, PackageIssue, ReadResult } from './types';
import { tempDir, writeZip } from './testing/build-zip';
import { assessmentTest, manifest } from './testing/qti-xml';
import { QTI_NAMESPACES } from './xml/qti-names';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

/** A 2.2 item of one response declaration and a body, scored by match_correct. */
function item(declaration: string, body: string, outside = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI_NAMESPACES['2.2']}" identifier="ITEM-1" title="One reading" adaptive="false" timeDependent="false">
  ${declaration}
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>${outside}
  <itemBody>${body}</itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p2/rptemplates/match_correct"/>
</assessmentItem>`;
}

let n = 0;
async function read(itemXml: string): Promise<ReadResult> {
  const files = {
    'imsmanifest.xml': manifest('2.2', [
      { id: 'T', type: 'test', href: 'test.xml' },
      { id: 'I', type: 'item', href: 'item.xml' },
    ]),
    'test.xml': assessmentTest('2.2', 'practice', 'Practice', [{ id: 'S1', title: 'Reading', refs: [{ id: 'r1', href: 'item.xml' }] }]),
    'item.xml': itemXml,
  };
  const path = await writeZip(
    dir,
    `reading-${++n}.zip`,
    Object.entries(files).map(([name, data]) => ({ name, data })),
  );
  return readContentPackage(path);
}

function accepted(result: ReadResult): { pkg: ContentPackage; warnings: PackageIssue[] } {
  if (!result.ok) throw new Error(`expected the package to be read: ${result.issues.map((i) => i.message).join('; ')}`);
  return result;
}

const brief = (list: PackageIssue[]) => list.map((i) => ({ file: i.file, code: i.code, line: i.line, params: i.params }));

describe('declarations with one reading are read so, with a warning', () => {
  it('reads a string response of a hot text interaction as the identifiers it gives', async () => {
    const xml = item(
      '<responseDeclaration identifier="R" cardinality="single" baseType="string"><correctResponse><value>H2</value></correctResponse></responseDeclaration>',
      '<hottextInteraction responseIdentifier="R" maxChoices="1"><p>The <hottext identifier="H1">dog</hottext> <hottext identifier="H2">barks</hottext>.</p></hottextInteraction>',
    );
    const { pkg, warnings } = accepted(await read(xml));
    expect(brief(warnings)).toEqual([
      {
        file: 'item.xml',
        code: 'item.coercedBaseType',
        line: 3,
        params: { interaction: 'hottextInteraction', response: 'R', baseType: 'string', expected: 'identifier' },
      },
    ]);
    const scoring = pkg.items[0].scoring;
    expect(scoring.responses[0].baseType).toBe('identifier');
    expect(scoreItem(scoring, { R: 'H2' })).toMatchObject({ score: 1, maxScore: 1 });
    expect(scoreItem(scoring, { R: 'H1' })).toMatchObject({ score: 0, maxScore: 1 });
  });

  it('reads an identifier response of a match interaction as the directed pairs it gives', async () => {
    const sets =
      '<simpleMatchSet><simpleAssociableChoice identifier="A" matchMax="1">2 + 2</simpleAssociableChoice><simpleAssociableChoice identifier="B" matchMax="1">3 + 3</simpleAssociableChoice></simpleMatchSet>' +
      '<simpleMatchSet><simpleAssociableChoice identifier="X" matchMax="1">4</simpleAssociableChoice><simpleAssociableChoice identifier="Y" matchMax="1">6</simpleAssociableChoice></simpleMatchSet>';
    const xml = item(
      '<responseDeclaration identifier="R" cardinality="multiple" baseType="identifier"><correctResponse><value>A X</value><value>B Y</value></correctResponse></responseDeclaration>',
      `<matchInteraction responseIdentifier="R" shuffle="false" maxAssociations="2">${sets}</matchInteraction>`,
    );
    const { pkg, warnings } = accepted(await read(xml));
    expect(brief(warnings)).toEqual([
      {
        file: 'item.xml',
        code: 'item.coercedBaseType',
        line: 3,
        params: { interaction: 'matchInteraction', response: 'R', baseType: 'identifier', expected: 'directedPair' },
      },
    ]);
    const scoring = pkg.items[0].scoring;
    expect(scoreItem(scoring, { R: ['B Y', 'A X'] })).toMatchObject({ score: 1, maxScore: 1 });
    // directed: the target first is not the same pair
    expect(scoreItem(scoring, { R: ['X A', 'Y B'] })).toMatchObject({ score: 0 });
  });

  it('still refuses a declaration with no reading, a point for a hot text', async () => {
    const xml = item(
      '<responseDeclaration identifier="R" cardinality="single" baseType="point"/>',
      '<hottextInteraction responseIdentifier="R" maxChoices="1"><p><hottext identifier="H1">dog</hottext></p></hottextInteraction>',
    );
    const result = await read(xml);
    expect(result.ok ? [] : result.issues.map((i) => i.code)).toEqual(['item.wrongBaseType']);
  });
});

describe('elements out of their schema place with one meaning are read where they mean, with a warning', () => {
  const textEntry =
    '<responseDeclaration identifier="R" cardinality="single" baseType="string"><correctResponse><value>Austin</value></correctResponse></responseDeclaration>';
  const text = (node: unknown): string => JSON.stringify(node);

  it('reads a rubricBlock placed directly in the item at the start of its body', async () => {
    const rubric = '\n  <rubricBlock view="candidate"><p>Answer in one word.</p></rubricBlock>';
    const { pkg, warnings } = accepted(await read(item(textEntry, '<p>The capital of Texas: <textEntryInteraction responseIdentifier="R"/></p>', rubric)));
    expect(brief(warnings)).toEqual([
      { file: 'item.xml', code: 'structure.movedElement', line: 5, params: { element: 'rubricBlock', parent: 'assessmentItem', placed: 'itemBody' } },
    ]);
    const body = pkg.items[0].delivery.body;
    expect(text(body[0])).toContain('qti-rubric-block');
    expect(text(body[0])).toContain('Answer in one word.');
  });

  it('reads a prompt inside a text entry as the text just before the interaction', async () => {
    const body = '<p>Capital: <textEntryInteraction responseIdentifier="R"><prompt>Name the capital of Texas.</prompt></textEntryInteraction></p>';
    const { pkg, warnings } = accepted(await read(item(textEntry, body)));
    expect(brief(warnings)).toEqual([
      { file: 'item.xml', code: 'structure.movedElement', line: 5, params: { element: 'prompt', parent: 'textEntryInteraction', placed: 'p' } },
    ]);
    const shown = text(pkg.items[0].delivery.body);
    expect(shown.indexOf('Name the capital of Texas.')).toBeGreaterThan(-1);
    expect(shown.indexOf('Name the capital of Texas.')).toBeLessThan(shown.indexOf('"textEntry"'));
    expect(scoreItem(pkg.items[0].scoring, { R: 'Austin' })).toMatchObject({ score: 1, maxScore: 1 });
  });
});
