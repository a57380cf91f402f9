import { PassThrough } from 'node:stream';
import yauzl from 'yauzl';
import { isSymlink, isUnsafeEntryName } from './zip/entry-path';
import { countingGuard } from './zip/zip-index';

/**
 * Streams one entry of a stored package (for media), without extracting anything to disk.
 * Rejects unsafe paths, links and missing entries; the zip is closed when the stream ends.
 */
export function openPackageEntry(zipPath: string, entryPath: string): Promise<NodeJS.ReadableStream> {
  if (isUnsafeEntryName(entryPath)) return Promise.reject(new Error(`unsafe entry path: ${entryPath}`));
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      let found = false;
      let closed = false;
      const close = () => {
        if (!closed) zip.close();
        closed = true;
      };
      const fail = (e: Error) => {
        close();
        reject(e);
      };
      zip.on('error', fail);
      zip.on('end', () => {
        if (!found) fail(new Error(`no such entry: ${entryPath}`));
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== entryPath) return zip.readEntry();
        found = true;
        if (isSymlink(entry.externalFileAttributes)) return fail(new Error(`entry is a link: ${entryPath}`));
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return fail(e ?? new Error('no stream'));
          const out = new PassThrough();
          const guard = countingGuard(entry.uncompressedSize);
                    stream.on('error', (x) => out.destroy(x));
          guard.on('error', (x) => {
            stream.destroy();
            out.destroy(x);
          });
          out.on('close', close);
          stream.pipe(guard).pipe(out);
          resolve(out);
        });
      });
      zip.readEntry();
    });
  });
}
