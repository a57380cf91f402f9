import { Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalcError, calculate, formatNumber, type CalculatorKind } from './engine';
import { Keypad } from './Keypad';
import type { CalcKey } from './keys';
import classes from './Calculator.module.css';

export function useCalcErrorText() {
  const { t } = useTranslation('player');
  return (e: unknown) => (e instanceof CalcError ? t(`calculator.errors.${e.code}`, { token: e.token ?? '' }) : t('calculator.errors.syntax'));
}

/**
 * An expression line (type freely, Enter calculates), a keypad for mouse and touch, the result
 * announced politely, and the last results. After =, the result becomes the expression, so the
 * next operator continues from it.
 */
export function Calculator({ kind }: { kind: CalculatorKind }) {
  const { t } = useTranslation('player');
  const errorText = useCalcErrorText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [expression, setExpression] = useState('');
  const [result, setResult] = useState<{ text: string; error: boolean } | null>(null);
  const [history, setHistory] = useState<{ expression: string; value: string }[]>([]);
  // right after =, a number starts a new calculation and an operator continues from the result
  const [fresh, setFresh] = useState(false);

  const evaluate = () => {
    try {
      const value = formatNumber(calculate(expression, kind));
      setHistory((h) => [{ expression, value }, ...h].slice(0, 5));
      setResult({ text: value, error: false });
      setExpression(value);
      setFresh(true);
    } catch (e) {
      setResult({ text: errorText(e), error: true });
    }
  };

  const edit = (next: string) => {
    setExpression(next);
    setFresh(false);
  };

  const insert = (text: string) => {
    if (fresh && !/^[+\-*/^×÷−²]/.test(text)) return edit(text);
    const el = input.current;
    const start = el && document.activeElement === el ? (el.selectionStart ?? expression.length) : expression.length;
    const end = el && document.activeElement === el ? (el.selectionEnd ?? start) : expression.length;
    edit(expression.slice(0, start) + text + expression.slice(end));
  };

  const press = (key: CalcKey) => {
    if (key.action === 'evaluate') evaluate();
    else if (key.action === 'clear') {
      edit('');
      setResult(null);
    } else if (key.action === 'backspace') edit(expression.slice(0, -1));
    else if (key.insert) insert(key.insert);
  };

  // the keypad is memoised: it calls the latest handlers through a ref
  const latest = useRef({ press, insert, backspace: () => edit(expression.slice(0, -1)) });
  useEffect(() => {
    latest.current = { press, insert, backspace: () => edit(expression.slice(0, -1)) };
  });
  const onKey = useCallback((key: CalcKey) => latest.current.press(key), []);
  const onType = useCallback((key: string) => (key === 'Backspace' ? latest.current.backspace() : latest.current.insert(key)), []);

  return (
    <Stack gap="sm">
      <TextInput
        ref={input}
        label={t('calculator.expression')}
        description={t('calculator.expressionHint')}
        value={expression}
        onChange={(e) => edit(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            evaluate();
          }
        }}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        classNames={{ input: classes.display }}
        data-autofocus
      />
      <div className={classes.result}>
        <Text span size="sm" c="dimmed" id={`${id}-result`}>
          {t('calculator.result')}:
        </Text>{' '}
        <output aria-live="polite" aria-labelledby={`${id}-result`} className={result?.error ? classes.error : classes.value}>
          {result?.text ?? ''}
        </output>
      </div>
      <Keypad kind={kind} onKey={onKey} onType={onType} />
      {history.length > 0 && (
        <div>
          <Text size="sm" fw={600} id={`${id}-history`}>
            {t('calculator.history')}
          </Text>
          <ul className={classes.history} aria-labelledby={`${id}-history`}>
            {history.map((h, i) => (
              <li key={i}>
                {h.expression} = <strong>{h.value}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}
