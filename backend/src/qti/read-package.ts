import { basename } from 'node:path';
import type { HeldPackage, HeldReadResult, ItemModel, MediaFile, QtiVersion, ReadResult, StimulusModel } from './types';
import { DEFAULT_LIMITS, type Limits } from './limits';
import { IssueSink } from './issues';
import { readManifest, type ManifestModel, type ManifestResource } from './manifest';
import { readItem, type ParsedItem } from './item';
import { readStimulus } from './stimulus';
import { bankTest, readTest } from './test';
import { openZipIndex, type ZipIndex } from './zip/zip-index';
import { loadQti, loadXml } from './zip/load-xml';
import { copyMedia, type MediaSink } from './zip/copy-media';
import { contentTypeOf } from './zip/entry-path';

export interface ReadOptions {
  /** the name the user uploaded, used for issues of the archive and to name an item bank */
  fileName?: string;
  limits?: Partial<Limits>;
  /** receives each media file of a valid package, streamed from the open zip */
  storeMedia?: MediaSink;
  /** aborts the read (a time limit): the read rejects with the signal's reason */
  signal?: AbortSignal;
}

const MANIFEST = 'imsmanifest.xml';

/** Reads and validates a content package; collects every issue it safely can before answering. */
export async function readContentPackage(zipPath: string, opts: ReadOptions = {}): Promise<ReadResult> {
  const result = await readContentPackageHeld(zipPath, opts);
  if (!result.ok) return result;
  const { qtiVersion, test, takeItems, stimuli, media } = result.pkg;
  return { ok: true, pkg: { qtiVersion, test, items: [...takeItems()], stimuli, media }, warnings: result.warnings };
}

/**
 * Reads and validates a content package like `readContentPackage`, but keeps each item serialized
 * until it is taken, so a consumer that writes items as it takes them holds about the items' own
 * size rather than their parsed models (several times that) all at once.
 */
export async function readContentPackageHeld(zipPath: string, opts: ReadOptions = {}): Promise<HeldReadResult> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const zipName = opts.fileName ?? basename(zipPath);
  const sink = new IssueSink();
  const index = await openZipIndex(zipPath, zipName, limits, sink, opts.signal);
  if (!index) return { ok: false, issues: [...sink.errors, ...sink.warnings] };
  try {
    const pkg = await readIndexed(index, zipName, sink);
    if (pkg && !sink.hasErrors && opts.storeMedia) await copyMedia(index, pkg.media, opts.storeMedia, sink);
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

/**
 * An item between reading and handing out: what the package checks need, and its model as JSON (a
 * fraction of the objects' size, and nothing for the collector to walk).
 */
interface HeldItem {
  file: string;
  uin: string;
  media: string[];
  stimulusRefs: ParsedItem['stimulusRefs'];
  /** the item's stimuli by identifier, linked once all items are read */
  linked: string[];
  strandName: string;
  calculator: ItemModel['calculator'];
  json: string;
}

function hold({ model, stimulusRefs }: ParsedItem): HeldItem {
  const { file, uin, media, strandName, calculator } = model;
  return { file, uin, media, stimulusRefs, linked: [], strandName, calculator, json: JSON.stringify(model) };
}

function release(item: HeldItem): ItemModel {
  const model = JSON.parse(item.json) as ItemModel;
  model.strandName = item.strandName;
  model.calculator = item.calculator;
  model.delivery.stimulusRefs = item.linked;
  return model;
}

/** Hands each item out once, in delivery order, and lets go of its held form as it does. */
function* takeOnce(items: (HeldItem | undefined)[]): Generator<ItemModel> {
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (!item) continue;
    items[i] = undefined;
    yield release(item);
  }
}

