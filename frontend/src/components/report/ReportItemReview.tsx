import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isAnswered } from '../player/flow/answered';
import type { ReportItem } from '../player/flow/types';
import { ItemView } from '../player/ItemView';
import { SelfRatingSummary } from './SelfRatingSummary';
import type { CandidateFileAccess } from '../player/player-context';

const noAnswerChange = () => undefined;

/** One question of the report: the verdict in words and shape, then the item with the student's answer, the correct one and the explanation. */
/** `files`: where the candidate's handed-in files (uploads, drawings) are read back from */
export function ReportItemReview({ entry, mediaUrl, files }: { entry: ReportItem; mediaUrl: (path: string) => string; files?: CandidateFileAccess }) {
  const { t } = useTranslation('player');
  const shownFeedback = useMemo(() => entry.item.feedback.map((f) => f.content), [entry.item.feedback]);
  const verdict = entry.selfRated
    ? { color: 'blue', icon: <IconInfoCircle size={14} aria-hidden />, text: t('report.selfRated') }
    : entry.humanScored
      ? { color: 'blue', icon: <IconInfoCircle size={14} aria-hidden />, text: t('report.humanScored') }
      : entry.correct === null
        ? { color: 'blue', icon: <IconInfoCircle size={14} aria-hidden />, text: t('report.notCounted') }
        : entry.correct
          ? { color: 'teal', icon: <IconCheck size={14} aria-hidden />, text: t('report.correct') }
          : { color: 'red', icon: <IconX size={14} aria-hidden />, text: t('report.incorrect') };
  return (
    <Stack component="article" gap="sm" aria-labelledby={`report-item-${entry.position}`}>
      <Group gap="sm" align="center">
        <Title order={4} id={`report-item-${entry.position}`}>
          {t('report.question', { number: entry.position + 1 })}
        </Title>
        <Badge variant="light" c="gray.9" color={verdict.color} leftSection={verdict.icon}>
          {verdict.text}
        </Badge>
        {!entry.humanScored && !entry.selfRated && (
          <Text size="sm" c="gray.8">
            {t('report.points', { score: entry.score, max: entry.maxScore, count: entry.maxScore })}
          </Text>
        )}
        {entry.strandName && (
          <Text size="sm" c="gray.8">
            {entry.strandName}
          </Text>
        )}
      </Group>
      {entry.selfRated && <SelfRatingSummary score={entry.score} maxScore={entry.maxScore} ratings={entry.selfRatings} />}
      {!isAnswered(entry.response) && (
        <Text size="sm" fw={600}>
          {t('report.noAnswer')}
        </Text>
      )}
      <ItemView
        item={{ ...entry.item, rubric: entry.rubric ?? entry.item.rubric }}
        stimuli={entry.stimuli}
        response={entry.response}
        onResponse={noAnswerChange}
        readOnly
        shownFeedback={shownFeedback}
        correctResponse={entry.correctResponse}
        mediaUrl={mediaUrl}
        files={files}
        number={entry.position + 1}
      />
    </Stack>
  );
}
