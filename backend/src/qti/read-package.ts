import { basename } from 'node:path';
import type { ContentPackage, ItemModel, MediaFile, QtiVersion, ReadResult, StimulusModel } from './types';
import { DEFAULT_LIMITS, type Limits } from './limits';
import { IssueSink } from './issues';
import { readManifest, type ManifestModel, type ManifestResource } from './manifest';
import { readItem, type ParsedItem } from './item';
import { readStimulus } from './stimulus';
import { bankTest, readTest } from './test';
import { openZipIndex, type ZipIndex } from './zip/zip-index';
import { loadQti, loadXml } from './zip/load-xml';
import { contentTypeOf } from './zip/entry-path';

export interface ReadOptions {
  /** the name the user uploaded, used for issues of the archive and to name an item bank */
  fileName?: string;
  limits?: Partial<Limits>;
}

const MANIFEST = 'imsmanifest.xml';

/** Reads and validates a content package; collects every issue it safely can before answering. */
export async function readContentPackage(zipPath: string, opts: ReadOptions = {}): Promise<ReadResult> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const zipName = opts.fileName ?? basename(zipPath);
  const sink = new IssueSink();
  const index = await openZipIndex(zipPath, zipName, limits, sink);
  if (!index) return { ok: false, issues: [...sink.errors, ...sink.warnings] };
  try {
    const pkg = await readIndexed(index, zipName, sink);
    if (!pkg || sink.hasErrors) return { ok: false, issues: [...sink.errors, ...sink.warnings] };
    return { ok: true, pkg, warnings: sink.warnings };
  } finally {
    index.zip.close();
  }
}

function checkResources(manifest: ManifestModel, index: ZipIndex, sink: IssueSink): void {
  const ids = new Set(manifest.resources.map((r) => r.identifier));
  for (const res of manifest.resources) {
    if (res.kind === 'other') {
      sink.warn(MANIFEST, 'manifest.unknownResourceType', { resource: res.identifier, type: res.type }, res.line);
      continue;
    }
    for (const href of new Set([res.href, ...res.files].filter((f): f is string => !!f))) {
      if (!index.files.has(href)) sink.error(MANIFEST, 'manifest.missingFile', { resource: res.identifier, href }, res.line);
    }
    for (const dep of res.dependencies) {
      if (!ids.has(dep)) sink.error(MANIFEST, 'manifest.missingDependency', { resource: res.identifier, ref: dep }, res.line);
    }
  }
}

function packageVersion(manifest: ManifestModel, sink: IssueSink): QtiVersion | undefined {
  const qti = manifest.resources.filter((r) => r.version && r.kind !== 'media');
  const version = (qti.find((r) => r.kind === 'test') ?? qti[0])?.version;
  for (const r of qti) {
    if (version && r.version !== version && !(r.kind === 'stimulus' && version !== '3.0' && r.version === '2.2')) {
      sink.warn(MANIFEST, 'manifest.mixedVersions', { resource: r.identifier, found: r.version!, version }, r.line);
    }
  }
  return version;
}

async function readIndexed(index: ZipIndex, zipName: string, sink: IssueSink): Promise<ContentPackage | undefined> {
  const manifestInfo = index.files.get(MANIFEST);
  if (!manifestInfo) {
    sink.error(zipName, 'manifest.missing');
    return undefined;
  }
  const manifestXml = await loadXml(index.zip, manifestInfo, sink);
  if (!manifestXml) return undefined;
  const manifest = readManifest(manifestXml);
  checkResources(manifest, index, sink);
  const tests = manifest.resources.filter((r) => r.kind === 'test');
  const itemResources = manifest.resources.filter((r) => r.kind === 'item' && r.href);
  if (tests.length > 1) {
    sink.error(MANIFEST, 'manifest.twoTests', { count: tests.length }, tests[1].line);
    return undefined;
  }
  if (tests.length === 0 && itemResources.length === 0) {
    sink.error(MANIFEST, 'manifest.noItems', {}, manifestXml.line);
    return undefined;
  }
  const version = packageVersion(manifest, sink)!;
  const files = new Set(index.files.keys());

  const stimuli = await readStimuli(index, manifest, files, sink);
  // items and stimuli share one identifier space: the portal stores both by identifier
  const owners = new Map([...stimuli.values()].filter((st) => st.identifier).map((st) => [st.identifier, st.file]));
  const items = await readItems(index, itemResources, files, owners, sink);
  linkStimuli(items, stimuli, manifest, sink);

  const byPath = new Map(items.map((i) => [i.model.file, i.model]));
  let test;
  let delivered: ItemModel[];
  const testRes = tests[0];
  if (testRes?.href && index.files.has(testRes.href)) {
    const root = await loadQti(index.zip, index.files.get(testRes.href)!, testRes.version!, 'assessmentTest', sink);
    if (!root) return undefined;
    const itemUins = new Map<string, string | undefined>(itemResources.map((r) => [r.href!, undefined]));
    for (const i of items) itemUins.set(i.model.file, i.model.uin);
    const lookup = { files, itemUins };
    const parsed = readTest(root, testRes.href, lookup, sink, testRes);
    test = parsed.model;
    delivered = [];
    for (const p of parsed.placements) {
      const item = byPath.get(p.path)!;
      if (!delivered.includes(item)) delivered.push(item);
      item.strandName = p.strandName;
      item.calculator = p.calculator;
    }
  } else if (testRes) {
    return undefined; // its missing file is already reported
  } else {
    const title = manifest.title ?? zipName.replace(/\.zip$/i, '');
    // the alias follows the title, so a newer export of the same bank lands on the same test
    const identifier = title.replace(/[^\p{L}\p{N}_.-]+/gu, '-');
    delivered = items.map((i) => i.model);
    for (const item of delivered) item.strandName = title;
    test = bankTest(identifier, title, delivered.map((i) => ({ uin: i.uin, href: i.file })));
  }
  return {
    qtiVersion: version,
    test,
    items: delivered,
    stimuli: [...stimuli.values()],
    media: collectMedia(manifest, index, delivered, [...stimuli.values()]),
  };
}

