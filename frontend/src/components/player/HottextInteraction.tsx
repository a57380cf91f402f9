import type { BodyNode, InteractionOf } from './types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BodyNodes } from './BodyNodes';
import { SlotContext, usePlayer, type SlotRenderers } from './player-context';
import { Prompt } from './Prompt';
import { asList, listResponse, toggleInList } from './responses';
import { shownResponse } from './starting-response';
import { markFor, ReviewMark } from './ReviewMark';
import base from './ItemView.module.css';
import classes from './interactions.module.css';

/**
 * The hot texts are toggle buttons (aria-pressed) where they stand in the text. Single: one
 * identifier (pressing it again clears it); multiple: a list of at most maxChoices.
 */
export function HottextInteraction({ node }: { node: InteractionOf<'hottext'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const single = node.cardinality === 'single';
  const max = single ? 1 : (node.maxChoices ?? 0);
  const selected = asList(shownResponse(ctx, node));
  const correct = ctx.correctResponse?.[node.responseIdentifier];

  const toggle = (hot: string) => {
    if (ctx.readOnly) return;
    if (single) ctx.onResponse(node.responseIdentifier, selected.includes(hot) ? null : hot);
    else ctx.onResponse(node.responseIdentifier, listResponse(toggleInList(selected, hot, max)));
  };

  const slots: SlotRenderers = {
    hottext: (hot: string, children: BodyNode[]) => {
      const pressed = selected.includes(hot);
      const blocked = !single && max > 0 && selected.length >= max && !pressed;
      return (
        <>
          <button
            type="button"
            className={classes.hottext}
            aria-pressed={pressed}
            aria-disabled={ctx.readOnly || blocked || undefined}
            onClick={() => !blocked && toggle(hot)}
          >
            <BodyNodes nodes={children} />
          </button>
          {correct && <ReviewMark kind={markFor(pressed, correct.includes(hot))} compact />}
        </>
      );
    },
  };

  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      {!ctx.readOnly && (
        <p id={`${id}-hint`} className={base.hint}>
          {single ? t('item.hottext.single') : max > 0 ? t('item.selectUpTo', { count: max }) : t('item.selectAll')}
        </p>
      )}
      <SlotContext.Provider value={slots}>
        <div
          role="group"
          className={classes.hottextBody}
          aria-labelledby={node.prompt?.length ? `${id}-prompt` : undefined}
          aria-label={node.prompt?.length ? undefined : t('item.hottext.group')}
          aria-describedby={ctx.readOnly ? undefined : `${id}-hint`}
        >
          <BodyNodes nodes={node.content} />
        </div>
      </SlotContext.Provider>
    </div>
  );
}
