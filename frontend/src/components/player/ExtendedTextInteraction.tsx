import type { InteractionOf } from './types';
import { VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from './player-context';
import { shownResponse } from './starting-response';
import { Prompt } from './Prompt';
import { typedResponse, wordCount } from './responses';
import classes from './ItemView.module.css';

/** Screen readers hear the count once typing pauses, not on every key. */
const ANNOUNCE_AFTER_MS = 1500;

/** An essay box with a live word count. Essays are scored by people; the rubric shows in review. */
export function ExtendedTextInteraction({ node }: { node: InteractionOf<'extendedText'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const value = shownResponse(ctx, node);
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join('\n\n') : '';
  const words = wordCount(text);
  const [announced, setAnnounced] = useState(words);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(words), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [words]);
  const hasPrompt = !!node.prompt?.length;

  return (
    <div className={classes.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      {!hasPrompt && (
        <label htmlFor={`${id}-text`} className={classes.fieldLabel}>
          {t('item.extendedText')}
        </label>
      )}
      <textarea
        id={`${id}-text`}
        className={classes.essay}
        aria-labelledby={hasPrompt ? `${id}-prompt` : undefined}
        aria-describedby={`${id}-count`}
        rows={Math.min(Math.max(node.expectedLines ?? 8, 4), 30)}
        placeholder={node.placeholderText}
        value={text}
        readOnly={ctx.readOnly}
        onChange={(e) => {
          if (!ctx.readOnly) ctx.onResponse(node.responseIdentifier, typedResponse(e.target.value, node.cardinality));
        }}
      />
      <p id={`${id}-count`} className={classes.hint} aria-hidden="true">
        {t('item.words', { count: words })}
      </p>
      <VisuallyHidden aria-live="polite">{t('item.words', { count: announced })}</VisuallyHidden>
    </div>
  );
}
