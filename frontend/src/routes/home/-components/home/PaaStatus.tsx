import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPaaQuery } from '../paa/queries';
import { dateOnly } from './format';

/** Where the student stands in the Pre-Assessment Activity, with the one next step. */
export function PaaStatus() {
  const { t, i18n } = useTranslation('home');
  const { t: tPaa } = useTranslation('paa');
  const titleId = useId();
  // Home's loader starts this read, but the panel keeps useQuery and its own empty state: one panel whose read fails must not hide the others.
  const { data, isPending } = useQuery(currentPaaQuery());
  const inProgress = !!data && data.paaId > 0 && data.status === 0;
  const finished = !!data && data.paaId > 0 && data.status === 1;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3" id={titleId}>
          {t('paa.title')}
        </Title>
        {isPending ? (
          <Skeleton height={48} aria-busy="true" />
        ) : finished ? (
          <>
            <Text>{t('paa.finished', { date: data.completedOn ? dateOnly(data.completedOn, i18n.language) : '' })}</Text>
            <Button component={Link} to="/home/test/pre-assessment-certificate" variant="light">
              {t('paa.certificate')}
            </Button>
          </>
        ) : inProgress ? (
          <>
            <Group gap="sm">
              <Badge color="yellow" variant="filled" c="dark.9">
                {tPaa('landing.inProgress')}
              </Badge>
              <Text>{t('paa.inProgress', { step: Math.min(5, data.lastCompletedStep + 1) })}</Text>
            </Group>
            <Button component={Link} to="/home/test/pre-assessment-wizard">
              {t('paa.resume')}
            </Button>
          </>
        ) : (
          <>
            <Text>{t('paa.notStarted')}</Text>
            <Button variant="light" renderRoot={(props) => <Link {...props} to="/home/test/$id" params={{ id: '5' }} />}>
              {t('paa.begin')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
