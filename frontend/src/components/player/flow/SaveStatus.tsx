import { Group, Loader, Text } from '@mantine/core';
import { IconCheck, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QueueStatus } from './answer-queue';

const ICON: Record<Exclude<QueueStatus, 'idle'>, React.ReactNode> = {
  saving: <Loader size={14} aria-hidden />,
  saved: <IconCheck size={16} aria-hidden />,
  offline: <IconCloudOff size={16} aria-hidden />,
  retrying: <IconRefresh size={16} aria-hidden />,
};

/** Whether the answers have reached the server, announced politely to screen readers as it changes. */
export function SaveStatus({ status }: { status: QueueStatus }) {
  const { t } = useTranslation('player');
  const trouble = status === 'offline' || status === 'retrying';
  return (
    <Text component="div" role="status" size="sm" fw={trouble ? 700 : 400} c={trouble ? 'red.9' : 'gray.8'} style={{ minHeight: 20 }}>
      {status !== 'idle' && (
        <Group gap={6} wrap="nowrap" component="span">
          {ICON[status]}
          <span>{t(`session.status.${status}`)}</span>
        </Group>
      )}
    </Text>
  );
}
