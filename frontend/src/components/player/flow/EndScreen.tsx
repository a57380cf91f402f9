import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerModel } from './use-player';
import classes from './player.module.css';

/** A linear test walked to its end: nothing is left but to submit. */
export function EndScreen({ player, onSubmit }: { player: PlayerModel; onSubmit: () => void }) {
  const { t } = useTranslation('player');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [player.moves]);
  const total = Math.max(player.state.totalItems, player.state.items.length);
  const answered = player.state.items.filter((i) => i.answered).length;
  return (
    <Stack gap="md">
      <Title order={2} ref={heading} tabIndex={-1} className={classes.heading} fz="h3">
        {t('session.submitTitle')}
      </Title>
      <Text>{t('nav.endReached', { answered, total })}</Text>
      <Group>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={onSubmit}
          loading={player.busy === 'submit' || player.busy === 'prepare'}
          disabled={player.busy !== null && player.busy !== 'submit' && player.busy !== 'prepare'}
        >
          {t('session.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
