import { ActionIcon, Button, Group, Text } from '@mantine/core';
import {
  IconCalculator,
  IconCalculatorOff,
  IconChevronUp,
  IconClock,
  IconEraser,
  IconFlag,
  IconFlagFilled,
  IconHighlight,
  IconLineHeight,
  IconStrikethrough,
  IconTools,
  IconVolume,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interactionsOf } from '../ordinals';
import { ElapsedTime } from './ElapsedTime';
import { Highlighter } from './Highlighter';
import { LineReader } from './LineReader';
import { ReadAloud } from './ReadAloud';
import { type ToolPrefs, ZOOM_STEPS } from './tool-prefs';
import { useRequiredTools } from './tools-context';
import classes from './tools.module.css';

// The calculators (mathjs is most of the player's code) load when the student first opens one, not
// with the test: the player shows its first question without parsing them. Pointing at or focusing
// the button starts the load.
const loadCalculatorPanel = () => import('./CalculatorPanel');
const CalculatorPanel = lazy(() => loadCalculatorPanel().then((m) => ({ default: m.CalculatorPanel })));

/** Tool icons in rem: they grow with the player's text size, as the labels beside them do. */
const ICON = '1.125rem';

/** Puts focus on the calculator's expression line once its panel is there (its code may be on its way). */
function focusExpression(panelId: string, frames = 600): void {
  const input = document.getElementById(panelId)?.querySelector('input');
  if (input) input.focus();
  else if (frames > 0) requestAnimationFrame(() => focusExpression(panelId, frames - 1));
}

export interface FlagTool {
  flagged: boolean;
  onToggle(): void;
  busy: boolean;
}

/** Text size for the whole player: rem-based sizes grow with it and the layout reflows. */
function useTextSize(zoom: number) {
  useEffect(() => {
    const root = document.documentElement;
    root.style.fontSize = zoom === 100 ? '' : `${zoom}%`;
    if (zoom >= 150) root.dataset.playerZoom = 'large';
    else delete root.dataset.playerZoom;
    return () => {
      root.style.fontSize = '';
      delete root.dataset.playerZoom;
    };
  }, [zoom]);
}

/**
 * The student's tools, in the player header: calculator (when the item has one), answer
 * eliminator (items with choices), highlighter, read aloud, line reader, text size, elapsed time
 * and the flag for review. Toggles say their state with aria-pressed; each tool's arrangement is remembered
 * for the session (see tool-prefs.ts) and its marks on the question are saved with it.
 * On a phone the tools fold behind one Tools button, so the question starts in the first third of
 * the screen; an open tool (calculator sheet, line reader, highlights) stays open when they fold.
 */
