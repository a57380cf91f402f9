import type { InteractionNode } from './types';
import type { InteractionReader } from './body-readers';
import { childElements, textOf, type XmlElement } from './xml/parse-xml';
import { resolveHref } from './zip/entry-path';

/** The namespace of the IMS Portable Custom Interaction 1.0 markup inside a QTI 2.x customInteraction. */
export const PCI_V1_NS = 'http://www.imsglobal.org/xsd/portableCustomInteraction';
/** The final IMS PCI 1.0 form in QTI 2.2 (TAO's "IMS PCI" export): modules listed as QTI 3.0 lists them. */
export const IMS_PCI_NS = 'http://www.imsglobal.org/xsd/portableCustomInteraction_v1';
/** TAO writes the markup in the XHTML namespace (or its own `html5` one) inside the PCI element. */
const MARKUP_NS = new Set([PCI_V1_NS, IMS_PCI_NS, 'http://www.w3.org/1999/xhtml', 'html5']);
/** Library ids the sandbox gives every module itself. */
const PROVIDED = new Set(['qtiCustomInteractionContext']);

/**
 * A shared library the package lacks is left out with a warning, as the player loads nothing from outside it;
 * other customInteractions only run in their vendor's player. See "Portable custom interactions" in qti/README.md.
 */
export function readCustomInteraction(r: InteractionReader, el: XmlElement, node: InteractionNode): void {
  const pci = childElements(el).find((c) => c.name === 'portableCustomInteraction' && (c.ns === PCI_V1_NS || c.ns === IMS_PCI_NS));
  if (!pci) {
    r.sink.error(r.file, 'item.vendorCustomInteraction', {}, el.line);
    return;
  }
  if (pci.ns === IMS_PCI_NS) {
    readImsPci(r, pci, node);
    return;
  }
  const typeIdentifier = pci.attrs.customInteractionTypeIdentifier ?? pci.attrs.typeIdentifier ?? '';
  if (!typeIdentifier) r.sink.error(r.file, 'item.missingAttribute', { element: pci.name, attribute: 'customInteractionTypeIdentifier' }, pci.line);

  const modules: { id: string; path: string }[] = [];
  for (const lib of pciChildren(pci, 'resources')
    .flatMap((res) => pciChildren(res, 'libraries'))
    .flatMap((libs) => pciChildren(libs, 'lib'))) {
    const id = (lib.attrs.id ?? lib.attrs.name ?? '').trim();
    if (PROVIDED.has(id)) continue;
    if (!id) {
      r.sink.error(r.file, 'item.missingAttribute', { element: lib.name, attribute: 'id' }, lib.line);
      continue;
    }
    const file = id.endsWith('.js') ? id : `${id}.js`;
    const path = r.libraryPath(file);
    if (path) modules.push({ id, path });
    // a delivery engine's own library (TAO's jQuery...) may not be needed: left out, with a warning
    else r.sink.warn(r.file, 'item.pciLibrary', { library: id, file }, lib.line);
  }

  // the sandbox takes modules and markup only, so TAO's stylesheets for the interaction are not applied
  for (const link of pciChildren(pci, 'resources')
    .flatMap((res) => pciChildren(res, 'stylesheets'))
    .flatMap((css) => pciChildren(css, 'link'))) {
    r.sink.warn(r.file, 'item.pciStylesheet', { href: link.attrs.href ?? '' }, link.line);
  }

  const hook = (pci.attrs.hook ?? '').trim();
  const module = hook.replace(/\.js$/, '');
  if (!hook) r.sink.error(r.file, 'item.missingAttribute', { element: pci.name, attribute: 'hook' }, pci.line);
  else {
    const file = hook.endsWith('.js') ? hook : `${hook}.js`;
    // a hook on another server would run code the package does not hold: refused, not dropped
    const outside = resolveHref(r.file, file) === undefined;
    if (outside) r.sink.error(r.file, 'item.missingMedia', { href: hook }, pci.line);
    const path = outside ? undefined : r.packagePath(pci, file);
    if (path) modules.push({ id: module, path });
  }

  const properties: Record<string, string> = {};
  for (const group of pciChildren(pci, 'properties')) readProperties(group, '', properties);
  node.pci = { typeIdentifier, module, modules, properties };
  r.shareScripts();
  node.content = readMarkup(r, pci);
}

function readMarkup(r: InteractionReader, pci: XmlElement) {
  const markup = childElements(pci, 'markup').find((c) => MARKUP_NS.has(c.ns));
  return markup ? r.convertChildren(markup.children) : [];
}

/** `modules/module` (id, primaryPath, fallbackPath; a module configuration already applied), properties and data-* attributes. */
function readImsPci(r: InteractionReader, pci: XmlElement, node: InteractionNode): void {
  const typeIdentifier = pci.attrs.customInteractionTypeIdentifier ?? '';
  if (!typeIdentifier) r.sink.error(r.file, 'item.missingAttribute', { element: pci.name, attribute: 'customInteractionTypeIdentifier' }, pci.line);
  const listed: ListedModule[] = [];
  for (const m of childElements(pci, 'modules').flatMap((g) => childElements(g, 'module'))) {
    const href = m.attrs.primaryPath ?? m.attrs.fallbackPath ?? '';
    if (!m.attrs.id || !href) r.sink.error(r.file, 'item.missingAttribute', { element: m.name, attribute: m.attrs.id ? 'primaryPath' : 'id' }, m.line);
    else listed.push({ id: m.attrs.id, href, el: m });
  }
  // the module the type is registered by comes first, as a delivery engine loads it
  const module = (listed.find((m) => m.id === typeIdentifier) ?? listed[0])?.id ?? '';
  if (!module) r.sink.error(r.file, 'item.pciModule', { module: typeIdentifier }, pci.line);
  const properties: Record<string, string> = {};
  for (const [k, v] of Object.entries(pci.attrs)) if (k.startsWith('data-')) properties[k.slice(5)] = v;
  for (const group of childElements(pci, 'properties').filter((c) => c.ns === IMS_PCI_NS)) readProperties(group, '', properties, IMS_PCI_NS);
  node.pci = { typeIdentifier, module, modules: moduleFiles(r, listed, module), properties };
  r.shareScripts();
  node.content = readMarkup(r, pci);
}

export interface ListedModule {
  id: string;
  href: string;
  el: XmlElement;
}

/** The module loaded first must be there; another may never be required, so it is left out with a warning. */
export function moduleFiles(r: InteractionReader, listed: ListedModule[], module: string): { id: string; path: string }[] {
  const modules: { id: string; path: string }[] = [];
  for (const m of listed) {
    const href = m.href.endsWith('.js') ? m.href : `${m.href}.js`;
    const path = m.id === module ? r.packagePath(m.el, href) : r.packageFile(href);
    if (path) modules.push({ id: m.id, path });
    else if (m.id !== module) r.sink.warn(r.file, 'item.pciMissingPart', { module, part: href }, m.el.line);
  }
  return modules;
}

const pciChildren = (el: XmlElement, name: string) => childElements(el, name).filter((c) => c.ns === PCI_V1_NS);

/** `property` (or `entry`) elements by key; a nested `properties` with a key prefixes its own keys. */
function readProperties(group: XmlElement, prefix: string, into: Record<string, string>, ns = PCI_V1_NS): void {
  for (const c of childElements(group).filter((e) => e.ns === ns)) {
    const key = c.attrs.key ?? '';
    if (!key) continue;
    if (c.name === 'properties') readProperties(c, `${prefix}${key}.`, into, ns);
    else if (c.name === 'property' || c.name === 'entry') into[prefix + key] = textOf(c).trim();
  }
}
