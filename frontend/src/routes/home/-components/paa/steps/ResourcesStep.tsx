import { Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getPaaResource } from '../../../../../api/sdk.gen';
import { alerts } from '../../../../../lib/alerts';
import { downloadFromUrl } from '../../../../../lib/download';
import { wrappingLabel } from '../button-styles';

const CAMPUS = ['advising', 'testing', 'tutoring', 'disability', 'financialAid', 'counseling', 'library'] as const;
const COMMUNITY = ['publicLibrary', 'twoOneOne', 'workforce', 'adultEd'] as const;
const TIPS = ['1', '2', '3', '4', '5'] as const;

function Section({ heading, items }: { heading: string; items: string[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        {heading}
      </Title>
      <List spacing="xs">
        {items.map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The print option of step 5: the server names the PAA's institution in the document. */
export function PrintResourceButton({ paaId }: { paaId: number }) {
  const { t } = useTranslation('paa');
  const print = useMutation({
    mutationFn: async () => (await getPaaResource({ path: { paaId }, throwOnError: true })).data.url,
    onSuccess: (url) => downloadFromUrl(url),
    onError: () => alerts.error(t('resources.printFailed')),
  });
  return (
    <Button leftSection={<IconPrinter size={18} aria-hidden />} loading={print.isPending} onClick={() => print.mutate()} styles={wrappingLabel}>
      {t('resources.print')}
    </Button>
  );
}

/** Step 5, Institutional and Community Resources and Tips for Success. */
export function ResourcesStep({ paaId }: { paaId: number }) {
  const { t } = useTranslation('paa');
  return (
    <Stack gap="lg">
      <Text>{t('resources.intro')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section heading={t('resources.campusHeading')} items={CAMPUS.map((k) => t(`resources.campus.${k}`))} />
        <Section heading={t('resources.communityHeading')} items={COMMUNITY.map((k) => t(`resources.community.${k}`))} />
      </SimpleGrid>
      <Section heading={t('resources.tipsHeading')} items={TIPS.map((k) => t(`resources.tips.${k}`))} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm" align="flex-start">
          <Title order={3} fz="h4">
            {t('resources.printHeading')}
          </Title>
          <Text size="sm">{t('resources.printText')}</Text>
          <PrintResourceButton paaId={paaId} />
        </Stack>
      </Card>
    </Stack>
  );
}
