import type { QtiVersion } from './types';
import { findAll, firstChild, textOf, type TreeHooks, type XmlElement } from './xml/parse-xml';
import { resolveHref } from './zip/entry-path';

/** Namespace of the portal's own metadata block under the test resource's metadata. */
export const PORTAL_METADATA_NS = 'urn:tsia2-portal:content-package:v1';

export type ResourceKind = 'test' | 'item' | 'stimulus' | 'media' | 'other';

export interface ManifestResource {
  identifier: string;
  type: string;
  kind: ResourceKind;
  version?: QtiVersion;
  /** package path of the main file, resolved against xml:base */
  href?: string;
  files: string[];
  dependencies: string[];
  description?: string;
  parentTestAlias?: string;
  branchingProfileName?: string;
  line: number;
}

export interface ManifestModel {
  identifier?: string;
  title?: string;
  resources: ManifestResource[];
}

const VERSION_SUFFIX: Record<string, QtiVersion> = { v2p1: '2.1', v2p2: '2.2', v3p0: '3.0' };

export function classifyResourceType(type: string): { kind: ResourceKind; version?: QtiVersion } {
  const m = /^imsqti_(test|item|stimulus)_xml(v2p1|v2p2|v3p0)$/.exec(type);
  if (m) {
    if (m[1] === 'stimulus' && m[2] === 'v2p1') return { kind: 'other' };
    return { kind: m[1] as 'test' | 'item' | 'stimulus', version: VERSION_SUFFIX[m[2]] };
  }
  if (type === 'webcontent' || type.startsWith('associatedcontent/')) return { kind: 'media' };
  return { kind: 'other' };
}

function langString(el: XmlElement | undefined): string | undefined {
  if (!el) return undefined;
  const strings = findAll(el, (e) => e.name === 'string' || e.name === 'langstring');
  const text = (strings.length ? textOf(strings[0]) : textOf(el)).trim();
  return text || undefined;
}

/** LOM general/title or general/description, in imsmd or LOM namespaces alike (by local name). */
function lomGeneral(metadata: XmlElement | undefined, field: 'title' | 'description'): string | undefined {
  if (!metadata) return undefined;
  const general = findAll(metadata, (e) => e.name === 'general')[0];
  return general ? langString(firstChild(general, field)) : undefined;
}

function portalField(metadata: XmlElement | undefined, name: string): string | undefined {
  if (!metadata) return undefined;
  const el = findAll(metadata, (e) => e.ns === PORTAL_METADATA_NS && e.name === name)[0];
  const text = el ? textOf(el).trim() : '';
  return text || undefined;
}

function joinBase(base: string, href: string): string | undefined {
  if (!href) return base;
  return resolveHref(base ? `${base.replace(/\/?$/, '/')}x` : 'x', href);
}

/** One resource of the manifest while it is parsed: its element, and its files and dependencies as written. */
interface OpenResource {
  el: XmlElement;
  files: string[];
  dependencies: string[];
}

const NONE: string[] = [];

/**
 * Each resource is taken as it closes and left out of the tree, so a manifest of 50,000 items never stands
 * as one; `intern` shares repeated strings with the zip's own copy of a path.
 */
export class ManifestReader implements TreeHooks {
  private readonly resources: ManifestResource[] = [];
  private list: XmlElement | undefined;
  private current: OpenResource | undefined;
  private organization: XmlElement | undefined;
  private readonly types = new Map<string, string>();

  constructor(private readonly intern: (path: string) => string = (path) => path) {}

  open(el: XmlElement, parent: XmlElement | undefined, depth: number): void {
    // the first organization in document order, wherever it is: its title names a bank
    if (depth >= 1 && el.name === 'organization') this.organization ??= el;
    if (depth === 1 && el.name === 'resources') this.list ??= el;
    else if (depth === 2 && el.name === 'resource' && parent === this.list) this.current = { el, files: [], dependencies: [] };
  }

  close(el: XmlElement, parent: XmlElement | undefined): boolean {
    const current = this.current;
    if (!current) return false;
    if (parent === current.el && el.name === 'file') {
      if (el.attrs.href) current.files.push(el.attrs.href);
      return true;
    }
    if (parent === current.el && el.name === 'dependency') {
      current.dependencies.push(el.attrs.identifierref ?? '');
      return true;
    }
    if (el !== current.el) return false;
    this.resources.push(this.resource(current));
    this.current = undefined;
    return true;
  }

  /** The manifest's model, once its root (less its resources) is read. */
  model(root: XmlElement): ManifestModel {
    const metadata = firstChild(root, 'metadata');
    const orgTitle = this.organization ? firstChild(this.organization, 'title') : undefined;
    const title = lomGeneral(metadata, 'title') ?? (orgTitle ? textOf(orgTitle).trim() || undefined : undefined);
    return { identifier: root.attrs.identifier, title, resources: this.resources };
  }

  private resource({ el: res, files: listed, dependencies }: OpenResource): ManifestResource {
    const type = this.shared(res.attrs.type ?? '');
    const outerBase = this.list?.attrs['xml:base'] ?? '';
    const base = joinBase(outerBase, res.attrs['xml:base'] ?? '') ?? '';
    // Blackboard names a resource's file, at the package's root, in an attribute of its own namespace
    const own = res.attrs.href ? undefined : Object.entries(res.attrs).find(([name]) => name.endsWith(':file'))?.[1];
    const href = res.attrs.href ? this.path(joinBase(base, res.attrs.href)) : own ? this.path(joinBase(outerBase, own)) : undefined;
    const files = listed.map((f) => this.path(joinBase(base, f))).filter((f): f is string => !!f);
    const resMeta = firstChild(res, 'metadata');
    return {
      identifier: res.attrs.identifier ?? '',
      type,
      ...classifyResourceType(type),
      href,
      files: files.length === 1 && files[0] === href ? [href] : files.length ? files : NONE,
      dependencies: dependencies.length ? dependencies : NONE,
      description: lomGeneral(resMeta, 'description'),
      parentTestAlias: portalField(resMeta, 'parentTestAlias'),
      branchingProfileName: portalField(resMeta, 'branchingProfileName'),
      line: res.line,
    };
  }

  private path(path: string | undefined): string | undefined {
    return path === undefined ? undefined : this.intern(path);
  }

  /** Few distinct types, each one string: a package of items repeats one type in every resource. */
  private shared(type: string): string {
    const known = this.types.get(type);
    if (known !== undefined) return known;
    if (this.types.size < 64) this.types.set(type, type);
    return type;
  }
}
