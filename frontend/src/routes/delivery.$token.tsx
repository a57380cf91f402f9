import { Center, Loader, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Player } from '../components/player/flow/Player';
import { PlayerMessage } from '../components/player/flow/PlayerMessage';
import { useLaunch } from '../components/player/flow/use-launch';
import { SessionWatch } from '../components/session/SessionWatch';

/** The test player, in the window the portal opens with a single-use launch token. */
export const Route = createFileRoute('/delivery/$token')({ staticData: { title: 'common:playerTitle' }, component: DeliveryPage });

function DeliveryPage() {
  const { t } = useTranslation('player');
  const { token } = Route.useParams();
  const { state: launched, error } = useLaunch(token);
  // The whole player is drawn at once when the session arrives: as a deferred render React draws it
  // in slices between which the browser stays responsive, rather than in one long task.
  const state = useDeferredValue(launched);
  if (error)
    return (
      <PlayerMessage title={t('session.errorTitle')}>
        <Text>{error}</Text>
      </PlayerMessage>
    );
  if (!state)
    return (
      <Center component="main" id="main-content" mih="100vh">
        <Loader aria-label={t('session.opening')} />
      </Center>
    );
  return (
    <>
      <Player initial={state} />
      <SessionWatch signInInPlace />
    </>
  );
}
