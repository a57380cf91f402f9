import { Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InProgressTestDto } from '../../../../api/types.gen';
import { launchTest, type PracticeMode } from '../../../../lib/launch-test';
import { useRefreshWhenTestWindowCloses } from '../../../../lib/use-refresh-when-test-window-closes';
import { dateOnly, dateTime } from './format';
import { inProgressQuery } from './queries';

function ResumeButton({ test, onLaunched }: { test: InProgressTestDto; onLaunched: () => void }) {
  const { t } = useTranslation('home');
  const { t: tPages } = useTranslation('pages');
  const [busy, setBusy] = useState(false);
  const mode = tPages(test.mode === 1 ? 'test.learnAsYouGo' : 'test.practiceTest');
  return (
    <Button
      leftSection={<IconPlayerPlay size={16} aria-hidden />}
      loading={busy}
      aria-label={t('continue.resumeLabel', { name: test.testName, mode })}
      onClick={async () => {
        setBusy(true);
        try {
          // the launch resumes the pending session of this test version and mode
          if (await launchTest({ testDetailId: test.testDetailId, mode: test.mode as PracticeMode })) onLaunched();
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('continue.resume')}
    </Button>
  );
}

/** "Continue where you left off": each unfinished test with its place, last activity and deadline. */
export function ContinueTests() {
  const { t, i18n } = useTranslation('home');
  const { t: tPages } = useTranslation('pages');
  const titleId = useId();
  // Home's loader starts this read, but the panel keeps useQuery and its own empty state: one panel whose read fails must not hide the others.
  const { data, isPending } = useQuery(inProgressQuery());
  const watch = useRefreshWhenTestWindowCloses(inProgressQuery().queryKey);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="h3" id={titleId}>
          {t('continue.title')}
        </Title>
        {isPending ? (
          <Skeleton height={96} aria-busy="true" />
        ) : !data?.length ? (
          <Text c="gray.8">{t('continue.empty')}</Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.map((test) => (
                <Card key={test.sessionId} component="li" withBorder radius="md" padding="md">
                  <Stack gap={6}>
                    <Title order={3} fz="h4">
                      {test.testName}
                    </Title>
                    <Text size="sm" fw={600}>
                      {tPages(test.mode === 1 ? 'test.learnAsYouGo' : 'test.practiceTest')} ·{' '}
                      {t('continue.position', { position: test.position, total: test.totalItems })}
                    </Text>
                    <Text size="sm" c="gray.8">
                      {t('continue.answered', { count: test.answered })} · {t('continue.lastActivity', { date: dateTime(test.lastActivityOn, i18n.language) })}
                    </Text>
                    <Text size="sm" fw={600} c="red.9">
                      {t('continue.deadline', { date: dateOnly(test.expiresOn, i18n.language) })}
                    </Text>
                    <Group mt={4}>
                      <ResumeButton test={test} onLaunched={watch} />
                    </Group>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
            <Text size="sm" c="gray.8">
              {t('continue.deadlineRule')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
