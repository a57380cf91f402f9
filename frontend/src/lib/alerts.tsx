import i18n from '../i18n';
import type { AlertKind as Kind } from './alert-look';
import { alertsHost } from './hosts';

// The notifications package (its list, transitions and scroll lock) and the alerts' icons load with
// the first alert, not with the first page; the list (lib/hosts.tsx) mounts then, from the same chunk.
const notificationsModule = () =>
  Promise.all([import('@mantine/notifications').then((m) => m.notifications), import('./alert-look').then((m) => m.ALERT_LOOK)]);

/** The alert each action shows now: the action's next alert replaces it, so a success never sits under a stale error. */
const shownFor = new Map<string, string>();
let shownCount = 0;

/** What an alert is about: alerts of the same `action` replace one another. */
export interface AlertOptions {
  action?: string;
}

function show(kind: Kind, message: string, { action }: AlertOptions = {}): void {
  alertsHost.whenMounted(
    () =>
      void notificationsModule().then(([notifications, look]) => {
        const id = action ? `${action}-${++shownCount}` : undefined;
        if (action) {
          const earlier = shownFor.get(action);
          if (earlier) notifications.hide(earlier);
          shownFor.set(action, id!);
        }
        notifications.show({
          ...(id ? { id } : {}),
          ...look[kind],
          title: i18n.t(`alerts.${kind}`, { ns: 'common' }),
          message,
          autoClose: kind === 'error' ? 8000 : 5000,
          withBorder: true,
          // Mantine dims the message under a title below the 4.5:1 contrast axe asks for.
          styles: { description: { color: 'var(--mantine-color-gray-8)' } },
          closeButtonProps: { 'aria-label': i18n.t('alerts.close', { ns: 'common' }) },
        });
      }),
  );
}

/** The four alert kinds of the shell; they fade in and out over 500 ms (see alertsHost in lib/hosts.tsx). */
export const alerts = {
  success: (message: string, options?: AlertOptions) => show('success', message, options),
  warning: (message: string, options?: AlertOptions) => show('warning', message, options),
  error: (message: string, options?: AlertOptions) => show('error', message, options),
  info: (message: string, options?: AlertOptions) => show('info', message, options),
};
