import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/** Sets general purpose flag bits of an entry in its local and central records (bit 0: encrypted). */
export function declareFlags(buffer: Buffer, name: string, bits: number): Buffer {
  const out = Buffer.from(buffer);
  const nameBytes = Buffer.from(name);
  const at = (i: number, sig: number, nameLengthAt: number, nameAt: number) =>
    out.readUInt32LE(i) === sig && out.readUInt16LE(i + nameLengthAt) === nameBytes.length && out.subarray(i + nameAt, i + nameAt + nameBytes.length).equals(nameBytes);
  let found = 0;
  for (let i = 0; i <= out.length - 46; i++) {
    if (at(i, 0x04034b50, 26, 30)) (out.writeUInt16LE(out.readUInt16LE(i + 6) | bits, i + 6), found++);
    else if (at(i, 0x02014b50, 28, 46)) (out.writeUInt16LE(out.readUInt16LE(i + 8) | bits, i + 8), found++);
  }
  if (found !== 2) throw new Error(`no local and central record for ${name}`);
  return out;
}

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
