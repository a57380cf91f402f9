/** Zip entry names and package-relative paths: what is safe, and how hrefs resolve. */

export function isUnsafeEntryName(name: string): boolean {
  if (name.includes('\\')) return true;
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return true;
  if (name.includes('\0')) return true;
  return name.split('/').includes('..');
}

/** C0 and C1 control characters (a NUL is refused outright, as a path trick, by isUnsafeEntryName). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0001-\u001f\u007f-\u009f]/;

/** A name no file is ever stored under: the entry is skipped, and a reference to it refused. */
export function hasControlCharacter(name: string): boolean {
  return CONTROL.test(name);
}

/** Unix mode bits in the high half of the external attributes: 0o120000 is a symbolic link. */
export function isSymlink(externalFileAttributes: number): boolean {
  return ((externalFileAttributes >>> 16) & 0o170000) === 0o120000;
}

/**
 * Resolves an href found in `fromFile` to a package path, or undefined when it is not a package
 * path at all (a URL with a scheme, an absolute path, or one that climbs out of the package).
 */
export function resolveHref(fromFile: string, href: string): string | undefined {
  const trimmed = href.trim();
  if (!trimmed || /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(trimmed) || trimmed.startsWith('/') || trimmed.includes('\\')) {
    return undefined;
  }
  let path = trimmed.split(/[?#]/)[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const dir = fromFile.includes('/') ? fromFile.slice(0, fromFile.lastIndexOf('/') + 1) : '';
  const out: string[] = [];
  for (const part of (dir + path).split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(part);
  }
  return out.length ? out.join('/') : undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  css: 'text/css',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  xml: 'application/xml',
  html: 'text/html',
  pdf: 'application/pdf',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

export function contentTypeOf(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** The package's file paths as the readers ask for them: whether one is there, and each in turn. */
export type PackagePaths = Pick<ReadonlySet<string>, 'has'> & Iterable<string>;
