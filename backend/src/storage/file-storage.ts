import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';

/**
 * Files of the portal (uploaded packages, item media, exports) under keys like
 * `packages/12/upload.zip`. Local folders today; the keys are what an object store would use.
 */
/** Files being written live here until they are complete; a process killed mid-write leaves them only here. */
const PARTIAL_DIR = '.partial';
/** Older than any write still in progress (an upload may take up to 15 minutes). */
const STALE_PARTIAL_MS = 60 * 60_000;

@Injectable()
export class FileStorage implements OnModuleInit {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = resolve(config.storageDir);
  }

  /** Sweeps what killed processes left half written; other processes' writes in progress are younger. */
  async onModuleInit(): Promise<void> {
    const dir = join(this.root, PARTIAL_DIR);
    const names = await readdir(dir).catch(() => [] as string[]);
    const before = Date.now() - STALE_PARTIAL_MS;
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
   * (a package's media or upload folder). `source` may be a chain of a readable and transforms,
   * joined here so that an error anywhere in it fails the write. `signal` abandons the write.
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
      () => true,
      () => false,
    );
  }

  /** Removes a key or a whole prefix (a folder of keys). */
  async remove(key: string): Promise<void> {
    await rm(this.path(key), { recursive: true, force: true });
  }

  static join(...parts: (string | number)[]): string {
    return join(...parts.map(String)).split(sep).join('/');
  }
}
