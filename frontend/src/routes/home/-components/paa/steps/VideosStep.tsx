import { Alert, Divider, List, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PaaVideo, type PaaVideoSource } from '../PaaVideo';

const EXEMPTIONS = ['act', 'sat', 'sat2016', 'taks', 'staar', 'collegePrep'] as const;

/** Step 2, Importance of the Assessment and Why it Matters: the videos, then the exemptions. */
export function VideosStep({
  videos,
  watched,
  allWatched,
  onWatched,
}: {
  videos: readonly PaaVideoSource[];
  watched: Record<string, boolean>;
  allWatched: boolean;
  onWatched: (url: string) => void;
}) {
  const { t } = useTranslation('paa');
  return (
    <Stack gap="lg">
      <Text>{t('videos.intro')}</Text>
      {videos.map((video) => (
        <PaaVideo key={video.url} video={video} watched={allWatched || !!watched[video.url]} onWatched={() => onWatched(video.url)} />
      ))}
      {allWatched && videos.length > 0 && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}>
          {t('videos.allWatched')}
        </Alert>
      )}
      <Divider />
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('videos.exemptions.heading')}
        </Title>
        <Text>{t('videos.exemptions.intro')}</Text>
        <List spacing="xs">
          {EXEMPTIONS.map((key) => (
            <List.Item key={key}>{t(`videos.exemptions.${key}`)}</List.Item>
          ))}
        </List>
        <Text>{t('videos.exemptions.note')}</Text>
      </Stack>
    </Stack>
  );
}