export function ToolsBar({ flag }: { flag?: FlagTool }) {
  const { t } = useTranslation('player');
  const { prefs, setPrefs, item, marks, setMarks, announce, marksUnsaved, announcement } = useRequiredTools();
  const ids = { calc: useId(), panel: useId(), reader: useId(), speech: useId(), speechPanel: useId(), group: useId() };
  const [unfolded, setUnfolded] = useState(false);
  useTextSize(prefs.zoom);
  const hasChoices = useMemo(() => (item ? interactionsOf(item.item.body).some((i) => i.interaction === 'choice') : false), [item]);
  const kind = item && item.calculator > 0 ? item.calculator : null;
  // once opened, the panel stays mounted while closed, keeping its expression and graphs
  const [calculatorUsed, setCalculatorUsed] = useState(prefs.calculator.open);
  if (prefs.calculator.open && !calculatorUsed) setCalculatorUsed(true);
  const toggle = (key: 'eliminator' | 'highlighter' | 'timer') => setPrefs((p) => ({ ...p, [key]: !p[key] }));
  const zoomBy = (step: -1 | 1) => {
    const at = ZOOM_STEPS.indexOf(prefs.zoom as (typeof ZOOM_STEPS)[number]);
    const zoom = ZOOM_STEPS[Math.max(0, Math.min(ZOOM_STEPS.length - 1, at + step))];
    setPrefs((p): ToolPrefs => ({ ...p, zoom }));
  };
  const label = (text: string) => <span className={classes.toolLabel}>{text}</span>;
  const pressed = (on: boolean) => ({ variant: on ? 'filled' : 'default', color: on ? 'brand.8' : undefined, 'aria-pressed': on }) as const;

  return (
    <div className={classes.bar}>
      <div className={classes.row}>
        <ActionIcon
          hiddenFrom="xs"
          size="lg"
          variant={unfolded ? 'filled' : 'default'}
          color={unfolded ? 'brand.8' : undefined}
          aria-label={t('tools.label')}
          aria-expanded={unfolded}
          aria-controls={ids.group}
          onClick={() => setUnfolded((open) => !open)}
        >
          {unfolded ? <IconChevronUp size={ICON} aria-hidden /> : <IconTools size={ICON} aria-hidden />}
        </ActionIcon>
        <Group id={ids.group} gap={6} role="group" aria-label={t('tools.label')} className={classes.tools} data-unfolded={unfolded || undefined}>
          {/* The calculator's and eliminator's places stay on every question, disabled where it has
              none, so the bar keeps its size and Save and Submit never move between questions. */}
          {kind ? (
            <Button
              id={ids.calc}
              size="sm"
              className={classes.calculatorSlot}
              {...pressed(prefs.calculator.open)}
              aria-pressed={undefined}
              aria-expanded={prefs.calculator.open}
              aria-controls={ids.panel}
              leftSection={<IconCalculator size={ICON} aria-hidden />}
              onClick={() => {
                const opening = !prefs.calculator.open;
                setPrefs((p) => ({ ...p, calculator: { ...p.calculator, open: opening } }));
                // opened by the student: straight to the expression line
                if (opening) requestAnimationFrame(() => focusExpression(ids.panel));
              }}
              onPointerEnter={() => void loadCalculatorPanel()}
              onFocus={() => void loadCalculatorPanel()}
            >
              {label(t(`calculator.open.${kind}`))}
            </Button>
          ) : (
            item && (
              <Button size="sm" variant="default" className={classes.calculatorSlot} disabled leftSection={<IconCalculatorOff size={ICON} aria-hidden />}>
                {label(t('calculator.none'))}
              </Button>
            )
          )}
          {item && (
            <Button
              size="sm"
              {...pressed(prefs.eliminator && hasChoices)}
              disabled={!hasChoices}
              leftSection={<IconStrikethrough size={ICON} aria-hidden />}
              onClick={() => toggle('eliminator')}
            >
              {label(t('tools.eliminator.tool'))}
            </Button>
          )}
          {item && (
            <Button size="sm" {...pressed(prefs.highlighter)} leftSection={<IconHighlight size={ICON} aria-hidden />} onClick={() => toggle('highlighter')}>
              {label(t('tools.highlighter.tool'))}
            </Button>
          )}
          {item && prefs.highlighter && marks.highlights.length > 0 && (
            <Button size="sm" variant="default" leftSection={<IconEraser size={ICON} aria-hidden />} onClick={clearHighlights}>
              {label(t('tools.highlighter.clear'))}
            </Button>
          )}
          {item && (
            <Button
              id={ids.speech}
              size="sm"
              {...pressed(prefs.readAloud.open)}
              aria-pressed={undefined}
              aria-expanded={prefs.readAloud.open}
              aria-controls={prefs.readAloud.open ? ids.speechPanel : undefined}
              leftSection={<IconVolume size={ICON} aria-hidden />}
              onClick={() => setPrefs((p) => ({ ...p, readAloud: { ...p.readAloud, open: !p.readAloud.open } }))}
            >
              {label(t('tools.readAloud.tool'))}
            </Button>
          )}
          <Button
            id={ids.reader}
            size="sm"
            {...pressed(prefs.lineReader.on)}
            leftSection={<IconLineHeight size={ICON} aria-hidden />}
            onClick={() => setPrefs((p) => ({ ...p, lineReader: { ...p.lineReader, on: !p.lineReader.on } }))}
          >
            {label(t('tools.lineReader.tool'))}
          </Button>
          <Group gap={2} wrap="nowrap" role="group" aria-label={t('tools.zoom.label')}>
            <ActionIcon size="lg" variant="default" aria-label={t('tools.zoom.out')} disabled={prefs.zoom === ZOOM_STEPS[0]} onClick={() => zoomBy(-1)}>
              <IconZoomOut size={ICON} aria-hidden />
            </ActionIcon>
            <Text size="sm" fw={600} component="span" aria-live="polite" className={classes.zoomValue}>
              {t('tools.zoom.value', { percent: prefs.zoom })}
            </Text>
            <ActionIcon size="lg" variant="default" aria-label={t('tools.zoom.in')} disabled={prefs.zoom === ZOOM_STEPS.at(-1)} onClick={() => zoomBy(1)}>
              <IconZoomIn size={ICON} aria-hidden />
            </ActionIcon>
          </Group>
          <Button size="sm" {...pressed(prefs.timer)} leftSection={<IconClock size={ICON} aria-hidden />} onClick={() => toggle('timer')}>
            {label(t('tools.timer.tool'))}
          </Button>
          {flag && (
            <Button
              size="sm"
              variant={flag.flagged ? 'filled' : 'default'}
              color={flag.flagged ? 'yellow.4' : undefined}
              c={flag.flagged ? 'dark.9' : undefined}
              aria-pressed={flag.flagged}
              leftSection={flag.flagged ? <IconFlagFilled size={ICON} aria-hidden /> : <IconFlag size={ICON} aria-hidden />}
              onClick={flag.onToggle}
              loading={flag.busy}
            >
              {label(t('nav.flag'))}
            </Button>
          )}
          <ElapsedTime />
        </Group>
      </div>
      {marksUnsaved && (
        <Text size="sm" c="red.8" fw={600} role="status">
          {t('tools.marksUnsaved')}
        </Text>
      )}
      <div aria-live="polite" className={classes.announcer}>
        {announcement}
      </div>
      {item && prefs.readAloud.open && <ReadAloud id={ids.speechPanel} toggleId={ids.speech} />}
      {item && <Highlighter />}
      {kind && calculatorUsed && (
        <Suspense fallback={null}>
          <CalculatorPanel key={kind} id={ids.panel} kind={kind} toggleId={ids.calc} />
        </Suspense>
      )}
      <LineReader toggleId={ids.reader} />
    </div>
  );

  function clearHighlights() {
    setMarks({ ...marks, highlights: [] });
    announce(t('tools.highlighter.cleared'));
  }
}
