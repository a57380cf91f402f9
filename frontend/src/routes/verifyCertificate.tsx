import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyPaaCertificateOptions } from '../api/@tanstack/react-query.gen';
import { PageContainer } from '../components/PageContainer';
import { LoadErrorInPage } from '../components/RouteLoad';
import type { ApiProblem } from '../lib/api-client';
import { formatDate } from './home/-components/paa/format';

interface VerifySearch {
  /** the certificate's verification code, as printed in its link */
  code?: string;
}

/** A code's answer, asked once: a refused check (too many, or no answer) is shown, not repeated. */
const verifyQuery = (code: string) => queryOptions({ ...verifyPaaCertificateOptions({ path: { code } }), retry: false });

/**
 * The page the certificate's verification link opens, for an advisor who holds one: anyone may
 * check a code, signed in or not. The answer comes from the public verifyPAACertificate call, read
 * by the loader for the code in the address.
 */
export const Route = createFileRoute('/verifyCertificate')({
  staticData: { title: 'verify:title', loadErrorInPage: true },
  validateSearch: (search: Record<string, unknown>): VerifySearch => {
    const code = typeof search.code === 'string' ? search.code.trim().slice(0, 40) : '';
    return code ? { code } : {};
  },
  loaderDeps: ({ search }) => ({ code: search.code }),
  loader: ({ context: { queryClient }, deps: { code } }) => (code ? queryClient.ensureQueryData(verifyQuery(code)) : undefined),
  pendingComponent: CheckingPage,
  // A check that fails is said under the form, which stays to try again.
  errorComponent: CheckFailedPage,
  component: VerifyRoutePage,
});

// Mantine's light alerts tint the title in the alert's colour, too pale on green and yellow for AA contrast.
const READABLE = { title: { color: 'var(--mantine-color-dark-9)' }, message: { color: 'var(--mantine-color-dark-9)' } };

function VerifyRoutePage() {
  const { code } = Route.useSearch();
  return <VerifyCertificatePage>{code && <CheckResult code={code} />}</VerifyCertificatePage>;
}

function CheckingPage() {
  const { t } = useTranslation('verify');
  return (
    <VerifyCertificatePage>
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>{t('checking')}</Text>
      </Group>
    </VerifyCertificatePage>
  );
}

function CheckFailedPage({ error }: ErrorComponentProps) {
  const { t } = useTranslation('verify');
  const tooMany = (error as ApiProblem | undefined)?.statusCode === 429;
  return (
    <LoadErrorInPage error={error}>
      <VerifyCertificatePage>
        {tooMany ? (
          <Alert color="yellow" variant="light" styles={READABLE} title={t('tooMany')} />
        ) : (
          <Alert color="red" variant="light" styles={READABLE} title={t('failed')} />
        )}
      </VerifyCertificatePage>
    </LoadErrorInPage>
  );
}

/** The form, with what the check of the address's code says (`children`) under it. */
function VerifyCertificatePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('verify');
  const { code } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [typed, setTyped] = useState(code ?? '');
  const [missing, setMissing] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    setMissing(!value);
    if (value) void navigate({ search: { code: value } });
  };

  return (
    <PageContainer title={t('title')} size="sm">
      <Text>{t('intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('codeLabel')}
            description={t('codeDescription')}
            value={typed}
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('codeRequired') : undefined}
            required
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            style={{ flex: '1 1 14rem' }}
          />
          <Button type="submit">{t('check')}</Button>
        </Group>
      </form>
      <div aria-live="polite">{children}</div>
      <Text size="sm" c="gray.8">
        {t('practiceOnly')}
      </Text>
    </PageContainer>
  );
}

function CheckResult({ code }: { code: string }) {
  const { t } = useTranslation('verify');
  const { data: body } = useSuspenseQuery(verifyQuery(code));
  if (!body.valid)
    return (
      <Alert color="red" variant="light" styles={READABLE} icon={<IconCircleX aria-hidden />} title={t('invalidTitle')}>
        <Text>{t('invalidText', { code })}</Text>
      </Alert>
    );
  return (
    <Alert color="green" variant="light" styles={READABLE} icon={<IconCircleCheck aria-hidden />} title={t('validTitle')}>
      <Stack gap="xs">
        <Text>{t('validText', { code: code.toUpperCase() })}</Text>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 16, rowGap: 4 }}>
          <Text component="dt" fw={600}>
            {t('student')}
          </Text>
          <Text component="dd" m={0}>
            {body.studentName}
          </Text>
          <Text component="dt" fw={600}>
            {t('institution')}
          </Text>
          <Text component="dd" m={0}>
            {body.institution}
          </Text>
          <Text component="dt" fw={600}>
            {t('completedOn')}
          </Text>
          <Text component="dd" m={0}>
            {formatDate(body.completedOn)}
          </Text>
        </dl>
      </Stack>
    </Alert>
  );
}
