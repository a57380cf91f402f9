import type { QtiVersion } from '../types';
import type { IssueSink } from '../issues';
import type { ManifestModel } from '../manifest';
import type { ZipIndex } from '../zip/zip-index';

export const MANIFEST = 'imsmanifest.xml';

/** Whether a test refers to a file. */
export type Referenced = Pick<ReadonlySet<string>, 'has'>;

/**
 * A missing file is an error only where something needs it (Content Packaging's list is an inventory). Issues are
 * told by the returned function, so the resources need not stay until the tests are read.
 */
export function checkResources(manifest: ManifestModel, index: ZipIndex): (referenced: Referenced, sink: IssueSink, bank?: boolean) => void {
  const ids = new Set(manifest.resources.map((r) => r.identifier));
  const declaresTests = manifest.resources.some((r) => r.kind === 'test');
  const found: ((referenced: Referenced, sink: IssueSink, isBank: boolean) => void)[] = [];
  for (const res of manifest.resources) {
    const { identifier: resource, line } = res;
    if (res.kind === 'other') {
      const type = res.type;
      found.push((_, sink) => sink.warn(MANIFEST, 'manifest.unknownResourceType', { resource, type }, line));
      continue;
    }
    for (const href of new Set([res.href, ...res.files].filter((f): f is string => !!f))) {
      if (index.files.has(href)) continue;
      const own = href === res.href;
      found.push((referenced, sink, isBank) => {
        if ((own && (res.kind === 'test' || (res.kind === 'item' && isBank))) || referenced.has(href))
          sink.error(MANIFEST, 'manifest.missingFile', { resource, href }, line);
        else sink.warn(MANIFEST, 'structure.missingFileUnused', { resource, href }, line);
      });
    }
    for (const dep of res.dependencies) {
      // a dependency only tells what else to deliver: one that names nothing leaves nothing to deliver
      if (!ids.has(dep)) found.push((_, sink) => sink.warn(MANIFEST, 'structure.unknownDependency', { resource, ref: dep }, line));
    }
  }
  // `bank`: the package turned out to be items only (its tests were passages by their root)
  return (referenced, sink, bank = !declaresTests) => found.forEach((report) => report(referenced, sink, bank));
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
