import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconCircleDashed, IconFlagFilled, IconLock, IconSend } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerModel } from './use-player';
import classes from './player.module.css';

/** Nonlinear parts: every question with its state, a link to each, and the way to submit. */
export function ReviewScreen({ player, onSubmit }: { player: PlayerModel; onSubmit: () => void }) {
  const { t } = useTranslation('player');
  const { state, busy } = player;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [player.moves]);
  const answered = state.items.filter((i) => i.answered).length;
  const flagged = state.items.filter((i) => i.flagged).length;

  return (
    <Stack gap="md">
      <Title order={2} ref={heading} tabIndex={-1} className={classes.heading} fz="h3">
        {t('review.title')}
      </Title>
      <Text>{t('review.summary', { answered, unanswered: state.items.length - answered, flagged })}</Text>
      <Table.ScrollContainer minWidth={280}>
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Caption>{t('review.legend')}</Table.Caption>
          <Table.Tbody>
            {state.items.map((entry) => {
              const done = entry.answered;
              return (
                <Table.Tr key={entry.position}>
                  <Table.Th scope="row">
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => player.goTo(entry.position)}
                      disabled={busy !== null}
                      aria-label={t('review.goTo', { number: entry.position + 1 })}
                    >
                      {t('nav.question', { number: entry.position + 1 })}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>
                    <Group gap="xs">
                      <Badge
                        variant="light"
                        c="gray.9"
                        color={done ? 'teal' : 'gray'}
                        leftSection={done ? <IconCircleCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
                      >
                        {t(done ? 'review.answered' : 'review.unanswered')}
                      </Badge>
                      {entry.flagged && (
                        <Badge variant="light" c="gray.9" color="orange" leftSection={<IconFlagFilled size={14} aria-hidden />}>
                          {t('review.flagged')}
                        </Badge>
                      )}
                      {entry.final && (
                        <Badge variant="light" c="gray.9" color="gray" leftSection={<IconLock size={14} aria-hidden />}>
                          {t('review.final')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={player.backToItem} disabled={busy !== null}>
          {t('review.backToTest')}
        </Button>
        <Button leftSection={<IconSend size={16} aria-hidden />} onClick={onSubmit} disabled={busy !== null}>
          {t('session.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
