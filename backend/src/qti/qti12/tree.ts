import type { XmlElement, XmlNode } from '../xml/parse-xml';
import { QTI_NAMESPACES } from '../xml/qti-names';

/** A QTI 1.2 item becomes a QTI 2.2 item in memory; the 2.x reader then reads it as it reads any other. */
export const QTI22_NS = QTI_NAMESPACES['2.2'];

export function el(name: string, attrs: Record<string, string | number | undefined>, children: XmlNode[], line: number): XmlElement {
  const kept: Record<string, string> = {};
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) kept[k] = String(v);
  return { name, ns: QTI22_NS, attrs: kept, children, line };
}

export const baseValue = (baseType: string, value: string, line: number) => el('baseValue', { baseType }, [value], line);
export const variable = (identifier: string, line: number) => el('variable', { identifier }, [], line);

const IDENT = /^[\p{L}_][\p{L}\p{N}_.-]*$/u;

/** QTI 1.2 idents are any string (LMSs write numbers); each gets a QTI 2 identifier, unique within its item. */
export class Identifiers {
  private readonly made = new Map<string, string>();
  private readonly taken = new Set<string>();

  of(raw: string, prefix = 'ID'): string {
    const key = `${prefix}\0${raw}`;
    const known = this.made.get(key);
    if (known) return known;
    let id = IDENT.test(raw) ? raw : `${prefix}_${raw.replace(/[^\p{L}\p{N}_.-]/gu, '_')}`;
    for (let n = 2; this.taken.has(id); n++) id = `${IDENT.test(raw) ? raw : prefix}_${n}`;
    this.taken.add(id);
    this.made.set(key, id);
    return id;
  }

  /** A name the converter makes for itself, never one an ident already took. */
  fresh(name: string): string {
    let id = name;
    for (let n = 2; this.taken.has(id); n++) id = `${name}_${n}`;
    this.taken.add(id);
    return id;
  }
}
