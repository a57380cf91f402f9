/**
 * The modules a portable custom interaction runs: those the item lists, and the modules they
 * require by a relative AMD id (`define(['./util'], ...)`), found in their sources and resolved
 * against the requiring module's own package path, as AMD resolves them. Every one is fetched from
 * the package's files; an id that climbs out of the package is not fetched and the interaction fails.
 */
export interface PciModules {
  /** module sources by AMD id: a listed module's own id, a relative dependency's package path */
  sources: Record<string, string>;
  /** package path of every module by id, for the sandbox to resolve relative ids against */
  paths: Record<string, string>;
}

/** Bounds the closure of a package whose modules keep requiring others. */
const MAX_MODULES = 64;

/** The dependency lists of the `define(...)` calls in a module's source. */
function dependencyIds(source: string): string[] {
  const ids: string[] = [];
  for (const call of source.matchAll(/\bdefine\s*\(\s*(?:(["'])[^"']*\1\s*,\s*)?\[([^\]]*)\]/g)) {
    for (const id of call[2].matchAll(/(["'])([^"']+)\1/g)) ids.push(id[2]);
  }
  return ids;
}

/** A relative AMD id as a package path from the module at `from`; undefined when it leaves the package. */
export function resolveModulePath(id: string, from: string): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const part of id.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  const path = parts.join('/');
  return path.endsWith('.js') ? path : `${path}.js`;
}

export async function loadPciModules(listed: { id: string; path: string }[], fetchText: (path: string) => Promise<string>): Promise<PciModules> {
  const sources: Record<string, string> = {};
  const paths: Record<string, string> = {};
  const byPath = new Map(listed.map((m) => [m.path, m.id]));
  let wave = listed;
  while (wave.length > 0) {
    const loaded = await Promise.all(wave.map(async (m) => ({ ...m, source: await fetchText(m.path) })));
    const next: { id: string; path: string }[] = [];
    for (const m of loaded) {
      sources[m.id] = m.source;
      paths[m.id] = m.path;
      for (const dep of dependencyIds(m.source).filter((d) => d.startsWith('./') || d.startsWith('../'))) {
        const path = resolveModulePath(dep, m.path);
        if (!path) throw new Error(`The module ${m.id} requires ${dep}, outside the package.`);
        if (byPath.has(path)) continue;
        byPath.set(path, path);
        next.push({ id: path, path });
      }
    }
    if (byPath.size > MAX_MODULES) throw new Error('The interaction requires too many modules.');
    wave = next;
  }
  return { sources, paths };
}
