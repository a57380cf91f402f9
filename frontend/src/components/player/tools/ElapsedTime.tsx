import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequiredTools } from './tools-context';

export function formatElapsed(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * Time spent in the test, counted while the player is open (hidden or not) and remembered with
 * the tools, so it goes on from where it was when the test is resumed. Shown only on request:
 * the TSIA2 is untimed, and a clock nobody asked for adds pressure.
 */
export function ElapsedTime() {
  const { t } = useTranslation('player');
  const { prefs, setPrefs } = useRequiredTools();
  const started = useRef<{ at: number; base: number }>(null);
  started.current ??= { at: Date.now(), base: prefs.elapsedMs };
  // the first reading is the start itself: a second clock reading could fall a millisecond later
  // and show the time spent as negative until the first tick
  const [now, setNow] = useState(started.current.at);

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const store = () => {
      const { at, base } = started.current!;
      setPrefs((p) => ({ ...p, elapsedMs: base + (Date.now() - at) }));
    };
    const every = setInterval(store, 15_000);
    window.addEventListener('pagehide', store);
    return () => {
      clearInterval(tick);
      clearInterval(every);
      window.removeEventListener('pagehide', store);
      store();
    };
  }, [setPrefs]);

  if (!prefs.timer) return null;
  const elapsed = started.current.base + Math.max(0, now - started.current.at);
  return (
    <Text size="sm" fw={600} role="timer">
      {t('tools.timer.value', { time: formatElapsed(elapsed) })}
    </Text>
  );
}
