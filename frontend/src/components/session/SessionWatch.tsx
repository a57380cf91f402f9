import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { extendSession } from '../../api/sdk.gen';
import { handleSessionEndInPlace } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { type SessionExpiry, useSessionExpiry } from '../../lib/session-expiry';
import { ReloginDialog } from './ReloginDialog';

/** Two minutes ahead, or a quarter of a short idle limit. */
function lead(expiry: SessionExpiry): number {
  return Math.min(120_000, (expiry.idleSpan ?? Infinity) / 4);
}

function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Warns before the session ends: before the idle limit with "Stay signed in", which extends it;
 * before the absolute lifetime with a note that a fresh sign-in will be needed. When the end has
 * passed, a call finds out for sure; with `signInInPlace` (the test player) the user then signs in
 * again in a dialog instead of leaving the page.
 */
export function SessionWatch({ signInInPlace = false }: { signInInPlace?: boolean }) {
  const { t } = useTranslation('session');
  const { isloggedIn } = useSession();
  const expiry = useSessionExpiry();
  const [now, setNow] = useState(() => Date.now());
  const [ended, setEnded] = useState(false);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [extending, setExtending] = useState(false);

  useEffect(() => (signInInPlace ? handleSessionEndInPlace(() => setEnded(true)) : undefined), [signInInPlace]);

  useEffect(() => {
    const endsAt = expiry.endsAt;
    if (endsAt === null || !isloggedIn || ended) return;
    const warnAt = endsAt - lead(expiry);
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      // Past the end: one call settles it (a 401 ends the session here too; another window may have kept it alive).
      if (at >= endsAt + 1000) return void extendSession();
      timer = setTimeout(tick, at < warnAt ? warnAt - at : 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [expiry, isloggedIn, ended]);

  const endsAt = expiry.endsAt;
  const lifetime = expiry.kind === 'lifetime';
  const warning =
    isloggedIn &&
    !ended &&
    endsAt !== null &&
    now >= endsAt - lead(expiry) &&
    now < endsAt + 1000 &&
    !(lifetime && dismissed !== null && Math.abs(dismissed - endsAt) < 5000);

  async function stay() {
    setExtending(true);
    try {
      await extendSession();
    } finally {
      setExtending(false);
    }
  }

  return (
    <>
      <Modal
        opened={warning}
        onClose={() => (lifetime ? setDismissed(endsAt) : void stay())}
        centered
        title={t(lifetime ? 'lifetime.title' : 'idle.title')}
        closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
      >
        <Text size="sm" mb="md" role="timer" aria-live="off">
          {t(lifetime ? 'lifetime.message' : 'idle.message', { time: clock((endsAt ?? now) - now) })}
        </Text>
        <Group justify="flex-end">
          {lifetime ? (
            <Button onClick={() => setDismissed(endsAt)}>{t('ok', { ns: 'common' })}</Button>
          ) : (
            <Button onClick={() => void stay()} loading={extending} data-autofocus>
              {t('idle.stay')}
            </Button>
          )}
        </Group>
      </Modal>
      {signInInPlace && <ReloginDialog opened={ended} onSignedIn={() => setEnded(false)} />}
    </>
  );
}
