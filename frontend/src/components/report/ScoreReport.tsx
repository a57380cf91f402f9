import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePercent } from '../../lib/percent';
import { formatDateTime } from '../player/flow/format';
import { candidateFilesFor, mediaUrlFor } from '../player/flow/media';
import type { ScoreReportData } from '../player/flow/types';
import { AdaptiveResult } from './AdaptiveResult';
import { ReportItemReview } from './ReportItemReview';
import { ScoreBand } from './ScoreBand';
import { StrandResults } from './StrandResults';
import { StudyNext } from './StudyNext';

/**
 * A submitted test's result: the percent score, the points, the band where the test declares cut
 * scores, an adaptive section's scaled score (or ability estimate), the result per strand (table and chart), what to study next (missed questions and tests
 * to practise each strand) and every question with the student's answer, the correct answer and
 * the explanation.
 * The player shows it after Submit; History shows it for a past session.
 */
export function ScoreReport({ report }: { report: ScoreReportData }) {
  const { t } = useTranslation('player');
  const { strands, band } = report;
  const percent = usePercent();
  const mediaUrl = useMemo(() => mediaUrlFor(report.sessionId), [report.sessionId]);
  const anyHumanScored = report.items.some((i) => i.humanScored);
  const selfRated = report.items.filter((i) => i.selfRated);
  const selfRatedScore = selfRated.reduce((sum, i) => sum + i.score, 0);
  const selfRatedMax = selfRated.reduce((sum, i) => sum + i.maxScore, 0);
  const unrated = [...new Set(selfRated.filter((i) => i.selfRatings.some((r) => r.points === null)).map((i) => i.strandName))];
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={2}>{t('report.title')}</Title>
        <Text c="gray.8">
          {report.testName} · {t(`session.mode.${report.mode}`)} · {t('report.completedOn', { date: formatDateTime(report.completedOn) })}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        <Group gap="xl" align="center">
          <Stack gap={0}>
            <Text size="sm" fw={600} c="gray.8">
              {t('report.percent')}
            </Text>
            <Text fz={48} fw={700} lh={1.1} c="blue.9">
              {percent(report.percent)}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text fw={600}>{t('report.points', { score: report.score, max: report.maxScore, count: report.maxScore })}</Text>
            {selfRated.length > 0 && (
              <Text size="sm" c="gray.8">
                {selfRatedMax === report.maxScore
                  ? t('report.allSelfRatedNote', { score: selfRatedScore, max: selfRatedMax })
                  : t('report.selfRatedNote', { score: selfRatedScore, max: selfRatedMax })}
              </Text>
            )}
            {unrated.length > 0 && (
              <Text size="sm" fw={600}>
                {t('report.unratedNote')}
              </Text>
            )}
            {anyHumanScored && (
              <Text size="sm" c="gray.8">
                {t('report.notScoredNote')}
              </Text>
            )}
          </Stack>
          {band && <ScoreBand band={band} />}
        </Group>
      </Paper>
      {report.adaptive?.map((result) => (
        <AdaptiveResult key={result.sectionIdentifier} result={result} />
      ))}
      <StrandResults strands={strands} strongPercent={report.strongPercent} />
      <StudyNext strands={strands} unrated={unrated} />
      <Stack gap="lg">
        <Title order={3}>{t('report.itemsTitle')}</Title>
        {report.items.map((entry, i) => (
          <Stack key={entry.position} gap="lg">
            {i > 0 && <Divider />}
            <ReportItemReview entry={entry} mediaUrl={mediaUrl} files={candidateFilesFor(report.sessionId, entry.position)} />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
