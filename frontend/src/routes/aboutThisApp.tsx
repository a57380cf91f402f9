import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getPortalConfigOptions } from '../api/@tanstack/react-query.gen';
import { PageContainer } from '../components/PageContainer';
import { LoadErrorInPage, PendingPage } from '../components/RouteLoad';

export const Route = createFileRoute('/aboutThisApp')({
  staticData: { title: 'pages:about.title', loadErrorInPage: true },
  // The copyright line names the portal's organisation, read before the page shows.
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(getPortalConfigOptions()),
  // Without the portal's configuration the page still says all it can, the copyright without a name.
  errorComponent: AboutLoadError,
  pendingComponent: () => <PendingPage title="pages:about.title" blocks={[320]} />,
  component: AboutRoutePage,
});

function AboutRoutePage() {
  const { data: portal } = useSuspenseQuery(getPortalConfigOptions());
  return <AboutPage orgName={portal.orgName} />;
}

function AboutLoadError({ error }: ErrorComponentProps) {
  return (
    <LoadErrorInPage error={error}>
      <AboutPage orgName="" />
    </LoadErrorInPage>
  );
}

function AboutPage({ orgName }: { orgName: string }) {
  const { t } = useTranslation('pages');
  const router = useRouter();
  // A link to a section (the footer's FAQs) lands on it: the page shows after its skeleton, which had no such section to scroll to.
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView();
  }, [hash]);
  const faq = t('about.faq', { returnObjects: true }) as { q: string; a: string }[];
  return (
    <PageContainer
      title={t('about.title')}
      actions={
        <Button variant="default" onClick={() => router.history.back()}>
          {t('about.close')}
        </Button>
      }
    >
      <Stack component="section" aria-labelledby="about-heading" gap="sm">
        <Title order={2} id="about-heading">
          {t('about.aboutHeading')}
        </Title>
        <Text>{t('about.aboutText')}</Text>
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Text fw={500}>{t('about.practiceOnly')}</Text>
        </Alert>
        <Text>{t('about.accountText')}</Text>
      </Stack>
      <Stack component="section" aria-labelledby="terms-heading" gap="sm" id="terms">
        <Title order={2} id="terms-heading">
          {t('about.termsHeading')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('about.terms1')}</List.Item>
          <List.Item>{t('about.terms2')}</List.Item>
          <List.Item id="privacy">{t('about.terms3')}</List.Item>
          <List.Item>{t('about.terms4')}</List.Item>
        </List>
      </Stack>
      <Stack component="section" aria-labelledby="faq-heading" gap="sm" id="faq">
        <Title order={2} id="faq-heading">
          {t('about.faqHeading')}
        </Title>
        {faq.map((entry) => (
          <div key={entry.q}>
            <Title order={3} fz="h4">
              {entry.q}
            </Title>
            <Text mt={4}>{entry.a}</Text>
          </div>
        ))}
      </Stack>
      <Text size="sm" c="gray.8">
        {t('about.copyright', { year: new Date().getFullYear(), org: orgName })}
      </Text>
    </PageContainer>
  );
}
