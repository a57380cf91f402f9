import type { QtiVersion } from '../types';
import type { IssueSink } from '../issues';
import type { ManifestModel } from '../manifest';
import type { ZipIndex } from '../zip/zip-index';

export const MANIFEST = 'imsmanifest.xml';

/**
 * A file the manifest lists but the zip lacks is an error only where something needs it: a test's
 * own file, an item a test refers to, or an item of a package of items only (the bank is all its items). Anything else that
 * needs a missing file reports it where it is used (an item reference, a stimulus reference, an
 * image); a file nothing uses is a warning, as Content Packaging lists files only as an inventory.
 */
export function checkResources(manifest: ManifestModel, index: ZipIndex, referenced: ReadonlySet<string>, sink: IssueSink): void {
  const ids = new Set(manifest.resources.map((r) => r.identifier));
  const isBank = !manifest.resources.some((r) => r.kind === 'test');
  for (const res of manifest.resources) {
    if (res.kind === 'other') {
      sink.warn(MANIFEST, 'manifest.unknownResourceType', { resource: res.identifier, type: res.type }, res.line);
      continue;
    }
    for (const href of new Set([res.href, ...res.files].filter((f): f is string => !!f))) {
      if (index.files.has(href)) continue;
      const needed = referenced.has(href) || (href === res.href && (res.kind === 'test' || (res.kind === 'item' && isBank)));
      if (needed) sink.error(MANIFEST, 'manifest.missingFile', { resource: res.identifier, href }, res.line);
      else sink.warn(MANIFEST, 'structure.missingFileUnused', { resource: res.identifier, href }, res.line);
    }
    for (const dep of res.dependencies) {
      if (!ids.has(dep)) sink.error(MANIFEST, 'manifest.missingDependency', { resource: res.identifier, ref: dep }, res.line);
    }
  }
}

export function packageVersion(manifest: ManifestModel, sink: IssueSink): QtiVersion | undefined {
  const qti = manifest.resources.filter((r) => r.version && r.kind !== 'media');
  const version = (qti.find((r) => r.kind === 'test') ?? qti[0])?.version;
  for (const r of qti) {
    if (version && r.version !== version && !(r.kind === 'stimulus' && version !== '3.0' && r.version === '2.2')) {
      sink.warn(MANIFEST, 'manifest.mixedVersions', { resource: r.identifier, found: r.version!, version }, r.line);
    }
  }
  return version;
}
