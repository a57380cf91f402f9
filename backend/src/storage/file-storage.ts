import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';

/**
 * Files of the portal (uploaded packages, item media, exports) under keys like
 * `packages/12/upload.zip`. Local folders today; the keys are what an object store would use.
 */
@Injectable()
export class FileStorage {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = resolve(config.storageDir);
  }

  /** The absolute path of a key; refuses keys that would leave the storage folder. */
  path(key: string): string {
    const full = resolve(this.root, key);
    if (!full.startsWith(this.root + sep)) throw new Error(`storage key outside the storage folder: ${key}`);
    return full;
  }

  /** Writes through a temporary file, so a reader never sees half a file. */
  async put(key: string, source: Readable): Promise<number> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.partial-${process.pid}-${Date.now()}`;
    try {
      await pipeline(source, createWriteStream(partial));
      await rename(partial, target);
    } catch (error) {
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
