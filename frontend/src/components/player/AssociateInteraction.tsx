import type { InteractionOf } from './types';
import { ActionIcon, Button, NativeSelect } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from './body-text';
import { BodyNodes } from './BodyNodes';
import { usePlayer } from './player-context';
import { Prompt } from './Prompt';
import { asList, listResponse, splitPair } from './responses';
import { shownResponse } from './starting-response';
import { markFor, ReviewMark } from './ReviewMark';
import { arrangeChoices } from './shuffle';
import { canAssociate, samePair } from './pairs';
import base from './ItemView.module.css';
import classes from './interactions.module.css';

/**
 * Pairs among one set of choices (QTI pair: unordered). The candidate picks two choices from two
 * lists and adds the pair; each pair listed has its own remove button. Choices whose matchMax is
 * used up, and the add button once maxAssociations pairs exist, are disabled.
 */
export function AssociateInteraction({ node }: { node: InteractionOf<'associate'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const choices = useMemo(() => arrangeChoices(node.choices, node.shuffle, `${ctx.uin}:${node.responseIdentifier}`), [node, ctx.uin]);
  const label = (identifier: string) => plainText(choices.find((c) => c.identifier === identifier)?.content ?? [identifier]);
  const pairs = asList(shownResponse(ctx, node));
  const single = node.cardinality === 'single';
  const total = single ? 1 : (node.maxChoices ?? 1);
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const correct = ctx.correctResponse?.[node.responseIdentifier];
  const allowed = canAssociate(pairs, first, second, choices, total);
  const full = total > 0 && pairs.length >= total;

  const send = (next: string[]) => ctx.onResponse(node.responseIdentifier, single ? (next[0] ?? null) : listResponse(next));
  const add = () => {
    if (!allowed) return;
    send([...pairs, `${first} ${second}`]);
    setFirst('');
    setSecond('');
  };
  const options = [{ value: '', label: t('item.choose') }, ...choices.map((c) => ({ value: c.identifier, label: plainText(c.content) }))];
  const missing = correct?.filter((c) => !pairs.some((p) => samePair(p, c))) ?? [];

  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      <ul className={classes.associateChoices} aria-label={t('item.associate.choices')}>
        {choices.map((c) => (
          <li key={c.identifier}>
            <BodyNodes nodes={c.content} />
          </li>
        ))}
      </ul>
      <ul className={classes.pairList} aria-label={t('item.associate.pairs')}>
        {pairs.length === 0 && <li className={base.hint}>{t('item.associate.none')}</li>}
        {pairs.map((p) => {
          const [a, b] = splitPair(p);
          const text = t('item.associate.pair', { first: label(a), second: label(b) });
          return (
            <li key={p} className={classes.pairEntry}>
              <span>{text}</span>
              {correct && (
                <ReviewMark
                  kind={markFor(
                    true,
                    correct.some((c) => samePair(c, p)),
                  )}
                  compact
                />
              )}
              {!ctx.readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('item.associate.remove', { pair: text })}
                  onClick={() => send(pairs.filter((q) => q !== p))}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              )}
            </li>
          );
        })}
        {missing.map((p) => {
          const [a, b] = splitPair(p);
          return (
            <li key={`missing-${p}`} className={classes.pairEntry}>
              <span>{t('item.associate.pair', { first: label(a), second: label(b) })}</span>
              <ReviewMark kind="correct" compact />
            </li>
          );
        })}
      </ul>
      {!ctx.readOnly && (
        <fieldset className={classes.pairForm} aria-describedby={`${id}-hint`}>
          <legend className={base.hint} id={`${id}-hint`}>
            {full ? t('item.associate.full', { count: total }) : t('item.associate.instructions')}
          </legend>
          <NativeSelect label={t('item.associate.first')} data={options} value={first} disabled={full} onChange={(e) => setFirst(e.currentTarget.value)} />
          <NativeSelect label={t('item.associate.second')} data={options} value={second} disabled={full} onChange={(e) => setSecond(e.currentTarget.value)} />
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} disabled={!allowed} onClick={add}>
            {t('item.associate.add')}
          </Button>
        </fieldset>
      )}
    </div>
  );
}
