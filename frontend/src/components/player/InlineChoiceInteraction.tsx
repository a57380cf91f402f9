import type { InteractionOf } from './types';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from './body-text';
import { usePlayer } from './player-context';
import { shownResponse } from './starting-response';
import { CorrectAnswerNote, markFor, ReviewMark } from './ReviewMark';
import { arrangeChoices } from './shuffle';
import classes from './ItemView.module.css';

/** A native select inside the sentence: the browser's own keyboard and screen reader support. */
export function InlineChoiceInteraction({ node }: { node: InteractionOf<'inlineChoice'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const value = shownResponse(ctx, node);
  const current = typeof value === 'string' ? value : '';
  const choices = useMemo(() => arrangeChoices(node.choices, node.shuffle, `${ctx.uin}:${node.responseIdentifier}`), [node, ctx.uin]);
  const n = ctx.ordinal(node.responseIdentifier);
  const correct = ctx.correctResponse?.[node.responseIdentifier];
  const correctText = correct && plainText(choices.find((c) => c.identifier === correct[0])?.content);
  const right = correct && current !== '' ? correct.includes(current) : undefined;

  return (
    <span className={classes.inlineWrap}>
      <select
        className={classes.inlineSelect}
        aria-label={n ? t('item.inlineChoiceN', { n }) : t('item.inlineChoice')}
        value={current}
        disabled={ctx.readOnly}
        onChange={(e) => ctx.onResponse(node.responseIdentifier, e.target.value || null)}
      >
        <option value="">{t('item.choose')}</option>
        {choices.map((c) => (
          <option key={c.identifier} value={c.identifier}>
            {plainText(c.content)}
          </option>
        ))}
      </select>
      {ctx.readOnly && current !== '' && <ReviewMark kind={markFor(true, right)} compact />}
      {correct && !right && correctText && <CorrectAnswerNote answer={correctText} />}
    </span>
  );
}
