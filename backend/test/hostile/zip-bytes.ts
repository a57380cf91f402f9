import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

export interface StreamedEntry {
  name: string;
  /** the entry's bytes, produced only as the zip writer reads them */
  chunks: () => Iterable<Buffer | string>;
}

/** Writes a zip of small buffers and streamed entries straight to `file`, never holding a big one. */
export async function writeStreamedZip(file: string, small: { name: string; data: string | Buffer }[], streamed: StreamedEntry[]): Promise<void> {
  const zip = new ZipFile();
  for (const e of small) zip.addBuffer(typeof e.data === 'string' ? Buffer.from(e.data) : e.data, e.name);
  for (const e of streamed) zip.addReadStream(Readable.from(e.chunks(), { objectMode: false }), e.name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
}
