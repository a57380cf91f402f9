import { Center, Loader, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
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
  const { state, error } = useLaunch(token);
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
