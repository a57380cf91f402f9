import { useState } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ItemView } from './ItemView';
import type { BodyNode, InteractionNode, InteractionOf, ItemViewItem, ItemViewProps, ResponseMap, ResponseValue } from './types';

/** Test helpers: small items and an ItemView that keeps its responses like the player does. */
export function item(body: BodyNode[], extra: Partial<ItemViewItem> = {}): ItemViewItem {
  return { uin: 'T1', title: 'Test item', body, stimulusRefs: [], stylesheets: [], ...extra };
}

/** An interaction of the kind given, with a single identifier response unless the test says otherwise. */
export function interaction<K extends InteractionNode['interaction']>(
  node: { interaction: K } & Partial<Omit<InteractionOf<K>, 'interaction'>>,
): InteractionOf<K> {
  // tests give only the parts they exercise; the kind's other required parts are theirs to leave out
  return { responseIdentifier: 'RESPONSE', cardinality: 'single', baseType: 'identifier', ...node } as InteractionOf<K>;
}

export const text = (...parts: BodyNode[]): BodyNode => ({ tag: 'p', attrs: {}, children: parts });
export const choice = (identifier: string, label: string, extra: { matchMax?: number; fixed?: boolean } = {}) => ({ identifier, content: [label], ...extra });

function Stateful(props: Omit<ItemViewProps, 'onResponse' | 'response'> & { initial: ResponseMap; spy: (id: string, v: ResponseValue) => void }) {
  const { initial, spy, ...rest } = props;
  const [response, setResponse] = useState<ResponseMap>(initial);
  return (
    <ItemView
      {...rest}
      response={response}
      onResponse={(id, value) => {
        spy(id, value);
        setResponse((r) => ({ ...r, [id]: value }));
      }}
    />
  );
}

export function renderItem(it: ItemViewItem, options: Partial<Omit<ItemViewProps, 'item' | 'onResponse' | 'response'>> & { response?: ResponseMap } = {}) {
  const onResponse = vi.fn<(id: string, value: ResponseValue) => void>();
  const { response = {}, stimuli = [], mediaUrl = (p: string) => `/media/${p}`, ...rest } = options;
  const view = renderWithProviders(<Stateful item={it} stimuli={stimuli} mediaUrl={mediaUrl} initial={response} spy={onResponse} {...rest} />);
  /** the last value sent for a response identifier */
  const last = (id = 'RESPONSE') => onResponse.mock.calls.filter((c) => c[0] === id).at(-1)?.[1];
  return { ...view, onResponse, last };
}
