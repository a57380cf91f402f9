import { basename } from 'node:path';
import type { ItemPlacement, MediaFile, PackageIssue, PackageWriter, QtiVersion, StimulusModel, StreamResult } from './types';
import { DEFAULT_LIMITS, type Limits } from './limits';
import { IssueSink, makeIssue } from './issues';
import { ManifestReader, type ManifestModel, type ManifestResource } from './manifest';
import { readItem, type ParsedItem } from './item';
import { resolveAdaptiveSections } from './adaptive/resolve';
import { testLength } from './test-length';
import { checkPciParts, packageText, resolveModuleConfigurations, type ReadText } from './pci-modules';
import { dryRunItem, dryRunTest } from './dry-run';
import { bankTest, readTest } from './test';
import { openZipIndex, packagePaths, type ZipIndex } from './zip/zip-index';
import { checkQtiRoot, listingNodes, loadXml, stimulusVersion, streamXml } from './zip/load-xml';
import { copyMedia, type MediaSink } from './zip/copy-media';
import { contentTypeOf, resolveHref, type PackagePaths } from './zip/entry-path';
import type { XmlElement } from './xml/parse-xml';
import { checkResources, MANIFEST, packageVersion, type Referenced } from './structure/manifest-checks';
import { expandReferences, type Origins } from './structure/expand-references';
import { loadStreamedTest } from './structure/streamed-test';
import { checkContentModel } from './structure/content-model';
import { placeMisplaced } from './structure/misplaced';
import { linkItem, readPassage, readStimuli, resourceLookup, type ResourceLookup } from './structure/read-stimuli';
import { nameItems, planItems, type ItemPlan, type LoadedTest } from './structure/item-plan';
import { EntryList, UniqueEntryStrings } from './zip/entry-tables';
import { qti12Sources, readQti12, type Qti12Sources } from './qti12/read-qti12';

export interface ReadOptions {
  /** the name the user uploaded, used for issues of the archive and to name an item bank */
  fileName?: string;
  limits?: Partial<Limits>;
  /** receives each media file of a valid package, streamed from the open zip */
  storeMedia?: MediaSink;
  /** aborts the read (a time limit): the read rejects with the signal's reason */
  signal?: AbortSignal;
}

/** What `prepare` read: everything the items' read checks against. */
interface Prepared {
  /** what the items' read needs of the manifest, whose resources are let go with `prepare` */
  lookup: ResourceLookup;
  /** the files of the manifest's media resources */
  mediaFiles: string[];
  version: QtiVersion;
  files: PackagePaths;
  toRead: EntryList<QtiVersion>;
  stimuli: Map<string, StimulusModel>;
  testIssues: IssueSink;
  complete: boolean;
  plan?: ItemPlan;
  bank?: Bank;
}

/** What the read keeps of the manifest once it is read. */
interface ManifestFacts {
  testResources: ManifestResource[];
  /** the declared item files the zip holds, in manifest order, with their QTI version */
  toRead: EntryList<QtiVersion>;
  stimulusResources: ManifestResource[];
  mediaFiles: string[];
  lookup: ResourceLookup;
  version: QtiVersion;
  /** tells the issues of the manifest's resources, once the tests' item references are known */
  checkResources: (referenced: Referenced, sink: IssueSink, bank?: boolean) => void;
  /** the test a package of items only becomes */
  bank: Bank;
}

/** Entries whose names hold a control character and that nothing refers to (a reference is an error already). */
function skipControlNamed(entries: string[], sink: IssueSink): void {
  const used = new Set(sink.errors.filter((i) => i.code === 'zip.controlCharacterUsed').map((i) => i.params?.entry));
  for (const entry of entries) {
    const issue = makeIssue(entry, 'zip.controlCharacterSkipped', { entry });
    if (!used.has(issue.params?.entry)) sink.warnings.push({ ...issue, severity: 'warning' });
  }
}

/** A package made of items only, read as one test of them all, in manifest order. */
interface Bank {
  identifier: string;
  title: string;
  items: { uin: string; href: string }[];
}

/**
 * Items go to the writer as soon as they are read, so memory holds one item however many there are; only
 * what cross-file checks need stays. Collects every issue it safely can before answering.
 */
