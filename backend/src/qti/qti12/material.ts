import { Parser } from 'htmlparser2';
import type { IssueSink } from '../issues';
import { childElements, textOf, type XmlElement, type XmlNode } from '../xml/parse-xml';
import { MATHML_NS } from '../xml/qti-names';
import type { PackagePaths } from '../zip/entry-path';
import { el, QTI22_NS } from './tree';

/** What material needs to know: where it sits, to name it in issues and to find the files it refers to. */
export interface MaterialContext {
  file: string;
  files: PackagePaths;
  sink: IssueSink;
}

/** HTML may hold MathML; its elements keep MathML's namespace, as the 2.x reader expects. */
const MATH_ROOT = 'math';
/** Cartridges write a file's place as a token for the folder of the web content (Canvas: web_resources/). */
const FILE_BASE = /^(?:\$IMS[-_]CC[-_]FILEBASE\$|%24IMS[-_]CC[-_]FILEBASE%24)\/?/i;
const LINKED = new Set(['src', 'href', 'data', 'poster']);

function dirOf(file: string): string {
  return file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A link relative to the item's file, to the zip entry the author meant; left as written when none is found. */
export function packageLink(value: string, ctx: MaterialContext): string {
  if (!FILE_BASE.test(value)) return value;
  const rest = safeDecode(value.replace(FILE_BASE, '').split(/[?#]/)[0]);
  const found = [`web_resources/${rest}`, rest, `${dirOf(ctx.file)}${rest}`].find((path) => ctx.files.has(path)) ?? `web_resources/${rest}`;
  const up = dirOf(ctx.file)
    .split('/')
    .filter(Boolean)
    .map(() => '..');
  return [...up, ...found.split('/')].map((part) => (part === '..' ? part : encodeURIComponent(part))).join('/');
}

/** HTML as LMSs write it (unclosed paragraphs, `<br>`, named entities) as XHTML elements of the item. */
export function htmlNodes(html: string, line: number, ctx: MaterialContext): XmlNode[] {
  const root = el('div', {}, [], line);
  const stack: XmlElement[] = [root];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const parent = stack[stack.length - 1];
        const inMath = name === MATH_ROOT || parent.ns === MATHML_NS;
        const kept: Record<string, string> = {};
        for (const [k, v] of Object.entries(attrs)) kept[k] = LINKED.has(k) ? packageLink(v, ctx) : v;
        const node: XmlElement = { name, ns: inMath ? MATHML_NS : QTI22_NS, attrs: kept, children: [], line };
        parent.children.push(node);
        stack.push(node);
      },
      ontext(text) {
        stack[stack.length - 1].children.push(text);
      },
      onclosetag() {
        if (stack.length > 1) stack.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: false, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return root.children;
}

/** The text of a material, for what is shown as plain text (a dropdown's option, an accepted answer). */
export function materialText(mat: XmlElement | undefined): string {
  if (!mat) return '';
  const parts = childElements(mat).flatMap((m) => {
    if (m.name === 'mattext' || m.name === 'matemtext') {
      const text = textOf(m);
      return [m.attrs.texttype === 'text/html' ? htmlToText(text) : text];
    }
    if (m.name === 'mat_extension') return childElements(m).map((x) => htmlToText(textOf(x)));
    return [];
  });
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

function htmlToText(html: string): string {
  let text = '';
  const parser = new Parser({ ontext: (t) => (text += t) }, { decodeEntities: true });
  parser.write(html);
  parser.end();
  return text;
}

/** One material (or flow_mat) as body content: its texts, images and breaks, in order. */
export function materialNodes(mat: XmlElement, ctx: MaterialContext): XmlNode[] {
  const out: XmlNode[] = [];
  for (const m of childElements(mat)) {
    switch (m.name) {
      case 'mattext':
      case 'matemtext': {
        const text = textOf(m);
        const nodes = m.attrs.texttype === 'text/html' || m.attrs.texttype === 'text/xhtml' ? htmlNodes(text, m.line, ctx) : plainNodes(text, m.line);
        out.push(...(m.name === 'matemtext' ? [el('em', {}, nodes, m.line)] : nodes));
        break;
      }
      case 'matimage':
        if (m.attrs.uri)
          out.push(el('img', { src: packageLink(m.attrs.uri, ctx), alt: m.attrs.label ?? '', width: m.attrs.width, height: m.attrs.height }, [], m.line));
        else ctx.sink.warn(ctx.file, 'qti12.embeddedMedia', { element: m.name }, m.line);
        break;
      case 'mataudio':
      case 'matvideo':
        if (m.attrs.uri) out.push(el(m.name === 'mataudio' ? 'audio' : 'video', { src: packageLink(m.attrs.uri, ctx), controls: 'controls' }, [], m.line));
        else ctx.sink.warn(ctx.file, 'qti12.embeddedMedia', { element: m.name }, m.line);
        break;
      case 'matbreak':
        out.push(el('br', {}, [], m.line));
        break;
      case 'mat_extension':
        // Blackboard keeps its formatted text here
        for (const x of childElements(m)) out.push(...htmlNodes(textOf(x), x.line, ctx));
        break;
      case 'flow_mat':
        out.push(el('div', {}, materialNodes(m, ctx), m.line));
        break;
      case 'material':
        out.push(...materialNodes(m, ctx));
        break;
      case 'altmaterial':
        break;
      default:
        ctx.sink.warn(ctx.file, 'qti12.skippedMaterial', { element: m.name }, m.line);
    }
  }
  return out;
}

/** Plain text keeps its line breaks, as a QTI 1.2 player shows them. */
function plainNodes(text: string, line: number): XmlNode[] {
  const out: XmlNode[] = [];
  text.split('\n').forEach((part, i) => {
    if (i > 0) out.push(el('br', {}, [], line));
    if (part) out.push(part);
  });
  return out;
}
