import type { QtiVersion, StimulusModel } from '../types';
import type { IssueSink } from '../issues';
import type { ManifestModel, ManifestResource } from '../manifest';
import type { ParsedItem } from '../item';
import type { XmlElement } from '../xml/parse-xml';
import { readStimulus } from '../stimulus';
import { checkQtiRoot, loadQti, loadXml, stimulusVersion } from '../zip/load-xml';
import type { ZipIndex } from '../zip/zip-index';
import type { ZipFiles } from '../zip/zip-files';
import { EntrySet } from '../zip/entry-tables';
import type { PackagePaths } from '../zip/entry-path';
import { expandReferences, type Origins } from './expand-references';
import { checkContentModel } from './content-model';

/** Shared passages by package path. */
export type Stimuli = Map<string, StimulusModel>;

async function readOne(
  index: ZipIndex,
  path: string,
  version: QtiVersion,
  files: PackagePaths,
  stimuli: Stimuli,
  sink: IssueSink,
  misdeclared = false,
): Promise<void> {
  const info = index.files.get(path);
  if (!info || stimuli.has(info.path)) return;
  // a file declared otherwise is read only when its root says it is a passage (else the caller reports it)
  const raw = misdeclared ? await loadXml(index, info, sink) : await loadQti(index, info, version, 'assessmentStimulus', sink);
  if (raw && (!misdeclared || stimulusVersion(raw))) await readPassage(index, info.path, raw, version, files, stimuli, sink, misdeclared);
}

/**
 * Reads a passage from its loaded root. A passage the manifest declares as a test or an item is read
 * by its root, in the version its namespace gives, with a warning.
 */
export async function readPassage(
  index: ZipIndex,
  path: string,
  raw: XmlElement,
  version: QtiVersion,
  files: PackagePaths,
  stimuli: Stimuli,
  sink: IssueSink,
  misdeclared = false,
): Promise<StimulusModel | undefined> {
  const own = misdeclared ? stimulusVersion(raw) : undefined;
  if (own) sink.warn(path, 'structure.misdeclaredStimulus', { root: raw.name }, raw.line);
  const checked = own ? checkQtiRoot(raw, path, own, 'assessmentStimulus', sink) : raw;
  if (!checked) return undefined;
  const origins: Origins = new WeakMap();
  const root = await expandReferences(checked, path, index, own ?? version, sink, origins);
  checkContentModel(root, path, origins, sink);
  const stimulus = readStimulus(root, path, files, sink);
  const other = [...stimuli.values()].find((st) => stimulus.identifier && st.identifier === stimulus.identifier);
  if (other) sink.error(path, 'item.duplicateIdentifier', { identifier: stimulus.identifier, other: other.file }, root.line);
  stimuli.set(path, stimulus);
  return stimulus;
}

/** `misdeclared`: passages the manifest declares as tests, read by their root. */
export async function readStimuli(
  index: ZipIndex,
  resources: ManifestResource[],
  files: PackagePaths,
  sink: IssueSink,
  misdeclared: ManifestResource[] = [],
): Promise<Stimuli> {
  const stimuli: Stimuli = new Map();
  for (const res of resources) await readOne(index, res.href!, res.version!, files, stimuli, sink);
  for (const res of misdeclared) await readOne(index, res.href!, res.version!, files, stimuli, sink, true);
  return stimuli;
}

/** Kept apart from the manifest so its resources can go once the items' read starts; only passage links are kept. */
export interface ResourceLookup {
  /** the files of the zip that a resource declares (as its own file); asked only of files the zip holds */
  declared: Pick<ReadonlySet<string>, 'has'>;
  /** the files of the zip that some resource lists, as its own file or in a `file` element */
  listed: Pick<ReadonlySet<string>, 'has'>;
  dependencies: ReadonlyMap<string, string[]>;
  passageFiles: ReadonlyMap<string, string>;
}

export function resourceLookup(manifest: ManifestModel, files: ZipFiles): ResourceLookup {
  const declared = new EntrySet(files);
  const listed = new EntrySet(files);
  const dependencies = new Map<string, string[]>();
  const passageFiles = new Map<string, string>();
  // a test resource may be a passage by its root (then read as one); tests are few, so dependencies on them are kept
  const passages = new Set(manifest.resources.filter((r) => (r.kind === 'stimulus' || r.kind === 'test') && r.href).map((r) => r.href!));
  for (const { href, identifier, dependencies: deps, files: own } of manifest.resources) {
    own.forEach((file) => listed.add(file));
    if (href !== undefined) {
      listed.add(href);
      declared.add(href);
      if (deps.length) dependencies.set(href, deps);
      else dependencies.delete(href);
    }
    if (href !== undefined && passages.has(href)) passageFiles.set(identifier, href);
    else passageFiles.delete(identifier);
  }
  // Only a dependency on a passage leads anywhere: a test's on each of its items (50,000 of them) need not stay.
  for (const [href, deps] of dependencies) {
    const kept = deps.filter((dep) => passageFiles.has(dep));
    if (!kept.length) dependencies.delete(href);
    else if (kept.length < deps.length) dependencies.set(href, kept);
  }
  return { declared, listed, dependencies, passageFiles };
}

/** A referenced stimulus the manifest does not declare is read from the zip with a warning, as an undeclared item is. */
export async function linkItem(
  index: ZipIndex,
  item: { file: string; stimulusRefs: ParsedItem['stimulusRefs'] },
  stimuli: Stimuli,
  resources: ResourceLookup,
  files: PackagePaths,
  version: QtiVersion,
  sink: IssueSink,
): Promise<string[]> {
  const refs: string[] = [];
  for (const ref of item.stimulusRefs) {
    const passage = (path: string) => [...resources.passageFiles.values()].includes(path);
    if (ref.path && !stimuli.has(ref.path) && files.has(ref.path) && !passage(ref.path)) {
      const declared = resources.declared.has(ref.path);
      if (!declared) sink.warn(item.file, 'structure.undeclaredFile', { href: ref.path, kind: 'assessmentStimulus' }, ref.line);
      await readOne(index, ref.path, version === '2.1' ? '2.2' : version, files, stimuli, sink, declared);
    }
    const stimulus = ref.path ? stimuli.get(ref.path) : undefined;
    if (!stimulus) sink.error(item.file, 'item.missingStimulus', { href: ref.path ?? ref.identifier }, ref.line);
    else refs.push(stimulus.identifier);
  }
  for (const dep of resources.dependencies.get(item.file) ?? []) {
    const href = resources.passageFiles.get(dep);
    const stimulus = href ? stimuli.get(href) : undefined;
    if (stimulus && !refs.includes(stimulus.identifier)) refs.push(stimulus.identifier);
  }
  return refs;
}
