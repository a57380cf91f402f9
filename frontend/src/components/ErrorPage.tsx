import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The spec's error page: 'Unauthorized Access' or 'Page Not Found'. */
export function ErrorPage({ kind }: { kind: 'unauthorized' | 'notFound' }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center">
        <Title order={1}>{t(kind === 'unauthorized' ? 'errors.unauthorizedTitle' : 'errors.notFoundTitle')}</Title>
        <Text c="gray.8">{t(kind === 'unauthorized' ? 'errors.unauthorizedText' : 'errors.notFoundText')}</Text>
        <Button component={Link} to="/">
          {t('errors.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
