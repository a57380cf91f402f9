import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalcErrorText } from './Calculator';
import { calculate, compileFunction, formatNumber } from './engine';
import { FunctionPlot, LINE_STYLES, type PlottedFunction } from './FunctionPlot';
import classes from './Calculator.module.css';

const SLOTS = 3;

/** Up to three functions of x drawn together, with a value table at any x for those who cannot see the graph. */
export function GraphPanel() {
  const { t } = useTranslation('player');
  const errorText = useCalcErrorText();
  const id = useId();
  const [sources, setSources] = useState<string[]>(Array(SLOTS).fill(''));
  const [errors, setErrors] = useState<(string | null)[]>(Array(SLOTS).fill(null));
  const [plotted, setPlotted] = useState<(PlottedFunction & { slot: number })[]>([]);
  const [traceX, setTraceX] = useState('');

  const plot = () => {
    const next: (PlottedFunction & { slot: number })[] = [];
    const nextErrors = sources.map((source, slot) => {
      if (!source.trim()) return null;
      try {
        next.push({ source: source.trim(), fn: compileFunction(source), slot });
        return null;
      } catch (e) {
        return errorText(e);
      }
    });
    setErrors(nextErrors);
    setPlotted(next);
  };

  let x: number | null = null;
  let traceError: string | null = null;
  if (traceX.trim()) {
    try {
      x = calculate(traceX, 3);
    } catch (e) {
      traceError = errorText(e);
    }
  }
  const label = plotted.length
    ? t('calculator.graph.label', { list: plotted.map((p) => `y${p.slot + 1} = ${p.source}`).join('; ') })
    : t('calculator.graph.nothing');

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('calculator.graph.title')}
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          plot();
        }}
      >
        <Stack gap="xs">
          {sources.map((source, slot) => (
            <TextInput
              key={slot}
              label={t('calculator.graph.function', { n: slot + 1 })}
              value={source}
              error={errors[slot]}
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setSources((s) => s.map((v, i) => (i === slot ? value : v)));
              }}
              leftSection={<LineSample slot={slot} />}
            />
          ))}
          <Group>
            <Button type="submit">{t('calculator.graph.plot')}</Button>
          </Group>
        </Stack>
      </form>
      <FunctionPlot functions={plotted} label={label} />
      {!plotted.length && <p className={classes.history}>{t('calculator.graph.nothing')}</p>}
      <TextInput
        label={t('calculator.graph.trace')}
        description={t('calculator.graph.traceHint')}
        value={traceX}
        error={traceError}
        onChange={(e) => setTraceX(e.currentTarget.value)}
        autoComplete="off"
        aria-describedby={`${id}-trace`}
      />
      <output id={`${id}-trace`} aria-live="polite">
        {x !== null && plotted.length > 0 && (
          <ul className={classes.legend}>
            {plotted.map((p) => {
              const y = p.fn(x as number);
              return (
                <li key={p.slot}>
                  {t('calculator.graph.traceRow', { n: p.slot + 1, value: Number.isNaN(y) ? t('calculator.graph.undefined') : formatNumber(y) })}
                </li>
              );
            })}
          </ul>
        )}
      </output>
    </Stack>
  );
}

/** A short stroke in the function's colour and dash, the legend of its line. */
function LineSample({ slot }: { slot: number }) {
  const style = LINE_STYLES[slot];
  return (
    <svg width="22" height="10" aria-hidden="true" focusable="false">
      <line x1="1" y1="5" x2="21" y2="5" stroke={style.color} strokeWidth="3" strokeDasharray={style.dash} />
    </svg>
  );
}
