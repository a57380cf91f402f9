import { posix } from 'node:path';
import type { QtiVersion } from '../types';
import type { IssueSink } from '../issues';
import { childElements, type XmlElement, type XmlNode } from '../xml/parse-xml';
import { QTI_NAMESPACES, normalizeQti3 } from '../xml/qti-names';
import { resolveHref } from '../zip/entry-path';
import { loadXml } from '../zip/load-xml';
import { readEntryBuffer, type ZipIndex } from '../zip/zip-index';

export const XINCLUDE_NS = 'http://www.w3.org/2001/XInclude';
/** Far above any real document's includes; past it an include chain could multiply one file's size. */
export const MAX_INCLUDES = 500;
/** Included files may include others this many levels deep: each level can nest its elements 200 deep. */
export const MAX_INCLUDE_DEPTH = 10;
const LINK_ATTRIBUTES = ['href', 'src', 'data'];

/** Where an element read from another file came from: issues about its markup name that file. */
export type Origins = WeakMap<XmlElement, { file: string; line: number }>;

interface Context {
  index: ZipIndex;
  version: QtiVersion;
  sink: IssueSink;
  /** the file the tree was loaded from: every link in it is made relative to this file */
  rootFile: string;
  origins: Origins;
  includes: number;
  /** bytes of the files included so far: together they may be as large as one XML file, no more */
  bytes: number;
}

/** Included links are rewritten relative to the root file, so readers resolve every path from the file that named it. */
export async function expandReferences(
  root: XmlElement,
  file: string,
  index: ZipIndex,
  version: QtiVersion,
  sink: IssueSink,
  origins: Origins = new WeakMap(),
): Promise<XmlElement> {
  // most files name nothing: one plain walk answers that, where the walk that expands awaits at every element
  if (!containsReference(root)) return root;
  const ctx: Context = { index, version, sink, rootFile: file, origins, includes: 0, bytes: 0 };
  await expandChildren(root, ctx, [file]);
  return root;
}

const isReference = (c: XmlNode) => typeof c !== 'string' && (c.ns === XINCLUDE_NS || c.name === 'assessmentSectionRef');

function containsReference(el: XmlElement): boolean {
  for (const child of el.children) if (typeof child !== 'string' && (isReference(child) || containsReference(child))) return true;
  return false;
}

async function expandChildren(el: XmlElement, ctx: Context, chain: string[]): Promise<void> {
  // most elements name nothing: walk them without building new child lists
  if (!el.children.some(isReference)) {
    for (const child of el.children) if (typeof child !== 'string') await expandChildren(child, ctx, chain);
    return;
  }
  const out: XmlNode[] = [];
  for (const child of el.children) {
    if (typeof child === 'string') out.push(child);
    else if (child.ns === XINCLUDE_NS && child.name === 'include') out.push(...(await include(child, ctx, chain)));
    else if (child.ns === XINCLUDE_NS)
      continue; // a stray fallback: nothing to show
    else if (child.name === 'assessmentSectionRef') out.push(...(await sectionRef(child, ctx, chain)));
    else {
      await expandChildren(child, ctx, chain);
      out.push(child);
    }
  }
  el.children = out;
}

/** The issue's file: the file the element was read from. */
function fileOf(el: XmlElement, ctx: Context): string {
  return ctx.origins.get(el)?.file ?? ctx.rootFile;
}
function lineOf(el: XmlElement, ctx: Context): number {
  return ctx.origins.get(el)?.line ?? el.line;
}

