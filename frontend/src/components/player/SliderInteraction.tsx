import type { InteractionNode } from '@backend/qti/types';
import { Button, Slider } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from './body-text';
import { usePlayer } from './player-context';
import { Prompt } from './Prompt';
import { ReviewMark } from './ReviewMark';
import base from './ItemView.module.css';
import classes from './interactions.module.css';

/** Marks under the track: every step when stepLabel asks and there are few, else the two bounds. */
function marksFor(lower: number, upper: number, step: number, labelled: boolean) {
  const count = Math.round((upper - lower) / step);
  if (!labelled || count > 10) return [lower, upper].map((value) => ({ value, label: String(value) }));
  return Array.from({ length: count + 1 }, (_, i) => {
    const value = +(lower + i * step).toFixed(10);
    return { value, label: String(value) };
  });
}

/**
 * A Mantine slider from lowerBound to upperBound (arrow keys move one step, Home and End to the
 * bounds). Until the candidate moves it the item is unanswered, and says so; the value is sent
 * when a move ends, not on every pixel of a drag.
 */
export function SliderInteraction({ node }: { node: InteractionNode }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const settings = node.slider ?? { lowerBound: 0, upperBound: 100 };
  const integer = node.baseType === 'integer';
  const step = settings.step ?? (integer ? 1 : (settings.upperBound - settings.lowerBound) / 100);
  const saved = ctx.response[node.responseIdentifier];
  const savedNumber = typeof saved === 'string' && saved.trim() !== '' ? Number(saved) : undefined;
  const [value, setValue] = useState(savedNumber ?? settings.lowerBound);
  useEffect(() => {
    if (savedNumber !== undefined && Number.isFinite(savedNumber)) setValue(savedNumber);
  }, [savedNumber]);
  const answered = savedNumber !== undefined;
  const correct = ctx.correctResponse?.[node.responseIdentifier]?.[0];
  const send = (v: number) => ctx.onResponse(node.responseIdentifier, String(integer ? Math.round(v) : +v.toFixed(10)));

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
      <div className={classes.sliderWrap}>
        <Slider
          min={settings.lowerBound}
          max={settings.upperBound}
          step={step}
          value={value}
          marks={marksFor(settings.lowerBound, settings.upperBound, step, Boolean(settings.stepLabel))}
          thumbLabel={plainText(node.prompt ?? []) || t('item.slider.label')}
          disabled={ctx.readOnly}
          label={(v) => String(v)}
          onChange={setValue}
          onChangeEnd={send}
        />
      </div>
      {!ctx.readOnly && !answered && (
        <Button variant="subtle" size="xs" onClick={() => send(value)}>
          {t('item.slider.keep', { value })}
        </Button>
      )}
      {correct !== undefined && (
        <p>
          <ReviewMark kind={answered && Number(correct) === savedNumber ? 'yourCorrect' : 'correct'} detail={Number(correct) === savedNumber ? undefined : t('item.review.correctIs', { answer: correct })} />
        </p>
      )}
    </div>
  );
}
