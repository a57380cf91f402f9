import type { InteractionNode } from './types';
import type { InteractionReader } from './body-readers';
import { childElements, textOf, type XmlElement } from './xml/parse-xml';
import { resolveHref } from './zip/entry-path';

/** The namespace of the IMS Portable Custom Interaction 1.0 markup inside a QTI 2.x customInteraction. */
export const PCI_V1_NS = 'http://www.imsglobal.org/xsd/portableCustomInteraction';
/** TAO writes the markup in the XHTML namespace (or its own `html5` one) inside the PCI element. */
const MARKUP_NS = new Set([PCI_V1_NS, 'http://www.w3.org/1999/xhtml', 'html5']);
/** Library ids the sandbox gives every module itself. */
const PROVIDED = new Set(['qtiCustomInteractionContext']);

/**
 * The player loads nothing from outside the package, so a shared library must be a file of it (else it is
 * left out with a warning); other
 * customInteractions only run in their vendor's player. See "Portable custom interactions" in qti/README.md.
 */
export function readCustomInteraction(r: InteractionReader, el: XmlElement, node: InteractionNode): void {
  const pci = childElements(el).find((c) => c.name === 'portableCustomInteraction' && c.ns === PCI_V1_NS);
  if (!pci) {
    r.sink.error(r.file, 'item.vendorCustomInteraction', {}, el.line);
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
  const markup = childElements(pci, 'markup').find((c) => MARKUP_NS.has(c.ns));
  node.content = markup ? r.convertChildren(markup.children) : [];
}

const pciChildren = (el: XmlElement, name: string) => childElements(el, name).filter((c) => c.ns === PCI_V1_NS);

/** `property` (or `entry`) elements by key; a nested `properties` with a key prefixes its own keys. */
function readProperties(group: XmlElement, prefix: string, into: Record<string, string>): void {
  for (const c of childElements(group).filter((e) => e.ns === PCI_V1_NS)) {
    const key = c.attrs.key ?? '';
    if (!key) continue;
    if (c.name === 'properties') readProperties(c, `${prefix}${key}.`, into);
    else if (c.name === 'property' || c.name === 'entry') into[prefix + key] = textOf(c).trim();
  }
}
