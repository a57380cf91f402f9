import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaaSampleTestDto } from '../../../../../api/types.gen';
import { launchTest } from '../../../../../lib/launch-test';
import { wrappingLabel } from '../button-styles';

function SampleTestCard({ paaId, test, onLaunched }: { paaId: number; test: PaaSampleTestDto; onLaunched: () => void }) {
  const { t } = useTranslation('paa');
  const [busy, setBusy] = useState(false);
  const done = test.completedSessionId != null;
  const pending = !done && test.pendingSessionId != null;
  const state = done ? 'completed' : pending ? 'inProgress' : 'notStarted';
  const action = done ? 'retake' : pending ? 'continue' : 'start';
  return (
    <Card component="li" withBorder radius="md" padding="lg">
      <Stack gap="xs" align="flex-start">
        <Title order={3} fz="h4">
          {test.testName}
        </Title>
        <Badge color={done ? 'teal' : pending ? 'yellow' : 'gray'} variant={pending ? 'filled' : 'light'} c="dark.9">
          {t(`sampleTests.${state}`)}
        </Badge>
      </Stack>
      <Group mt="md">
        <Button
          variant={done ? 'default' : 'filled'}
          styles={wrappingLabel}
          loading={busy}
          rightSection={<IconExternalLink size={16} aria-hidden />}
          onClick={async () => {
            setBusy(true);
            try {
              if (await launchTest({ testDetailId: test.testDetailId, mode: 1, paaId })) onLaunched();
            } finally {
              setBusy(false);
            }
          }}
        >
          {t(`sampleTests.${action}`, { name: test.testName })}
        </Button>
      </Group>
    </Card>
  );
}

/** Step 3, Sample Tests: the two category-5 tests, taken in Learn As You Go within this PAA. */
export function SampleTestsStep({ paaId, tests, onLaunched }: { paaId: number; tests: readonly PaaSampleTestDto[]; onLaunched: () => void }) {
  const { t } = useTranslation('paa');
  return (
    <>
      <Text>{t('sampleTests.intro')}</Text>
      <Alert variant="light" color="blue" icon={<IconExternalLink aria-hidden />} styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}>
        {t('sampleTests.popupNote')}
      </Alert>
      {tests.length === 0 ? (
        <Text>{t('sampleTests.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tests.map((test) => (
            <SampleTestCard key={test.testDetailId} paaId={paaId} test={test} onLaunched={onLaunched} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
