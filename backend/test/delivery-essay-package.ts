import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SamplePackagesService } from '../src/content-packages/sample-packages.service';
import { assessmentTest, choiceItem, manifest } from '../src/qti/testing/qti-xml';
import { QTI_NAMESPACES } from '../src/qti/xml/qti-names';
import { sql } from './accounts';
import type { TestPortal } from './harness';

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
  const dir = mkdtempSync(join(tmpdir(), 'portal-essay-'));
  const folder = join(dir, 'essay-and-choice');
  mkdirSync(folder);
  writeFileSync(join(dir, 'samples.json'), JSON.stringify({ packages: [{ folder: 'essay-and-choice', category: 4, description: 'Essay practice' }] }));
  writeFileSync(join(folder, 'choice.xml'), choiceItem('2.2', 'CHOICE1'));
  writeFileSync(join(folder, 'essay.xml'), ESSAY);
  writeFileSync(
    join(folder, 'test.xml'),
    assessmentTest('2.2', 'essay-and-choice', 'Essay Practice', [{ id: 'WRITING', title: 'Writing', refs: [{ id: 'R1', href: 'choice.xml' }, { id: 'R2', href: 'essay.xml' }] }], 'nonlinear'),
  );
  writeFileSync(
    join(folder, 'imsmanifest.xml'),
    manifest('2.2', [
      { id: 'TEST', type: 'test', href: 'test.xml', deps: ['I1', 'I2'] },
      { id: 'I1', type: 'item', href: 'choice.xml' },
      { id: 'I2', type: 'item', href: 'essay.xml' },
    ]),
  );
  await portal.app.get(SamplePackagesService).ensureSamples(dir);
  const [row] = await sql<{ id: number }>(portal, "select d.id from test_details d join content_packages c on c.id = d.content_package_id where c.file_name = 'essay-and-choice.zip' and d.published_on is not null");
  if (!row) throw new Error('the essay package did not publish');
  return { testDetailId: row.id, choiceUin: 'CHOICE1', essayUin: 'ESSAY1' };
}
