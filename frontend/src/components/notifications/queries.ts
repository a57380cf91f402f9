import { queryOptions } from '@tanstack/react-query';
import { getNotificationSettingsOptions, getNotificationsOptions } from '../../api/@tanstack/react-query.gen';
import { inLanguage } from '../../lib/queries';

/** The newest entries; their words come in the interface language. */
export const notificationsQuery = (language: string) =>
  queryOptions({
    ...getNotificationsOptions({ body: { page: 1, pageSize: 10 }, ...inLanguage(language) }),
    // an import ends in the background: look again now and then, and whenever the window comes back
    refetchInterval: 60_000,
  });

export const notificationSettingsQuery = () => queryOptions({ ...getNotificationSettingsOptions({ body: {} }), select: (data) => data.settings });
