import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SamplePackagesService } from '../src/content-packages/sample-packages.service';
import { sql } from './accounts';
import type { TestPortal } from './harness';

/** The conformance corpus's cloned addition item (content/conformance/template-random-integer). */
const CASE = resolve(__dirname, '../../content/conformance/template-random-integer');

/** Publishes the cloned-item package as a practice test; its one item is APPLES. */
export async function publishTemplateTest(portal: TestPortal): Promise<{ testDetailId: number; uin: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-template-'));
  cpSync(CASE, join(dir, 'template-practice'), { recursive: true, filter: (path) => !path.endsWith('.json') });
  writeFileSync(join(dir, 'samples.json'), JSON.stringify({ packages: [{ folder: 'template-practice', category: 4, description: 'Cloned items' }] }));
  await portal.app.get(SamplePackagesService).ensureSamples(dir);
  const [row] = await sql<{ id: number }>(
    portal,
    "select d.id from test_details d join content_packages c on c.id = d.content_package_id where c.file_name = 'template-practice.zip' and d.published_on is not null",
  );
  if (!row) throw new Error('the template package did not publish');
  return { testDetailId: row.id, uin: 'APPLES' };
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
