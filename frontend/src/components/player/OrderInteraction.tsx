import type { InteractionOf } from './types';
import { ActionIcon, Button, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from './body-text';
import { BodyNodes } from './BodyNodes';
import { usePlayer } from './player-context';
import { Prompt } from './Prompt';
import { asList, currentOrder, moveTo } from './responses';
import { shownResponse } from './starting-response';
import { ReviewMark } from './ReviewMark';
import { arrangeChoices } from './shuffle';
import base from './ItemView.module.css';
import classes from './interactions.module.css';

/**
 * A list put in order with Move up / Move down buttons (each move announced, focus kept on the
 * moved entry) or by dragging. The answer is every identifier in the chosen order; until the
 * student moves something or keeps the order shown, there is no answer.
 */
export function OrderInteraction({ node }: { node: InteractionOf<'order'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const choices = useMemo(() => arrangeChoices(node.choices, node.shuffle, `${ctx.uin}:${node.responseIdentifier}`), [node, ctx.uin]);
  const saved = asList(shownResponse(ctx, node));
  const order = currentOrder(
    saved,
    choices.map((c) => c.identifier),
  );
  const byId = new Map(choices.map((c) => [c.identifier, c]));
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const focusAfterMove = useRef<{ id: string; dir: 'up' | 'down' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const correct = ctx.correctResponse?.[node.responseIdentifier];

  useEffect(() => {
    const want = focusAfterMove.current;
    if (!want) return;
    focusAfterMove.current = null;
    // at the top or bottom the pressed button is disabled; the other one keeps focus on the entry
    const button = buttons.current.get(`${want.id}:${want.dir}`);
    const other = buttons.current.get(`${want.id}:${want.dir === 'up' ? 'down' : 'up'}`);
    (button && !button.disabled ? button : other)?.focus();
  });

  const commit = (next: string[], movedId: string) => {
    ctx.onResponse(node.responseIdentifier, next);
    const label = plainText(byId.get(movedId)?.content);
    setAnnouncement(t('item.order.moved', { item: label, position: next.indexOf(movedId) + 1, total: next.length }));
  };
  const move = (index: number, delta: -1 | 1) => {
    const movedId = order[index];
    focusAfterMove.current = { id: movedId, dir: delta < 0 ? 'up' : 'down' };
    commit(moveTo(order, index, index + delta), movedId);
  };

  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      {!ctx.readOnly && (
        <p id={`${id}-hint`} className={base.hint}>
          {t('item.order.instructions')}
        </p>
      )}
      <ol
        className={classes.orderList}
        aria-labelledby={node.prompt?.length ? `${id}-prompt` : undefined}
        aria-label={node.prompt?.length ? undefined : t('item.choices')}
        aria-describedby={ctx.readOnly ? undefined : `${id}-hint`}
      >
        {order.map((choiceId, index) => {
          const choice = byId.get(choiceId)!;
          const label = plainText(choice.content);
          const correctAt = correct ? correct.indexOf(choiceId) : -1;
          return (
            <li
              key={choiceId}
              className={classes.orderEntry}
              data-dragging={dragged === index || undefined}
              draggable={!ctx.readOnly}
              onDragStart={(e) => {
                setDragged(index);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', choiceId);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(e) => {
                if (dragged !== null) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragged !== null && dragged !== index) commit(moveTo(order, dragged, index), order[dragged]);
                setDragged(null);
              }}
            >
              {!ctx.readOnly && <IconGripVertical className={classes.grip} size={18} aria-hidden="true" focusable="false" />}
              <span className={classes.orderContent}>
                <BodyNodes nodes={choice.content} />
              </span>
              {correct && saved.length > 0 && (
                <ReviewMark
                  kind={correctAt === index ? 'yourCorrect' : 'yourIncorrect'}
                  detail={correctAt !== index && correctAt >= 0 ? t('item.order.correctPosition', { position: correctAt + 1 }) : undefined}
                />
              )}
              {!ctx.readOnly && (
                <span className={classes.moveButtons}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('item.order.moveUp', { item: label })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    ref={(el) => void (el ? buttons.current.set(`${choiceId}:up`, el) : buttons.current.delete(`${choiceId}:up`))}
                  >
                    <IconArrowUp size={18} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('item.order.moveDown', { item: label })}
                    disabled={index === order.length - 1}
                    onClick={() => move(index, 1)}
                    ref={(el) => void (el ? buttons.current.set(`${choiceId}:down`, el) : buttons.current.delete(`${choiceId}:down`))}
                  >
                    <IconArrowDown size={18} aria-hidden="true" />
                  </ActionIcon>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {!ctx.readOnly && saved.length === 0 && (
        <div className={classes.orderKeep}>
          <span className={base.hint}>{t('item.order.notAnswered')}</span>
          <Button variant="light" size="xs" onClick={() => ctx.onResponse(node.responseIdentifier, order)}>
            {t('item.order.keep')}
          </Button>
        </div>
      )}
      {correct && saved.length === 0 && (
        <ol className={classes.orderList} aria-label={t('item.review.correct')}>
          {correct.map((choiceId) => (
            <li key={choiceId} className={classes.orderEntry}>
              <ReviewMark kind="correct" compact />
              <BodyNodes nodes={byId.get(choiceId)?.content} />
            </li>
          ))}
        </ol>
      )}
      <VisuallyHidden aria-live="assertive">{announcement}</VisuallyHidden>
    </div>
  );
}
