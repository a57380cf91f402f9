import { Alert, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PaaSessionDto } from '../../../../api/types.gen';
import { PageContainer } from '../../../../components/PageContainer';
import { confirmDialog } from '../../../../lib/dialogs';
import { formatDate } from './format';
import { STEP_KEYS } from './wizard';
import { wrappingLabel } from './button-styles';

const WIZARD = '/home/test/pre-assessment-wizard';

/**
 * /home/test/5: 'Texas Success Initiative Pre-Assessments 2.0', where a PAA is begun or resumed.
 * `current` is the PAA the route's loader read; none when it could not be read, and then the page
 * offers only to begin.
 */
export function PaaLanding({ current }: { current: PaaSessionDto | undefined }) {
  const { t } = useTranslation('paa');
  const navigate = useNavigate();
  const inProgress = !!current && current.paaId > 0 && current.status === 0;
  const finished = !!current && current.paaId > 0 && current.status === 1;

  const begin = () => {
    if (!inProgress) {
      void navigate({ to: WIZARD, search: { restart: 1 } });
      return;
    }
    confirmDialog({
      title: t('landing.confirmTitle'),
      message: t('landing.confirmMessage'),
      // the old session is closed by the server when the new one is created on the first Next
      onYes: () => void navigate({ to: WIZARD, search: { restart: 1 } }),
    });
  };

  return (
    <PageContainer title={t('landing.title')}>
      <Text>{t('landing.intro')}</Text>
      <Stack gap="xs">
        <Title order={2} fz="h3">
          {t('landing.stepsHeading')}
        </Title>
        <List type="ordered" spacing={4}>
          {STEP_KEYS.map((key) => (
            <List.Item key={key}>{t(`steps.${key}`)}</List.Item>
          ))}
        </List>
      </Stack>
      <Text>{t('landing.time')}</Text>
      <Text>{t('landing.certificateNote')}</Text>
      {inProgress && (
        <Alert variant="light" color="yellow" styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}>
          <Stack gap="sm">
            <Group gap="sm">
              <Badge color="yellow" variant="filled" c="dark.9">
                {t('landing.inProgress')}
              </Badge>
              <Text size="sm">{t('landing.inProgressNote', { step: current.lastCompletedStep + 1 })}</Text>
            </Group>
            <div>
              <Button component={Link} to={WIZARD} variant="filled" styles={wrappingLabel}>
                {t('landing.resume')}
              </Button>
            </div>
          </Stack>
        </Alert>
      )}
      {finished && (
        <Alert variant="light" color="teal" icon={<IconCertificate aria-hidden />} styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('landing.finishedNote', { date: formatDate(current.completedOn) })}</Text>
            <Button component={Link} to="/home/test/pre-assessment-certificate" variant="light" size="sm" styles={wrappingLabel}>
              {t('landing.viewCertificate')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Group>
        <Button size="md" variant={inProgress ? 'default' : 'filled'} onClick={begin} styles={wrappingLabel}>
          {t('landing.begin')}
        </Button>
      </Group>
    </PageContainer>
  );
}
