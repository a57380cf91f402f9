import type { QtiVersion, StimulusModel } from '../types';
import type { IssueSink } from '../issues';
import type { ManifestModel, ManifestResource } from '../manifest';
import type { ParsedItem } from '../item';
import { readStimulus } from '../stimulus';
import { loadQti } from '../zip/load-xml';
import type { ZipIndex } from '../zip/zip-index';
import type { ZipFiles } from '../zip/zip-files';
import { EntrySet } from '../zip/entry-tables';
import type { PackagePaths } from '../zip/entry-path';
import { expandReferences, type Origins } from './expand-references';
import { checkContentModel } from './content-model';

/** Shared passages by package path. */
export type Stimuli = Map<string, StimulusModel>;

async function readOne(index: ZipIndex, path: string, version: QtiVersion, files: PackagePaths, stimuli: Stimuli, sink: IssueSink): Promise<void> {
  const info = index.files.get(path);
  if (!info || stimuli.has(info.path)) return;
  const raw = await loadQti(index, info, version, 'assessmentStimulus', sink);
  if (!raw) return;
  const origins: Origins = new WeakMap();
  const root = await expandReferences(raw, info.path, index, version, sink, origins);
  checkContentModel(root, info.path, origins, sink);
  const stimulus = readStimulus(root, info.path, files, sink);
  const other = [...stimuli.values()].find((st) => stimulus.identifier && st.identifier === stimulus.identifier);
  if (other) sink.error(info.path, 'item.duplicateIdentifier', { identifier: stimulus.identifier, other: other.file }, root.line);
  stimuli.set(info.path, stimulus);
}

export async function readStimuli(index: ZipIndex, resources: ManifestResource[], files: PackagePaths, sink: IssueSink): Promise<Stimuli> {
  const stimuli: Stimuli = new Map();
  for (const res of resources) await readOne(index, res.href!, res.version!, files, stimuli, sink);
  return stimuli;
}

/** Kept apart from the manifest so its resources can go once the items' read starts; only passage links are kept. */
export interface ResourceLookup {
  /** the files of the zip that a resource declares (as its own file); asked only of files the zip holds */
  declared: Pick<ReadonlySet<string>, 'has'>;
  dependencies: ReadonlyMap<string, string[]>;
  passageFiles: ReadonlyMap<string, string>;
}

export function resourceLookup(manifest: ManifestModel, files: ZipFiles): ResourceLookup {
  const declared = new EntrySet(files);
  const dependencies = new Map<string, string[]>();
  const passageFiles = new Map<string, string>();
  const passages = new Set(manifest.resources.filter((r) => r.kind === 'stimulus' && r.href).map((r) => r.href!));
  for (const { href, identifier, dependencies: deps } of manifest.resources) {
    if (href !== undefined) {
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
  return { declared, dependencies, passageFiles };
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
    if (ref.path && !stimuli.has(ref.path) && files.has(ref.path) && !resources.declared.has(ref.path)) {
      sink.warn(item.file, 'structure.undeclaredFile', { href: ref.path, kind: 'assessmentStimulus' }, ref.line);
      await readOne(index, ref.path, version === '2.1' ? '2.2' : version, files, stimuli, sink);
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
