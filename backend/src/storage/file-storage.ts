import { posix } from 'node:path';
import type { Readable, Transform } from 'node:stream';

/** A stored file as a listing names it. */
export interface StoredFile {
  key: string;
  /** when it was written */
  modified: Date;
}

/** A stored file as a file on this machine's disk, for readers that need one (random access). */
export interface LocalCopy {
  path: string;
  /** Lets the copy go (a temporary one is deleted); call it once the file is closed. */
  release(): Promise<void>;
}

/**
 * Files of the portal (uploaded packages, item media, exports, candidates' uploads) under keys like
 * `packages/<uuid>/package.zip`. Two kinds, chosen at start-up (storage.module.ts): a folder on the
 * local disk (`STORAGE_DIR`), or an S3-compatible bucket (`STORAGE_URL`). Callers never know which.
 * Both stream, never hold a whole file in memory, and both keep the same promises: a reader never
 * sees half a file (a write lands whole or not at all), a process killed mid-write leaves nothing
 * among the keys (what it left aside is swept at the next start), and `remove` takes a whole prefix.
 */
export abstract class FileStorage {
  /**
   * Writes `source` under `key`, replacing what was there, and answers its size in bytes. `source`
   * may be a chain of a readable and transforms, joined here so that an error anywhere in it fails
   * the write. The file appears only once complete; a failed write, or one `signal` abandons,
   * leaves nothing behind.
   */
  abstract put(key: string, source: Readable | [Readable, ...Transform[]], signal?: AbortSignal): Promise<number>;

  /** The file's bytes as a stream; it fails (ENOENT / NoSuchKey) when there is no such file. */
  abstract read(key: string): Readable;

  abstract exists(key: string): Promise<boolean>;

  /** Removes a key and every key under it (a folder of keys). */
  abstract remove(key: string): Promise<void>;

  /** Every file under a prefix (a folder of keys), at any depth. */
  abstract list(prefix: string): AsyncIterable<StoredFile>;

  /**
   * The file on this machine's disk: the stored file itself in a folder, otherwise a temporary copy
   * in the process's own temporary folder, deleted by `release` (and by the next start of a
   * process killed before it). Fails, leaving nothing behind, when there is no such file.
   */
  abstract localCopy(key: string, signal?: AbortSignal): Promise<LocalCopy>;

  /** Resolves when the storage may be read and written; throws otherwise. */
  abstract reachable(): Promise<void>;

  static join(...parts: (string | number)[]): string {
    return posix.join(...parts.map(String));
  }
}

/** Refuses keys that would leave the storage (`..`, absolute) or name nothing. */
export function checkedKey(key: string): string {
  const normal = posix.normalize(key);
  if (!normal || normal === '.' || normal === '..' || normal.startsWith('../') || normal.startsWith('/'))
    throw new Error(`storage key outside the storage: ${key}`);
  return normal.replace(/\/+$/, '');
}