export class PackageReader {
  /** items parsed so far; with a writer, never more than one ahead of what it was handed */
  itemsRead = 0;
  private readonly sink = new IssueSink();
  /** PCI modules and configurations, read once however many items share them */
  private readonly readText: ReadText;

  private constructor(
    private readonly index: ZipIndex,
    private readonly zipName: string,
  ) {
    this.readText = packageText(index);
  }

  /** Opens the zip and checks its central directory: the failure of a refused archive, or a reader. */
  static async open(zipPath: string, opts: ReadOptions = {}): Promise<PackageReader | { ok: false; issues: PackageIssue[] }> {
    const limits: Limits = { ...DEFAULT_LIMITS, ...opts.limits };
    const zipName = opts.fileName ?? basename(zipPath);
    const sink = new IssueSink();
    const index = await openZipIndex(zipPath, zipName, limits, sink, opts.signal);
    return index ? new PackageReader(index, zipName) : { ok: false, issues: [...sink.errors, ...sink.warnings] };
  }

  close(): void {
    this.index.zip.close();
  }

  /** Streams every media file of a read package to `store`; answers the issues of those that failed. */
  async storeMedia(media: MediaFile[], store: MediaSink): Promise<PackageIssue[]> {
    const sink = new IssueSink();
    await copyMedia(this.index, media, store, sink);
    return [...sink.errors, ...sink.warnings];
  }

  private failed(): StreamResult {
    return { ok: false, issues: [...this.sink.errors, ...this.sink.warnings] };
  }

  /** The manifest's and tests' trees (hundreds of bytes a node, listing every item) are let go here, kept only as models. */
  private async prepare(): Promise<Prepared | { qti12: Qti12Sources } | undefined> {
    const { index, sink } = this;
    const manifest = await this.readManifest();
    if (!manifest || 'qti12' in manifest) return manifest;
    const { testResources, toRead, version } = manifest;
    const files = packagePaths(index);

    const passages: ManifestResource[] = [];
    const tests = await loadTests(index, testResources, sink, passages);
    manifest.checkResources(referencedFiles(tests), sink, testResources.length === passages.length);
    for (const [path, v] of undeclaredItems(tests, toRead, index, sink)) toRead.set(path, v);
    const stimuli = await readStimuli(index, manifest.stimulusResources, files, sink, passages);
    // The tests are read now, taking every item to be read as readable; their issues come after
    // the items', and each reference gets its item's uin once the items are read (`nameItems`).
    const testIssues = new IssueSink();
    // every item to be read stands for itself until it is read: a view, not a second map of them all
    const itemUins = { has: (p: string) => toRead.has(p), get: (p: string) => (toRead.has(p) ? p : undefined) };
    const parsed = [];
    for (const { res, file, root } of tests) {
      const errors = testIssues.errors.length;
      const read = readTest(root, file, { files, itemUins, intern: (path) => index.files.intern(path) }, testIssues, res);
      if (read.adaptive.length) {
        await resolveAdaptiveSections(read.adaptive, file, this.readText, testIssues);
        read.model.operationalTestLength = testLength(read.model.parts);
      }
      if (testIssues.errors.length === errors) dryRunTest(read.model, file, root.line, testIssues);
      parsed.push(read);
    }
    const loaded = tests.length;
    // the trees go before the items are planned: their models hold all that is read of them
    tests.length = 0;
    return {
      lookup: manifest.lookup,
      mediaFiles: manifest.mediaFiles,
      version,
      files,
      toRead,
      stimuli,
      testIssues,
      complete: loaded + passages.length >= new Set(testResources.map((r) => r.href)).size,
      plan: loaded ? planItems(parsed, index.files) : undefined,
      bank: loaded ? undefined : manifest.bank,
    };
  }

