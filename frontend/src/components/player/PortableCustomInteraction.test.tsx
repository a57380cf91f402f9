import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromQtiJson, toQtiJson } from './pci-values';
import { interaction, item, renderItem } from './testing';

const node = interaction({
  interaction: 'portableCustom',
  baseType: 'integer',
  prompt: ['Set the counter'],
  pci: { typeIdentifier: 'urn:example:counter', module: 'counter', modules: [{ id: 'counter', path: 'modules/counter.js' }], properties: { max: '12' } },
  content: [{ tag: 'div', attrs: { class: 'counter' }, children: [] }],
});

function post(source: MessageEventSource | null, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, source }));
}

describe('portable custom interaction', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs in an iframe sandboxed to scripts only, named by its prompt', () => {
    renderItem(item([node]));
    const frame = screen.getByTitle('Set the counter');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).toHaveAttribute('src', '/api/delivery/pci-host');
  });

  it('hands the frame the modules fetched from the package, and saves what it reports', async () => {
    const fetchMock = vi.fn(async () => new Response('define([], function () {});'));
    vi.stubGlobal('fetch', fetchMock);
    const { last } = renderItem(item([node]), { response: { RESPONSE: '4' } });
    const frame = screen.getByTitle('Set the counter') as HTMLIFrameElement;
    const sent = vi.spyOn(frame.contentWindow!, 'postMessage');
    post(frame.contentWindow, { type: 'qti-pci-loaded' });
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith('/media/modules/counter.js');
    expect(sent.mock.calls[0][0]).toMatchObject({
      type: 'qti-pci-init',
      typeIdentifier: 'urn:example:counter',
      module: 'counter',
      modules: { counter: 'define([], function () {});' },
      properties: { max: '12' },
      responseIdentifier: 'RESPONSE',
      response: { base: { integer: 4 } },
      readOnly: false,
    });
    post(frame.contentWindow, { type: 'qti-pci-response', response: { base: { integer: 6 } } });
    expect(last()).toBe('6');
    // anything else that posts a message is not the interaction
    post(window, { type: 'qti-pci-response', response: { base: { integer: 9 } } });
    expect(last()).toBe('6');
  });

  it('keeps the interaction’s own state with the answer and gives it back at the next rendering', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('define([], function () {});')),
    );
    const first = renderItem(item([node]));
    const frame = screen.getByTitle('Set the counter') as HTMLIFrameElement;
    post(frame.contentWindow, { type: 'qti-pci-response', response: { base: { integer: 3 } }, state: { turns: [1, 2] } });
    expect(first.last()).toBe('3');
    await waitFor(() => expect(first.last('qti:state:RESPONSE')).toBe('{"turns":[1,2]}'));
    // a new state with the same response is saved on its own
    post(frame.contentWindow, { type: 'qti-pci-response', response: { base: { integer: 3 } }, state: { turns: [1, 2, 3] } });
    expect(first.last('qti:state:RESPONSE')).toBe('{"turns":[1,2,3]}');
    expect(first.onResponse.mock.calls.filter((c) => c[0] === 'RESPONSE')).toHaveLength(1);
    first.unmount();

    renderItem(item([node]), { response: { RESPONSE: '3', 'qti:state:RESPONSE': '{"turns":[1,2,3]}' } });
    const again = screen.getByTitle('Set the counter') as HTMLIFrameElement;
    const sent = vi.spyOn(again.contentWindow!, 'postMessage');
    post(again.contentWindow, { type: 'qti-pci-loaded' });
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(sent.mock.calls[0][0]).toMatchObject({ response: { base: { integer: 3 } }, state: { turns: [1, 2, 3] } });
  });

  it('keeps a review read-only and says when the interaction fails', async () => {
    const { last } = renderItem(item([node]), { readOnly: true });
    const frame = screen.getByTitle('Set the counter') as HTMLIFrameElement;
    post(frame.contentWindow, { type: 'qti-pci-response', response: { base: { integer: 6 } } });
    expect(last()).toBeUndefined();
    post(frame.contentWindow, { type: 'qti-pci-error', message: 'boom' });
    expect(await screen.findByText('This part cannot be shown')).toBeInTheDocument();
  });
});

describe('PCI response JSON', () => {
  it('converts both ways for single and list values, pairs included', () => {
    expect(toQtiJson('6', 'integer', 'single')).toEqual({ base: { integer: 6 } });
    expect(toQtiJson(['A B'], 'pair', 'multiple')).toEqual({ list: { pair: [['A', 'B']] } });
    expect(toQtiJson(null, 'identifier', 'multiple')).toEqual({ list: null });
    expect(fromQtiJson({ base: { float: 2.5 } }, 'single')).toBe('2.5');
    expect(
      fromQtiJson(
        {
          list: {
            pair: [
              ['A', 'B'],
              ['C', 'D'],
            ],
          },
        },
        'multiple',
      ),
    ).toEqual(['A B', 'C D']);
    expect(fromQtiJson({ base: null }, 'single')).toBeNull();
    expect(fromQtiJson({ record: {} }, 'record')).toBeNull();
    expect(fromQtiJson('nonsense', 'single')).toBeNull();
  });
});
