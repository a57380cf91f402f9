import { readContentPackage } from './read-package';
import type { PackageIssue, QtiVersion } from './types';
import { tempDir, writeZip } from './testing/build-zip';
import { assessmentTest, choiceItem, manifest } from './testing/qti-xml';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

let n = 0;
/** Reads a one-item test whose outcome processing (and first section head) the spec supplies. */
async function issuesOf(
  version: QtiVersion,
  processing: string | { declarations: string; outcomeProcessing: string },
  sectionHead = '',
): Promise<PackageIssue[]> {
  const q3 = version === '3.0';
  const section = q3 ? 'qti-assessment-section' : 'assessmentSection';
  const { declarations, outcomeProcessing } = typeof processing === 'string' ? { declarations: '', outcomeProcessing: processing } : processing;
  const test = assessmentTest(version, 'practice', 'Practice', [{ id: 'S1', title: 'Algebra', refs: [{ id: 'r1', href: 'item.xml' }] }])
    .replace(new RegExp(`(<${section}[^>]*>)`), `$1${sectionHead}`)
    .replace(/(<(qti-test-part|testPart)[\s>])/, `${declarations}$1`)
    .replace(/(<\/(qti-assessment-test|assessmentTest)>)$/, `${outcomeProcessing}$1`);
  const files = {
    'imsmanifest.xml': manifest(version, [
      { id: 'T', type: 'test', href: 'test.xml' },
      { id: 'I', type: 'item', href: 'item.xml' },
    ]),
    'test.xml': test,
    'item.xml': choiceItem(version, 'ITEM-1'),
  };
  const path = await writeZip(
    dir,
    `op-${++n}.zip`,
    Object.entries(files).map(([name, data]) => ({ name, data })),
  );
  const result = await readContentPackage(path);
  return result.ok ? [] : result.issues;
}

/** The outcomes the specs' processing sets, declared before the first test part (a rule may set only a declared outcome). */
const declare = (...outcomes: [string, string][]): string =>
  outcomes.map(([id, baseType]) => `<outcomeDeclaration identifier="${id}" cardinality="single" baseType="${baseType}"/>`).join('');
const withDeclarations = (declarations: string, outcomeProcessing: string) => ({ declarations, outcomeProcessing });

const brief = (issues: PackageIssue[]) => issues.map((i) => [i.file, i.code, i.params?.name, typeof i.line]);

describe('test outcome processing is held to the supported operators', () => {
  it('accepts sums, conditions and comparisons of item outcomes', async () => {
    const op = `<outcomeProcessing>
      <setOutcomeValue identifier="SCORE"><sum><variable identifier="r1.SCORE"/><baseValue baseType="float">0</baseValue></sum></setOutcomeValue>
      <outcomeCondition><outcomeIf><gte><variable identifier="SCORE"/><baseValue baseType="float">1</baseValue></gte>
        <setOutcomeValue identifier="PASSED"><baseValue baseType="boolean">true</baseValue></setOutcomeValue></outcomeIf>
        <outcomeElse><exitTest/></outcomeElse></outcomeCondition>
    </outcomeProcessing>`;
    expect(await issuesOf('2.2', withDeclarations(declare(['SCORE', 'float'], ['PASSED', 'boolean']), op))).toEqual([]);
  });

  it('accepts the test-level expressions, fragments and the whole expression set', async () => {
    const op = `<outcomeProcessing>
      <outcomeProcessingFragment>
        <setOutcomeValue identifier="SCORE"><sum><testVariables variableIdentifier="SCORE" weightIdentifier="W" excludeCategory="warmup"/></sum></setOutcomeValue>
      </outcomeProcessingFragment>
      <setOutcomeValue identifier="SHARE"><divide><numberCorrect sectionIdentifier="S1"/><numberPresented/></divide></setOutcomeValue>
      <setOutcomeValue identifier="TOP"><max><outcomeMaximum outcomeIdentifier="SCORE"/></max></setOutcomeValue>
      <setOutcomeValue identifier="R"><roundTo roundingMode="decimalPlaces" figures="1"><variable identifier="SHARE"/></roundTo></setOutcomeValue>
    </outcomeProcessing>`;
    const declarations = declare(['SCORE', 'float'], ['SHARE', 'float'], ['TOP', 'float'], ['R', 'float']);
    expect(await issuesOf('2.2', withDeclarations(declarations, op))).toEqual([]);
  });

  it('refuses customOperator, naming the test file and line', async () => {
    const op =
      '<outcomeProcessing><setOutcomeValue identifier="SCORE"><customOperator class="com.example.Grade"><variable identifier="r1.SCORE"/></customOperator></setOutcomeValue></outcomeProcessing>';
    const issues = await issuesOf('2.2', op);
    expect(issues.map((i) => [i.file, i.code, i.params?.class, typeof i.line])).toEqual([['test.xml', 'test.customOperator', 'com.example.Grade', 'number']]);
    expect(issues[0].message).toContain('com.example.Grade');
  });

  it('rejects operators that need an item response and rules of response processing', async () => {
    const op = `<qti-outcome-processing>
      <qti-set-outcome-value identifier="SCORE"><qti-map-response identifier="RESPONSE"/></qti-set-outcome-value>
      <qti-response-condition><qti-response-if><qti-correct identifier="RESPONSE"/></qti-response-if></qti-response-condition>
      <qti-outcome-processing-fragment><qti-exit-response/></qti-outcome-processing-fragment>
    </qti-outcome-processing>`;
    expect(brief(await issuesOf('3.0', op)).map(([, code, name]) => [code, name])).toEqual([
      ['test.unsupportedOperator', 'mapResponse'],
      ['test.unsupportedOperator', 'responseCondition'],
      ['test.unsupportedOperator', 'exitResponse'],
    ]);
  });

  it('holds preConditions and branch rules to the same list', async () => {
    const head = `<preCondition><anyN min="1" max="2"><gte><numberCorrect/><baseValue baseType="integer">1</baseValue></gte></anyN></preCondition>
      <branchRule target="EXIT_TEST"><match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match></branchRule>`;
    expect(brief(await issuesOf('2.2', '', head))).toEqual([['test.xml', 'test.unsupportedOperator', 'correct', 'number']]);
  });
});
