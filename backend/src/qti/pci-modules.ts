import type { IssueSink } from './issues';
import type { PciSettings } from './types';
import { childElements, type XmlElement } from './xml/parse-xml';
import { resolveHref } from './zip/entry-path';
import { readEntryBuffer, type ZipIndex } from './zip/zip-index';

/** A module's file is read at most this large at import; larger ones are not looked into. */
const MAX_MODULE_BYTES = 4 * 1024 * 1024;
/** Bounds the modules followed from one interaction, as the player bounds what it fetches. */
const MAX_MODULES = 64;
/** Ids the sandbox gives every module itself. */
const PROVIDED = new Set(['qtiCustomInteractionContext']);

/** Text of a package file, or undefined when it is absent or too large to look into. */
export type ReadText = (path: string) => Promise<string | undefined>;

export function packageText(index: ZipIndex): ReadText {
  const cache = new Map<string, Promise<string | undefined>>();
  return (path) => {
    let text = cache.get(path);
    if (!text) {
      const info = index.files.get(path);
      // an entry that cannot be read is reported when the media are copied; here it is only not looked into
      text =
        !info || info.uncompressedSize > MAX_MODULE_BYTES
          ? Promise.resolve(undefined)
          : readEntryBuffer(index.zip, info).then(
              (b) => b.toString('utf8'),
              () => undefined,
            );
      cache.set(path, text);
    }
    return text;
  };
}

/** A package path as an href from `file`, so a module found through a configuration reads as one the item names. */
function hrefFrom(file: string, path: string): string {
  return '../'.repeat(file.split('/').length - 1) + path;
}

const withJs = (path: string) => (path.endsWith('.js') ? path : `${path}.js`);

/**
 * The `paths` of a PCI module-resolution configuration (a RequireJS configuration: JSON, or a
 * script holding the object), each as a package path resolved from the configuration's own folder.
 */
export function configurationPaths(text: string, configFile: string): Map<string, string> | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
  const paths = (parsed as { paths?: unknown } | null)?.paths;
  if (!paths || typeof paths !== 'object') return undefined;
  const out = new Map<string, string>();
  for (const [id, value] of Object.entries(paths)) {
    // RequireJS allows a list of paths, tried in order
    for (const href of (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string')) {
      const path = resolveHref(configFile, href);
      if (path && !out.has(id)) out.set(id, withJs(path));
    }
  }
  return out;
}

/**
 * Each module is found as the PCI specification orders it (primary-path, primary configuration, fallback-path,
 * fallback configuration), the first package file kept as its primary-path; see qti/README.md.
 */
export async function resolveModuleConfigurations(
  root: XmlElement,
  file: string,
  files: Pick<ReadonlySet<string>, 'has'>,
  read: ReadText,
  sink: IssueSink,
): Promise<void> {
  for (const group of findGroups(root)) {
    const primary = await configuration(group, 'primaryConfiguration', file, files, read, sink);
    const fallback = await configuration(group, 'fallbackConfiguration', file, files, read, sink);
    const moduleName = group.name === 'modules' ? 'module' : 'interactionModule';
    const listed = new Map<string, string | undefined>();
    for (const m of childElements(group, moduleName)) {
      const id = m.attrs.id ?? '';
      const own = (href: string | undefined) => (href?.trim() ? resolveHref(file, withJs(href.trim())) : undefined);
      const found = [own(m.attrs.primaryPath), primary?.get(id), own(m.attrs.fallbackPath), fallback?.get(id)].find((p) => p !== undefined && files.has(p));
      listed.set(id, found);
      if (found) m.attrs = { ...m.attrs, primaryPath: hrefFrom(file, found) };
      // without a path of its own, a module is named by its first candidate, which the reader reports
      else if (!m.attrs.primaryPath && !m.attrs.fallbackPath) {
        const named = primary?.get(id) ?? fallback?.get(id);
        if (named) m.attrs = { ...m.attrs, primaryPath: hrefFrom(file, named) };
      }
    }
    if (!primary && !fallback) continue;
    for (const [id, path] of await requiredByConfiguration(listed, primary, fallback, files, read)) {
      group.children.push({ name: moduleName, ns: group.ns, attrs: { id, primaryPath: hrefFrom(file, path) }, children: [], line: group.line });
    }
  }
}

