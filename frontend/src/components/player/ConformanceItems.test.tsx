import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveryItemContentDto } from '../../api/types.gen';
import { plainText } from './body-text';
import { gapsIn } from './GapMatchInteraction';
import { interactionsOf } from './ordinals';
import { splitPair } from './responses';
import { renderItem } from './testing';
import type { BodyNode, InteractionNode, ResponseValue } from './types';

/**
 * The conformance packages of match, gap match, inline choice, extended text and hot text, as the
 * player receives them (kept current by the API's `qti/conformance-items.spec.ts`): a candidate
 * working the controls gives exactly the response the corpus scores full marks (an essay: its
 * text), the interaction's own limits hold, and review marks that answer right.
 */
interface ConformanceItems {
  folder: string;
  items: {
    item: DeliveryItemContentDto;
    correctResponse: Record<string, string[]>;
    humanScored: boolean;
    answer: Record<string, ResponseValue>;
    score: number;
  }[];
}
const packages = JSON.parse(readFileSync(resolve(__dirname, 'conformance-items.json'), 'utf8')) as ConformanceItems[];

const asList = (value: ResponseValue | undefined) => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Works the node's controls to give `value`, as a candidate does with a pointer or keyboard. */
function answer(node: InteractionNode, value: ResponseValue, inlineSelects: HTMLElement[]): void {
  const named = (choices: { identifier: string; content: BodyNode[]; label?: string }[], id: string) => {
    const found = choices.find((c) => c.identifier === id);
    return found?.label ?? plainText(found?.content);
  };
  switch (node.interaction) {
    case 'match':
      for (const pair of asList(value)) {
        const [source, target] = splitPair(pair);
        fireEvent.click(screen.getByRole('checkbox', { name: `${named(node.choices, source)} with ${named(node.targets, target)}` }));
      }
      break;
    case 'gapMatch': {
      const gaps = gapsIn(node.content);
      for (const pair of asList(value)) {
        const [choice, gap] = splitPair(pair);
        const list = screen.getByRole('combobox', { name: `Blank ${gaps.indexOf(gap) + 1}` });
        // every choice has a name in the list, a picture too
        for (const option of within(list).getAllByRole('option')) expect(option.textContent?.trim()).not.toBe('');
        fireEvent.change(list, { target: { value: choice } });
      }
      break;
    }
    case 'inlineChoice':
      fireEvent.change(inlineSelects.shift()!, { target: { value } });
      break;
    case 'hottext':
      for (const id of asList(value)) fireEvent.click(screen.getByRole('button', { name: named(node.choices, id) }));
      break;
    case 'extendedText':
      fireEvent.change(screen.getByRole('textbox'), { target: { value } });
      break;
    default:
      throw new Error(`no driver for ${node.interaction}`);
  }
}

/** The controls past the interaction's limit (maxChoices, QTI's maxAssociations for a match) are disabled once it is reached. */
function expectLimitHeld(node: InteractionNode, value: ResponseValue): void {
  const max = node.cardinality === 'single' ? 1 : 'maxChoices' in node ? (node.maxChoices ?? 0) : 0;
  if (max === 0 || asList(value).length < max) return;
  if (node.interaction === 'match') {
    for (const box of screen.getAllByRole('checkbox')) if (!(box as HTMLInputElement).checked) expect(box).toBeDisabled();
  }
  if (node.interaction === 'hottext' && node.cardinality !== 'single') {
    for (const button of screen.getAllByRole('button', { pressed: false })) expect(button).toHaveAttribute('aria-disabled', 'true');
  }
}

describe.each(packages.map((p) => [p.folder, p] as const))('conformance package %s', (_folder, pkg) => {
  it.each(pkg.items.map((entry) => [entry.item.uin, entry] as const))('%s: the controls give the response the package is written for', (_uin, entry) => {
    const view = renderItem(entry.item);
    const inlineSelects = screen.queryAllByRole('combobox', { name: /^Choose an answer/ });
    const nodes = interactionsOf(entry.item.body);
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      const value = entry.answer[node.responseIdentifier] ?? null;
      answer(node, value, inlineSelects);
      expect({ response: node.responseIdentifier, value: view.last(node.responseIdentifier) ?? null }).toEqual({ response: node.responseIdentifier, value });
      expectLimitHeld(node, value);
    }
    view.unmount();
  });

  it.each(pkg.items.map((entry) => [entry.item.uin, entry] as const))('%s: review shows that response and never calls it wrong', (_uin, entry) => {
    const keyed = Object.values(entry.correctResponse).some((values) => values.length > 0);
    renderItem(entry.item, { response: entry.answer, readOnly: true, correctResponse: keyed ? entry.correctResponse : undefined });
    expect(screen.queryByText('Your answer, incorrect')).toBeNull();
    if (keyed) expect(screen.getAllByText('Your answer, correct').length).toBeGreaterThan(0);
    // a typed answer scored by a mapping, or left to a person, is shown as written
    else expect(screen.getByRole('textbox')).toHaveValue(entry.answer[interactionsOf(entry.item.body)[0].responseIdentifier] as string);
  });
});
