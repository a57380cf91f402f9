import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StrandScoreDto } from '../../api/types.gen';
import { openInPortalWindow } from './practice-link';
import { StrandLabel } from './StrandResults';

/** The address of a category's test list, where a practice test of the strand is begun. */
const categoryHref = (categoryId: number) => `/home/test/${categoryId}`;

/** What a strand without right-or-wrong questions says instead of "every question correct". */
function unscoredNote(strand: StrandScoreDto, unrated: boolean): string {
  if (strand.selfRatedMaxScore === 0) return 'strands.notScored';
  return unrated ? 'strands.notRated' : 'strands.selfRatedOnly';
}

function StrandStudy({ strand, unrated }: { strand: StrandScoreDto; unrated: boolean }) {
  const { t } = useTranslation('results');
  const { t: tp } = useTranslation('player');
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={strand.strandName}>
      <Stack gap="xs">
        <Group gap="sm">
          <Title order={4}>{strand.strandName}</Title>
          <StrandLabel status={strand.status} />
          {(strand.total > 0 || strand.selfRatedMaxScore > 0) && (
            <Text size="sm" c="gray.8">
              {strand.total === 0 ? t('strands.selfRated') : t('strands.correctOf', { correct: strand.correct, total: strand.total })}
            </Text>
          )}
        </Group>
        {strand.total === 0 ? (
          <Text size="sm">{t(unscoredNote(strand, unrated))}</Text>
        ) : strand.missed.length === 0 ? (
          <Text size="sm">{t('strands.noneMissed')}</Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('strands.missedTitle')}
            </Text>
            <Text size="sm" c="gray.8">
              {t('strands.missedHint')}
            </Text>
            <Group component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {strand.missed.map((position) => (
                <li key={position}>
                  <Anchor size="sm" href={`#report-item-${position}`}>
                    {tp('report.question', { number: position + 1 })}
                  </Anchor>
                </li>
              ))}
            </Group>
          </Stack>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('strands.practiseTitle')}
          </Text>
          {strand.practiceTests.length === 0 ? (
            <Text size="sm" c="gray.8">
              {t('strands.noPractice')}
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {strand.practiceTests.map((test) => (
                <List.Item key={test.testDetailId}>
                  <Anchor
                    href={categoryHref(test.categoryId)}
                    onClick={(e) => {
                      if (openInPortalWindow(categoryHref(test.categoryId))) e.preventDefault();
                    }}
                  >
                    {t('strands.practiseTest', { name: test.testName })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** What to study next: the strands needing practice first, each with its missed questions and tests to practise it. */
export function StudyNext({ strands, unrated = [] }: { strands: StrandScoreDto[]; unrated?: string[] }) {
  const { t } = useTranslation('results');
  const order = [...strands].sort((a, b) => (a.status === b.status ? a.percent - b.percent : a.status === 'needsPractice' ? -1 : 1));
  const allStrong = strands.length > 0 && strands.every((s) => s.status === 'strong');
  return (
    <Stack gap="sm">
      <Title order={3}>{t('strands.nextTitle')}</Title>
      {allStrong && <Text>{t('strands.allStrong')}</Text>}
      {order.map((s) => (
        <StrandStudy key={s.strandName} strand={s} unrated={unrated.includes(s.strandName)} />
      ))}
    </Stack>
  );
}