  /**
   * Reads the manifest and checks its resources, answering what the rest of the read needs of it:
   * the resources themselves (an object per item of the package) go before the tests are loaded.
   */
  private async readManifest(): Promise<ManifestFacts | { qti12: Qti12Sources } | undefined> {
    const { index, sink } = this;
    const manifestInfo = index.files.get(MANIFEST);
    if (!manifestInfo) {
      sink.error(this.zipName, 'manifest.missing');
      return undefined;
    }
    const manifestReader = new ManifestReader((path) => index.files.intern(path));
    const manifestXml = await streamXml(index, manifestInfo, sink, listingNodes(index), manifestReader);
    if (!manifestXml) return undefined;
    const manifest = manifestReader.model(manifestXml);
    // a test's resource lists each of its items as a dependency, which nothing reads once the lookup is made
    const testResources = manifest.resources.filter((r) => r.kind === 'test').map((r) => ({ ...r, dependencies: [] }));
    const itemResources = manifest.resources.filter((r) => r.kind === 'item' && r.href);
    if (testResources.length === 0 && itemResources.length === 0) {
      const qti12 = qti12Sources(manifest.resources, bankOf(manifest, this.zipName).title);
      if (qti12) return { qti12 };
      sink.error(MANIFEST, 'manifest.noItems', {}, manifestXml.line);
      return undefined;
    }
    // an item file the zip lacks is never read: the manifest's check reports it
    const toRead = new EntryList<QtiVersion>(index.files);
    for (const r of itemResources) toRead.set(r.href!, r.version!);
    return {
      testResources,
      toRead,
      stimulusResources: manifest.resources.filter((r) => r.kind === 'stimulus' && r.href),
      mediaFiles: manifest.resources.filter((r) => r.kind === 'media').flatMap((r) => [r.href, ...r.files].filter((f): f is string => !!f)),
      lookup: resourceLookup(manifest, index.files),
      version: packageVersion(manifest, sink)!,
      checkResources: checkResources(manifest, index),
      bank: bankOf(manifest, this.zipName),
    };
  }

  /** Reads and checks the whole package; a valid one goes to `writer` on the way. Call once. */
  async read(writer?: PackageWriter): Promise<StreamResult> {
    const { index, sink } = this;
    const prepared = await this.prepare();
    if (!prepared) return this.failed();
    if ('qti12' in prepared) {
      const read = await readQti12(index, prepared.qti12, packagePaths(index), sink, writer);
      this.itemsRead = read.itemsRead;
      return read.ok ? { ok: true, media: read.media, warnings: read.warnings } : { ok: false, issues: read.issues };
    }
    const { lookup, mediaFiles, version, files, toRead, stimuli, testIssues, complete, plan, bank } = prepared;
    let writing = !!writer && complete && !sink.hasErrors && !testIssues.hasErrors;
    if (writing) {
      const planned = plan
        ? plan.tests.map(({ test, strands }) => ({ test, strands }))
        : [{ test: bankTest(bank!.identifier, bank!.title, []), strands: [bank!.title] }];
      await writer!.begin({ qtiVersion: version, tests: planned });
    }

    // Links are checked as each item is read, but reported after the items' own issues, as a
    // reader that links once all items are read would.
    const links = new IssueSink();
    // The uin of each item read (an item not read has none), and the item file of each uin.
    const itemUins = new UniqueEntryStrings(index.files);
    // items and stimuli share one identifier space: the portal stores both by identifier
    const stimulusOwners = new Map([...stimuli.values()].filter((st) => st.identifier).map((st) => [st.identifier, st.file]));
    const usedMedia = new Set<string>();
    for (const [path, itemVersion] of toRead) {
      const errors = sink.errors.length;
      // a passage declared as an item, already read for an item that refers to it
      if (stimuli.has(path)) {
        if (plan?.identifierOf(path) !== undefined) placedPassage(path, sink);
        continue;
      }
      const item = await this.readOne(path, itemVersion, files, { stimuli, owners: stimulusOwners }, itemUins, plan?.identifierOf(path));
      if (!item) continue;
      // an item read without errors is scored once here, so a student never meets a flaw first
      if (sink.errors.length === errors) dryRunItem(item.model, item.line, sink);
      this.itemsRead++;
      const { model } = item;
      model.delivery.stimulusRefs = await linkItem(index, { file: path, stimulusRefs: item.stimulusRefs }, stimuli, lookup, files, version, links);
      // what stays in the plan is what a test places and was not read
      const placements: ItemPlacement[] = bank ? [{ test: 0, position: bank.items.length, strandName: bank.title, calculator: 0 }] : plan!.take(path);
      bank?.items.push({ uin: model.uin, href: path });
      if (placements.length) model.media.forEach((m) => usedMedia.add(m));
      writing &&= !sink.hasErrors && !links.hasErrors;
      if (writing && placements.length) await writer!.item({ model, placements });
    }
    for (const more of [links, testIssues]) {
      sink.errors.push(...more.errors);
      sink.warnings.push(...more.warnings);
    }
    skipControlNamed(index.controlNamed, sink);
    if (!complete) return this.failed(); // its issue is already reported

    const final = bank ? [bankTest(bank.identifier, bank.title, bank.items)] : plan!.tests.map(({ test }) => nameItems(test, itemUins));
    if (!sink.hasErrors && plan && plan.unread) {
      throw new Error('a test places an item that was not read, and no issue says why');
    }
    const media = collectMedia(mediaFiles, index, usedMedia, [...stimuli.values()]);
    unlistedMedia(media, lookup, sink);
    if (sink.hasErrors) return this.failed();
    await writer?.end({ tests: final, stimuli: [...stimuli.values()], media });
    return { ok: true, media, warnings: sink.warnings };
  }

