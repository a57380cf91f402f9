import { close, fstat, open, promises as fs } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { inflateRawSync } from 'node:zlib';
import yauzl from 'yauzl';
import type { Limits } from '../limits';
import { IssueSink } from '../issues';
import { BlockReader } from './block-reader';
import { hasControlCharacter, isSymlink, isUnsafeEntryName, type PackagePaths } from './entry-path';
import { ZipFiles, type ZipEntryInfo } from './zip-files';

export type { ZipEntryInfo } from './zip-files';

/** A yauzl entry with what `openReadStream` reads of it: the offset, the sizes, the method and the flags. */
function entryOf(info: ZipEntryInfo): yauzl.Entry {
  const entry = new yauzl.Entry();
  entry.relativeOffsetOfLocalHeader = info.offset;
  entry.compressedSize = info.compressedSize;
  entry.uncompressedSize = info.uncompressedSize;
  entry.compressionMethod = info.method;
  entry.generalPurposeBitFlag = info.flags;
  return entry;
}

/** The zip's central directory, checked; entries are read on demand, never extracted to disk. */
export interface ZipIndex {
  zip: yauzl.ZipFile;
  limits: Limits;
  /** ends a read that has run out of time: checked before each entry is read */
  signal?: AbortSignal;
  /** file entries (directories left out) by path, in zip order */
  files: ZipFiles;
  /** file entries whose names hold a control character: left out of `files`, never stored */
  controlNamed: string[];
}

/** The paths of the zip's files, read from its index: a set of its own would hold every path again. */
export function packagePaths(index: ZipIndex): PackagePaths {
  return { has: (path) => index.files.has(path), [Symbol.iterator]: () => index.files.keys() };
}

/** Thrown by a read that finds more bytes than allowed; the stream is aborted. */
export class ZipLimitError extends Error {
  constructor(readonly code: 'zip.sizeMismatch' | 'zip.expandedTooLarge') {
    super(code);
  }
}

async function openZip(zipPath: string): Promise<yauzl.ZipFile> {
  // a plain descriptor, not a FileHandle: the reader closes it when the zip closes
  const fd = await promisify(open)(zipPath, 'r');
  try {
    const { size } = await promisify(fstat)(fd);
    return await new Promise((resolve, reject) => {
      yauzl.fromRandomAccessReader(
        new BlockReader(fd),
        size,
        { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
        (err, zip) => (err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip)),
      );
    });
  } catch (err) {
    close(fd, () => undefined);
    throw err;
  }
}

function entryName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, true);
}

/**
 * Walks the central directory once, lazily, handing each entry to `take` as it is read: every
 * unsafe entry is reported, not only the first, and no entry object outlives its turn.
 */
