import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../i18n';

/** Long email addresses and names in a message wrap anywhere rather than widen a phone's screen. */
const messageStyle = { overflowWrap: 'anywhere' } as const;

interface ConfirmOptions {
  title: string;
  message: React.ReactNode;
  onYes: () => void;
  onNo?: () => void;
}

/** The shell's generic confirm dialog: No / Yes. */
export function confirmDialog({ title, message, onYes, onNo }: ConfirmOptions): void {
  modals.openConfirmModal({
    title,
    children: typeof message === 'string' ? <Text size="sm" style={messageStyle}>{message}</Text> : message,
    labels: { confirm: i18n.t('yes', { ns: 'common' }), cancel: i18n.t('no', { ns: 'common' }) },
    onConfirm: onYes,
    onCancel: onNo,
    centered: true,
    closeButtonProps: { 'aria-label': i18n.t('close', { ns: 'common' }) },
  });
}

/** The shell's generic alert dialog: one Ok button. */
export function alertDialog(title: string, message: React.ReactNode): void {
  modals.openConfirmModal({
    title,
    children: typeof message === 'string' ? <Text size="sm" style={messageStyle}>{message}</Text> : message,
    labels: { confirm: i18n.t('ok', { ns: 'common' }), cancel: '' },
    cancelProps: { display: 'none' },
    centered: true,
    closeButtonProps: { 'aria-label': i18n.t('close', { ns: 'common' }) },
  });
}
