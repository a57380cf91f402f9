import { Box, Center, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EndScreen } from './EndScreen';
import { formatDateTime } from './format';
import { ItemScreen } from './ItemScreen';
import { PlayerHeader } from './PlayerHeader';
import { PlayerError } from './PlayerError';
import { PlayerMessage } from './PlayerMessage';
import { ReviewScreen } from './ReviewScreen';
import type { DeliveryState } from './types';
import { PlayerToolsProvider } from '../tools/PlayerToolsProvider';
import { ToolsBar } from '../tools/ToolsBar';
import { usePlayer } from './use-player';
import classes from './player.module.css';

// The score report (its charts are most of the player's code) loads when the student asks to submit
// or a submitted session opens, not with the first question.
const loadReportScreen = () => import('./ReportScreen');
const ReportScreen = lazy(() => loadReportScreen().then((m) => ({ default: m.ReportScreen })));

/** The test player for one session, from the first question to the score report. */
export function Player({ initial }: { initial: DeliveryState }) {
  const { t } = useTranslation('player');
  const player = usePlayer(initial);
  const { view, state, item, busy } = player;

  useEffect(() => {
    document.title = state.testName;
  }, [state.testName]);

  if (view.kind === 'fatal')
    return (
      <PlayerMessage title={t('session.errorTitle')}>
        <Text>{view.message}</Text>
      </PlayerMessage>
    );
  if (view.kind === 'exited')
    return (
      <PlayerMessage title={t('session.savedTitle')}>
        <Text>{t('session.savedText', { date: formatDateTime(view.expiresOn) })}</Text>
        <Text c="gray.8">{t('session.resumeHint')}</Text>
      </PlayerMessage>
    );
  const opening = (
    <Center component="main" id="main-content" mih="100vh">
      <Loader aria-label={t('session.opening')} />
    </Center>
  );
  if (view.kind === 'report')
    return (
      <Suspense fallback={opening}>
        <ReportScreen report={view.report} />
      </Suspense>
    );
  if (view.kind === 'loading') {
    void loadReportScreen();
    return opening;
  }

  const nonlinear = state.navigationMode === 'nonlinear';
  const onItem = view.kind === 'item' && item !== null;
  const submit = () => {
    void loadReportScreen();
    player.requestSubmit();
  };
  const waiting = (player.moving || busy === 'prepare') && (player.saveStatus === 'offline' || player.saveStatus === 'retrying');

  return (
    <PlayerToolsProvider sessionId={state.sessionId} item={onItem ? item : null}>
      <PlayerHeader
        state={state}
        position={onItem ? item.position : null}
        saveStatus={player.saveStatus}
        tools={<ToolsBar flag={onItem && nonlinear ? { flagged: item.flagged, onToggle: player.toggleFlag, busy: busy === 'flag' } : undefined} />}
        onReview={nonlinear && view.kind !== 'review' ? player.showReview : undefined}
        onSaveAndExit={player.saveAndExit}
        onSubmit={submit}
        busy={busy !== null}
        submitting={busy === 'prepare' || busy === 'submit'}
      />
      <Box component="main" id="main-content" className={classes.screen}>
        {player.error && <PlayerError message={player.error} onClose={player.dismissError} />}
        {waiting && (
          <Text fw={600} mb="sm">
            {t('session.waitingToSave')}
          </Text>
        )}
        {onItem && <ItemScreen key={item.position} player={player} item={item} />}
        {view.kind === 'review' && <ReviewScreen player={player} onSubmit={submit} />}
        {(view.kind === 'end' || (view.kind === 'item' && !item)) && <EndScreen player={player} onSubmit={submit} />}
      </Box>
    </PlayerToolsProvider>
  );
}
