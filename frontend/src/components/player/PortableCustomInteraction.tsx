import type { InteractionNode } from './types';
import { Alert } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from './body-text';
import { usePlayer } from './player-context';
import { Prompt } from './Prompt';
import { fromQtiJson, toQtiJson } from './pci-values';
import base from './ItemView.module.css';

/** The sandboxed host page: scripts only, no same origin, no top navigation. */
export const PCI_HOST = '/api/delivery/pci-host';

/**
 * A QTI 3.0 portable custom interaction, run in a sandboxed iframe. The player fetches the
 * package's modules itself and posts their sources in, so the interaction loads nothing else; the
 * responses it posts back go through the same save queue as any answer. Messages from anything
 * but this iframe are ignored.
 */
export function PortableCustomInteraction({ node }: { node: InteractionNode }) {
  const { t, i18n } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(120);
  const [failed, setFailed] = useState(false);
  const pci = node.pci;
  const latest = useRef(ctx);
  latest.current = ctx;

  useEffect(() => {
    if (!pci) return;
    let cancelled = false;
    const init = async () => {
      try {
        const sources = await Promise.all(pci.modules.map(async (m) => [m.id, await (await fetch(latest.current.mediaUrl(m.path))).text()] as const));
        if (cancelled) return;
        frame.current?.contentWindow?.postMessage(
          {
            type: 'qti-pci-init',
            lang: i18n.language,
            typeIdentifier: pci.typeIdentifier,
            module: pci.module,
            modules: Object.fromEntries(sources),
            properties: pci.properties,
            markup: node.content ?? [],
            responseIdentifier: node.responseIdentifier,
            response: toQtiJson(latest.current.response[node.responseIdentifier], node.baseType ?? 'string', node.cardinality),
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
      const data = event.data as { type?: string; response?: unknown; height?: unknown };
      if (data.type === 'qti-pci-loaded') void init();
      else if (data.type === 'qti-pci-height' && typeof data.height === 'number') setHeight(Math.min(Math.max(data.height, 60), 4000));
      else if (data.type === 'qti-pci-error') setFailed(true);
      else if (data.type === 'qti-pci-response' && !latest.current.readOnly) {
        latest.current.onResponse(node.responseIdentifier, fromQtiJson(data.response, node.cardinality));
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      cancelled = true;
      window.removeEventListener('message', onMessage);
    };
  }, [pci, node, i18n.language]);

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
