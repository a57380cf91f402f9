import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconChecks, IconListCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemView } from '../ItemView';
import { isAnswered } from './answered';
import { CheckResultNote } from './CheckResultNote';
import { candidateFilesFor, mediaUrlFor } from './media';
import type { PlayerModel } from './use-player';
import type { ItemViewData } from './types';
import classes from './player.module.css';

/** One question: its heading (focused on arrival), the item, the check result, and the way on. */
export function ItemScreen({ player, item }: { player: PlayerModel; item: ItemViewData }) {
  const { t } = useTranslation('player');
  const { state, busy } = player;
  const heading = useRef<HTMLHeadingElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const mediaUrl = useMemo(() => mediaUrlFor(state.sessionId), [state.sessionId]);
  const { holdAnswers } = player;
  const files = useMemo(() => ({ ...candidateFilesFor(state.sessionId, item.position), hold: holdAnswers }), [state.sessionId, item.position, holdAnswers]);
  const linear = state.navigationMode === 'linear';
  const layg = state.mode === 1;
  const last = item.position >= state.routeLength - 1;

  useEffect(() => heading.current?.focus(), [player.moves]);
  // an end attempt interaction hands the answer in the way this mode's main button does
  const endAttempt = layg ? player.check : linear ? player.next : last ? player.showReview : () => player.goTo(item.position + 1);
  // After a check, the result is read first; the explanation follows it in the page.
  const checked = Boolean(item.check);
  const wasChecked = useRef(checked);
  useEffect(() => {
    if (checked && !wasChecked.current) result.current?.focus();
    wasChecked.current = checked;
  }, [checked]);

  const needsAnswer = linear && !item.final && Boolean(item.answerRequired) && !isAnswered(player.response);
  const reasonId = `next-reason-${item.position}`;

  const nav = (
    <Stack gap={6}>
      <Group justify="space-between" gap="sm" component="nav" aria-label={t('nav.itemNav')}>
        <div>
          {!linear && (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              disabled={item.position === 0 || busy !== null}
              onClick={() => player.goTo(item.position - 1)}
            >
              {t('nav.back')}
            </Button>
          )}
        </div>
        <Group gap="sm">
          {layg && !item.final && (
            <Button
              variant="light"
              leftSection={<IconChecks size={16} aria-hidden />}
              loading={busy === 'check'}
              disabled={busy !== null && busy !== 'check'}
              onClick={player.check}
            >
              {t('nav.check')}
            </Button>
          )}
          {linear ? (
            <Button
              rightSection={<IconArrowRight size={16} aria-hidden />}
              loading={busy === 'next'}
              disabled={needsAnswer || (busy !== null && busy !== 'next')}
              aria-describedby={needsAnswer ? reasonId : undefined}
              onClick={player.requestNext}
            >
              {t('nav.next')}
            </Button>
          ) : last ? (
            <Button rightSection={<IconListCheck size={16} aria-hidden />} disabled={busy !== null} onClick={player.showReview}>
              {t('nav.review')}
            </Button>
          ) : (
            <Button
              rightSection={<IconArrowRight size={16} aria-hidden />}
              loading={busy === 'nav'}
              disabled={busy !== null && busy !== 'nav'}
              onClick={() => player.goTo(item.position + 1)}
            >
              {t('nav.next')}
            </Button>
          )}
        </Group>
      </Group>
      {needsAnswer && (
        <Text id={reasonId} size="sm" c="gray.8" ta="end">
          {t('nav.answerRequired')}
        </Text>
      )}
      {player.moving && (
        <Text size="sm" c="gray.8" ta="end" role="status">
          {t('nav.moving')}
        </Text>
      )}
    </Stack>
  );

  return (
    <div className={classes.itemScreen}>
      <Title order={2} ref={heading} tabIndex={-1} className={classes.heading} fz={{ base: 'h4', xs: 'h3' }}>
        {t('nav.question', { number: item.position + 1 })}
      </Title>
      {item.final && !item.check && (
        <Text size="sm" c="gray.8">
          {t('nav.finalNote')}
        </Text>
      )}
      {linear && !item.final && (
        <Text size="sm" c="gray.8" visibleFrom="xs">
          {t('nav.linearNote')}
        </Text>
      )}
      {item.check && <CheckResultNote ref={result} result={item.check} />}
      {/* after a check the way on sits under the verdict, in the first screen, before the explanation */}
      {item.check && nav}
      <ItemView
        item={item.item}
        stimuli={item.stimuli}
        response={player.response}
        onResponse={player.answer}
        readOnly={item.final || player.moving}
        shownFeedback={item.check?.feedback}
        correctResponse={item.check?.correctResponse}
        mediaUrl={mediaUrl}
        onEndAttempt={endAttempt}
        files={files}
        staffView={state.preview}
      />
      {!item.check && nav}
    </div>
  );
}
