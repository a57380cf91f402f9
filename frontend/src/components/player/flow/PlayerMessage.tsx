import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A whole-window message (an error, or the answers saved) with the way out: the player window was
 * opened by the portal, so a script may close it; when the browser refuses, the hint says what to do.
 */
export function PlayerMessage({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation('player');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <Container component="main" id="main-content" size="sm" py={64} px="md">
      <Stack align="center" ta="center" gap="md">
        <Title order={1} ref={heading} tabIndex={-1} fz={{ base: 'h2', sm: 'h1' }} style={{ outline: 'none' }}>
          {title}
        </Title>
        {children}
        <Button onClick={() => window.close()}>{t('session.closeWindow')}</Button>
        <Text size="sm" c="gray.8">
          {t('session.closeHint')}
        </Text>
      </Stack>
    </Container>
  );
}
