import type { BodyNode } from './types';
import { Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BodyNodes } from './BodyNodes';
import type { BelowFeedback } from './feedback';
import classes from './ItemView.module.css';

/**
 * Modal feedback and the rubric, below the item. `data-player-feedback` and tabIndex -1 let the page
 * move focus here after a check, so a screen reader user lands on the explanation.
 */
export function FeedbackPanel({ feedback, rubric }: { feedback: BelowFeedback[]; rubric?: BodyNode[] }) {
  const { t } = useTranslation('player');
  const id = useId();
  if (!feedback.length && !rubric?.length) return null;
  return (
    <>
      {feedback.length > 0 && (
        <div role="group" className={classes.feedback} aria-labelledby={`${id}-fb`} tabIndex={-1} data-player-feedback="">
          <Title order={2} size="h4" id={`${id}-fb`}>
            {t('item.feedback')}
          </Title>
          {feedback.map((f, i) => (
            <div key={i} className={classes.feedbackEntry}>
              {f.title && (
                <Title order={3} size="h5">
                  {f.title}
                </Title>
              )}
              <BodyNodes nodes={f.content} />
            </div>
          ))}
        </div>
      )}
      {!!rubric?.length && (
        <div role="group" className={classes.feedback} aria-labelledby={`${id}-rubric`}>
          <Title order={2} size="h4" id={`${id}-rubric`}>
            {t('item.rubric')}
          </Title>
          <BodyNodes nodes={rubric} />
        </div>
      )}
    </>
  );
}
