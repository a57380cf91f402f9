import { IconGripHorizontal } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequiredTools } from './tools-context';
import classes from './tools.module.css';

/**
 * A reading band across the screen with the rest dimmed, to keep the eye on a few lines. Clicks
 * pass through the dimmed parts; the handle at the band's right end moves it by dragging or with
 * the arrow keys (a line at a time, Page Up and Page Down by several), Escape turns it off.
 */
export function LineReader({ toggleId }: { toggleId: string }) {
  const { t } = useTranslation('player');
  const { prefs, setPrefs } = useRequiredTools();
  const [viewport, setViewport] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setViewport(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  if (!prefs.lineReader.on) return null;

  const band = Math.round((84 * prefs.zoom) / 100);
  const line = Math.round(band / 3);
  const max = Math.max(0, viewport - band);
  const top = Math.max(0, Math.min(prefs.lineReader.top, max));
  const percent = max ? Math.round((100 * top) / max) : 0;
  const moveTo = (next: number) => setPrefs((p) => ({ ...p, lineReader: { ...p.lineReader, top: Math.max(0, Math.min(next, max)) } }));

  const onKeyDown = (e: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowUp: top - line, ArrowDown: top + line, PageUp: top - 5 * line, PageDown: top + 5 * line, Home: 0, End: max };
    if (e.key === 'Escape') {
      e.preventDefault();
      setPrefs((p) => ({ ...p, lineReader: { ...p.lineReader, on: false } }));
      document.getElementById(toggleId)?.focus();
    } else if (e.key in moves) {
      e.preventDefault();
      moveTo(moves[e.key]);
    }
  };

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    const target = e.currentTarget;
    target.setPointerCapture(e.pointerId);
    const move = (ev: PointerEvent) => moveTo(ev.clientY - band / 2);
    const up = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', up);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', up);
  };

  return (
    <div className={classes.reader} data-testid="line-reader">
      <div className={classes.readerMask} style={{ top: 0, height: top }} />
      <div className={classes.readerBand} style={{ top, height: band }}>
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('tools.lineReader.handle')}
          aria-orientation="vertical"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('tools.lineReader.position', { percent })}
          className={classes.readerHandle}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
        >
          <IconGripHorizontal size={20} aria-hidden />
        </div>
      </div>
      <div className={classes.readerMask} style={{ top: top + band, bottom: 0 }} />
    </div>
  );
}
