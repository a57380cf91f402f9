import type { BodyNode, Choice, InteractionOf } from './types';
import { VisuallyHidden } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from './body-text';
import { BodyNodes } from './BodyNodes';
import { SlotContext, usePlayer, type SlotRenderers } from './player-context';
import { Prompt } from './Prompt';
import { asList, choiceInGap, listResponse, setGap, splitPair } from './responses';
import { shownResponse } from './starting-response';
import { CorrectAnswerNote, markFor, ReviewMark } from './ReviewMark';
import { arrangeChoices } from './shuffle';
import base from './ItemView.module.css';
import classes from './interactions.module.css';

/** The gaps a gap match body holds, in reading order. */
export function gapsIn(nodes: BodyNode[] | undefined, out: string[] = []): string[] {
  for (const n of nodes ?? []) {
    if (typeof n === 'string' || 'interaction' in n) continue;
    if (n.tag === 'gap') out.push(n.attrs.identifier);
    else gapsIn(n.children, out);
  }
  return out;
}

/** A choice's name in a gap's list: a gap image's objectLabel, else its text. */
const choiceName = (c: Choice) => c.label ?? plainText(c.content);

/**
 * Each gap is a native select of the choices ("Blank 1", "Blank 2", …), which a keyboard and a
 * screen reader operate as usual; a choice used up to its matchMax is disabled in the other gaps.
 * The answer is the list of 'choiceId gapId' pairs (directedPair, as QTI declares gap match), or
 * the one pair of a single response.
 */
export function GapMatchInteraction({ node }: { node: InteractionOf<'gapMatch'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const choices = useMemo(() => arrangeChoices(node.choices, node.shuffle, `${ctx.uin}:${node.responseIdentifier}`), [node, ctx.uin]);
  const gaps = useMemo(() => gapsIn(node.content), [node.content]);
  const pairs = asList(shownResponse(ctx, node));
  const correct = ctx.correctResponse?.[node.responseIdentifier];
  const used = (choice: string) => pairs.filter((p) => splitPair(p)[0] === choice).length;
  const label = (choice: string | null | undefined) => {
    const found = choices.find((c) => c.identifier === choice);
    return found ? choiceName(found) : '';
  };
  const send = (next: string[]) => ctx.onResponse(node.responseIdentifier, node.cardinality === 'single' ? (next[0] ?? null) : listResponse(next));

  const slots: SlotRenderers = {
    gap: (gap) => {
      const current = choiceInGap(pairs, gap) ?? '';
      const rightChoice = correct?.map(splitPair).find(([, g]) => g === gap)?.[0];
      return (
        <span className={base.inlineWrap}>
          <select
            className={`${base.inlineSelect} ${classes.gap}`}
            aria-label={t('item.gap.label', { n: gaps.indexOf(gap) + 1 })}
            value={current}
            disabled={ctx.readOnly}
            onChange={(e) => send(setGap(node.cardinality === 'single' ? [] : pairs, gap, e.target.value || null))}
          >
            <option value="">{t('item.gap.empty')}</option>
            {choices.map((c) => (
              <option key={c.identifier} value={c.identifier} disabled={c.identifier !== current && !!c.matchMax && used(c.identifier) >= c.matchMax}>
                {choiceName(c)}
              </option>
            ))}
          </select>
          {correct && current && <ReviewMark kind={markFor(true, current === rightChoice)} compact />}
          {correct && rightChoice && current !== rightChoice && <CorrectAnswerNote answer={label(rightChoice)} />}
        </span>
      );
    },
  };

  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      <div className={classes.bank} role="group" aria-label={t('item.gap.bank')}>
        <ul>
          {choices.map((c) => (
            <li key={c.identifier}>
              <BodyNodes nodes={c.content} />
              {c.label && !plainText(c.content) && <VisuallyHidden>{c.label}</VisuallyHidden>}
            </li>
          ))}
        </ul>
      </div>
      {!ctx.readOnly && <p className={base.hint}>{t('item.gap.instructions')}</p>}
      <SlotContext.Provider value={slots}>
        <div role="group" aria-labelledby={node.prompt?.length ? `${id}-prompt` : undefined}>
          <BodyNodes nodes={node.content} />
        </div>
      </SlotContext.Provider>
    </div>
  );
}
