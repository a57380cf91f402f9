import { Box, Button, Group, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ScoreReport } from '../../report/ScoreReport';
import type { ScoreReportData } from './types';
import classes from './player.module.css';

/** After Submit: the score report in the player window, and the way to close it. */
export function ReportScreen({ report }: { report: ScoreReportData }) {
  const { t } = useTranslation('player');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <Box component="header" className={classes.header}>
        <Group justify="space-between" gap="sm">
          <Title order={1} ref={heading} tabIndex={-1} className={classes.heading} fz={{ base: 'h4', sm: 'h3' }}>
            {report.testName}
          </Title>
          <Button variant="default" size="sm" onClick={() => window.close()}>
            {t('session.closeWindow')}
          </Button>
        </Group>
      </Box>
      <Box component="main" id="main-content" className={classes.screen}>
        <ScoreReport report={report} />
        <Group justify="center" mt="xl">
          <Button onClick={() => window.close()}>{t('session.closeWindow')}</Button>
        </Group>
      </Box>
    </>
  );
}
