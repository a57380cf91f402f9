import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assessmentTest, manifest } from '../src/qti/testing/qti-xml';
import { QTI_NAMESPACES } from '../src/qti/xml/qti-names';
import { answerOf, launch } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';
import { ensureSampleFolder, publishedTestId } from './sample-folder';

/** A 2.2 choice item (B is right) whose processing, run on the right answer, sets what `rules` set. */
function item(id: string, outcomes: string, rules: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI_NAMESPACES['2.2']}" identifier="${id}" title="${id}" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>B</value></correctResponse></responseDeclaration>
  ${outcomes}
  <itemBody><choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
    <simpleChoice identifier="A">Nine is even.</simpleChoice><simpleChoice identifier="B">Ten is even.</simpleChoice>
  </choiceInteraction></itemBody>
  <responseProcessing><responseCondition><responseIf><match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>${rules}</responseIf></responseCondition></responseProcessing>
</assessmentItem>`;
}

const set = (id: string, baseType: string, value: string) =>
  `<setOutcomeValue identifier="${id}"><baseValue baseType="${baseType}">${value}</baseValue></setOutcomeValue>`;

/** Three items: a string outcome set to an identifier, a boolean SCORE, a SCORE of words; the test's boolean outcome has an empty default. */
function writePackage(dir: string): void {
  const folder = join(dir, 'outcome-types');
  mkdirSync(folder);
  const head =
    '<outcomeDeclaration identifier="PASSED" cardinality="single" baseType="boolean"><defaultValue><value></value></defaultValue></outcomeDeclaration>' +
    '<outcomeDeclaration identifier="TOTAL" cardinality="single" baseType="float"/>';
  const processing = `<outcomeProcessing><setOutcomeValue identifier="TOTAL"><sum><testVariables variableIdentifier="SCORE"/></sum></setOutcomeValue>
    <outcomeCondition><outcomeIf><isNull><variable identifier="PASSED"/></isNull>${set('PASSED', 'boolean', 'false')}</outcomeIf></outcomeCondition></outcomeProcessing>`;
  const test = assessmentTest(
    '2.2',
    'outcome-types',
    'Outcome types',
    [
      {
        id: 'S1',
        title: 'Numbers',
        refs: [
          { id: 'r1', href: 'grade.xml' },
          { id: 'r2', href: 'flag.xml' },
          { id: 'r3', href: 'remark.xml' },
        ],
      },
    ],
    'nonlinear',
  )
    .replace(/(<testPart[\s>])/, `${head}$1`)
    .replace(/(<\/assessmentTest>)$/, `${processing}$1`);
  const files: Record<string, string> = {
    'imsmanifest.xml': manifest('2.2', [
      { id: 'T', type: 'test', href: 'test.xml' },
      { id: 'I1', type: 'item', href: 'grade.xml' },
      { id: 'I2', type: 'item', href: 'flag.xml' },
      { id: 'I3', type: 'item', href: 'remark.xml' },
    ]),
    'test.xml': test,
    'grade.xml': item(
      'GRADE',
      '<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/><outcomeDeclaration identifier="GRADE" cardinality="single" baseType="string"/>',
      set('SCORE', 'float', '1') + set('GRADE', 'identifier', 'right'),
    ),
    'flag.xml': item('FLAG', '<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="boolean"/>', set('SCORE', 'boolean', 'true')),
    'remark.xml': item('REMARK', '<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="string"/>', set('SCORE', 'string', 'well done')),
  };
  for (const [name, data] of Object.entries(files)) writeFileSync(join(folder, name), data);
  writeFileSync(join(dir, 'samples.json'), JSON.stringify({ packages: [{ folder: 'outcome-types', category: 4, description: 'Outcome types' }] }));
}

describe('delivery: outcomes of every base type, imported and scored as authored', () => {
  let portal: TestPortal;
  let testDetailId: number;

  beforeAll(async () => {
    portal = await startPortal();
    await ensureSampleFolder(portal, 'outcome-types', writePackage);
    testDetailId = await publishedTestId(portal, 'outcome-types.zip');
  }, 300_000);
  afterAll(() => portal.close());

  it('launches a test whose boolean outcome has an empty default, in both modes', async () => {
    const { client } = await signUpAndLogin(portal);
    for (const mode of [1, 2] as const) {
      const state = await launch(client, testDetailId, mode);
      expect(state.current.item.uin).toBe('GRADE');
    }
  });

  it('gives the right answers full marks: a string outcome set to an identifier, and a boolean SCORE set to true', async () => {
    const { client } = await signUpAndLogin(portal);
    const { sessionId } = await launch(client, testDetailId, 2);
    for (const [position, uin] of ['GRADE', 'FLAG', 'REMARK'].entries()) {
      expect((await client.post('/api/delivery/answer', answerOf(sessionId, position, uin, { RESPONSE: 'B' }))).status).toBe(200);
    }
    const report = await client.post('/api/delivery/submit', { sessionId });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ score: 2, maxScore: 2, percent: 100 });
    expect(report.body.items.map((i: { correct: boolean; score: number; maxScore: number }) => [i.correct, i.score, i.maxScore])).toEqual([
      [true, 1, 1],
      [true, 1, 1],
      // a SCORE of words cannot be counted: out of the score and the maximum, neither right nor wrong
      [null, 0, 0],
    ]);
  });

  it('Learn As You Go checks a wrong answer to the boolean SCORE as 0 of 1, and a SCORE of words as not counted', async () => {
    const { client } = await signUpAndLogin(portal);
    const { sessionId } = await launch(client, testDetailId, 1);
    await client.post('/api/delivery/answer', answerOf(sessionId, 1, 'FLAG', { RESPONSE: 'A' }));
    const check = await client.post('/api/delivery/check', { sessionId, position: 1 });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ correct: false, humanScored: false, score: 0, maxScore: 1 });
    await client.post('/api/delivery/answer', answerOf(sessionId, 2, 'REMARK', { RESPONSE: 'B' }));
    const remark = await client.post('/api/delivery/check', { sessionId, position: 2 });
    expect(remark.body).toMatchObject({ correct: null, humanScored: false, score: 0, maxScore: 0 });
  });
});