async function readIndexed(index: ZipIndex, zipName: string, sink: IssueSink): Promise<HeldPackage | undefined> {
  const manifestInfo = index.files.get(MANIFEST);
  if (!manifestInfo) {
    sink.error(zipName, 'manifest.missing');
    return undefined;
  }
  const manifestXml = await loadXml(index, manifestInfo, sink);
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

  const byPath = new Map(items.map((i) => [i.file, i]));
  let test;
  let delivered: HeldItem[];
  const testRes = tests[0];
  if (testRes?.href && index.files.has(testRes.href)) {
    const root = await loadQti(index, index.files.get(testRes.href)!, testRes.version!, 'assessmentTest', sink);
    if (!root) return undefined;
    const itemUins = new Map<string, string | undefined>(itemResources.map((r) => [r.href!, undefined]));
    for (const i of items) itemUins.set(i.file, i.uin);
    const lookup = { files, itemUins };
    const parsed = readTest(root, testRes.href, lookup, sink, testRes);
    test = parsed.model;
    const placed = new Set<HeldItem>();
    for (const p of parsed.placements) {
      const item = byPath.get(p.path)!;
      placed.add(item);
      item.strandName = p.strandName;
      item.calculator = p.calculator;
    }
    delivered = [...placed];
  } else if (testRes) {
    return undefined; // its missing file is already reported
  } else {
    const title = manifest.title ?? zipName.replace(/\.zip$/i, '');
    // the alias follows the title, so a newer export of the same bank lands on the same test
    const identifier = title.replace(/[^\p{L}\p{N}_.-]+/gu, '-');
    delivered = items;
    for (const item of delivered) item.strandName = title;
    test = bankTest(identifier, title, delivered.map((i) => ({ uin: i.uin, href: i.file })));
  }
  const media = collectMedia(manifest, index, delivered, [...stimuli.values()]);
  return { qtiVersion: version, test, itemCount: delivered.length, takeItems: () => takeOnce(delivered), stimuli: [...stimuli.values()], media };
}

async function readItems(
  index: ZipIndex,
  resources: ManifestResource[],
  files: Set<string>,
  owners: Map<string, string>,
  sink: IssueSink,
): Promise<HeldItem[]> {
  const items: HeldItem[] = [];
  const seen = new Set<string>();
  for (const res of resources) {
    const info = index.files.get(res.href!);
    if (!info || seen.has(info.path)) continue;
    seen.add(info.path);
    const root = await loadQti(index, info, res.version!, 'assessmentItem', sink);
    if (!root) continue;
    const item = readItem(root, info.path, files, sink);
    const other = owners.get(item.model.uin);
    if (other) sink.error(info.path, 'item.duplicateIdentifier', { identifier: item.model.uin, other }, item.line);
    else owners.set(item.model.uin, info.path);
    items.push(hold(item));
  }
  return items;
}

async function readStimuli(index: ZipIndex, manifest: ManifestModel, files: Set<string>, sink: IssueSink) {
  const byPath = new Map<string, StimulusModel>();
  for (const res of manifest.resources.filter((r) => r.kind === 'stimulus' && r.href)) {
    const info = index.files.get(res.href!);
    if (!info || byPath.has(info.path)) continue;
    const root = await loadQti(index, info, res.version!, 'assessmentStimulus', sink);
    if (!root) continue;
    const stimulus = readStimulus(root, info.path, files, sink);
    const other = [...byPath.values()].find((st) => stimulus.identifier && st.identifier === stimulus.identifier);
    if (other) sink.error(info.path, 'item.duplicateIdentifier', { identifier: stimulus.identifier, other: other.file }, root.line);
    byPath.set(info.path, stimulus);
  }
  return byPath;
}

/** Items name their stimuli by assessmentStimulusRef, or only by a manifest dependency. */
function linkStimuli(items: HeldItem[], stimuli: Map<string, StimulusModel>, manifest: ManifestModel, sink: IssueSink): void {
  const resByHref = new Map(manifest.resources.map((r) => [r.href, r]));
  const resById = new Map(manifest.resources.map((r) => [r.identifier, r]));
  for (const item of items) {
    const refs: string[] = [];
    for (const ref of item.stimulusRefs) {
      const stimulus = ref.path ? stimuli.get(ref.path) : undefined;
      if (!stimulus) sink.error(item.file, 'item.missingStimulus', { href: ref.path ?? ref.identifier }, ref.line);
      else refs.push(stimulus.identifier);
    }
    for (const dep of resByHref.get(item.file)?.dependencies ?? []) {
      const href = resById.get(dep)?.href;
      const stimulus = href ? stimuli.get(href) : undefined;
      if (stimulus && !refs.includes(stimulus.identifier)) refs.push(stimulus.identifier);
    }
    item.linked = refs;
  }
}

function collectMedia(manifest: ManifestModel, index: ZipIndex, items: HeldItem[], stimuli: StimulusModel[]): MediaFile[] {
  const paths = new Set<string>();
  for (const res of manifest.resources.filter((r) => r.kind === 'media')) {
    for (const f of [res.href, ...res.files]) if (f) paths.add(f);
  }
  for (const owner of [...items, ...stimuli]) owner.media.forEach((m) => paths.add(m));
  return [...paths]
    .filter((p) => index.files.has(p))
    .map((path) => ({ path, size: index.files.get(path)!.uncompressedSize, contentType: contentTypeOf(path) }));
}
