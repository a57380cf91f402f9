import { Anchor, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../../lib/percent';
import { dateTime } from './format';
import { latestResultsQuery } from './queries';

/** The newest results, each opening its score report; History holds the rest. */
export function LatestResults() {
  const { t, i18n } = useTranslation('home');
  const { t: tHistory } = useTranslation('history');
  const titleId = useId();
  // Home's loader starts this read, but the panel keeps useQuery and its own empty state: one panel whose read fails must not hide the others.
  const { data, isPending } = useQuery(latestResultsQuery());
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="h3" id={titleId}>
          {t('latest.title')}
        </Title>
        {isPending ? (
          <Skeleton height={72} aria-busy="true" />
        ) : !data?.length ? (
          <Text c="gray.8">{t('latest.empty')}</Text>
        ) : (
          <List spacing="xs" listStyleType="none" p={0}>
            {data.map((r) => {
              const score = r.paaId > 0 || r.testScore === null ? tHistory('notAvailable') : formatPercent(r.testScore, i18n.language);
              const mode = tHistory(`mode.${r.mode}`);
              const date = dateTime(r.testCompletionDate, i18n.language);
              return (
                <List.Item key={r.testSessionDetailId}>
                  <Group gap="xs" wrap="wrap">
                    <Anchor
                      fw={600}
                      aria-label={t('latest.open', { name: r.testName, mode, score, date })}
                      renderRoot={(props) => <Link {...props} to="/home/testhistory/$sessionId" params={{ sessionId: String(r.testSessionDetailId) }} />}
                    >
                      {r.testName}
                    </Anchor>
                    <Text size="sm" c="gray.8">
                      {mode} · <strong>{score}</strong> · {date}
                    </Text>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/home/testhistory" />}>
          {t('latest.all')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
