import type { QtiVersion } from './types';
import { childElements, findAll, firstChild, textOf, type XmlElement } from './xml/parse-xml';
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

export function readManifest(root: XmlElement): ManifestModel {
  const metadata = firstChild(root, 'metadata');
  const orgTitle = findAll(root, (e) => e.name === 'organization').map((o) => firstChild(o, 'title'))[0];
  const title = lomGeneral(metadata, 'title') ?? (orgTitle ? textOf(orgTitle).trim() || undefined : undefined);
  const resourcesEl = firstChild(root, 'resources');
  const resources: ManifestResource[] = [];
  const outerBase = resourcesEl?.attrs['xml:base'] ?? '';
  for (const res of resourcesEl ? childElements(resourcesEl, 'resource') : []) {
    const type = res.attrs.type ?? '';
    const base = joinBase(outerBase, res.attrs['xml:base'] ?? '') ?? '';
    const href = res.attrs.href ? joinBase(base, res.attrs.href) : undefined;
    const files = childElements(res, 'file')
      .map((f) => (f.attrs.href ? joinBase(base, f.attrs.href) : undefined))
      .filter((f): f is string => !!f);
    const resMeta = firstChild(res, 'metadata');
    resources.push({
      identifier: res.attrs.identifier ?? '',
      type,
      ...classifyResourceType(type),
      href,
      files,
      dependencies: childElements(res, 'dependency').map((d) => d.attrs.identifierref ?? ''),
      description: lomGeneral(resMeta, 'description'),
      parentTestAlias: portalField(resMeta, 'parentTestAlias'),
      branchingProfileName: portalField(resMeta, 'branchingProfileName'),
      line: res.line,
    });
  }
  return { identifier: root.attrs.identifier, title, resources };
}
