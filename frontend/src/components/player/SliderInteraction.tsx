import type { InteractionOf } from './types';
import { Button, Slider } from '@mantine/core';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from './body-text';
import { usePlayer } from './player-context';
import { Prompt } from './Prompt';
import { ReviewMark } from './ReviewMark';
import { fromTrack, keyTarget, marksFor, toTrack, type SliderAxis } from './slider-axis';
import base from './ItemView.module.css';
import classes from './interactions.module.css';

/**
 * A Mantine slider from lowerBound to upperBound, horizontal or vertical as `orientation` asks and
 * running upper-to-lower when `reverse` does (arrow keys move one step, Home and End to the
 * bounds, in values, whichever way it runs). Until the candidate moves it the item is unanswered, and says so; the value is sent
 * when a move ends, not on every pixel of a drag.
 */
export function SliderInteraction({ node }: { node: InteractionOf<'slider'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const settings = node.slider;
  const integer = node.baseType === 'integer';
  const step = settings.step ?? (integer ? 1 : (settings.upperBound - settings.lowerBound) / 100);
  const saved = ctx.response[node.responseIdentifier];
  const savedNumber = typeof saved === 'string' && saved.trim() !== '' ? Number(saved) : undefined;
  const declared = ctx.defaults?.[node.responseIdentifier]?.[0];
  const start = declared !== undefined && Number.isFinite(Number(declared)) ? Number(declared) : settings.lowerBound;
  const [value, setValue] = useState(savedNumber ?? start);
  useEffect(() => {
    if (savedNumber !== undefined && Number.isFinite(savedNumber)) setValue(savedNumber);
  }, [savedNumber]);
  const answered = savedNumber !== undefined;
  const correct = ctx.correctResponse?.[node.responseIdentifier]?.[0];
  const axis: SliderAxis = { lower: settings.lowerBound, upper: settings.upperBound, reverse: Boolean(settings.reverse) };
  const vertical = settings.orientation === 'vertical';
  const send = (v: number) => ctx.onResponse(node.responseIdentifier, String(integer ? Math.round(v) : +v.toFixed(10)));
  const onKey = (event: KeyboardEvent) => {
    if (ctx.readOnly) return;
    const next = keyTarget(event.key, value, step, axis);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    setValue(next);
    send(next);
  };

  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      <p id={`${id}-status`} className={base.hint} aria-live="polite">
        {answered
          ? t('item.slider.value', { value })
          : ctx.readOnly
            ? t('item.slider.none')
            : t('item.slider.unanswered', { lower: settings.lowerBound, upper: settings.upperBound })}
      </p>
      {/* keys are taken here, before Mantine's own handler, so they move the value and not the track */}
      <div className={vertical ? classes.sliderWrapVertical : classes.sliderWrap} onKeyDownCapture={onKey}>
        <Slider
          min={settings.lowerBound}
          max={settings.upperBound}
          step={step}
          orientation={vertical ? 'vertical' : 'horizontal'}
          value={toTrack(axis, value)}
          scale={(v) => fromTrack(axis, v)}
          marks={marksFor(axis, step, Boolean(settings.stepLabel))}
          thumbLabel={plainText(node.prompt ?? []) || t('item.slider.label')}
          disabled={ctx.readOnly}
          label={(v) => String(v)}
          onChange={(v) => setValue(fromTrack(axis, v))}
          onChangeEnd={(v) => send(fromTrack(axis, v))}
        />
      </div>
      {!ctx.readOnly && !answered && (
        <Button variant="subtle" size="xs" onClick={() => send(value)}>
          {t('item.slider.keep', { value })}
        </Button>
      )}
      {correct !== undefined && (
        <p>
          <ReviewMark
            kind={answered && Number(correct) === savedNumber ? 'yourCorrect' : 'correct'}
            detail={Number(correct) === savedNumber ? undefined : t('item.review.correctIs', { answer: correct })}
          />
        </p>
      )}
    </div>
  );
}
