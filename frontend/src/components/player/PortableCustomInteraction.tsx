import type { InteractionOf } from './types';
import { Alert } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from './body-text';
import { usePlayer } from './player-context';
import { Prompt } from './Prompt';
import { pciStateKey } from '@portal/shared';
import { loadPciModules } from './pci-modules';
import { fromQtiJson, toQtiJson } from './pci-values';
import base from './ItemView.module.css';

/** The sandboxed host page: scripts only, no same origin, no top navigation. */
export const PCI_HOST = '/api/delivery/pci-host';

/**
 * A QTI 3.0 portable custom interaction, run in a sandboxed iframe. The player fetches the
 * package's modules itself (with those they require by relative id) and posts their sources in, so
 * the interaction loads nothing else; the
 * responses it posts back, and its own state beside them, go through the same save queue as any
 * answer, and the state comes back to it at the next rendering. Messages from anything but this
 * iframe are ignored.
 */
export function PortableCustomInteraction({ node }: { node: InteractionOf<'portableCustom'> }) {
  const { t, i18n } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(120);
  const [failed, setFailed] = useState(false);
  const pci = node.pci;
  const latest = useRef(ctx);
  latest.current = ctx;
  const stateKey = pciStateKey(node.responseIdentifier);
  useEffect(() => {
    if (!pci) return;
    let cancelled = false;
    // What the item's answer holds for this interaction: messages can come faster than the page
    // renders, so they are compared with the last one, not with the answer of the last render.
    let known: { response: string; state: unknown } | undefined;
    const init = async () => {
      try {
        const { sources, paths } = await loadPciModules(pci.modules, async (path) => {
          const res = await fetch(latest.current.mediaUrl(path));
          if (!res.ok) throw new Error(`${path}: ${res.status}`);
          return res.text();
        });
        if (cancelled) return;
        frame.current?.contentWindow?.postMessage(
          {
            type: 'qti-pci-init',
            lang: i18n.language,
            typeIdentifier: pci.typeIdentifier,
            module: pci.module,
            modules: sources,
            paths,
            properties: pci.properties,
            markup: node.content,
            responseIdentifier: node.responseIdentifier,
            response: toQtiJson(latest.current.response[node.responseIdentifier], node.baseType ?? 'string', node.cardinality),
            state: savedState(latest.current.response[stateKey]),
            readOnly: latest.current.readOnly,
          },
          '*',
        );
      } catch {
        if (!cancelled) setFailed(true);
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow || !event.data || typeof event.data !== 'object') return;
      const data = event.data as { type?: string; response?: unknown; state?: unknown; height?: unknown };
      if (data.type === 'qti-pci-loaded') void init();
      else if (data.type === 'qti-pci-height' && typeof data.height === 'number') setHeight(Math.min(Math.max(data.height, 60), 4000));
      else if (data.type === 'qti-pci-error') setFailed(true);
      else if (data.type === 'qti-pci-response' && !latest.current.readOnly) {
        const response = fromQtiJson(data.response, node.cardinality);
        const state = data.state === undefined ? undefined : JSON.stringify(data.state);
        const given = latest.current.response;
        known ??= { response: JSON.stringify(given[node.responseIdentifier] ?? null), state: given[stateKey] };
        const answer = JSON.stringify(response);
        if (answer !== known.response) latest.current.onResponse(node.responseIdentifier, response);
        if (state !== undefined && state !== known.state) latest.current.onResponse(stateKey, state);
        known = { response: answer, state: state ?? known.state };
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      cancelled = true;
      window.removeEventListener('message', onMessage);
    };
  }, [pci, node, i18n.language, stateKey]);

  const title = plainText(node.prompt ?? []) || t('item.pci.title');
  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      {failed ? (
        <Alert variant="light" color="red" title={t('item.pci.failedTitle')}>
          {t('item.pci.failed')}
        </Alert>
      ) : (
        <iframe ref={frame} src={PCI_HOST} sandbox="allow-scripts" title={title} style={{ width: '100%', height, border: 0, display: 'block' }} />
      )}
    </div>
  );
}

/** The state kept with the answer, as the interaction gave it; undefined when there is none or it cannot be read. */
function savedState(saved: unknown): unknown {
  if (typeof saved !== 'string') return undefined;
  try {
    return JSON.parse(saved);
  } catch {
    return undefined;
  }
}
