import i18n from '../i18n';
import type { AlertKind as Kind } from './alert-look';
import { alertsHost } from './hosts';

// The notifications package (its list, transitions and scroll lock) and the alerts' icons load with
// the first alert, not with the first page; the list (lib/hosts.tsx) mounts then, from the same chunk.
const notificationsModule = () =>
  Promise.all([import('@mantine/notifications').then((m) => m.notifications), import('./alert-look').then((m) => m.ALERT_LOOK)]);

function show(kind: Kind, message: string): void {
  alertsHost.whenMounted(
    () =>
      void notificationsModule().then(([notifications, look]) =>
        notifications.show({
          ...look[kind],
          title: i18n.t(`alerts.${kind}`, { ns: 'common' }),
          message,
          autoClose: kind === 'error' ? 8000 : 5000,
          withBorder: true,
          // Mantine dims the message under a title below the 4.5:1 contrast axe asks for.
          styles: { description: { color: 'var(--mantine-color-gray-8)' } },
          closeButtonProps: { 'aria-label': i18n.t('alerts.close', { ns: 'common' }) },
        }),
      ),
  );
}

/** The four alert kinds of the shell; they fade in and out over 500 ms (see alertsHost in lib/hosts.tsx). */
export const alerts = {
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
