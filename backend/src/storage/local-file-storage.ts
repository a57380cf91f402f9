import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { OnModuleInit } from '@nestjs/common';
import { FileStorage, type LocalCopy, type StoredFile } from './file-storage';

/** Files being written live here until they are complete; a process killed mid-write leaves them only here. */
const PARTIAL_DIR = '.partial';
/** Older than any write still in progress (an upload may take up to 15 minutes). */
export const STALE_WRITE_MS = 60 * 60_000;

/** The files in a folder on this machine (`STORAGE_DIR`), one file per key. */
export class LocalFileStorage extends FileStorage implements OnModuleInit {
  private readonly root: string;

  constructor(dir: string) {
    super();
    this.root = resolve(dir);
  }

  /** Sweeps what killed processes left half written; other processes' writes in progress are younger. */
  async onModuleInit(): Promise<void> {
    const dir = join(this.root, PARTIAL_DIR);
    const names = await readdir(dir).catch(() => [] as string[]);
    const before = Date.now() - STALE_WRITE_MS;
    for (const name of names) {
      const info = await stat(join(dir, name)).catch(() => undefined);
      if (info && info.mtimeMs < before) await rm(join(dir, name), { force: true });
    }
  }

  /** Resolves when the storage folder is there (made on a fresh install) and may be written to; throws otherwise. */
  async reachable(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  /** The absolute path of a key; refuses keys that would leave the storage folder. */
  path(key: string): string {
    const full = resolve(this.root, key);
    if (!full.startsWith(this.root + sep)) throw new Error(`storage key outside the storage folder: ${key}`);
    return full;
  }

  /**
   * Writes through a temporary file in a folder of its own, renamed into place when complete: a
   * reader never sees half a file, and a process killed mid-write leaves nothing among the keys
   * (a package's media or upload folder).
   */
  async put(key: string, source: Readable | [Readable, ...Transform[]], signal?: AbortSignal): Promise<number> {
    const target = this.path(key);
    const partial = join(this.root, PARTIAL_DIR, randomUUID());
    await mkdir(dirname(partial), { recursive: true });
    const out = createWriteStream(partial);
    try {
      const chain = Array.isArray(source) ? source : [source];
      await pipeline([...chain, out], ...(signal ? [{ signal }] : []));
      // an import past its deadline may already have removed the folder this file was going to
      signal?.throwIfAborted();
      await mkdir(dirname(target), { recursive: true });
      await rename(partial, target);
    } catch (error) {
      // a stream destroyed before its file was opened still opens (creates) it: wait for its close
      if (!out.closed) await once(out, 'close').catch(() => undefined);
      await rm(partial, { force: true });
      throw error;
    }
    return (await stat(target)).size;
  }

  read(key: string): Readable {
    return createReadStream(this.path(key));
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.path(key)).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    const top = this.path(prefix);
    const walk = async function* (dir: string): AsyncGenerator<StoredFile> {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) yield* walk(full);
        else if (entry.isFile()) {
          const info = await stat(full).catch(() => undefined);
          if (info) yield { key: FileStorage.join(prefix, relative(top, full).split(sep).join('/')), modified: info.mtime };
        }
      }
    };
    yield* walk(top);
  }

  /** The stored file itself: nothing to copy, nothing to delete. */
  async localCopy(key: string): Promise<LocalCopy> {
    const path = this.path(key);
    await access(path, constants.R_OK);
    return { path, release: async () => undefined };
  }
}