async function include(el: XmlElement, ctx: Context, chain: string[]): Promise<XmlNode[]> {
  const parse = el.attrs.parse ?? 'xml';
  const href = el.attrs.href ?? '';
  const report = (code: string, params: Record<string, string | number> = {}) => {
    ctx.sink.error(fileOf(el, ctx), code, { element: 'xi:include', href, ...params }, lineOf(el, ctx));
    return [];
  };
  if (el.attrs.xpointer !== undefined || !href || (parse !== 'xml' && parse !== 'text')) return report('structure.includeUnsupported', { parse });
  const path = resolveHref(ctx.rootFile, href);
  const info = path ? ctx.index.files.get(path) : undefined;
  if (!path || !info) {
    const fallback = childElements(el).find((c) => c.ns === XINCLUDE_NS && c.name === 'fallback');
    if (!fallback) return report('structure.referenceMissing');
    await expandChildren(fallback, ctx, chain);
    return fallback.children;
  }
  if (chain.includes(path)) return report('structure.includeCycle');
  if (chain.length > MAX_INCLUDE_DEPTH) return report('structure.includesTooDeep', { limit: MAX_INCLUDE_DEPTH });
  if (++ctx.includes > MAX_INCLUDES) return ctx.includes === MAX_INCLUDES + 1 ? report('structure.tooManyIncludes', { limit: MAX_INCLUDES }) : [];
  if (overBudget(info.uncompressedSize, ctx))
    return ctx.bytes - info.uncompressedSize > ctx.index.limits.maxXmlBytes
      ? []
      : report('structure.includesTooLarge', { limit: ctx.index.limits.maxXmlBytes });
  if (parse === 'text') {
    const limit = ctx.index.limits.maxXmlBytes;
    if (info.uncompressedSize > limit) {
      ctx.sink.error(path, 'zip.xmlTooLarge', { entry: path, size: info.uncompressedSize, limit });
      return [];
    }
    return [new TextDecoder(el.attrs.encoding ?? 'utf-8', { fatal: false }).decode(await readEntryBuffer(ctx.index.zip, info))];
  }
  const loaded = await load(path, ctx);
  if (!loaded) return [];
  adopt(loaded, path, el.line, ctx);
  await expandChildren(loaded, ctx, [...chain, path]);
  return [loaded];
}

async function sectionRef(el: XmlElement, ctx: Context, chain: string[]): Promise<XmlNode[]> {
  const href = el.attrs.href ?? '';
  const path = href ? resolveHref(ctx.rootFile, href) : undefined;
  const info = path ? ctx.index.files.get(path) : undefined;
  const report = (code: string, params: Record<string, string> = {}) => {
    ctx.sink.error(fileOf(el, ctx), code, { element: 'assessmentSectionRef', href, ...params }, lineOf(el, ctx));
    return [];
  };
  if (!path || !info) return report('structure.referenceMissing');
  if (chain.includes(path)) return report('structure.includeCycle');
  if (chain.length > MAX_INCLUDE_DEPTH) return report('structure.includesTooDeep', { limit: String(MAX_INCLUDE_DEPTH) });
  if (overBudget(info.uncompressedSize, ctx))
    return ctx.bytes - info.uncompressedSize > ctx.index.limits.maxXmlBytes
      ? []
      : report('structure.includesTooLarge', { limit: String(ctx.index.limits.maxXmlBytes) });
  const loaded = await load(path, ctx);
  if (!loaded) return [];
  if (loaded.ns !== QTI_NAMESPACES[ctx.version] || loaded.name !== 'assessmentSection') {
    ctx.sink.error(path, 'xml.wrongRoot', { found: loaded.name, expected: 'assessmentSection' }, loaded.line);
    return [];
  }
  adopt(loaded, path, el.line, ctx);
  // the reference's identifier is the one unique in the test; its own rules come first
  const rules = childElements(el).filter((c) => c.name === 'preCondition' || c.name === 'branchRule');
  const section: XmlElement = {
    ...loaded,
    attrs: { ...loaded.attrs, identifier: el.attrs.identifier ?? loaded.attrs.identifier ?? '' },
    children: [...rules, ...loaded.children],
  };
  await expandChildren(section, ctx, [...chain, path]);
  return [section];
}

/** A file included many times is held once per include, so the sum is held to the XML limit (about two files of memory). */
function overBudget(size: number, ctx: Context): boolean {
  ctx.bytes += size;
  return ctx.bytes > ctx.index.limits.maxXmlBytes;
}

async function load(path: string, ctx: Context): Promise<XmlElement | undefined> {
  const raw = await loadXml(ctx.index, ctx.index.files.get(path)!, ctx.sink);
  return raw && ctx.version === '3.0' ? normalizeQti3(raw) : raw;
}

/** Makes the links of content read from `file` relative to the root file, and records its origin. */
function adopt(el: XmlElement, file: string, line: number, ctx: Context): void {
  ctx.origins.set(el, { file, line: el.line });
  el.line = line;
  for (const name of LINK_ATTRIBUTES) {
    const value = el.attrs[name];
    if (value === undefined || value.startsWith('#')) continue;
    const target = resolveHref(file, value);
    if (target) el.attrs[name] = relativeLink(ctx.rootFile, target);
  }
  for (const child of el.children) if (typeof child !== 'string') adopt(child, file, line, ctx);
}

function relativeLink(fromFile: string, target: string): string {
  const dir = posix.dirname(fromFile);
  const rel = dir === '.' ? target : posix.relative(dir, target);
  return rel.replace(/[%?#]/g, (c) => encodeURIComponent(c));
}
