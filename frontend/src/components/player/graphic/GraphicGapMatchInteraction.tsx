import type { Choice, InteractionOf } from '../types';
import { Button, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from '../body-text';
import { usePlayer } from '../player-context';
import { Prompt } from '../Prompt';
import { asList, listResponse, pairKey, splitPair } from '../responses';
import { shownResponse } from '../starting-response';
import { markFor, ReviewMark } from '../ReviewMark';
import base from '../ItemView.module.css';
import { useImageSize } from './GraphicStage';
import { Tag, useHotspotName } from './HotspotLayer';
import { GraphicHint, HotspotStage } from './HotspotStage';
import { centreOf } from './geometry';
import classes from './graphic.module.css';

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * graphicGapMatchInteraction: pictures (gapImg) and words (gapText) placed on areas. Pick one from
 * the bank (a toggle button), then activate an area to put it there; activating an area with
 * nothing picked takes back what it holds. The answer is 'gap hotspot' pairs (directedPair).
 */
export function GraphicGapMatchInteraction({ node }: { node: InteractionOf<'graphicGapMatch'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const name = useHotspotName();
  const [size, onLoad] = useImageSize(node.object);
  const [picked, setPicked] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const pairs = asList(shownResponse(ctx, node));
  const gaps = node.choices;
  const hotspots = node.targets;
  const correct = ctx.correctResponse?.[node.responseIdentifier];
  const gapName = (g: Choice | undefined) => (g ? g.label || plainText(g.content) || g.object?.alt || g.identifier : '');
  const gapOf = (gid: string) => gaps.find((g) => g.identifier === gid);
  const on = (hid: string) => pairs.filter((p) => splitPair(p)[1] === hid).map((p) => splitPair(p)[0]);
  const hotspotName = (h: Choice, i: number) => {
    const held = on(h.identifier).map((gid) => gapName(gapOf(gid)));
    return t('graphic.holds', { name: name(h, i), content: held.length ? held.join(', ') : t('graphic.empty') });
  };

  const save = (next: string[]) => ctx.onResponse(node.responseIdentifier, listResponse(next));
  const activate = (h: Choice, i: number) => {
    const held = on(h.identifier);
    if (!picked) {
      if (held.length === 0) return setAnnouncement(t('graphic.pickFirst'));
      const last = held[held.length - 1];
      save(pairs.filter((p) => p !== pairKey(last, h.identifier)));
      return setAnnouncement(t('graphic.takenBack', { gap: gapName(gapOf(last)), name: name(h, i) }));
    }
    const gap = gapOf(picked)!;
    let next = pairs.filter((p) => p !== pairKey(picked, h.identifier));
    // a full area (one picture by default) gives up what it held to the new one
    const limit = h.matchMax ?? 1;
    if (limit > 0 && on(h.identifier).length >= limit) next = next.filter((p) => splitPair(p)[1] !== h.identifier);
    if (gap.matchMax && next.filter((p) => splitPair(p)[0] === picked).length >= gap.matchMax) {
      // a picture used up moves from where it was
      const from = next.find((p) => splitPair(p)[0] === picked);
      next = next.filter((p) => p !== from);
    }
    save([...next, pairKey(picked, h.identifier)]);
    setPicked(undefined);
    setAnnouncement(t('graphic.placedOn', { gap: gapName(gap), name: name(h, i) }));
  };

  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      <GraphicHint id={id}>{t('graphic.gapHint')}</GraphicHint>
      {!ctx.readOnly && (
        <div className={classes.bank} role="group" aria-label={t('graphic.bank')}>
          {gaps.map((g) => (
            <Button
              key={g.identifier}
              variant={picked === g.identifier ? 'filled' : 'default'}
              aria-pressed={picked === g.identifier}
              onClick={() => setPicked(picked === g.identifier ? undefined : g.identifier)}
              leftSection={g.object ? <img className={classes.bankImage} src={ctx.mediaUrl(g.object.src)} alt="" /> : undefined}
            >
              {gapName(g)}
            </Button>
          ))}
        </div>
      )}
      <HotspotStage
        id={id}
        node={node}
        object={node.object}
        size={size}
        onImageLoad={onLoad}
        hotspots={hotspots}
        role="button"
        onActivate={(h) => activate(h, hotspots.indexOf(h))}
        state={(h, i) => ({ checked: on(h.identifier).length > 0, name: hotspotName(h, i) })}
        over={(stage) =>
          pairs.map((p) => {
            const [gid, hid] = splitPair(p);
            const gap = gapOf(gid);
            const h = hotspots.find((x) => x.identifier === hid);
            if (!gap || !h) return null;
            const [cx, cy] = centreOf(h, stage);
            if (!gap.object) return <Tag key={p} at={[cx, cy]} text={gapName(gap)} size={stage} />;
            const w = gap.object.width ?? 32;
            const hgt = gap.object.height ?? 32;
            return (
              <image
                key={p}
                href={ctx.mediaUrl(gap.object.src)}
                x={cx - w / 2}
                y={cy - hgt / 2}
                width={w}
                height={hgt}
                pointerEvents="none"
                aria-hidden="true"
              />
            );
          })
        }
      />
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {pairs.length > 0 && (
        <ul className={classes.list} aria-label={t('graphic.yourAnswer')}>
          {pairs.map((p) => {
            const [gid, hid] = splitPair(p);
            const i = hotspots.findIndex((h) => h.identifier === hid);
            return (
              <li key={p}>
                {t('graphic.placement', { gap: gapName(gapOf(gid)), name: i >= 0 ? name(hotspots[i], i) : hid })}
                {correct && <ReviewMark kind={markFor(true, correct.includes(p))} compact />}
              </li>
            );
          })}
        </ul>
      )}
      {correct && !sameSet(correct, pairs) && (
        <p className={base.hint}>
          {t('graphic.correctAnswer', {
            answer: correct
              .map((c) => {
                const [gid, hid] = splitPair(c);
                const i = hotspots.findIndex((h) => h.identifier === hid);
                return t('graphic.placement', { gap: gapName(gapOf(gid)), name: i >= 0 ? name(hotspots[i], i) : hid });
              })
              .join('; '),
          })}
        </p>
      )}
    </div>
  );
}
