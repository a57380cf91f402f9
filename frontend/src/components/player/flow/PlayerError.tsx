import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A failed step, in the page above the question rather than a toast over it: the student's own
 * controls (Save and exit, Submit, Next) stay uncovered and usable while the message is read.
 */
export function PlayerError({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation('player');
  const box = useRef<HTMLDivElement>(null);
  // a block body: newer browsers return a promise from scrollIntoView, which React would take for a cleanup
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return (
    <Alert
      ref={box}
      role="alert"
      variant="light"
      color="red"
      mb="md"
      icon={<IconAlertTriangle aria-hidden />}
      withCloseButton
      closeButtonLabel={t('session.dismissError')}
      onClose={onClose}
      styles={{ message: { color: 'var(--mantine-color-gray-9)' } }}
    >
      {message}
    </Alert>
  );
}
