import { ActionIcon, Divider, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsMove, IconLayoutSidebarRight, IconLayoutSidebarRightFilled, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Calculator } from '../calculator/Calculator';
import { GraphPanel } from '../calculator/GraphPanel';
import { useRequiredTools } from './tools-context';
import classes from './tools.module.css';

const MARGIN = 8;
const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(v, Math.max(min, max)));

/**
 * The item's calculator as a panel that never blocks the question: it floats where the student
 * moves it (drag its handle, or arrow keys on it), docks beside the question, and on a phone is a
 * sheet over the lower part of the screen, the question scrolling above it. It stays mounted
 * while closed, so the expression and graphs are still there when it reopens.
 */
export function CalculatorPanel({ id, kind, toggleId }: { id: string; kind: 1 | 2 | 3; toggleId: string }) {
  const { t } = useTranslation('player');
  const { prefs, setPrefs } = useRequiredTools();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const titleId = useId();
  const hintId = useId();
  const panel = useRef<HTMLElement>(null);
  const { open, docked } = prefs.calculator;
  const mode = phone ? 'sheet' : docked ? 'docked' : 'floating';
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const width = kind === 3 ? 448 : 320;

  // the page makes room for a docked panel or a sheet, so nothing of the question hides behind it
  useEffect(() => {
    if (!open) return;
    document.body.dataset.calculator = mode;
    document.body.style.setProperty('--calculator-width', `${width}px`);
    return () => {
      delete document.body.dataset.calculator;
      document.body.style.removeProperty('--calculator-width');
    };
  }, [open, mode, width]);

  const place = (x: number, y: number) => {
    const h = panel.current?.offsetHeight ?? 200;
    return { x: clamp(x, MARGIN, window.innerWidth - width - MARGIN), y: clamp(y, MARGIN, window.innerHeight - Math.min(h, 120)) };
  };
  const stored = prefs.calculator;
  const at = drag ?? place(stored.x ?? window.innerWidth - width - 24, stored.y ?? 160);
  const moveTo = (x: number, y: number) => setPrefs((p) => ({ ...p, calculator: { ...p.calculator, ...place(x, y) } }));

  const close = () => {
    setPrefs((p) => ({ ...p, calculator: { ...p.calculator, open: false } }));
    document.getElementById(toggleId)?.focus();
  };

  const onHandleKey = (e: React.KeyboardEvent) => {
    const step = e.shiftKey ? 64 : 16;
    const delta: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const d = delta[e.key];
    if (!d || mode !== 'floating') return;
    e.preventDefault();
    moveTo(at.x + d[0], at.y + d[1]);
  };

  const onPointerDown = (e: React.PointerEvent) => {
    if (mode !== 'floating') return;
    const offset = { x: e.clientX - at.x, y: e.clientY - at.y };
    const target = e.currentTarget as HTMLElement;
    target.setPointerCapture(e.pointerId);
    const move = (ev: PointerEvent) => setDrag(place(ev.clientX - offset.x, ev.clientY - offset.y));
    const up = (ev: PointerEvent) => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', up);
      setDrag(null);
      moveTo(ev.clientX - offset.x, ev.clientY - offset.y);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', up);
  };

  return (
    <section
      ref={panel}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      className={classes.calculator}
      data-mode={mode}
      style={mode === 'floating' ? { left: at.x, top: at.y, width } : { width: mode === 'docked' ? width : undefined }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          close();
        }
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" className={classes.calculatorBar}>
        <Group gap="xs" wrap="nowrap">
          {mode === 'floating' && (
            <ActionIcon
              variant="subtle"
              color="dark"
              size="lg"
              aria-label={t('tools.calculator.move')}
              aria-describedby={hintId}
              onKeyDown={onHandleKey}
              onPointerDown={onPointerDown}
              className={classes.moveHandle}
            >
              <IconArrowsMove size={18} aria-hidden />
            </ActionIcon>
          )}
          <Title order={2} fz="md" id={titleId}>
            {t(`calculator.title.${kind}`)}
          </Title>
        </Group>
        <Group gap={4} wrap="nowrap">
          {!phone && (
            <ActionIcon
              variant="subtle"
              color="dark"
              size="lg"
              aria-pressed={docked}
              aria-label={t('tools.calculator.dock')}
              onClick={() => setPrefs((p) => ({ ...p, calculator: { ...p.calculator, docked: !p.calculator.docked } }))}
            >
              {docked ? <IconLayoutSidebarRightFilled size={18} aria-hidden /> : <IconLayoutSidebarRight size={18} aria-hidden />}
            </ActionIcon>
          )}
          <ActionIcon variant="subtle" color="dark" size="lg" aria-label={t('calculator.close')} onClick={close}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Text id={hintId} size="xs" c="gray.8" px="sm" hidden={mode !== 'floating'}>
        {t('tools.calculator.moveHint')}
      </Text>
      <ScrollArea.Autosize mah={mode === 'floating' ? '70vh' : undefined} className={classes.calculatorBody} type="auto">
        <Stack gap="lg" p="sm">
          <Calculator kind={kind} />
          {kind === 3 && (
            <>
              <Divider />
              <GraphPanel />
            </>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </section>
  );
}
