import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assessmentTest, manifest } from '../src/qti/testing/qti-xml';
import { QTI_NAMESPACES } from '../src/qti/xml/qti-names';
import type { TestPortal } from './harness';
import { ensureSampleFolder, publishedTestId } from './sample-folder';

/** The package's own cut scores on the percent: what the report shows as its band. */
const BAND = `<outcomeDeclaration identifier="BAND" cardinality="single" baseType="string" interpretation="Practice band by percent correct">
  <interpolationTable defaultValue="Keep practising">
    <interpolationTableEntry sourceValue="80" targetValue="Ready"/>
    <interpolationTableEntry sourceValue="60" targetValue="Almost there"/>
  </interpolationTable>
</outcomeDeclaration>`;

/** A choice item (B is right) whose response processing always shows its explanation, as authors write them. */
function explainedItem(id: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI_NAMESPACES['2.2']}" identifier="${id}" title="Item ${id}" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>B</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float" normalMaximum="1"/>
  <outcomeDeclaration identifier="FEEDBACK" cardinality="single" baseType="identifier"/>
  <itemBody>
    <p>Which number is even?</p>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <simpleChoice identifier="A">3</simpleChoice>
      <simpleChoice identifier="B">4</simpleChoice>
      <simpleChoice identifier="C">5</simpleChoice>
    </choiceInteraction>
  </itemBody>
  <responseProcessing>
    <responseCondition>
      <responseIf>
        <match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>
        <setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue>
      </responseIf>
      <responseElse>
        <setOutcomeValue identifier="SCORE"><baseValue baseType="float">0</baseValue></setOutcomeValue>
      </responseElse>
    </responseCondition>
    <setOutcomeValue identifier="FEEDBACK"><baseValue baseType="identifier">EXPLAIN</baseValue></setOutcomeValue>
  </responseProcessing>
  <modalFeedback outcomeIdentifier="FEEDBACK" identifier="EXPLAIN" showHide="show"><p>Four divides by two with nothing left over.</p></modalFeedback>
</assessmentItem>`;
}

interface TestSpec {
  folder: string;
  title: string;
  band: boolean;
  sections: { id: string; title: string; items: string[] }[];
}

function writeTest(dir: string, spec: TestSpec): void {
  const folder = join(dir, spec.folder);
  mkdirSync(folder);
  const items = spec.sections.flatMap((s) => s.items);
  for (const id of items) writeFileSync(join(folder, `${id}.xml`), explainedItem(id));
  const sections = spec.sections.map((s) => ({ id: s.id, title: s.title, refs: s.items.map((id) => ({ id: `R-${id}`, href: `${id}.xml` })) }));
  let test = assessmentTest('2.2', spec.folder, spec.title, sections, 'nonlinear');
  if (spec.band) test = test.replace('<testPart', `${BAND}\n<testPart`);
  writeFileSync(join(folder, 'test.xml'), test);
  writeFileSync(
    join(folder, 'imsmanifest.xml'),
    manifest('2.2', [
      { id: 'TEST', type: 'test', href: 'test.xml', deps: items.map((id) => `I-${id}`) },
      ...items.map((id) => ({ id: `I-${id}`, type: 'item' as const, href: `${id}.xml` })),
    ]),
  );
}

/**
 * Two published practice tests of category 4: "Skills Practice" (Algebra: A1–A3, Geometry: G1–G2,
 * with cut scores) and "Algebra Drill" (Algebra: D1–D2, none), so Algebra can be practised in both.
 * Every item's correct answer is B.
 */
export async function publishSkillTests(portal: TestPortal): Promise<{ skills: number; drill: number }> {
  await ensureSampleFolder(portal, 'skills', (dir) => {
    writeTest(dir, {
      folder: 'skills-practice',
      title: 'Skills Practice',
      band: true,
      sections: [
        { id: 'ALG', title: 'Algebra', items: ['A1', 'A2', 'A3'] },
        { id: 'GEO', title: 'Geometry', items: ['G1', 'G2'] },
      ],
    });
    writeTest(dir, { folder: 'algebra-drill', title: 'Algebra Drill', band: false, sections: [{ id: 'ALG', title: 'Algebra', items: ['D1', 'D2'] }] });
    writeFileSync(
      join(dir, 'samples.json'),
      JSON.stringify({
        packages: [
          { folder: 'skills-practice', category: 4, description: 'Skills practice' },
          { folder: 'algebra-drill', category: 4, description: 'Algebra drill' },
        ],
      }),
    );
  });
  return { skills: await publishedTestId(portal, 'skills-practice.zip'), drill: await publishedTestId(portal, 'algebra-drill.zip') };
}
