import type { InteractionOf } from './types';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from './body-text';
import { BodyNodes } from './BodyNodes';
import { usePlayer } from './player-context';
import { Prompt } from './Prompt';
import { asList, canAddPair, listResponse, pairKey, togglePair, type PairLimits } from './responses';
import { shownResponse } from './starting-response';
import { markFor, ReviewMark } from './ReviewMark';
import { arrangeChoices } from './shuffle';
import base from './ItemView.module.css';
import classes from './interactions.module.css';

/**
 * A grid: a row per source, a column per target, a checkbox per pair named "source with target".
 * The answer is the list of pairs as 'sourceId targetId' (directedPair), or the one pair of a
 * single response. Boxes that would pass a choice's matchMax or the interaction's maxChoices
 * (QTI's maxAssociations) are disabled.
 */
export function MatchInteraction({ node }: { node: InteractionOf<'match'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const key = `${ctx.uin}:${node.responseIdentifier}`;
  const sources = useMemo(() => arrangeChoices(node.choices, node.shuffle, `${key}:1`), [node, key]);
  const targets = useMemo(() => arrangeChoices(node.targets, node.shuffle, `${key}:2`), [node, key]);
  const single = node.cardinality === 'single';
  const limits = useMemo<PairLimits>(
    () => ({
      sourceMax: Object.fromEntries(sources.map((s) => [s.identifier, s.matchMax])),
      targetMax: Object.fromEntries(targets.map((s) => [s.identifier, s.matchMax])),
      total: single ? 1 : (node.maxChoices ?? 0),
    }),
    [sources, targets, single, node.maxChoices],
  );
  const send = (next: string[]) => ctx.onResponse(node.responseIdentifier, single ? (next[0] ?? null) : listResponse(next));
  const pairs = asList(shownResponse(ctx, node));
  const correct = ctx.correctResponse?.[node.responseIdentifier];

  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      {!ctx.readOnly && (
        <p id={`${id}-hint`} className={base.hint}>
          {t('item.match.instructions')}
        </p>
      )}
      <div className={classes.gridWrap} tabIndex={0} role="region" aria-label={t('item.match.grid')}>
        <table
          className={classes.grid}
          aria-labelledby={node.prompt?.length ? `${id}-prompt` : undefined}
          aria-describedby={ctx.readOnly ? undefined : `${id}-hint`}
        >
          <thead>
            <tr>
              <td />
              {targets.map((target) => (
                <th key={target.identifier} scope="col">
                  <BodyNodes nodes={target.content} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sources.map((source) => (
              <tr key={source.identifier}>
                <th scope="row">
                  <BodyNodes nodes={source.content} />
                </th>
                {targets.map((target) => {
                  const pair = pairKey(source.identifier, target.identifier);
                  const checked = pairs.includes(pair);
                  const allowed = checked || canAddPair(pairs, source.identifier, target.identifier, limits);
                  return (
                    <td key={target.identifier}>
                      <input
                        type="checkbox"
                        className={classes.gridBox}
                        aria-label={t('item.match.pair', { source: plainText(source.content), target: plainText(target.content) })}
                        checked={checked}
                        disabled={ctx.readOnly || !allowed}
                        onChange={() => send(togglePair(pairs, source.identifier, target.identifier, limits))}
                      />
                      {correct && <ReviewMark kind={markFor(checked, correct.includes(pair))} compact />}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
