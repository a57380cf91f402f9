import { ActionIcon, Anchor, Badge, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markNotificationsRead } from '../../api/sdk.gen';
import type { NotificationDto } from '../../api/types.gen';
import { invalidateReads } from '../../lib/queries';
import { notificationsQuery } from './queries';

function Entry({ entry, onRead, onOpen }: { entry: NotificationDto; onRead: (id: number) => void; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const date = new Date(entry.createdOn).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Stack
      component="li"
      gap={4}
      p="xs"
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        listStyle: 'none',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" fw={entry.read ? 500 : 700}>
          {entry.title}
        </Text>
        {!entry.read && (
          <Badge size="sm" variant="filled" color="blue.8">
            {t('unread')}
          </Badge>
        )}
      </Group>
      <Text size="sm">{entry.text}</Text>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="gray.8">
          {date}
        </Text>
        <Group gap="xs">
          {entry.cpId !== null && (
            <Anchor size="xs" component={Link} to={entry.kind === 'importFailed' ? `/home/imports/errors/${entry.cpId}` : '/home/imports'} onClick={onOpen}>
              {t('open')}
            </Anchor>
          )}
          {!entry.read && (
            <Button size="compact-xs" variant="subtle" onClick={() => onRead(entry.id)}>
              {t('markRead')}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}

/** The bell in the banner: how many notifications are unread, and the newest of them. */
export function NotificationBell() {
  const { t, i18n } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  // Not a route's read: the bell is in the header of every page and polls on its own, so it keeps useQuery.
  const { data } = useQuery(notificationsQuery(i18n.language));
  const unread = data?.unreadCount ?? 0;

  const mark = async (ids?: number[]) => {
    await markNotificationsRead({
      body: ids ? { ids } : {},
      throwOnError: true,
    });
    await invalidateReads(queryClient, 'getNotifications', 'getNotificationSettings');
  };

  return (
    // inside the banner, not in a portal outside every landmark (axe: region)
    // The indicator wraps the popover, so the popover's aria attributes land on the button, not on a div.
    <Indicator label={unread} disabled={unread === 0} size={18} color="red.8" offset={4}>
      <Popover position="bottom-end" width={360} withinPortal={false} opened={opened} onChange={setOpened} trapFocus={false}>
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={unread ? t('bellUnread', { count: unread }) : t('bell')} onClick={() => setOpened((o) => !o)}>
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-labelledby={titleId} role="dialog">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h5" id={titleId}>
              {t('title')}
            </Title>
            {unread > 0 && (
              <Button size="compact-xs" variant="light" onClick={() => void mark()}>
                {t('markAllRead')}
              </Button>
            )}
          </Group>
          {data && data.data.length === 0 ? (
            <Text size="sm" c="gray.8">
              {t('empty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={420} type="auto">
              <Stack component="ul" gap={0} m={0} p={0}>
                {data?.data.map((entry) => (
                  <Entry key={entry.id} entry={entry} onRead={(id) => void mark([id])} onOpen={() => setOpened(false)} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
