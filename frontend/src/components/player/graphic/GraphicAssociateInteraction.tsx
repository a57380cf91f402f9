import type { InteractionOf } from '../types';
import { Button, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../player-context';
import { Prompt } from '../Prompt';
import { asList, listResponse, pairKey, splitPair } from '../responses';
import { shownResponse } from '../starting-response';
import { markFor, ReviewMark } from '../ReviewMark';
import base from '../ItemView.module.css';
import { useImageSize } from './GraphicStage';
import { useHotspotName } from './HotspotLayer';
import { GraphicHint, HotspotStage } from './HotspotStage';
import { centreOf } from './geometry';
import classes from './graphic.module.css';

const samePair = (a: string, b: string) => {
  const [x, y] = splitPair(a);
  const [u, v] = splitPair(b);
  return (x === u && y === v) || (x === v && y === u);
};

/**
 * graphicAssociateInteraction: pairs of areas. Activating one area (Space, Enter or a click) marks
 * it; activating a second links the two, activating the same one again lets it go. A hotspot is in
 * at most matchMax links, the item at most maxAssociations; each link has a Remove button.
 */
export function GraphicAssociateInteraction({ node }: { node: InteractionOf<'graphicAssociate'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const name = useHotspotName();
  const [size, onLoad] = useImageSize(node.object);
  const [pending, setPending] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const pairs = asList(shownResponse(ctx, node));
  const choices = node.choices;
  const correct = ctx.correctResponse?.[node.responseIdentifier];
  const max = node.maxAssociations ?? 1;
  const nameOf = (cid: string) => {
    const i = choices.findIndex((c) => c.identifier === cid);
    return i >= 0 ? name(choices[i], i) : cid;
  };
  const uses = (cid: string) => pairs.filter((p) => splitPair(p).includes(cid)).length;
  const room = (cid: string) => {
    const limit = choices.find((c) => c.identifier === cid)?.matchMax;
    return !limit || uses(cid) < limit;
  };

  const save = (next: string[]) => ctx.onResponse(node.responseIdentifier, listResponse(next));
  const activate = (cid: string) => {
    if (!pending) {
      setPending(cid);
      setAnnouncement(t('graphic.linkFrom', { name: nameOf(cid) }));
      return;
    }
    setPending(undefined);
    if (pending === cid) {
      setAnnouncement(t('graphic.linkCancelled'));
      return;
    }
    const key = pairKey(pending, cid);
    const existing = pairs.find((p) => samePair(p, key));
    if (existing) {
      save(pairs.filter((p) => p !== existing));
      setAnnouncement(t('graphic.unlinked', { a: nameOf(pending), b: nameOf(cid) }));
    } else if ((max > 0 && pairs.length >= max) || !room(pending) || !room(cid)) {
      setAnnouncement(t('graphic.linkFull'));
    } else {
      save([...pairs, key]);
      setAnnouncement(t('graphic.linked', { a: nameOf(pending), b: nameOf(cid) }));
    }
  };

  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      <GraphicHint id={id}>
        {t('graphic.associateHint')} {max > 0 && t('graphic.linksUpTo', { count: max })}
      </GraphicHint>
      <HotspotStage
        id={id}
        node={node}
        object={node.object}
        size={size}
        onImageLoad={onLoad}
        hotspots={choices}
        role="button"
        onActivate={(c) => activate(c.identifier)}
        state={(c, i) => {
          const n = uses(c.identifier);
          return {
            pending: pending === c.identifier,
            checked: n > 0,
            name: n > 0 ? t('graphic.linkedCount', { name: name(c, i), count: n }) : undefined,
          };
        }}
        under={(stage) =>
          pairs.map((p) => {
            const [a, b] = splitPair(p).map((cid) => choices.find((c) => c.identifier === cid));
            if (!a || !b) return null;
            const [x1, y1] = centreOf(a, stage);
            const [x2, y2] = centreOf(b, stage);
            return <line key={p} className={classes.link} x1={x1} y1={y1} x2={x2} y2={y2} aria-hidden="true" />;
          })
        }
      />
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {pairs.length > 0 && (
        <ul className={classes.list} aria-label={t('graphic.links')}>
          {pairs.map((p) => {
            const [a, b] = splitPair(p);
            const text = t('graphic.link', { a: nameOf(a), b: nameOf(b) });
            return (
              <li key={p}>
                {text}
                {correct && (
                  <ReviewMark
                    kind={markFor(
                      true,
                      correct.some((c) => samePair(c, p)),
                    )}
                    compact
                  />
                )}
                {!ctx.readOnly && (
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => save(pairs.filter((x) => x !== p))}
                    aria-label={t('graphic.removeLink', { link: text })}
                  >
                    {t('graphic.removeShort')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {correct && !(correct.length === pairs.length && correct.every((c) => pairs.some((p) => samePair(c, p)))) && (
        <p className={base.hint}>
          {t('graphic.correctAnswer', {
            answer: correct.map((c) => t('graphic.link', { a: nameOf(splitPair(c)[0]), b: nameOf(splitPair(c)[1]) })).join('; '),
          })}
        </p>
      )}
    </div>
  );
}
