import type { BodyNode } from './types';

/** The text of a piece of body, for accessible names of controls and option labels (images give their alt). */
export function plainText(nodes: BodyNode[] | undefined): string {
  if (!nodes) return '';
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if ('interaction' in node) continue;
    else if (node.tag === 'img') out += node.attrs.alt ?? '';
    else out += plainText(node.children);
  }
  return out.replace(/\s+/g, ' ').trim();
}
