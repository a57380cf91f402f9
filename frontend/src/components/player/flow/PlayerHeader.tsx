import { Badge, Box, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconListCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QueueStatus } from './answer-queue';
import { formatDateTime } from './format';
import { SaveStatus } from './SaveStatus';
import type { DeliveryState } from './types';
import classes from './player.module.css';

export interface HeaderProps {
  state: DeliveryState;
  /** 0-based position of the question on screen; null on the review and end screens */
  position: number | null;
  saveStatus: QueueStatus;
  /** the tools bar (calculator, eliminator, highlighter, line reader, text size, time, flag) */
  tools?: React.ReactNode;
  onReview?: () => void;
  onSaveAndExit: () => void;
  onSubmit: () => void;
  busy: boolean;
}

/** The bar above every question: which test, how far, the item's tools, and the ways to leave. */
export function PlayerHeader({ state, position, saveStatus, tools, onReview, onSaveAndExit, onSubmit, busy }: HeaderProps) {
  const { t } = useTranslation('player');
  const answered = state.items.filter((i) => i.answered || i.final).length;
  const total = Math.max(state.totalItems, state.routeLength, 1);
  return (
    <Box component="header" className={classes.header}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} className={classes.title}>
          <Title order={1} fz={{ base: 'h4', sm: 'h3' }}>
            {state.testName}
          </Title>
          <Group gap="xs">
            <Badge variant="light" c="gray.9" color="blue">
              {t(`session.mode.${state.mode}`)}
            </Badge>
            {state.preview && (
              <Badge variant="light" c="gray.9" color="grape">
                {t('session.preview')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Stack gap={4} className={classes.progress}>
          <Text size="sm" fw={600}>
            {position === null ? t('nav.answeredCount', { answered, total }) : t('nav.progress', { current: position + 1, total })}
          </Text>
          <Progress.Root size="md">
            <Progress.Section value={Math.round((100 * answered) / total)} aria-label={t('nav.progressLabel')} />
          </Progress.Root>
        </Stack>
      </Group>
      <Group justify="space-between" gap="xs" mt="xs">
        <Group gap="xs">
          {tools}
          {onReview && (
            <Button variant="default" size="sm" leftSection={<IconListCheck size={16} aria-hidden />} onClick={onReview} disabled={busy}>
              {t('nav.review')}
            </Button>
          )}
        </Group>
        <Group gap="xs">
          <SaveStatus status={saveStatus} />
          {!state.preview && (
            <Button variant="default" size="sm" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={onSaveAndExit} disabled={busy}>
              {t('session.saveAndExit')}
            </Button>
          )}
          <Button size="sm" leftSection={<IconSend size={16} aria-hidden />} onClick={onSubmit} disabled={busy}>
            {t('session.submit')}
          </Button>
        </Group>
      </Group>
      {!state.preview && (
        <Text size="sm" c="gray.8" mt={6}>
          {t('session.finishBy', { date: formatDateTime(state.expiresOn) })}
        </Text>
      )}
    </Box>
  );
}
