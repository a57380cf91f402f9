import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SamplePackagesService } from '../src/content-packages/sample-packages.service';
import { assessmentTest, choiceItem, manifest } from '../src/qti/testing/qti-xml';
import { sql } from './accounts';
import type { TestPortal } from './harness';

/**
 * A published linear test of three choice items whose section requires an answer
 * (itemSessionControl allowSkipping="false"), except the second item's reference, which allows skipping.
 */
export async function publishRequiredAnswerTest(portal: TestPortal): Promise<{ testDetailId: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-required-'));
  const folder = join(dir, 'required-answers');
  mkdirSync(folder);
  writeFileSync(join(dir, 'samples.json'), JSON.stringify({ packages: [{ folder: 'required-answers', category: 4, description: 'Answers required' }] }));
  for (const n of [1, 2, 3]) writeFileSync(join(folder, `q${n}.xml`), choiceItem('2.2', `REQ${n}`));
  const refs = [1, 2, 3].map((n) => ({ id: `R${n}`, href: `q${n}.xml` }));
  const xml = assessmentTest('2.2', 'required-answers', 'Required Answers', [{ id: 'S1', title: 'Numbers', refs }], 'linear')
    .replace('visible="true">', 'visible="true"><itemSessionControl allowSkipping="false" validateResponses="false"/>')
    .replace('<assessmentItemRef identifier="R2" href="q2.xml"/>', '<assessmentItemRef identifier="R2" href="q2.xml"><itemSessionControl allowSkipping="true"/></assessmentItemRef>');
  writeFileSync(join(folder, 'test.xml'), xml);
  writeFileSync(
    join(folder, 'imsmanifest.xml'),
    manifest('2.2', [{ id: 'TEST', type: 'test', href: 'test.xml', deps: ['I1', 'I2', 'I3'] }, ...[1, 2, 3].map((n) => ({ id: `I${n}`, type: 'item' as const, href: `q${n}.xml` }))]),
  );
  await portal.app.get(SamplePackagesService).ensureSamples(dir);
  const [row] = await sql<{ id: number }>(portal, "select d.id from test_details d join content_packages c on c.id = d.content_package_id where c.file_name = 'required-answers.zip' and d.published_on is not null");
  if (!row) throw new Error('the required-answers package did not publish');
  return { testDetailId: row.id };
}
