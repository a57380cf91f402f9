import type { InteractionOf } from './types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from './player-context';
import { shownResponse } from './starting-response';
import { typedResponse } from './responses';
import { CorrectAnswerNote, markFor, ReviewMark } from './ReviewMark';
import classes from './ItemView.module.css';

const INTEGER = /^[+-]?\d+$/;
const FLOAT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

/** Why a typed answer looks wrong for its declaration, or null. The answer is saved either way: the scorer decides. */
export function formatProblem(node: Pick<InteractionOf<'textEntry'>, 'baseType' | 'patternMask'>, text: string): 'wholeNumber' | 'number' | 'pattern' | null {
  if (text.trim() === '') return null;
  if (node.baseType === 'integer' && !INTEGER.test(text.trim())) return 'wholeNumber';
  if (node.baseType === 'float' && !FLOAT.test(text.trim())) return 'number';
  if (node.patternMask) {
    try {
      if (!new RegExp(`^(?:${node.patternMask})$`).test(text)) return 'pattern';
    } catch {
      return null;
    }
  }
  return null;
}

function sameAnswer(node: InteractionOf<'textEntry'>, given: string, expected: string): boolean {
  if (node.baseType === 'integer' || node.baseType === 'float') {
    const a = Number(given.trim().replace(',', '.'));
    return given.trim() !== '' && !Number.isNaN(a) && a === Number(expected);
  }
  return given.trim() === expected.trim();
}

/** A labelled text field sized by expectedLength. A numeric keyboard is not forced: phones' number pads may lack the minus sign. */
export function TextEntryInteraction({ node }: { node: InteractionOf<'textEntry'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const value = shownResponse(ctx, node);
  const text = typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? '') : '';
  const n = ctx.ordinal(node.responseIdentifier);
  const problem = ctx.readOnly ? null : formatProblem(node, text);
  const correct = ctx.correctResponse?.[node.responseIdentifier];
  const right = correct && text !== '' ? correct.some((c) => sameAnswer(node, text, c)) : undefined;

  return (
    <span className={classes.inlineWrap}>
      <input
        type="text"
        className={classes.textEntry}
        aria-label={n ? t('item.textEntryN', { n }) : t('item.textEntry')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
        size={Math.min(Math.max(node.expectedLength ?? 10, 3), 40)}
        autoComplete="off"
        spellCheck={false}
        placeholder={node.placeholderText}
        value={text}
        readOnly={ctx.readOnly}
        onChange={(e) => {
          if (!ctx.readOnly) ctx.onResponse(node.responseIdentifier, typedResponse(e.target.value, node.cardinality));
        }}
      />
      <span id={`${id}-hint`} className={classes.formatHint} aria-live="polite">
        {problem ? t(`item.format.${problem}`) : ''}
      </span>
      {ctx.readOnly && text !== '' && <ReviewMark kind={markFor(true, right)} compact />}
      {correct && !right && correct[0] !== undefined && <CorrectAnswerNote answer={correct[0]} />}
    </span>
  );
}
