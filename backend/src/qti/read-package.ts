import { basename } from 'node:path';
import type { HeldPackage, HeldReadResult, HeldTest, MediaFile, QtiVersion, ReadResult, StimulusModel } from './types';
import { DEFAULT_LIMITS, type Limits } from './limits';
import { IssueSink } from './issues';
import { readManifest, type ManifestModel, type ManifestResource } from './manifest';
import { readItem } from './item';
import { bankTest, readTest } from './test';
import { openZipIndex, type ZipIndex } from './zip/zip-index';
import { listingNodes, loadQti, loadXml } from './zip/load-xml';
import { copyMedia, type MediaSink } from './zip/copy-media';
import { contentTypeOf, resolveHref } from './zip/entry-path';
import { findAll, type XmlElement } from './xml/parse-xml';
import { heldTest, hold, type HeldItem, type HeldPlacement } from './held-items';
import { checkResources, MANIFEST, packageVersion } from './structure/manifest-checks';
import { expandReferences, type Origins } from './structure/expand-references';
import { checkContentModel } from './structure/content-model';
import { linkStimuli, readStimuli } from './structure/read-stimuli';

export interface ReadOptions {
  /** the name the user uploaded, used for issues of the archive and to name an item bank */
  fileName?: string;
  limits?: Partial<Limits>;
  /** receives each media file of a valid package, streamed from the open zip */
  storeMedia?: MediaSink;
  /** aborts the read (a time limit): the read rejects with the signal's reason */
  signal?: AbortSignal;
}