function scanEntries(zip: yauzl.ZipFile, take: (name: string, entry: yauzl.Entry) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      take(entryName(entry), entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
}

export async function openZipIndex(zipPath: string, zipName: string, limits: Limits, sink: IssueSink, signal?: AbortSignal): Promise<ZipIndex | undefined> {
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
  const files = new ZipFiles(zip.entryCount);
  const controlNamed: string[] = [];
  let expanded = 0;
  const take = (name: string, entry: yauzl.Entry) => {
    if (!checkEntry(name, entry, limits, sink)) return;
    if (name.endsWith('/')) return;
    // `./a.png` and `media//a.png` name the same file as `a.png` and `media/a.png`: one path each,
    // so that two entries can never land on one file in storage
    const path = name
      .split('/')
      .filter((part) => part !== '' && part !== '.')
      .join('/');
    if (hasControlCharacter(path)) {
      controlNamed.push(path);
      return;
    }
    if (files.has(path)) {
      sink.error(name, 'zip.duplicateEntry', { entry: name });
      return;
    }
    expanded += entry.uncompressedSize;
    const { compressedSize, uncompressedSize, relativeOffsetOfLocalHeader: offset, compressionMethod: method, generalPurposeBitFlag: flags } = entry;
    files.add({ path, compressedSize, uncompressedSize, offset, method, flags });
  };
  const checked = sink.errors.length;
  try {
    await scanEntries(zip, take);
  } catch (err) {
    // a directory that cannot be read whole is that one failure, not the entries read before it
    sink.errors.length = checked;
    sink.error(zipName, 'zip.notZip', { detail: (err as Error).message });
    zip.close();
    return undefined;
  }
  if (expanded > limits.maxExpandedBytes) {
    sink.error(zipName, 'zip.expandedTooLarge', { size: expanded, limit: limits.maxExpandedBytes });
  } else if (expanded >= limits.archiveRatioMinBytes && expanded / Math.max(stat.size, 1) > limits.maxArchiveRatio) {
    sink.error(zipName, 'zip.archiveRatioTooHigh', { ratio: Math.round(expanded / Math.max(stat.size, 1)), limit: limits.maxArchiveRatio });
  }
  if (!sink.hasErrors) {
    const first = files.keys().next().value;
    if (first === undefined) sink.error(zipName, 'zip.empty');
    else if (files.size === 1 && /\.zip$/i.test(first)) sink.error(zipName, 'zip.nested', { entry: first });
  }
  if (sink.hasErrors) {
    zip.close();
    return undefined;
  }
  return { zip, limits, signal, files, controlNamed };
}

/** Names that storage can hold, and an entry's size by what it is, all from the central directory. */
function checkEntry(name: string, entry: yauzl.Entry, limits: Limits, sink: IssueSink): boolean {
  if (isUnsafeEntryName(name)) {
    sink.error(name, 'zip.unsafePath', { entry: name });
    return false;
  }
  if (isSymlink(entry.externalFileAttributes)) {
    sink.error(name, 'zip.link', { entry: name });
    return false;
  }
  const parts = name.split('/').filter(Boolean);
  if (Buffer.byteLength(name) > limits.maxPathBytes || parts.some((part) => Buffer.byteLength(part) > limits.maxNameBytes)) {
    sink.error(name, 'zip.pathTooLong', { entry: shorten(name), limit: limits.maxPathBytes, nameLimit: limits.maxNameBytes });
    return false;
  }
  if (parts.length - 1 > limits.maxPathDepth) {
    sink.error(name, 'zip.pathTooDeep', { entry: shorten(name), depth: parts.length - 1, limit: limits.maxPathDepth });
    return false;
  }
  if (name.endsWith('/')) return true;
  if (entry.isEncrypted()) {
    sink.error(name, 'zip.encrypted', { entry: name });
    return false;
  }
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    sink.error(name, 'zip.unsupportedMethod', { entry: name, method: entry.compressionMethod });
    return false;
  }
  const size = entry.uncompressedSize;
  const xml = /\.xml$/i.test(name);
  if (xml && size > limits.maxXmlBytes) sink.error(name, 'zip.xmlTooLarge', { entry: name, size, limit: limits.maxXmlBytes });
  else if (!xml && size > limits.maxMediaBytes) sink.error(name, 'zip.mediaTooLarge', { entry: name, size, limit: limits.maxMediaBytes });
  const ratio = size / Math.max(entry.compressedSize, 1);
  if (size >= limits.ratioMinBytes && ratio > limits.maxRatio) {
    sink.error(name, 'zip.ratioTooHigh', { entry: name, ratio: Math.round(ratio), limit: limits.maxRatio });
  }
  return true;
}

/** A name short enough to read in a message; the issue's file still names the entry whole. */
function shorten(name: string): string {
  return name.length > 80 ? `${name.slice(0, 40)}…${name.slice(-30)}` : name;
}

/** Counts the bytes that really come out and fails when they pass, or end short of, what the entry declared. */
export function countingGuard(declared: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > declared) done(new ZipLimitError('zip.sizeMismatch'));
      else done(null, chunk);
    },
    flush(done) {
      done(seen < declared ? new ZipLimitError('zip.sizeMismatch') : null);
    },
  });
}

export function openEntryStream(zip: yauzl.ZipFile, info: ZipEntryInfo): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entryOf(info), (err, stream) => {
      if (err || !stream) return reject(err ?? new Error('no stream'));
      const guard = countingGuard(info.uncompressedSize);
      stream.on('error', (e) => guard.destroy(e));
      guard.on('error', () => stream.destroy());
      resolve(stream.pipe(guard));
    });
  });
}

/**
 * Inflated in one call capped just past the declared size: a zlib stream per entry left tens of MiB of freed
 * native memory held. yauzl refuses `decompress: false` for a stored entry, so it is read as it is.
 */
export async function readEntryBuffer(zip: yauzl.ZipFile, info: ZipEntryInfo): Promise<Buffer> {
  const entry = entryOf(info);
  const stored = entry.compressionMethod === 0;
  const stream = await new Promise<Readable>((resolve, reject) => {
    const done = (err: Error | null, raw?: Readable) => (err || !raw ? reject(err ?? new Error('no stream')) : resolve(raw));
    if (stored) zip.openReadStream(entry, done);
    else zip.openReadStream(entry, { decompress: false }, done);
  });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const declared = info.uncompressedSize;
  let data: Buffer;
  if (stored) data = raw;
  else {
    try {
      data = inflateRawSync(raw, { maxOutputLength: declared + 1 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipLimitError('zip.sizeMismatch');
      throw err;
    }
  }
  if (data.length !== declared) throw new ZipLimitError('zip.sizeMismatch');
  return data;
}
