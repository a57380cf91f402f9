import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyPaaCertificate } from '../api/sdk.gen';
import type { PaaCertificateCheckDto } from '../api/types.gen';
import { PageContainer } from '../components/PageContainer';
import { formatDate } from './home/-components/paa/format';

interface VerifySearch {
  /** the certificate's verification code, as printed in its link */
  code?: string;
}

/**
 * The page the certificate's verification link opens, for an advisor who holds one: anyone may
 * check a code, signed in or not. The answer comes from the public verifyPAACertificate call.
 */
export const Route = createFileRoute('/verifyCertificate')({
  staticData: { title: 'verify:title' },
  validateSearch: (search: Record<string, unknown>): VerifySearch => {
    const code = typeof search.code === 'string' ? search.code.trim().slice(0, 40) : '';
    return code ? { code } : {};
  },
  component: VerifyCertificatePage,
});

// Mantine's light alerts tint the title in the alert's colour, too pale on green and yellow for AA contrast.
const READABLE = { title: { color: 'var(--mantine-color-dark-9)' }, message: { color: 'var(--mantine-color-dark-9)' } };

type Check = { kind: 'answer'; body: PaaCertificateCheckDto } | { kind: 'tooMany' };

function VerifyCertificatePage() {
  const { t } = useTranslation('verify');
  const { code } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [typed, setTyped] = useState(code ?? '');
  const [missing, setMissing] = useState(false);
  const check = useQuery({
    queryKey: ['verifyCertificate', code],
    enabled: !!code,
    retry: false,
    queryFn: async (): Promise<Check> => {
      const { data, response } = await verifyPaaCertificate({ path: { code: code! } });
      if (response.status === 429) return { kind: 'tooMany' };
      if (!data) throw new Error(`verifyPAACertificate answered ${response.status}`);
      return { kind: 'answer', body: data };
    },
  });

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
      <div aria-live="polite">{code && <CheckResult code={code} check={check.data} pending={check.isPending} failed={check.isError} />}</div>
      <Text size="sm" c="gray.8">
        {t('practiceOnly')}
      </Text>
    </PageContainer>
  );
}

function CheckResult({ code, check, pending, failed }: { code: string; check?: Check; pending: boolean; failed: boolean }) {
  const { t } = useTranslation('verify');
  if (pending)
    return (
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>{t('checking')}</Text>
      </Group>
    );
  if (failed || !check) return <Alert color="red" variant="light" styles={READABLE} title={t('failed')} />;
  if (check.kind === 'tooMany') return <Alert color="yellow" variant="light" styles={READABLE} title={t('tooMany')} />;
  const { body } = check;
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
