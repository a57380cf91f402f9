import type { BodyNode, InteractionNode } from './types';

function collect(nodes: BodyNode[] | undefined, out: InteractionNode[]): InteractionNode[] {
  for (const node of nodes ?? []) {
    if (typeof node === 'string') continue;
    if ('interaction' in node) {
      out.push(node);
      collect(node.prompt, out);
      if ('content' in node) collect(node.content, out);
    } else collect(node.children, out);
  }
  return out;
}

export function interactionsOf(body: BodyNode[]): InteractionNode[] {
  return collect(body, []);
}

/** Numbers interactions of one kind in reading order when there are several ("Answer 1", "Answer 2"), so each control has its own name. */
export function ordinalsOf(body: BodyNode[]): Map<string, number> {
  const byKind = new Map<string, string[]>();
  for (const node of interactionsOf(body)) {
    const list = byKind.get(node.interaction) ?? [];
    list.push(node.responseIdentifier);
    byKind.set(node.interaction, list);
  }
  const out = new Map<string, number>();
  for (const list of byKind.values()) if (list.length > 1) list.forEach((id, i) => out.set(id, i + 1));
  return out;
}
