import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isStruck, toggleStruck } from './marks';
import { useTools } from './tools-context';
import classes from './tools.module.css';

/** The choices of an interaction the student struck out (empty outside the player). */
export function useStruckChoices(responseIdentifier: string): Set<string> {
  const tools = useTools();
  const ids = tools?.marks.eliminated.filter((e) => e.responseIdentifier === responseIdentifier).map((e) => e.choiceIdentifier) ?? [];
  return new Set(ids);
}

/** Read with the choice's name, so a screen reader hears that it is struck out. */
export function StruckNote() {
  const { t } = useTranslation('player');
  return <VisuallyHidden>{t('tools.eliminator.struckNote')}</VisuallyHidden>;
}

/**
 * One choice with, while the answer eliminator is on, a button beside it that strikes it out or
 * restores it. Striking out never selects or clears the choice: the answer stays the student's.
 */
export function ChoiceRow({
  responseIdentifier,
  choiceIdentifier,
  letter,
  readOnly,
  children,
}: {
  responseIdentifier: string;
  choiceIdentifier: string;
  letter: string;
  readOnly: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('player');
  const tools = useTools();
  if (!tools) return <>{children}</>;
  const struck = isStruck(tools.marks, responseIdentifier, choiceIdentifier);
  const toggle = () => {
    tools.setMarks(toggleStruck(tools.marks, responseIdentifier, choiceIdentifier));
    tools.announce(t(struck ? 'tools.eliminator.restored' : 'tools.eliminator.struck', { letter }));
  };
  return (
    <div className={classes.choiceRow} data-struck={struck || undefined}>
      {children}
      {tools.prefs.eliminator && !readOnly && (
        <ActionIcon
          variant={struck ? 'filled' : 'default'}
          color={struck ? 'gray.7' : undefined}
          size="lg"
          aria-pressed={struck}
          aria-label={t('tools.eliminator.strike', { letter })}
          onClick={toggle}
          className={classes.strike}
        >
          {struck ? <IconArrowBackUp size={18} aria-hidden /> : <IconX size={18} aria-hidden />}
        </ActionIcon>
      )}
    </div>
  );
}
