import { cpSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestPortal } from './harness';
import { ensureSampleFolder, publishedTestId } from './sample-folder';

/** The conformance corpus's cloned addition item (content/conformance/template-random-integer). */
const CASE = resolve(__dirname, '../../content/conformance/template-random-integer');

/** Publishes the cloned-item package as a practice test; its one item is APPLES. */
export async function publishTemplateTest(portal: TestPortal): Promise<{ testDetailId: number; uin: string }> {
  await ensureSampleFolder(portal, 'template', (dir) => {
    cpSync(CASE, join(dir, 'template-practice'), { recursive: true, filter: (path) => !path.endsWith('.json') });
    writeFileSync(join(dir, 'samples.json'), JSON.stringify({ packages: [{ folder: 'template-practice', category: 4, description: 'Cloned items' }] }));
  });
  return { testDetailId: await publishedTestId(portal, 'template-practice.zip'), uin: 'APPLES' };
}

/** The numbers a delivered APPLES body prints: the crate's and the basket's. */
export function printedNumbers(body: unknown): number[] {
  const found: number[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as { tag?: string; attrs?: Record<string, string>; children?: unknown[] };
    if (n.tag === 'span' && n.attrs?.class === 'qti-printed-variable') found.push(Number(n.children?.[0]));
    (Array.isArray(node) ? node : (n.children ?? [])).forEach(visit);
  };
  visit(body);
  return found;
}
