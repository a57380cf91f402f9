import type { BodyNode, InteractionOf } from './types';
import { Button } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { createElement, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from './player-context';
import { Prompt } from './Prompt';
import base from './ItemView.module.css';
import classes from './interactions.module.css';

interface Source {
  kind: 'audio' | 'video';
  src: string;
  type?: string;
}

/** The medium a media interaction plays: an audio or video element (or its first source), or an object of an audio or video type. */
export function mediaSource(nodes: BodyNode[] | undefined): Source | undefined {
  for (const n of nodes ?? []) {
    if (typeof n !== 'object' || 'interaction' in n) continue;
    if (n.tag === 'audio' || n.tag === 'video') {
      const inner = n.children.find(
        (c): c is Extract<BodyNode, { tag: string }> => typeof c === 'object' && 'tag' in c && c.tag === 'source' && Boolean(c.attrs.src),
      );
      const src = n.attrs.src ?? inner?.attrs.src;
      if (src) return { kind: n.tag, src, type: inner?.attrs.type };
    }
    if (n.tag === 'object' && n.attrs.data) {
      const type = n.attrs.type ?? '';
      const kind = type.startsWith('video/') || /\.(mp4|webm|ogv|mov)$/i.test(n.attrs.data) ? 'video' : 'audio';
      return { kind, src: n.attrs.data, type: type || undefined };
    }
    const inner = mediaSource(n.children);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Plays the interaction's medium with its own Play/Pause button, so that the plays can be counted
 * (the response, an integer) and held to maxPlays: a play is a start from the beginning; pausing
 * and resuming is the same play. minPlays is said in words; the count is always shown.
 */
export function MediaInteraction({ node }: { node: InteractionOf<'media'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const settings = node.media;
  const source = mediaSource(node.content);
  const element = useRef<HTMLMediaElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [atStart, setAtStart] = useState(true);
  const saved = Number(ctx.response[node.responseIdentifier] ?? 0);
  const plays = Number.isFinite(saved) ? saved : 0;
  const used = settings.maxPlays > 0 && plays >= settings.maxPlays;
  // after the attempt the medium may be heard again, uncounted
  const canPlay = Boolean(source) && (ctx.readOnly || playing || !atStart || !used);

  const toggle = () => {
    const media = element.current;
    if (!media || !canPlay) return;
    if (playing) {
      media.pause();
      return;
    }
    // a play counts when the medium really starts (on its play event), not when asked: a browser may refuse to play
    void Promise.resolve(media.play()).catch(() => setPlaying(false));
  };

  // autostart once, when the item is first shown and has not been played
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !settings.autostart || plays > 0 || ctx.readOnly) return;
    started.current = true;
    toggle();
  });

  const mediaProps = {
    ref: element,
    src: source ? ctx.mediaUrl(source.src) : undefined,
    loop: settings.loop,
    preload: 'metadata',
    className: source?.kind === 'video' ? base.media : undefined,
    'aria-hidden': source?.kind === 'audio' ? true : undefined,
    onPlay: () => {
      if (atStart && !ctx.readOnly) ctx.onResponse(node.responseIdentifier, String(plays + 1));
      setPlaying(true);
      setAtStart(false);
    },
    onPause: () => setPlaying(false),
    onEnded: () => {
      setPlaying(false);
      setAtStart(true);
    },
  };

  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      {source && createElement(source.kind, mediaProps)}
      <div className={classes.mediaControls}>
        <Button
          variant="light"
          leftSection={playing ? <IconPlayerPauseFilled size={16} aria-hidden /> : <IconPlayerPlayFilled size={16} aria-hidden />}
          disabled={!canPlay}
          onClick={toggle}
          aria-describedby={`${id}-plays`}
        >
          {playing ? t('item.media.pause') : t('item.media.play')}
        </Button>
        <span id={`${id}-plays`} className={base.hint} aria-live="polite">
          {settings.maxPlays > 0 ? t('item.media.playsOf', { count: plays, max: settings.maxPlays }) : t('item.media.plays', { count: plays })}
          {settings.minPlays > 0 && plays < settings.minPlays ? ` ${t('item.media.atLeast', { count: settings.minPlays })}` : ''}
        </span>
      </div>
    </div>
  );
}
