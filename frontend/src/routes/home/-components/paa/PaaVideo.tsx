import { Badge, Card, Group, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isWatched, knownDuration, rangesOf } from './video-watch';

export interface PaaVideoSource {
  url: string;
  title: string;
  captions: ReadonlyArray<{ lang: 'en' | 'ru'; url: string }>;
}

/** One video of step 2: it reports itself watched once played to its end (see video-watch). */
export function PaaVideo({ video, watched, onWatched }: { video: PaaVideoSource; watched: boolean; onWatched: () => void }) {
  const { t, i18n } = useTranslation('paa');
  const ref = useRef<HTMLVideoElement>(null);
  const titleId = useId();
  const lang = i18n.language === 'ru' ? 'ru' : 'en';

  useEffect(() => {
    const el = ref.current;
    if (!el || watched) return;
    const check = () => {
      if (isWatched({ ranges: rangesOf(el), duration: knownDuration(el), ended: el.ended })) onWatched();
    };
    el.addEventListener('ended', check);
    return () => el.removeEventListener('ended', check);
  }, [watched, onWatched]);

  // `default` on a <track> counts only when the video loads; a language switch later shows the new captions.
  useEffect(() => {
    const tracks = ref.current?.textTracks;
    if (!tracks) return;
    for (let i = 0; i < tracks.length; i++) tracks[i].mode = tracks[i].language === lang ? 'showing' : 'disabled';
  }, [lang]);

  return (
    <Card withBorder radius="md" padding="md" component="figure" m={0} aria-labelledby={titleId}>
      <Group justify="space-between" align="center" mb="sm" wrap="wrap" gap="xs">
        <Title order={3} fz="h4" id={titleId}>
          {video.title}
        </Title>
        {watched ? (
          <Badge color="teal" variant="light" c="teal.9" leftSection={<IconCircleCheck size={14} aria-hidden />}>
            {t('videos.watched')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" c="dark.7">
            {t('videos.notWatched')}
          </Badge>
        )}
      </Group>
      <video ref={ref} controls preload="metadata" src={video.url} aria-labelledby={titleId} style={{ width: '100%', maxHeight: 480, background: '#000', borderRadius: 4 }}>
        {video.captions.map((c) => (
          <track key={c.lang} kind="captions" src={c.url} srcLang={c.lang} label={t(`videos.captions.${c.lang}`)} default={c.lang === lang} />
        ))}
        {t('videos.noVideoSupport')}
      </video>
    </Card>
  );
}
