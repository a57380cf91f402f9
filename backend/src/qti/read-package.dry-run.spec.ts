import { readContentPackage } from './read-package';
import { walkRoute } from './delivery';
import { scoreItem } from './scoring';
import type { ContentPackage, PackageIssue, ReadResult } from './types';
import { tempDir, writeZip } from './testing/build-zip';
import { assessmentTest, manifest } from './testing/qti-xml';
import { QTI_NAMESPACES } from './xml/qti-names';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

/** A 2.2 choice item (B is right) with the spec's declarations and response processing; SCORE is the spec's to declare. */
function item(head: string, processing: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI_NAMESPACES['2.2']}" identifier="ITEM-1" title="Even" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>B</value></correctResponse>
  </responseDeclaration>
  ${head}
  <itemBody>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <simpleChoice identifier="A">3</simpleChoice>
      <simpleChoice identifier="B">4</simpleChoice>
    </choiceInteraction>
  </itemBody>
  <responseProcessing>${processing}</responseProcessing>
</assessmentItem>`;
}

/** Rules run when the response matches the correct one. */
const whenRight = (rules: string) =>
  `<responseCondition><responseIf><match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>${rules}</responseIf></responseCondition>`;
const setTo = (id: string, baseType: string, value: string) =>
  `<setOutcomeValue identifier="${id}"><baseValue baseType="${baseType}">${value}</baseValue></setOutcomeValue>`;
const FLOAT_SCORE = '<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>';

let n = 0;
async function read(itemXml: string, testHead = '', testTail = '', version: '2.2' | '3.0' = '2.2', refs = ['r1']): Promise<ReadResult> {
  const test = assessmentTest(version, 'practice', 'Practice', [{ id: 'S1', title: 'Algebra', refs: refs.map((id) => ({ id, href: 'item.xml' })) }])
    .replace(/(<(qti-test-part|testPart)[\s>])/, `${testHead}$1`)
    .replace(/(<\/(qti-assessment-test|assessmentTest)>)$/, `${testTail}$1`);
  const files = {
    'imsmanifest.xml': manifest(version, [
      { id: 'T', type: 'test', href: 'test.xml' },
      { id: 'I', type: 'item', href: 'item.xml' },
    ]),
    'test.xml': test,
    'item.xml': itemXml,
  };
  const path = await writeZip(
    dir,
    `dry-${++n}.zip`,
    Object.entries(files).map(([name, data]) => ({ name, data })),
  );
  return readContentPackage(path);
}

function accepted(result: ReadResult): { pkg: ContentPackage; warnings: PackageIssue[] } {
  if (!result.ok) throw new Error(`expected the package to be read: ${result.issues.map((i) => i.message).join('; ')}`);
  return result;
}

const issues = (result: ReadResult): PackageIssue[] => (result.ok ? [] : result.issues);
const brief = (list: PackageIssue[]) => list.map((i) => ({ file: i.file, code: i.code, line: i.line }));
const plainItem = item(FLOAT_SCORE, whenRight(setTo('SCORE', 'float', '1')));

describe('outcome declarations with an empty default value', () => {
  it('reads an empty boolean default of a test (2.2) as NULL with a warning, and the test starts', async () => {
    const head =
      '<outcomeDeclaration identifier="PASSED" cardinality="single" baseType="boolean"><defaultValue><value></value></defaultValue></outcomeDeclaration>';
    const { pkg, warnings } = accepted(await read(plainItem, head));
    expect(brief(warnings)).toEqual([{ file: 'test.xml', code: 'outcome.emptyDefault', line: 3 }]);
    expect(warnings[0].params).toEqual({ identifier: 'PASSED', baseType: 'boolean' });
    const route = walkRoute(pkg.test, 7, {});
    expect(route.items.map((i) => i.uin)).toEqual(['ITEM-1']);
    expect(route.testOutcomes.PASSED).toBeNull();
  });

  it('reads the 3.0 form <qti-default-value><qti-value/></qti-default-value> the same way', async () => {
    const q3Item = `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="${QTI_NAMESPACES['3.0']}" identifier="ITEM-1" title="Even" adaptive="false" time-dependent="false">
  <qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>B</qti-value></qti-correct-response></qti-response-declaration>
  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
  <qti-outcome-declaration identifier="DONE" cardinality="single" base-type="boolean"><qti-default-value><qti-value/></qti-default-value></qti-outcome-declaration>
  <qti-item-body><qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-simple-choice identifier="A">3</qti-simple-choice><qti-simple-choice identifier="B">4</qti-simple-choice></qti-choice-interaction></qti-item-body>
  <qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/>
