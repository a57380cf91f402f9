import type { InteractionOf } from '../types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../player-context';
import { Prompt } from '../Prompt';
import { asList, listResponse, toggleInList } from '../responses';
import { shownResponse } from '../starting-response';
import { markFor, ReviewMark } from '../ReviewMark';
import base from '../ItemView.module.css';
import { useImageSize } from './GraphicStage';
import { useHotspotName } from './HotspotLayer';
import { GraphicHint, HotspotStage } from './HotspotStage';
import classes from './graphic.module.css';

/**
 * hotspotInteraction: areas of the picture chosen like choices (one: radios, several: checkboxes,
 * at most maxChoices). graphicOrderInteraction: each area activated in turn gets the next number,
 * activating a numbered one takes it out; the answer is the ordered list.
 */
export function HotspotInteraction({ node }: { node: InteractionOf<'hotspot' | 'graphicOrder'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const name = useHotspotName();
  const [size, onLoad] = useImageSize(node.object);
  const ordering = node.interaction === 'graphicOrder';
  const multiple = node.cardinality !== 'single';
  const selected = asList(shownResponse(ctx, node));
  const choices = node.choices;
  // QTI's default maxChoices is 1 for a hotspot interaction; a graphic order may rank every area
  const max = ordering ? (node.maxChoices ?? 0) : multiple ? (node.maxChoices ?? 1) : 1;
  const full = max > 0 && selected.length >= max;
  const correct = ctx.correctResponse?.[node.responseIdentifier];

  const activate = (choice: string) => {
    if (!multiple && !ordering) ctx.onResponse(node.responseIdentifier, choice);
    else ctx.onResponse(node.responseIdentifier, listResponse(toggleInList(selected, choice, max)));
  };
  const hint = ordering
    ? t('graphic.orderHint')
    : multiple
      ? max > 0
        ? t('graphic.selectUpTo', { count: max })
        : t('graphic.selectAll')
      : t('graphic.selectOne');

  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      <GraphicHint id={id}>{hint}</GraphicHint>
      <HotspotStage
        id={id}
        node={node}
        object={node.object}
        size={size}
        onImageLoad={onLoad}
        groupRole={multiple || ordering ? 'group' : 'radiogroup'}
        hotspots={choices}
        role={multiple || ordering ? 'checkbox' : 'radio'}
        onActivate={(c) => activate(c.identifier)}
        state={(c, i) => {
          const position = selected.indexOf(c.identifier);
          const checked = position >= 0;
          return {
            checked,
            disabled: full && !checked,
            badge: ordering && checked ? String(position + 1) : undefined,
            name: ordering && checked ? t('graphic.ordered', { name: name(c, i), position: position + 1 }) : undefined,
          };
        }}
      />
      {(ctx.readOnly || ordering) && selected.length > 0 && (
        <ol className={classes.list} aria-label={t('graphic.yourAnswer')}>
          {selected.map((sid, i) => {
            const index = choices.findIndex((c) => c.identifier === sid);
            if (index < 0) return null;
            const right = correct ? (ordering ? correct[i] === sid : correct.includes(sid)) : undefined;
            return (
              <li key={sid}>
                {ordering && `${i + 1}. `}
                {name(choices[index], index)}
                {ctx.readOnly && <ReviewMark kind={markFor(true, right)} compact />}
              </li>
            );
          })}
        </ol>
      )}
      {correct && correct.join(' ') !== selected.join(' ') && (
        <p className={base.hint}>
          {t('graphic.correctAnswer', {
            answer: correct
              .map((cid) => {
                const i = choices.findIndex((c) => c.identifier === cid);
                return i >= 0 ? name(choices[i], i) : cid;
              })
              .join(ordering ? ' → ' : ', '),
          })}
        </p>
      )}
    </div>
  );
}
