import { Anchor, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { getPaaCertificate } from '../../../../api/sdk.gen';
import type { PaaSessionDto } from '../../../../api/types.gen';
import { PageContainer } from '../../../../components/PageContainer';
import { alerts } from '../../../../lib/alerts';
import { downloadFromUrl } from '../../../../lib/download';
import { formatDate } from './format';
import { wrappingLabel } from './button-styles';

function DownloadCertificateButton({ paaId }: { paaId: number }) {
  const { t } = useTranslation('paa');
  const download = useMutation({
    mutationFn: async () => (await getPaaCertificate({ path: { paaId }, throwOnError: true })).data.url,
    onSuccess: (url) => downloadFromUrl(url),
    onError: () => alerts.error(t('certificate.downloadFailed')),
  });
  return (
    <Button
      size="md"
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      styles={wrappingLabel}
    >
      {t('certificate.download')}
    </Button>
  );
}

/**
 * /home/test/pre-assessment-certificate: the completion card of the latest finished PAA, which the
 * route's loader read; without one (or when it could not be read) the page says there is none yet.
 */
export function CertificateCard({ current }: { current: PaaSessionDto | undefined }) {
  const { t } = useTranslation('paa');
  if (!current || current.paaId <= 0 || current.status !== 1) {
    return (
      <PageContainer title={t('certificate.noneTitle')}>
        <Text>{t('certificate.noneText')}</Text>
        <div>
          <Button component={Link} to="/home/test/5" styles={wrappingLabel}>
            {t('certificate.goToPaa')}
          </Button>
        </div>
      </PageContainer>
    );
  }
  return (
    <PageContainer title={t('certificate.title')}>
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="center">
            <ThemeIcon size={48} radius="xl" color="teal.8" aria-hidden>
              <IconAward size={28} />
            </ThemeIcon>
            <Text fw={600} fz="lg">
              {t('certificate.congrats')}
            </Text>
          </Group>
          <Stack gap={4} component="dl" m={0}>
            <Group gap="xs">
              <Text component="dt" fw={600}>
                {t('certificate.institution')}:
              </Text>
              <Text component="dd" m={0}>
                {current.institution}
              </Text>
            </Group>
            <Group gap="xs">
              <Text component="dt" fw={600}>
                {t('certificate.completedOn')}:
              </Text>
              <Text component="dd" m={0}>
                {formatDate(current.completedOn)}
              </Text>
            </Group>
          </Stack>
          <div>
            <DownloadCertificateButton paaId={current.paaId} />
          </div>
        </Stack>
      </Card>
      <Stack gap="xs">
        <Title order={2} fz="h3">
          {t('certificate.nextHeading')}
        </Title>
        <List spacing="xs">
          <List.Item>
            {t('certificate.next1')}{' '}
            <Anchor component={Link} to="/home/test/4">
              {t('certificate.practiceLink')}
            </Anchor>
          </List.Item>
          <List.Item>{t('certificate.next2')}</List.Item>
          <List.Item>{t('certificate.next3')}</List.Item>
        </List>
      </Stack>
      <Text size="sm" c="gray.8">
        {t('about.practiceOnly', { ns: 'pages' })}
      </Text>
    </PageContainer>
  );
}
