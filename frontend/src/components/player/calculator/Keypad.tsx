import { Button, SimpleGrid, Stack } from '@mantine/core';
import { memo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatorKind } from './engine';
import { keypad, TYPED, type CalcKey } from './keys';
import classes from './Calculator.module.css';

/**
 * The keys, memoised: pressing one changes only the expression, not the keypad. Typing while a key
 * has focus still writes the expression (`onType`).
 */
export const Keypad = memo(function Keypad({ kind, onKey, onType }: { kind: CalculatorKind; onKey(key: CalcKey): void; onType(key: string): void }) {
  const { t } = useTranslation('player');
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (TYPED.test(e.key) || e.key === 'Backspace') {
      e.preventDefault();
      onType(e.key);
    }
  };
  return (
    <div role="group" aria-label={t('calculator.keypad')} onKeyDown={onKeyDown}>
      <Stack gap={6}>
        {keypad(kind).map((row, r) => (
          <SimpleGrid key={r} cols={4} spacing={6}>
            {row.map((key) => (
              <Button
                key={key.label}
                variant={key.action === 'evaluate' ? 'filled' : 'default'}
                size="md"
                className={classes.key}
                aria-label={key.name ? t(`calculator.keys.${key.name}`) : undefined}
                onClick={() => onKey(key)}
              >
                {key.label}
              </Button>
            ))}
          </SimpleGrid>
        ))}
      </Stack>
    </div>
  );
});
