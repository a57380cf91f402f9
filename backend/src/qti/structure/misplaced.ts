import type { IssueSink } from '../issues';
import type { XmlElement } from '../xml/parse-xml';
import type { Origins } from './expand-references';

/**
 * Elements out of the schema's place that have one meaning, moved to where they mean it before the
 * content model is checked, each with a warning: a rubricBlock directly in an item goes to the start
 * of its body, and a prompt inside a text entry goes just before the interaction, as its text.
 */
export function placeMisplaced(root: XmlElement, file: string, origins: Origins, sink: IssueSink): void {
  if (root.name !== 'assessmentItem') return;
  const at = (el: XmlElement) => origins.get(el) ?? { file, line: el.line };
  const warn = (el: XmlElement, parent: string, placed: string) =>
    sink.warn(at(el).file, 'structure.movedElement', { element: el.name, parent, placed }, at(el).line);
  const body = root.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === 'itemBody');
  const rubrics = root.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === 'rubricBlock');
  if (body && rubrics.length) {
    rubrics.forEach((r) => warn(r, root.name, 'itemBody'));
    root.children = root.children.filter((c) => !rubrics.includes(c as XmlElement));
    body.children.unshift(...rubrics);
  }
  if (body) movePrompts(body, (el, parent) => warn(el, 'textEntryInteraction', parent));
}

/** A text entry's prompt becomes a span of its content before the interaction, in the interaction's own parent. */
function movePrompts(el: XmlElement, warn: (prompt: XmlElement, parent: string) => void): void {
  for (let i = 0; i < el.children.length; i++) {
    const child = el.children[i];
    if (typeof child === 'string') continue;
    if (child.name === 'textEntryInteraction') {
      const prompts = child.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === 'prompt');
      if (prompts.length === 0) continue;
      prompts.forEach((p) => warn(p, el.name));
      child.children = child.children.filter((c) => !prompts.includes(c as XmlElement));
      const spans = prompts.map((p): XmlElement => ({ name: 'span', ns: p.ns, attrs: { class: 'qti-prompt' }, children: p.children, line: p.line }));
      el.children.splice(i, 0, ...spans, ' ');
      i += spans.length + 1;
    } else movePrompts(child, warn);
  }
}