</qti-assessment-item>`;
    const head =
      '<qti-outcome-declaration identifier="PASSED" cardinality="single" base-type="boolean"><qti-default-value><qti-value/></qti-default-value></qti-outcome-declaration>';
    const { pkg, warnings } = accepted(await read(q3Item, head, '', '3.0'));
    expect(brief(warnings)).toEqual([
      { file: 'item.xml', code: 'outcome.emptyDefault', line: 5 },
      { file: 'test.xml', code: 'outcome.emptyDefault', line: 3 },
    ]);
    expect(walkRoute(pkg.test, 1, {}).testOutcomes.PASSED).toBeNull();
    expect(scoreItem(pkg.items[0].scoring, { RESPONSE: 'B' })).toMatchObject({ score: 1, maxScore: 1 });
  });

  it('takes an empty string default without a warning: QTI treats the empty string as NULL', async () => {
    const head =
      '<outcomeDeclaration identifier="NOTE" cardinality="single" baseType="string"><defaultValue><value></value></defaultValue></outcomeDeclaration>';
    expect(accepted(await read(plainItem, head)).warnings).toEqual([]);
  });
});

describe('the import dry run: each item scored with its correct response and with none', () => {
  it('scores an item that sets a string outcome to an identifier: the right answer earns full marks', async () => {
    const xml = item(
      `${FLOAT_SCORE}<outcomeDeclaration identifier="GRADE" cardinality="single" baseType="string"/>`,
      whenRight(setTo('SCORE', 'float', '1') + setTo('GRADE', 'identifier', 'right')),
    );
    const { pkg, warnings } = accepted(await read(xml));
    expect(warnings).toEqual([]);
    expect(scoreItem(pkg.items[0].scoring, { RESPONSE: 'B' })).toMatchObject({ score: 1, maxScore: 1, outcomes: { GRADE: { value: 'right' } } });
  });

  it('scores a boolean SCORE set to true as 1 of 1', async () => {
    const xml = item('<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="boolean"/>', whenRight(setTo('SCORE', 'boolean', 'true')));
    const { pkg, warnings } = accepted(await read(xml));
    expect(warnings).toEqual([]);
    expect(scoreItem(pkg.items[0].scoring, { RESPONSE: 'B' })).toMatchObject({ score: 1, maxScore: 1 });
    expect(scoreItem(pkg.items[0].scoring, { RESPONSE: 'A' })).toMatchObject({ score: 0, maxScore: 1 });
  });

  it('warns of a SCORE it cannot count and leaves it out of the maximum', async () => {
    const xml = item('<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="string"/>', whenRight(setTo('SCORE', 'string', 'well done')));
    const { pkg, warnings } = accepted(await read(xml));
    expect(brief(warnings)).toEqual([{ file: 'item.xml', code: 'item.uncountedScore', line: 6 }]);
    expect(scoreItem(pkg.items[0].scoring, { RESPONSE: 'B' })).toMatchObject({ score: 0, maxScore: 0 });
  });

  it('refuses an item whose processing fails for the correct response, naming the file and line', async () => {
    const xml = item(`${FLOAT_SCORE}<outcomeDeclaration identifier="N" cardinality="single" baseType="integer"/>`, whenRight(setTo('N', 'string', 'seven')));
    const found = issues(await read(xml));
    expect(brief(found)).toEqual([{ file: 'item.xml', code: 'item.processingFailsCorrect', line: 2 }]);
    expect(found[0].message).toContain('N is integer but was given a string value');
  });

  it('refuses an item whose processing fails with no response', async () => {
    const unanswered = `<responseCondition><responseIf><isNull><variable identifier="RESPONSE"/></isNull>${setTo('SCORE', 'boolean', 'false')}</responseIf></responseCondition>`;
    const found = issues(await read(item(FLOAT_SCORE, unanswered)));
    expect(brief(found)).toEqual([{ file: 'item.xml', code: 'item.processingFailsUnanswered', line: 2 }]);
  });

  it('warns when the correct response earns less than the maximum, and imports the item as written', async () => {
    const xml = item(
      `${FLOAT_SCORE}<outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float"><defaultValue><value>2</value></defaultValue></outcomeDeclaration>`,
      whenRight(setTo('SCORE', 'float', '1')),
    );
    const { warnings } = accepted(await read(xml));
    expect(brief(warnings)).toEqual([{ file: 'item.xml', code: 'item.correctShort', line: 2 }]);
    expect(warnings[0].params).toEqual({ score: 1, maxScore: 2 });
  });

  it('does not hold an item a person scores to a correct response', async () => {
    const essay = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI_NAMESPACES['2.2']}" identifier="ITEM-1" title="Essay" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"/>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float"><defaultValue><value>4</value></defaultValue></outcomeDeclaration>
  <itemBody><extendedTextInteraction responseIdentifier="RESPONSE"/></itemBody>
</assessmentItem>`;
    expect(accepted(await read(essay)).warnings).toEqual([]);
  });
});

describe('the import dry run: each test started once', () => {
  it('refuses a test whose outcome processing fails before any answer, naming the test file and line', async () => {
    const head = '<outcomeDeclaration identifier="TOTAL" cardinality="single" baseType="float"/>';
    const tail = `<outcomeProcessing>${setTo('TOTAL', 'boolean', 'true')}</outcomeProcessing>`;
    const found = issues(await read(plainItem, head, tail));
    expect(brief(found)).toEqual([{ file: 'test.xml', code: 'test.cannotStart', line: 2 }]);
    expect(found[0].message).toContain('TOTAL is float but was given a boolean value');
  });

  it('refuses a test whose outcome processing fails once questions are answered, as Next would meet it', async () => {
    // testVariables gives a value per item reached: one at the start, two once the first is answered
    const head = '<outcomeDeclaration identifier="TOTAL" cardinality="single" baseType="float"/>';
    const tail = '<outcomeProcessing><setOutcomeValue identifier="TOTAL"><testVariables variableIdentifier="SCORE"/></setOutcomeValue></outcomeProcessing>';
    const found = issues(await read(plainItem, head, tail, '2.2', ['r1', 'r2']));
    expect(brief(found)).toEqual([{ file: 'test.xml', code: 'test.failsAfterAnswers', line: 2 }]);
  });
});
