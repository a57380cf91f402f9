import { Badge, Card, Group, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedRate, isWatched, knownDuration, rangesOf } from './video-watch';

export interface PaaVideoSource {
  url: string;
  title: string;
  captions: ReadonlyArray<{ lang: 'en' | 'ru'; url: string }>;
  poster?: string;
}

/** One video of step 2: it reports itself watched once played to its end (see video-watch). */
export function PaaVideo({ video, watched, onWatched }: { video: PaaVideoSource; watched: boolean; onWatched: () => void }) {
  const { t, i18n } = useTranslation('paa');
  const ref = useRef<HTMLVideoElement>(null);
  const titleId = useId();
  const lang = i18n.language === 'ru' ? 'ru' : 'en';

  // the clock time the video has been playing, and since when it plays now
  const watching = useRef({ seconds: 0, since: null as number | null });
  useEffect(() => {
    const el = ref.current;
    if (!el || watched) return;
    const clock = watching.current;
    const start = () => {
      clock.since ??= performance.now();
    };
    const stop = () => {
      if (clock.since !== null) clock.seconds += (performance.now() - clock.since) / 1000;
      clock.since = null;
    };
    const check = () => {
      stop();
      if (isWatched({ ranges: rangesOf(el), duration: knownDuration(el), ended: el.ended, watching: clock.seconds })) onWatched();
    };
    const limitRate = () => {
      if (el.playbackRate !== allowedRate(el.playbackRate)) el.playbackRate = allowedRate(el.playbackRate);
    };
    const events: Array<[string, () => void]> = [
      ['playing', start],
      ['pause', stop],
      ['waiting', stop],
      ['ended', check],
      ['ratechange', limitRate],
    ];
    for (const [name, handler] of events) el.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of events) el.removeEventListener(name, handler);
    };
  }, [watched, onWatched]);

  // The captions of the interface language, and only those: `default` on a <track> counts only when the
  // video loads, and Chromium turns on tracks of its own choosing once the metadata is in, so the choice
  // is made again then, and again when the language is switched.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const choose = () => {
      const tracks = el.textTracks;
      for (let i = 0; i < tracks.length; i++) tracks[i].mode = tracks[i].language === lang ? 'showing' : 'disabled';
    };
    choose();
    el.addEventListener('loadedmetadata', choose);
    return () => el.removeEventListener('loadedmetadata', choose);
  }, [lang]);

  return (
    <Card withBorder radius="md" padding="md" component="figure" m={0} aria-labelledby={titleId}>
      <Group justify="space-between" align="center" mb="sm" wrap="wrap" gap="xs">
        <Title order={3} fz="h4" id={titleId}>
          {video.title}
        </Title>
        {watched ? (
          <Badge color="teal" variant="light" c="dark.9" leftSection={<IconCircleCheck size={14} aria-hidden />}>
            {t('videos.watched')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" c="dark.7">
            {t('videos.notWatched')}
          </Badge>
        )}
      </Group>
      <video
        ref={ref}
        controls
        preload="metadata"
        src={video.url}
        poster={video.poster}
        aria-labelledby={titleId}
        style={{ width: '100%', maxHeight: 480, background: '#000', borderRadius: 4 }}
      >
        {video.captions.map((c) => (
          <track key={c.lang} kind="captions" src={c.url} srcLang={c.lang} label={t(`videos.captions.${c.lang}`)} default={c.lang === lang} />
        ))}
        {t('videos.noVideoSupport')}
      </video>
    </Card>
  );
}
