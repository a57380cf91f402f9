import { Anchor, Button, Container, Group, Loader, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetpasswordOptions } from '../api/@tanstack/react-query.gen';
import { enterresetpassword } from '../api/sdk.gen';
import { InvalidLink } from '../components/InvalidLink';
import { PasswordInputField } from '../components/PasswordInputField';
import { PasswordPolicy } from '../components/PasswordPolicy';
import { LoadErrorInPage } from '../components/RouteLoad';
import { alerts } from '../lib/alerts';
import { fieldErrors } from '../lib/api-client';
import { requireLoggedOut } from '../lib/guards';
import { first, v } from '../lib/validators';

/** Whose password a reset link may set, checked once: a link does not change while its page is open. */
const resetLinkQuery = (token: string) => queryOptions({ ...resetpasswordOptions({ body: { token } }), retry: false, staleTime: Infinity });

export const Route = createFileRoute('/resetpassword')({
  staticData: { title: 'auth:reset.title', loadErrorInPage: true },
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
  beforeLoad: requireLoggedOut,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // The link is checked before the form shows, so the form opens with the account's address.
  loader: ({ context: { queryClient }, deps: { token } }) => (token ? queryClient.ensureQueryData(resetLinkQuery(token)) : undefined),
  pendingComponent: CheckingLink,
  // A link that cannot be checked is an invalid link, as it always was.
  errorComponent: ResetLinkError,
  component: ResetPasswordPage,
});

function CheckingLink() {
  const { t } = useTranslation('auth');
  return (
    <Container py="xl" ta="center">
      <Loader aria-label={t('reset.checking')} />
    </Container>
  );
}

function InvalidResetLink() {
  const { t } = useTranslation('auth');
  return <InvalidLink title={t('reset.invalidLinkTitle')} text={t('reset.invalidLinkText')} action={t('reset.requestNew')} to="/forgotpassword" />;
}

function ResetLinkError({ error }: ErrorComponentProps) {
  return (
    <LoadErrorInPage error={error}>
      <InvalidResetLink />
    </LoadErrorInPage>
  );
}

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return token ? <CheckedReset token={token} /> : <InvalidResetLink />;
}

function CheckedReset({ token }: { token: string }) {
  const { data: link } = useSuspenseQuery(resetLinkQuery(token));
  if (link.isValidURL !== true || !link.email || !link.userId) return <InvalidResetLink />;
  return <ResetForm token={token} email={link.email} userId={link.userId} />;
}

function ResetForm({ token, email, userId }: { token: string; email: string; userId: number }) {
  const { t } = useTranslation('auth');
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmpassword: '' },
    validate: {
      password: first(v.password('validation.passwordRequired', 'validation.passwordMatchCriteria'), v.maxLength(50), v.notCommon()),
      confirmpassword: v.matches('password', 'validation.confirmRequired', 'validation.passwordsMismatch'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const { data, error } = await enterresetpassword({ body: { email, userid: userId, token, ...values } });
      if (data?.result === 'SUCCESS') {
        form.reset();
        alerts.success(t('reset.success'));
      } else if (data?.isVoilations === 'Y') {
        // the server names what is wrong: the rule, or a common password
        form.setFieldError('password', data.message || t('validation.passwordMatchCriteria'));
      } else if (error) {
        form.setErrors(fieldErrors(error));
      } else {
        alerts.error(t('reset.unauthorized'));
      }
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Container size={520} py="xl" px="md">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} fz="h2">
              {t('reset.title')}
            </Title>
            <TextInput label={t('fields.email')} value={email} readOnly disabled />
            <PasswordInputField label={t('fields.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
            <PasswordInputField label={t('fields.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirmpassword')} />
            <PasswordPolicy value={form.values.password} />
            <Group justify="space-between">
              <Button variant="default" onClick={() => form.reset()} type="button">
                {t('reset.clear')}
              </Button>
              <Button type="submit" loading={submitting} disabled={submitting}>
                {t('reset.submit')}
              </Button>
            </Group>
            <Anchor component={Link} to="/login" size="sm">
              {t('reset.signIn')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
