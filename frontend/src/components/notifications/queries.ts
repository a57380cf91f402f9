import { queryOptions } from '@tanstack/react-query';
import { getNotifications, getNotificationSettings } from '../../api/sdk.gen';

/** Every read of the notifications starts with this key, so marking one read refreshes them all. */
export const NOTIFICATIONS_KEY = 'notifications';

/** The newest entries; their words come in the interface language, so it is part of the key. */
export const notificationsQuery = (language: string) =>
  queryOptions({
    queryKey: [NOTIFICATIONS_KEY, 'list', language],
    queryFn: async () => (await getNotifications({ body: { page: 1, pageSize: 10 }, throwOnError: true })).data,
    // an import ends in the background: look again now and then, and whenever the window comes back
    refetchInterval: 60_000,
  });

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: [NOTIFICATIONS_KEY, 'settings'],
    queryFn: async () => (await getNotificationSettings({ body: {}, throwOnError: true })).data.settings,
  });
