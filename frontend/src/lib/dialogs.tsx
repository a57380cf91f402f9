import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from '../i18n';
import { dialogsHost } from './hosts';

/** Long email addresses and names in a message wrap anywhere rather than widen a phone's screen. */
const messageStyle = { overflowWrap: 'anywhere' } as const;

interface ConfirmOptions {
  title: string;
  message: React.ReactNode;
  onYes: () => void;
  onNo?: () => void;
  /** the buttons' words where Yes / No would not say what happens (the player's Submit / Cancel) */
  labels?: { yes: string; no: string };
}

/** The one confirm dialog of the SPA: No / Yes, unless the buttons need their own words. */
export function confirmDialog({ title, message, onYes, onNo, labels }: ConfirmOptions): void {
  dialogsHost.whenMounted(() =>
    modals.openConfirmModal({
      title,
      children:
        typeof message === 'string' ? (
          <Text size="sm" style={messageStyle}>
            {message}
          </Text>
        ) : (
          message
        ),
      labels: { confirm: labels?.yes ?? i18n.t('yes', { ns: 'common' }), cancel: labels?.no ?? i18n.t('no', { ns: 'common' }) },
      onConfirm: onYes,
      onCancel: onNo,
      centered: true,
      closeButtonProps: { 'aria-label': i18n.t('close', { ns: 'common' }) },
    }),
  );
}

/** The shell's generic alert dialog: one Ok button. */
export function alertDialog(title: string, message: React.ReactNode): void {
  dialogsHost.whenMounted(() =>
    modals.openConfirmModal({
      title,
      children:
        typeof message === 'string' ? (
          <Text size="sm" style={messageStyle}>
            {message}
          </Text>
        ) : (
          message
        ),
      labels: { confirm: i18n.t('ok', { ns: 'common' }), cancel: '' },
      cancelProps: { display: 'none' },
      centered: true,
      closeButtonProps: { 'aria-label': i18n.t('close', { ns: 'common' }) },
    }),
  );
}
