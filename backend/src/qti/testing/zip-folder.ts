import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ZipFile } from 'yazl';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? filesUnder(join(dir, d.name)) : d.isFile() ? [join(dir, d.name)] : []))
    .sort();
}

/** Zips a source folder the way the portal packs its shipped samples, into `zipPath`. */
export async function zipFolderTo(dir: string, zipPath: string): Promise<void> {
  const zip = new ZipFile();
  for (const file of filesUnder(dir)) zip.addFile(file, relative(dir, file).split(sep).join('/'), { mode: 0o100644 });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  writeFileSync(zipPath, Buffer.concat(chunks));
}
