// Writes every case of the hostile-package corpus into the folder given, with a list of what each
// must become: see cases.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { HOSTILE_CASES } from './cases';

async function main(out: string | undefined): Promise<void> {
  if (!out) throw new Error('usage: write-corpus.ts OUT_DIR');
  mkdirSync(out, { recursive: true });
  const list: string[] = [];
  for (const c of HOSTILE_CASES) {
    const path = await c.build(out);
    list.push(`${basename(path)}\t${JSON.stringify(c.expect)}\t${c.name}`);
  }
  writeFileSync(`${out}/expected.tsv`, `${list.join('\n')}\n`);
  console.log(`${HOSTILE_CASES.length} cases written to ${out}`);
}

main(process.argv[2]).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
