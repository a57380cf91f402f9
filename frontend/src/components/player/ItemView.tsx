import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BodyNodes } from './BodyNodes';
import { placeFeedback } from './feedback';
import { FeedbackPanel } from './FeedbackPanel';
import { ordinalsOf } from './ordinals';
import { PlayerContext, type PlayerContextValue } from './player-context';
import type { ItemViewProps } from './types';
import classes from './ItemView.module.css';

/**
 * One item as the student sees it: shared passages beside it on wide screens (each pane scrolls on
 * its own) and above it on narrow ones, the body with its interactions, then the feedback shown.
 */
export function ItemView({
  item,
  stimuli,
  response,
  onResponse,
  readOnly = false,
  shownFeedback,
  correctResponse,
  mediaUrl,
  onEndAttempt,
  files,
  number,
  staffView,
}: ItemViewProps) {
  const { t } = useTranslation('player');
  const { inPlace, below } = useMemo(() => placeFeedback(shownFeedback, item.feedback), [shownFeedback, item.feedback]);
  const ordinals = useMemo(() => ordinalsOf(item.body), [item.body]);
  const ordinal = useCallback((responseIdentifier: string) => ordinals.get(responseIdentifier), [ordinals]);
  // a final answer is what was given: a default the candidate never took is not shown as theirs
  const defaults = readOnly ? undefined : item.responseDefaults;
  const ctx = useMemo<PlayerContextValue>(
    () => ({
      uin: item.uin,
      response,
      onResponse,
      readOnly,
      correctResponse,
      defaults,
      mediaUrl,
      inPlaceFeedback: inPlace,
      ordinal,
      endAttempt: onEndAttempt,
      files,
      staffView,
    }),
    [item.uin, response, onResponse, readOnly, correctResponse, defaults, mediaUrl, inPlace, ordinal, onEndAttempt, files, staffView],
  );
  const shown = stimuli.filter((s) => item.stimulusRefs.includes(s.identifier));
  const passages = shown.length ? shown : stimuli;
  // several items on one page (the score report) need landmark names of their own
  const passageLabel =
    passages.length === 1
      ? t(number ? 'item.passageNumbered' : 'item.passage', { title: passages[0].title, number })
      : t(number ? 'item.passagesNumbered' : 'item.passages', { number });

  return (
    <PlayerContext.Provider value={ctx}>
      <div className={classes.layout} data-with-stimuli={passages.length > 0 || undefined} lang={item.lang}>
        {passages.length > 0 && (
          <section className={classes.pane} tabIndex={0} aria-label={passageLabel}>
            {passages.map((s) => (
              <article key={s.identifier} className={classes.passage} data-mark-target={s.identifier}>
                <BodyNodes nodes={s.body} />
              </article>
            ))}
          </section>
        )}
        <section
          className={classes.pane}
          tabIndex={passages.length > 0 ? 0 : undefined}
          aria-label={number ? t('item.questionNumbered', { number }) : t('item.question')}
        >
          <div className={classes.body} data-mark-target="item">
            <BodyNodes nodes={item.body} />
          </div>
          <FeedbackPanel feedback={below} rubric={item.rubric} />
        </section>
      </div>
    </PlayerContext.Provider>
  );
}