/** Reads and validates a content package; collects every issue it safely can before answering. */
export async function readContentPackage(zipPath: string, opts: ReadOptions = {}): Promise<ReadResult> {
  const result = await readContentPackageHeld(zipPath, opts);
  if (!result.ok) return result;
  const { qtiVersion, stimuli, media } = result.pkg;
  const tests = result.pkg.tests.map((t) => ({ test: t.test, items: [...t.takeItems()] }));
  return { ok: true, pkg: { qtiVersion, test: tests[0].test, items: tests[0].items, tests, stimuli, media }, warnings: result.warnings };
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

/** A test file read and with its includes and section references in place. */
interface LoadedTest {
  res: ManifestResource;
  file: string;
  root: XmlElement;
}

async function readIndexed(index: ZipIndex, zipName: string, sink: IssueSink): Promise<HeldPackage | undefined> {
  const manifestInfo = index.files.get(MANIFEST);
  if (!manifestInfo) {
    sink.error(zipName, 'manifest.missing');
    return undefined;
  }
  const manifestXml = await loadXml(index, manifestInfo, sink, listingNodes(index));
  if (!manifestXml) return undefined;
  const manifest = readManifest(manifestXml);
  const testResources = manifest.resources.filter((r) => r.kind === 'test');
  const itemResources = manifest.resources.filter((r) => r.kind === 'item' && r.href);
  if (testResources.length === 0 && itemResources.length === 0) {
    sink.error(MANIFEST, 'manifest.noItems', {}, manifestXml.line);
    return undefined;
  }
  const version = packageVersion(manifest, sink)!;
  const files = new Set(index.files.keys());

  const tests = await loadTests(index, testResources, sink);
  checkResources(manifest, index, new Set(tests.flatMap(itemRefs).map((r) => r.path)), sink);
  const toRead = new Map(itemResources.map((r) => [r.href!, r.version!]));
  for (const [path, v] of undeclaredItems(tests, toRead, index, sink)) toRead.set(path, v);

  const stimuli = await readStimuli(index, manifest.resources.filter((r) => r.kind === 'stimulus' && r.href), files, sink);
  const items = await readItems(index, toRead, files, stimuli, sink);
  await linkStimuli(index, items, stimuli, manifest, files, version, sink);
  if (tests.length < new Set(testResources.map((r) => r.href)).size) return undefined; // its issue is already reported

  const heldTests: HeldTest[] = [];
  const byPath = new Map(items.map((i) => [i.file, i]));
  const itemUins = new Map<string, string | undefined>([...toRead.keys()].map((p) => [p, byPath.get(p)?.uin]));
  for (const { res, file, root } of tests) {
    const parsed = readTest(root, file, { files, itemUins }, sink, res);
    const placed = new Map<string, HeldPlacement>();
    for (const p of parsed.placements) {
      if (!placed.has(p.path)) placed.set(p.path, { item: byPath.get(p.path)!, strandName: p.strandName, calculator: p.calculator });
    }
    heldTests.push(heldTest(parsed.model, [...placed.values()]));
  }
  if (tests.length === 0) {
    const title = manifest.title ?? zipName.replace(/\.zip$/i, '');
    // the alias follows the title, so a newer export of the same bank lands on the same test
    const identifier = title.replace(/[^\p{L}\p{N}_.-]+/gu, '-');
    const test = bankTest(identifier, title, items.map((i) => ({ uin: i.uin, href: i.file })));
    heldTests.push(heldTest(test, items.map((item) => ({ item, strandName: title, calculator: 0 }))));
  }
  const used = items.filter((i) => i.uses > 0);
  const media = collectMedia(manifest, index, used, [...stimuli.values()]);
  return { qtiVersion: version, test: heldTests[0].test, tests: heldTests, stimuli: [...stimuli.values()], media };
}

/** Every test of the manifest, in its order; two tests of one package need their own identifiers. */
async function loadTests(index: ZipIndex, resources: ManifestResource[], sink: IssueSink): Promise<LoadedTest[]> {
  const tests: LoadedTest[] = [];
  const byIdentifier = new Map<string, string>();
  for (const res of resources) {
    if (!res.href) sink.error(MANIFEST, 'manifest.missingFile', { resource: res.identifier, href: '' }, res.line);
    const info = res.href ? index.files.get(res.href) : undefined;
    if (!info || tests.some((t) => t.file === info.path)) continue;
    const origins: Origins = new WeakMap();
    const raw = await loadQti(index, info, res.version!, 'assessmentTest', sink, listingNodes(index));
    if (!raw) continue;
    const root = await expandReferences(raw, info.path, index, res.version!, sink, origins);
    checkContentModel(root, info.path, origins, sink);
    const identifier = root.attrs.identifier ?? '';
    const other = byIdentifier.get(identifier);
    if (identifier && other) sink.error(info.path, 'structure.duplicateTestIdentifier', { identifier, other }, root.line);
    byIdentifier.set(identifier, info.path);
    tests.push({ res, file: info.path, root });
  }
  return tests;
}

/**
 * Items a test refers to that the manifest does not declare. The specification resolves an item
 * reference by its href alone, and delivery engines read such items, so one that is in the zip is
 * read too, with a warning; one that is not is an error of the test (`test.itemRefMissing`).
 */
function undeclaredItems(tests: LoadedTest[], declared: Map<string, QtiVersion>, index: ZipIndex, sink: IssueSink): Map<string, QtiVersion> {
  const found = new Map<string, QtiVersion>();
  for (const test of tests) {
    for (const { path, line } of itemRefs(test)) {
      if (!index.files.has(path) || declared.has(path) || found.has(path)) continue;
      found.set(path, test.res.version!);
      sink.warn(test.file, 'structure.undeclaredFile', { href: path, kind: 'assessmentItem' }, line);
    }
  }
  return found;
}

/** The package paths a test's item references name, resolved from the test's file. */
function itemRefs({ file, root }: LoadedTest): { path: string; line: number }[] {
  return findAll(root, (e) => e.name === 'assessmentItemRef').flatMap((ref) => {
    const path = ref.attrs.href ? resolveHref(file, ref.attrs.href) : undefined;
    return path ? [{ path, line: ref.line }] : [];
  });
}

async function readItems(
  index: ZipIndex,
  paths: Map<string, QtiVersion>,
  files: Set<string>,
  stimuli: Map<string, StimulusModel>,
  sink: IssueSink,
): Promise<HeldItem[]> {
  const items: HeldItem[] = [];
  // items and stimuli share one identifier space: the portal stores both by identifier
  const stimulusOwners = new Map([...stimuli.values()].filter((st) => st.identifier).map((st) => [st.identifier, st.file]));
  const itemOwners = new Map<string, string>();
  for (const [path, version] of paths) {
    const info = index.files.get(path);
    if (!info) continue;
    const origins: Origins = new WeakMap();
    const raw = await loadQti(index, info, version, 'assessmentItem', sink);
    if (!raw) continue;
    const root = await expandReferences(raw, info.path, index, version, sink, origins);
    checkContentModel(root, info.path, origins, sink);
    const item = readItem(root, info.path, files, sink);
    const identifier = item.model.uin;
    const stimulusOwner = stimulusOwners.get(identifier);
    let uin = identifier;
    if (stimulusOwner) sink.error(info.path, 'item.duplicateIdentifier', { identifier, other: stimulusOwner }, item.line);
    else if (itemOwners.has(identifier)) {
      // Items are found by href, so two files may share an identifier; the portal keys an item by it.
      for (let n = 2; itemOwners.has(uin); n++) uin = `${identifier}~${n}`;
      sink.warn(info.path, 'structure.sharedItemIdentifier', { identifier, other: itemOwners.get(identifier)!, uin }, item.line);
    }
    itemOwners.set(uin, info.path);
    items.push(hold(item, uin));
  }
  return items;
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
