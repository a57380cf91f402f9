import { promises as fs } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import yauzl from 'yauzl';
import type { Limits } from '../limits';
import { IssueSink } from '../issues';
import { isSymlink, isUnsafeEntryName } from './entry-path';

export interface ZipEntryInfo {
  path: string;
  compressedSize: number;
  uncompressedSize: number;
  entry: yauzl.Entry;
}

/** The zip's central directory, checked; entries are read on demand, never extracted to disk. */
export interface ZipIndex {
  zip: yauzl.ZipFile;
  /** file entries (directories left out) by path, in zip order */
  files: Map<string, ZipEntryInfo>;
}

/** Thrown by a read that finds more bytes than allowed; the stream is aborted. */
export class ZipLimitError extends Error {
  constructor(readonly code: 'zip.sizeMismatch' | 'zip.expandedTooLarge') {
    super(code);
  }
}

function openZip(zipPath: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      zipPath,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (err, zip) => (err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip)),
    );
  });
}

function entryName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, true);
}

/** Walks the central directory once, lazily; every unsafe entry is reported, not only the first. */
function scanEntries(zip: yauzl.ZipFile): Promise<{ name: string; entry: yauzl.Entry }[]> {
  return new Promise((resolve, reject) => {
    const out: { name: string; entry: yauzl.Entry }[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      out.push({ name: entryName(entry), entry });
      zip.readEntry();
    });
    zip.on('end', () => resolve(out));
    zip.on('error', reject);
    zip.readEntry();
  });
}

export async function openZipIndex(
  zipPath: string,
  zipName: string,
  limits: Limits,
  sink: IssueSink,
): Promise<ZipIndex | undefined> {
  const stat = await fs.stat(zipPath);
  if (stat.size > limits.maxCompressedBytes) {
    sink.error(zipName, 'zip.tooLarge', { size: stat.size, limit: limits.maxCompressedBytes });
    return undefined;
  }
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(zipPath);
  } catch (err) {
    sink.error(zipName, 'zip.notZip', { detail: (err as Error).message });
    return undefined;
  }
  // The end record tells the count before any entry is read: a 100,000-entry bomb costs nothing.
  if (zip.entryCount > limits.maxEntries) {
    sink.error(zipName, 'zip.tooManyEntries', { count: zip.entryCount, limit: limits.maxEntries });
    zip.close();
    return undefined;
  }
  let entries: { name: string; entry: yauzl.Entry }[];
  try {
    entries = await scanEntries(zip);
  } catch (err) {
    sink.error(zipName, 'zip.notZip', { detail: (err as Error).message });
    zip.close();
    return undefined;
  }
  const files = new Map<string, ZipEntryInfo>();
  let expanded = 0;
  for (const { name, entry } of entries) {
    if (isUnsafeEntryName(name)) {
      sink.error(zipName, 'zip.unsafePath', { entry: name });
      continue;
    }
    if (isSymlink(entry.externalFileAttributes)) {
      sink.error(zipName, 'zip.link', { entry: name });
      continue;
    }
    if (name.endsWith('/')) continue;
    if (entry.isEncrypted()) {
      sink.error(zipName, 'zip.encrypted', { entry: name });
      continue;
    }
    expanded += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize >= limits.ratioMinBytes && ratio > limits.maxRatio) {
      sink.error(zipName, 'zip.ratioTooHigh', { entry: name, ratio: Math.round(ratio), limit: limits.maxRatio });
    }
    files.set(name, { path: name, compressedSize: entry.compressedSize, uncompressedSize: entry.uncompressedSize, entry });
  }
  if (expanded > limits.maxExpandedBytes) {
    sink.error(zipName, 'zip.expandedTooLarge', { size: expanded, limit: limits.maxExpandedBytes });
  }
  if (!sink.hasErrors) {
    const names = [...files.keys()];
    if (names.length === 0) sink.error(zipName, 'zip.empty');
    else if (names.length === 1 && /\.zip$/i.test(names[0])) sink.error(zipName, 'zip.nested', { entry: names[0] });
  }
  if (sink.hasErrors) {
    zip.close();
    return undefined;
  }
  return { zip, files };
}

/** Counts the bytes that really come out and aborts once they pass what the entry declared. */
export function countingGuard(declared: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > declared) done(new ZipLimitError('zip.sizeMismatch'));
      else done(null, chunk);
    },
  });
}

export function openEntryStream(zip: yauzl.ZipFile, info: ZipEntryInfo): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(info.entry, (err, stream) => {
      if (err || !stream) return reject(err ?? new Error('no stream'));
      const guard = countingGuard(info.uncompressedSize);
      stream.on('error', (e) => guard.destroy(e));
      guard.on('error', () => stream.destroy());
      resolve(stream.pipe(guard));
    });
  });
}

/**
 * Reads one (XML) entry into memory; only used for files the reader must parse. Its compressed bytes
 * are inflated in one call capped just past the declared size: a zlib stream per entry, run on the
 * thread pool, left tens of MiB of freed native memory held by the process over a few thousand items.
 */
export async function readEntryBuffer(zip: yauzl.ZipFile, info: ZipEntryInfo): Promise<Buffer> {
  const stream = await new Promise<Readable>((resolve, reject) => {
    zip.openReadStream(info.entry, { decompress: false }, (err, raw) => (err || !raw ? reject(err ?? new Error('no stream')) : resolve(raw)));
  });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const stored = Buffer.concat(chunks);
  const declared = info.uncompressedSize;
  let data: Buffer;
  if (info.entry.compressionMethod === 0) data = stored;
  else if (info.entry.compressionMethod === 8) {
    try {
      data = inflateRawSync(stored, { maxOutputLength: declared + 1 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipLimitError('zip.sizeMismatch');
      throw err;
    }
  } else throw new Error(`unsupported compression method ${info.entry.compressionMethod}`);
  if (data.length !== declared) throw new ZipLimitError('zip.sizeMismatch');
  return data;
}