  private async readOne(
    path: string,
    version: QtiVersion,
    files: PackagePaths,
    passages: { stimuli: Map<string, StimulusModel>; owners: Map<string, string> },
    itemUins: UniqueEntryStrings,
    /** the identifier a test refers to the item by: the item's is kept as that string when it is the same */
    refIdentifier?: string,
  ): Promise<ParsedItem | undefined> {
    const { index, sink } = this;
    const info = index.files.get(path);
    if (!info) return undefined;
    const origins: Origins = new WeakMap();
    const loaded = await loadXml(index, info, sink);
    if (loaded && stimulusVersion(loaded)) {
      if (refIdentifier !== undefined) return placedPassage(info.path, sink, loaded.line);
      const stimulus = await readPassage(index, info.path, loaded, version, files, passages.stimuli, sink, true);
      if (stimulus?.identifier) passages.owners.set(stimulus.identifier, info.path);
      return undefined;
    }
    const raw = loaded ? checkQtiRoot(loaded, info.path, version, 'assessmentItem', sink) : undefined;
    if (!raw) return undefined;
    const root = await expandReferences(raw, info.path, index, version, sink, origins);
    placeMisplaced(root, info.path, origins, sink);
    checkContentModel(root, info.path, origins, sink);
    await resolveModuleConfigurations(root, info.path, files, this.readText, sink);
    const item = readItem(root, info.path, files, sink);
    for (const { pci, line } of item.pcis) await checkPciParts(pci, info.path, line, this.readText, sink);
    const identifier = item.model.uin;
    const stimulusOwner = passages.owners.get(identifier);
    let uin = identifier;
    if (stimulusOwner) sink.error(info.path, 'item.duplicateIdentifier', { identifier, other: stimulusOwner }, item.line);
    else {
      const other = itemUins.ownerOf(identifier);
      if (other !== undefined) {
        // Items are found by href, so two files may share an identifier; the portal keys an item by it.
        for (let n = 2; itemUins.ownerOf(uin) !== undefined; n++) uin = `${identifier}~${n}`;
        sink.warn(info.path, 'structure.sharedItemIdentifier', { identifier, other, uin }, item.line);
        item.model.uin = uin;
        item.model.delivery.uin = uin;
      }
    }
    itemUins.set(info.path, uin === refIdentifier ? refIdentifier : uin);
    return item;
  }
}

/** A test places a passage as an item: it has nothing to answer, so the test cannot be delivered as written. */
function placedPassage(path: string, sink: IssueSink, line?: number): undefined {
  sink.error(path, 'xml.wrongRoot', { found: 'assessmentStimulus', expected: 'assessmentItem' }, line);
  return undefined;
}

function bankOf(manifest: ManifestModel, zipName: string): Bank {
  const title = manifest.title ?? zipName.replace(/\.zip$/i, '');
  // the alias follows the title, so a newer export of the same bank lands on the same test
  return { identifier: title.replace(/[^\p{L}\p{N}_.-]+/gu, '-'), title, items: [] };
}