/**
 * Ids the modules require that only a configuration names (the primary's path first), followed through
 * the modules they reach, so the player fetches those and no others.
 */
async function requiredByConfiguration(
  listed: Map<string, string | undefined>,
  primary: Map<string, string> | undefined,
  fallback: Map<string, string> | undefined,
  files: Pick<ReadonlySet<string>, 'has'>,
  read: ReadText,
): Promise<Map<string, string>> {
  const added = new Map<string, string>();
  const queue = [...listed.values()].filter((p): p is string => p !== undefined);
  const seen = new Set(queue);
  while (queue.length && seen.size <= MAX_MODULES) {
    const path = queue.shift()!;
    for (const dep of dependencyIds((await read(path)) ?? '')) {
      const relative = dep.startsWith('./') || dep.startsWith('../');
      const target = relative
        ? resolveHref(path, withJs(dep))
        : listed.has(dep) || added.has(dep)
          ? undefined
          : [primary?.get(dep), fallback?.get(dep)].find((p) => p !== undefined && files.has(p));
      if (target === undefined || !files.has(target)) continue;
      if (!relative) added.set(dep, target);
      if (!seen.has(target)) queue.push(target);
      seen.add(target);
    }
  }
  return added;
}

/** A configuration on another server is the delivery engine's to fetch, so only the package's own is read. */
async function configuration(
  group: XmlElement,
  attr: string,
  file: string,
  files: Pick<ReadonlySet<string>, 'has'>,
  read: ReadText,
  sink: IssueSink,
): Promise<Map<string, string> | undefined> {
  const href = group.attrs[attr]?.trim();
  const path = href ? resolveHref(file, href) : undefined;
  if (!href || path === undefined) return undefined;
  const text = files.has(path) ? await read(path) : undefined;
  const paths = text === undefined ? undefined : configurationPaths(text, path);
  if (!paths) sink.warn(file, files.has(path) ? 'item.pciConfigurationUnreadable' : 'item.pciConfigurationMissing', { href }, group.line);
  return paths;
}

function findGroups(el: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  for (const c of childElements(el)) {
    // QTI 3.0's qti-interaction-modules, or the IMS PCI 1.0 form's modules in a 2.x customInteraction
    if (c.name === 'portableCustomInteraction') out.push(...childElements(c, 'interactionModules'), ...childElements(c, 'modules'));
    else out.push(...findGroups(c));
  }
  return out;
}

/** The dependency lists of the `define(...)` calls in a module's source, as the player finds them. */
export function dependencyIds(source: string): string[] {
  const ids: string[] = [];
  for (const call of source.matchAll(/\bdefine\s*\(\s*(?:(["'])[^"']*\1\s*,\s*)?\[([^\]]*)\]/g)) {
    for (const id of call[2].matchAll(/(["'])([^"']+)\1/g)) ids.push(id[2]);
  }
  return ids;
}

/**
 * Follows the modules an interaction loads, as the player will: one the package lacks (or the sandbox
 * cannot give) is a warning naming the interaction's line, found here rather than by a student.
 */
export async function checkPciParts(pci: PciSettings, file: string, line: number, read: ReadText, sink: IssueSink): Promise<void> {
  const ids = new Set(pci.modules.map((m) => m.id));
  const seen = new Set(pci.modules.map((m) => m.path));
  const queue = pci.modules.map((m) => ({ id: m.id, path: m.path }));
  const missing = new Set<string>();
  while (queue.length && seen.size <= MAX_MODULES) {
    const { id, path } = queue.shift()!;
    const source = await read(path);
    if (source === undefined) continue;
    for (const dep of dependencyIds(source)) {
      if (PROVIDED.has(dep) || ids.has(dep)) continue;
      const relative = dep.startsWith('./') || dep.startsWith('../');
      const target = relative && !dep.includes('!') ? resolveHref(path, withJs(dep)) : undefined;
      if (target !== undefined && (await read(target)) !== undefined) {
        if (!seen.has(target)) queue.push({ id: target, path: target });
        seen.add(target);
      } else if (!missing.has(dep)) {
        missing.add(dep);
        sink.warn(file, 'item.pciMissingPart', { module: id, part: dep }, line);
      }
    }
  }
}
