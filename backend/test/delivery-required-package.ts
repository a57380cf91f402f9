import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assessmentTest, choiceItem, manifest } from '../src/qti/testing/qti-xml';
import type { TestPortal } from './harness';
import { ensureSampleFolder, publishedTestId } from './sample-folder';

/**
 * A published linear test of three choice items whose section requires an answer
 * (itemSessionControl allowSkipping="false"), except the second item's reference, which allows skipping.
 */
export async function publishRequiredAnswerTest(portal: TestPortal): Promise<{ testDetailId: number }> {
  await ensureSampleFolder(portal, 'required', (dir) => {
    const folder = join(dir, 'required-answers');
    mkdirSync(folder);
    writeFileSync(join(dir, 'samples.json'), JSON.stringify({ packages: [{ folder: 'required-answers', category: 4, description: 'Answers required' }] }));
    for (const n of [1, 2, 3]) writeFileSync(join(folder, `q${n}.xml`), choiceItem('2.2', `REQ${n}`));
    const refs = [1, 2, 3].map((n) => ({ id: `R${n}`, href: `q${n}.xml` }));
    const xml = assessmentTest('2.2', 'required-answers', 'Required Answers', [{ id: 'S1', title: 'Numbers', refs }], 'linear')
      .replace('visible="true">', 'visible="true"><itemSessionControl allowSkipping="false" validateResponses="false"/>')
      .replace(
        '<assessmentItemRef identifier="R2" href="q2.xml"/>',
        '<assessmentItemRef identifier="R2" href="q2.xml"><itemSessionControl allowSkipping="true"/></assessmentItemRef>',
      );
    writeFileSync(join(folder, 'test.xml'), xml);
    writeFileSync(
      join(folder, 'imsmanifest.xml'),
      manifest('2.2', [
        { id: 'TEST', type: 'test', href: 'test.xml', deps: ['I1', 'I2', 'I3'] },
        ...[1, 2, 3].map((n) => ({ id: `I${n}`, type: 'item' as const, href: `q${n}.xml` })),
      ]),
    );
  });
  return { testDetailId: await publishedTestId(portal, 'required-answers.zip') };
}
