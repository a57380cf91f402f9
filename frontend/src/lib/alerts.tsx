import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import i18n from '../i18n';

type Kind = 'success' | 'warning' | 'error' | 'info';

const LOOK: Record<Kind, { color: string; icon: React.ReactNode }> = {
  success: { color: 'teal', icon: <IconCheck size={18} aria-hidden /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} aria-hidden /> },
  error: { color: 'red', icon: <IconX size={18} aria-hidden /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} aria-hidden /> },
};

// The notifications package (its list, transitions and scroll lock) loads with the first alert, not
// with the first page; the list in main loads from the same chunk.
const notificationsModule = () => import('@mantine/notifications').then((m) => m.notifications);

function show(kind: Kind, message: string): void {
  void notificationsModule().then((notifications) => notifications.show({
    ...LOOK[kind],
    title: i18n.t(`alerts.${kind}`, { ns: 'common' }),
    message,
    autoClose: kind === 'error' ? 8000 : 5000,
    withBorder: true,
    // Mantine dims the message under a title below the 4.5:1 contrast axe asks for.
    styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    closeButtonProps: { 'aria-label': i18n.t('alerts.close', { ns: 'common' }) },
  }));
}

/** The four alert kinds of the shell; they fade in and out over 500 ms (see Notifications in main). */
export const alerts = {
  success: (message: string) => show('success', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
