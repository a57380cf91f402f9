import type { Readable } from 'node:stream';
import type { IssueSink } from '../issues';
import type { MediaFile } from '../types';
import { openEntryStream, ZipLimitError, type ZipIndex } from './zip-index';

/** Where the reader hands each media file: the import writes it to storage. */
export type MediaSink = (file: MediaFile, data: Readable) => Promise<void>;

/** An error of the file system the media are written to (ENAMETOOLONG, ENOSPC, EACCES...). */
function isStorageError(error: unknown): error is NodeJS.ErrnoException {
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}

/** Through the handle already open, so the archive is read once; the caller removes what was stored before a failure. */
export async function copyMedia(index: ZipIndex, media: MediaFile[], store: MediaSink, sink: IssueSink): Promise<void> {
  for (const file of media) {
    index.signal?.throwIfAborted();
    const info = index.files.get(file.path)!;
    try {
      await store(file, await openEntryStream(index.zip, info));
    } catch (error) {
      if (index.signal?.aborted) throw error;
      if (error instanceof ZipLimitError || /too many bytes/i.test((error as Error).message)) sink.error(file.path, 'zip.sizeMismatch', { entry: file.path });
      else if (isStorageError(error)) sink.error(file.path, 'media.storeFailed', { detail: error.code! });
      else sink.error(file.path, 'zip.readFailed', { detail: (error as Error).message });
      return;
    }
  }
}
