import { Badge, Box, Button, Group, Progress, Text, Title } from '@mantine/core';
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
  /** Submit shows it is working while the answers are settled before its dialog */
  submitting?: boolean;
}

/**
 * The bar above every question, in three rows: which test and how far; the tools (left) and the
 * ways to leave (right); the deadline. On a phone the rows stay one line each and the buttons show
 * their icons only (their names stay for assistive technology), so the question starts high.
 */
export function PlayerHeader({ state, position, saveStatus, tools, onReview, onSaveAndExit, onSubmit, busy, submitting }: HeaderProps) {
  const { t } = useTranslation('player');
  const answered = state.items.filter((i) => i.answered).length;
  const total = Math.max(state.totalItems, state.routeLength, 1);
  const label = (text: string) => <span className={classes.buttonLabel}>{text}</span>;
  return (
    <Box component="header" className={classes.header}>
      <div className={classes.headerTop}>
        <div className={classes.title}>
          <Title order={1} className={classes.testName}>
            {state.testName}
          </Title>
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" c="gray.9" color="blue" size="sm">
              {t(`session.mode.${state.mode}`)}
            </Badge>
            {state.preview && (
              <Badge variant="light" c="gray.9" color="grape" size="sm">
                {t('session.preview')}
              </Badge>
            )}
          </Group>
        </div>
        <div className={classes.progress}>
          <Text size="sm" fw={600} className={classes.progressText}>
            {position === null ? (
              t('nav.answeredCount', { answered, total })
            ) : (
              <>
                {/* a phone shows "1 / 16", leaving the test's name room; screen readers always hear the words */}
                <span className={classes.progressWords}>{t('nav.progress', { current: position + 1, total })}</span>
                <span className={classes.progressFigures} aria-hidden>{`${position + 1} / ${total}`}</span>
              </>
            )}
          </Text>
          <Progress.Root size="sm">
            <Progress.Section value={Math.round((100 * answered) / total)} aria-label={t('nav.progressLabel')} />
          </Progress.Root>
        </div>
      </div>
      <div className={classes.actions}>
        <Group gap="xs" className={classes.tools}>
          {tools}
          {onReview && (
            <Button
              variant="default"
              size="sm"
              className={classes.iconButton}
              aria-label={t('nav.review')}
              leftSection={<IconListCheck size={16} aria-hidden />}
              onClick={onReview}
              disabled={busy}
            >
              {label(t('nav.review'))}
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" className={classes.leave}>
          <SaveStatus status={saveStatus} />
          {!state.preview && (
            <Button
              variant="default"
              size="sm"
              className={classes.iconButton}
              aria-label={t('session.saveAndExit')}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={onSaveAndExit}
              disabled={busy}
            >
              {label(t('session.saveAndExit'))}
            </Button>
          )}
          <Button size="sm" leftSection={<IconSend size={16} aria-hidden />} onClick={onSubmit} disabled={busy && !submitting} loading={submitting}>
            {t('session.submit')}
          </Button>
        </Group>
      </div>
      {!state.preview && (
        <Text size="sm" c="gray.8" mt={6} visibleFrom="xs">
          {t('session.finishBy', { date: formatDateTime(state.expiresOn) })}
        </Text>
      )}
    </Box>
  );
}
