import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntrySpec {
  name: string;
  data: string | Buffer;
  /** unix mode, e.g. 0o120777 for a symbolic link */
  mode?: number;
  compress?: boolean;
  /** written from a stream: sizes follow the data in a data descriptor, as streaming tools write them */
  stream?: boolean;
  /** zip64 records even for a small entry, as some tools write them for every entry */
  zip64?: boolean;
}

/** A temp folder for one spec file's zips, removed by `cleanup`. */
export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'qti-spec-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function zipBuffer(entries: ZipEntrySpec[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const e of entries) {
    const data = typeof e.data === 'string' ? Buffer.from(e.data, 'utf8') : e.data;
    const options = { compress: e.compress ?? true, forceZip64Format: e.zip64 ?? false, ...(e.mode !== undefined ? { mode: e.mode } : {}) };
    if (e.stream) zip.addReadStream(Readable.from([data]), e.name, options);
    else zip.addBuffer(data, e.name, options);
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * Writes a zip; `renames` swaps entry names after writing (same length), so specs can build the
 * unsafe names (`../x`, `/x`) that the zip writer itself refuses.
 */
export async function writeZip(dir: string, fileName: string, entries: ZipEntrySpec[], renames: Record<string, string> = {}): Promise<string> {
  let buffer = await zipBuffer(entries);
  for (const [from, to] of Object.entries(renames)) {
    if (from.length !== to.length) throw new Error('renames must keep the length');
    buffer = Buffer.from(buffer.toString('latin1').split(from).join(to), 'latin1');
  }
  const path = join(dir, fileName);
  writeFileSync(path, buffer);
  return path;
}

/** Rewrites the uncompressed size an entry's central directory record declares, to make it lie. */
export function declareSize(buffer: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(buffer);
  const nameBytes = Buffer.from(name);
  for (let i = out.length - 46; i >= 0; i--) {
    if (
      out.readUInt32LE(i) === 0x02014b50 &&
      out.readUInt16LE(i + 28) === nameBytes.length &&
      out.subarray(i + 46, i + 46 + nameBytes.length).equals(nameBytes)
    ) {
      out.writeUInt32LE(size, i + 24);
      return out;
    }
  }
  throw new Error(`no central record for ${name}`);
}

/**
 * Rewrites one entry's local and central records: `local` and `central` get the record and the
 * offset of its start, for the lies a zip writer will not tell (a method, flags).
 */
function patchRecords(buffer: Buffer, name: string, local: (out: Buffer, at: number) => void, central: (out: Buffer, at: number) => void): Buffer {
  const out = Buffer.from(buffer);
  const nameBytes = Buffer.from(name);
  const at = (i: number, sig: number, nameLengthAt: number, nameAt: number) =>
    out.readUInt32LE(i) === sig &&
    out.readUInt16LE(i + nameLengthAt) === nameBytes.length &&
    out.subarray(i + nameAt, i + nameAt + nameBytes.length).equals(nameBytes);
  let found = 0;
  for (let i = 0; i <= out.length - 46; i++) {
    if (at(i, 0x04034b50, 26, 30)) {
      local(out, i);
      found++;
    } else if (at(i, 0x02014b50, 28, 46)) {
      central(out, i);
      found++;
    }
  }
  if (found !== 2) throw new Error(`no local and central record for ${name}`);
  return out;
}

/** Rewrites an entry's compression method in its local and central records (e.g. 12, bzip2). */
export function declareMethod(buffer: Buffer, name: string, method: number): Buffer {
  return patchRecords(
    buffer,
    name,
    (out, i) => out.writeUInt16LE(method, i + 8),
    (out, i) => out.writeUInt16LE(method, i + 10),
  );
}

/** Sets general purpose flag bits of an entry in its local and central records (bit 0: encrypted). */
export function declareFlags(buffer: Buffer, name: string, bits: number): Buffer {
  return patchRecords(
    buffer,
    name,
    (out, i) => out.writeUInt16LE(out.readUInt16LE(i + 6) | bits, i + 6),
    (out, i) => out.writeUInt16LE(out.readUInt16LE(i + 8) | bits, i + 8),
  );
}
