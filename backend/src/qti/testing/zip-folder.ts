import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ZipFile } from 'yazl';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? filesUnder(join(dir, d.name)) : d.isFile() ? [join(dir, d.name)] : []))
    .sort();
}

/** Zips a source folder the way the portal packs its shipped samples, into `zipPath`; `keep` picks the files by package path. */
export async function zipFolderTo(dir: string, zipPath: string, keep: (path: string) => boolean = () => true): Promise<void> {
  const zip = new ZipFile();
  for (const file of filesUnder(dir)) {
    const path = relative(dir, file).split(sep).join('/');
    if (keep(path)) zip.addFile(file, path, { mode: 0o100644 });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  writeFileSync(zipPath, Buffer.concat(chunks));
}
