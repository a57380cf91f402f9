import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';

export type AlertKind = 'success' | 'warning' | 'error' | 'info';

/** The colour and icon of each alert kind (see ./alerts). */
export const ALERT_LOOK: Record<AlertKind, { color: string; icon: React.ReactNode }> = {
  success: { color: 'teal', icon: <IconCheck size={18} aria-hidden /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} aria-hidden /> },
  error: { color: 'red', icon: <IconX size={18} aria-hidden /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} aria-hidden /> },
};