/** Every test of the manifest, in its order; two tests of one package need their own identifiers. A passage declared as a test goes to `passages`. */
async function loadTests(index: ZipIndex, resources: ManifestResource[], sink: IssueSink, passages: ManifestResource[]): Promise<LoadedTest[]> {
  const tests: LoadedTest[] = [];
  const byIdentifier = new Map<string, string>();
  for (const res of resources) {
    if (!res.href) sink.error(MANIFEST, 'manifest.missingFile', { resource: res.identifier, href: '' }, res.line);
    const info = res.href ? index.files.get(res.href) : undefined;
    if (!info || tests.some((t) => t.file === info.path)) continue;
    const origins: Origins = new WeakMap();
    const raw = await loadStreamedTest(index, info, res.version!, sink);
    if (raw && 'passage' in raw) passages.push({ ...res, version: raw.passage });
    if (!raw || 'passage' in raw) continue;
    const root = await expandReferences(raw, info.path, index, res.version!, sink, origins);
    checkContentModel(root, info.path, origins, sink);
    const identifier = root.attrs.identifier ?? '';
    const other = byIdentifier.get(identifier);
    if (identifier && other) {
      // the portal tells a package's tests apart by identifier: the later file's is kept as ID~2, as an item's is
      let kept = identifier;
      for (let n = 2; byIdentifier.has(kept); n++) kept = `${identifier}~${n}`;
      sink.warn(info.path, 'structure.sharedTestIdentifier', { identifier, other, kept }, root.line);
      root.attrs.identifier = kept;
    }
    byIdentifier.set(root.attrs.identifier ?? '', info.path);
    tests.push({ res, file: info.path, root });
  }
  return tests;
}

/** The specification resolves an item reference by href alone, so an undeclared item in the zip is read, with a warning. */
function undeclaredItems(tests: LoadedTest[], declared: EntryList<QtiVersion>, index: ZipIndex, sink: IssueSink): Map<string, QtiVersion> {
  const found = new Map<string, QtiVersion>();
  for (const test of tests) {
    eachItemRef(test, (path, line) => {
      if (!index.files.has(path) || declared.has(path) || found.has(path)) return;
      found.set(path, test.res.version!);
      sink.warn(test.file, 'structure.undeclaredFile', { href: path, kind: 'assessmentItem' }, line);
    });
  }
  return found;
}

/** Made only when a check asks, as most packages need none; it must be asked before the trees are let go. */
function referencedFiles(tests: LoadedTest[]): Referenced {
  let referenced: Set<string> | undefined;
  return {
    has: (path) => {
      if (!referenced) {
        const made = new Set<string>();
        for (const test of tests) eachItemRef(test, (ref) => made.add(ref));
        referenced = made;
      }
      return referenced.has(path);
    },
  };
}

/**
 * The package path of each item reference of a test, resolved from the test's file, in document
 * order; handed over one at a time, as a list of them would be as long as the test.
 */
function eachItemRef({ file, root }: LoadedTest, visit: (path: string, line: number) => void): void {
  const walk = (el: XmlElement): void => {
    for (const child of el.children) {
      if (typeof child === 'string') continue;
      if (child.name === 'assessmentItemRef') {
        const href = child.attrs.href;
        const path = href ? resolveHref(file, href) : undefined;
        if (path) visit(path, child.line);
      }
      walk(child);
    }
  };
  walk(root);
}

/** Content Packaging lists every file a resource needs; one the content uses but no resource lists is stored all the same. */
function unlistedMedia(media: MediaFile[], lookup: ResourceLookup, sink: IssueSink): void {
  // every script is served to an item with a PCI, used or not: an unlisted one may be a leftover, so it is not named
  for (const { path } of media)
    if (!lookup.listed.has(path) && !path.toLowerCase().endsWith('.js')) sink.warn(MANIFEST, 'structure.unlistedFile', { href: path });
}

function collectMedia(mediaFiles: string[], index: ZipIndex, itemMedia: Set<string>, stimuli: StimulusModel[]): MediaFile[] {
  const paths = new Set<string>(mediaFiles);
  itemMedia.forEach((m) => paths.add(m));
  for (const st of stimuli) st.media.forEach((m) => paths.add(m));
  return [...paths]
    .filter((p) => index.files.has(p))
    .map((path) => ({ path, size: index.files.get(path)!.uncompressedSize, contentType: contentTypeOf(path) }));
}