async function readItems(
  index: ZipIndex,
  resources: ManifestResource[],
  files: Set<string>,
  owners: Map<string, string>,
  sink: IssueSink,
): Promise<ParsedItem[]> {
  const items: ParsedItem[] = [];
  for (const res of resources) {
    const info = index.files.get(res.href!);
    if (!info || items.some((i) => i.model.file === res.href)) continue;
    const root = await loadQti(index.zip, info, res.version!, 'assessmentItem', sink);
    if (!root) continue;
    const item = readItem(root, info.path, files, sink);
    const other = owners.get(item.model.uin);
    if (other) sink.error(info.path, 'item.duplicateIdentifier', { identifier: item.model.uin, other }, item.line);
    else owners.set(item.model.uin, info.path);
    items.push(item);
  }
  return items;
}

async function readStimuli(index: ZipIndex, manifest: ManifestModel, files: Set<string>, sink: IssueSink) {
  const byPath = new Map<string, StimulusModel>();
  for (const res of manifest.resources.filter((r) => r.kind === 'stimulus' && r.href)) {
    const info = index.files.get(res.href!);
    if (!info || byPath.has(info.path)) continue;
    const root = await loadQti(index.zip, info, res.version!, 'assessmentStimulus', sink);
    if (!root) continue;
    const stimulus = readStimulus(root, info.path, files, sink);
    const other = [...byPath.values()].find((st) => stimulus.identifier && st.identifier === stimulus.identifier);
    if (other) sink.error(info.path, 'item.duplicateIdentifier', { identifier: stimulus.identifier, other: other.file }, root.line);
    byPath.set(info.path, stimulus);
  }
  return byPath;
}

/** Items name their stimuli by assessmentStimulusRef, or only by a manifest dependency. */
function linkStimuli(items: ParsedItem[], stimuli: Map<string, StimulusModel>, manifest: ManifestModel, sink: IssueSink): void {
  const resByHref = new Map(manifest.resources.map((r) => [r.href, r]));
  const resById = new Map(manifest.resources.map((r) => [r.identifier, r]));
  for (const item of items) {
    const refs: string[] = [];
    for (const ref of item.stimulusRefs) {
      const stimulus = ref.path ? stimuli.get(ref.path) : undefined;
      if (!stimulus) sink.error(item.model.file, 'item.missingStimulus', { href: ref.path ?? ref.identifier }, ref.line);
      else refs.push(stimulus.identifier);
    }
    for (const dep of resByHref.get(item.model.file)?.dependencies ?? []) {
      const href = resById.get(dep)?.href;
      const stimulus = href ? stimuli.get(href) : undefined;
      if (stimulus && !refs.includes(stimulus.identifier)) refs.push(stimulus.identifier);
    }
    item.model.delivery.stimulusRefs = refs;
  }
}

function collectMedia(manifest: ManifestModel, index: ZipIndex, items: ItemModel[], stimuli: StimulusModel[]): MediaFile[] {
  const paths = new Set<string>();
  for (const res of manifest.resources.filter((r) => r.kind === 'media')) {
    for (const f of [res.href, ...res.files]) if (f) paths.add(f);
  }
  for (const owner of [...items, ...stimuli]) owner.media.forEach((m) => paths.add(m));
  return [...paths]
    .filter((p) => index.files.has(p))
    .map((path) => ({ path, size: index.files.get(path)!.uncompressedSize, contentType: contentTypeOf(path) }));
}
