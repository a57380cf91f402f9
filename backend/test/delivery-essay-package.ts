import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assessmentTest, choiceItem, manifest } from '../src/qti/testing/qti-xml';
import { QTI_NAMESPACES } from '../src/qti/xml/qti-names';
import type { TestPortal } from './harness';
import { ensureSampleFolder, publishedTestId } from './sample-folder';

const ESSAY = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI_NAMESPACES['2.2']}" identifier="ESSAY1" title="Short essay" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"/>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody>
    <p>Should every town plant more trees? Answer in a paragraph.</p>
    <extendedTextInteraction responseIdentifier="RESPONSE" expectedLines="6"/>
    <rubricBlock view="scorer"><p>A strong answer states a claim and supports it with a reason.</p></rubricBlock>
  </itemBody>
</assessmentItem>`;

/** A published nonlinear test of one choice item (correct B) and one essay a person scores. */
export async function publishEssayTest(portal: TestPortal): Promise<{ testDetailId: number; choiceUin: string; essayUin: string }> {
  await ensureSampleFolder(portal, 'essay', (dir) => {
    const folder = join(dir, 'essay-and-choice');
    mkdirSync(folder);
    writeFileSync(join(dir, 'samples.json'), JSON.stringify({ packages: [{ folder: 'essay-and-choice', category: 4, description: 'Essay practice' }] }));
    writeFileSync(join(folder, 'choice.xml'), choiceItem('2.2', 'CHOICE1'));
    writeFileSync(join(folder, 'essay.xml'), ESSAY);
    writeFileSync(
      join(folder, 'test.xml'),
      assessmentTest(
        '2.2',
        'essay-and-choice',
        'Essay Practice',
        [
          {
            id: 'WRITING',
            title: 'Writing',
            refs: [
              { id: 'R1', href: 'choice.xml' },
              { id: 'R2', href: 'essay.xml' },
            ],
          },
        ],
        'nonlinear',
      ),
    );
    writeFileSync(
      join(folder, 'imsmanifest.xml'),
      manifest('2.2', [
        { id: 'TEST', type: 'test', href: 'test.xml', deps: ['I1', 'I2'] },
        { id: 'I1', type: 'item', href: 'choice.xml' },
        { id: 'I2', type: 'item', href: 'essay.xml' },
      ]),
    );
  });
  return { testDetailId: await publishedTestId(portal, 'essay-and-choice.zip'), choiceUin: 'CHOICE1', essayUin: 'ESSAY1' };
}
