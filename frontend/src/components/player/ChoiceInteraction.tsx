import type { InteractionOf } from './types';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BodyNodes } from './BodyNodes';
import { usePlayer } from './player-context';
import { Prompt } from './Prompt';
import { asList, listResponse, toggleInList } from './responses';
import { markFor, ReviewMark } from './ReviewMark';
import { arrangeChoices } from './shuffle';
import { shownResponse } from './starting-response';
import { ChoiceRow, StruckNote, useStruckChoices } from './tools/Eliminator';
import classes from './ItemView.module.css';

/** Single choice: a radio group answering one identifier. Multiple: checkboxes answering a list, at most maxChoices. */
export function ChoiceInteraction({ node }: { node: InteractionOf<'choice'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const multiple = node.cardinality !== 'single';
  const selected = asList(shownResponse(ctx, node));
  const max = multiple ? (node.maxChoices ?? 0) : 1;
  const choices = useMemo(() => arrangeChoices(node.choices, node.shuffle, `${ctx.uin}:${node.responseIdentifier}`), [node, ctx.uin]);
  const correct = ctx.correctResponse?.[node.responseIdentifier];
  const full = multiple && max > 0 && selected.length >= max;
  const struck = useStruckChoices(node.responseIdentifier);

  const choose = (choice: string) => {
    if (ctx.readOnly) return;
    if (!multiple) ctx.onResponse(node.responseIdentifier, choice);
    else ctx.onResponse(node.responseIdentifier, listResponse(toggleInList(selected, choice, max)));
  };

  return (
    <div className={classes.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      {multiple && !ctx.readOnly && (
        <p id={`${id}-hint`} className={classes.hint}>
          {max > 0 ? t('item.selectUpTo', { count: max }) : t('item.selectAll')}
        </p>
      )}
      <div
        role={multiple ? 'group' : 'radiogroup'}
        aria-labelledby={node.prompt?.length ? `${id}-prompt` : undefined}
        aria-label={node.prompt?.length ? undefined : t('item.choices')}
        aria-describedby={multiple && !ctx.readOnly ? `${id}-hint` : undefined}
        className={classes.choices}
      >
        {choices.map((choice, i) => {
          const checked = selected.includes(choice.identifier);
          const letter = String.fromCharCode(65 + i);
          return (
            <ChoiceRow
              key={choice.identifier}
              responseIdentifier={node.responseIdentifier}
              choiceIdentifier={choice.identifier}
              letter={letter}
              readOnly={ctx.readOnly}
            >
              <label className={classes.choice} data-checked={checked || undefined} data-readonly={ctx.readOnly || undefined}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`${id}-choice`}
                  value={choice.identifier}
                  checked={checked}
                  disabled={ctx.readOnly || (full && !checked)}
                  onChange={() => choose(choice.identifier)}
                  // a radio already on (the declared default) fires no change: clicking it takes the default
                  onClick={() => {
                    if (!multiple && checked && !(node.responseIdentifier in ctx.response)) choose(choice.identifier);
                  }}
                />
                <span className={classes.letter} data-read-label>
                  {letter}
                </span>
                <span className={classes.choiceContent}>
                  <BodyNodes nodes={choice.content} />
                  {struck.has(choice.identifier) && <StruckNote />}
                </span>
                {correct && <ReviewMark kind={markFor(checked, correct.includes(choice.identifier))} />}
                {!correct && ctx.readOnly && checked && <ReviewMark kind="yours" />}
              </label>
            </ChoiceRow>
          );
        })}
      </div>
    </div>
  );
}
