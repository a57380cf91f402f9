import { Alert, Anchor, Button, Container, Grid, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title, useMantineTheme } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { processInviteUserLinkOptions } from '../api/@tanstack/react-query.gen';
import { signup } from '../api/sdk.gen';
import { InvalidLink } from '../components/InvalidLink';
import { PasswordInputField } from '../components/PasswordInputField';
import { PasswordPolicy } from '../components/PasswordPolicy';
import { LoadErrorInPage } from '../components/RouteLoad';
import { currentLanguage } from '../i18n';
import { alerts } from '../lib/alerts';
import { fieldErrors } from '../lib/api-client';
import { limitedMessage } from '../lib/limited';
import { requireLoggedOut } from '../lib/guards';
import { first, v } from '../lib/validators';

const REDIRECT_DELAY_MS = 5000;

/** What an invitation link grants (its address and role), checked once: a link does not change while its page is open. */
const inviteLinkQuery = (token: string) =>
  queryOptions({ ...processInviteUserLinkOptions({ body: { token, isInviteUsr: true } }), retry: false, staleTime: Infinity });

export const Route = createFileRoute('/register')({
  staticData: { title: 'auth:register.title', loadErrorInPage: true },
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
  beforeLoad: requireLoggedOut,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // An invitation's link is checked before the form shows, so the form opens as the invitation's.
  loader: ({ context: { queryClient }, deps: { token } }) => (token ? queryClient.ensureQueryData(inviteLinkQuery(token)) : undefined),
  pendingComponent: CheckingLink,
  // A link that cannot be checked is an invalid link, as it always was.
  errorComponent: InviteLinkError,
  component: RegisterPage,
});

function CheckingLink() {
  const { t } = useTranslation('auth');
  return (
    <Container py="xl" ta="center">
      <Loader aria-label={t('register.checking')} />
    </Container>
  );
}

function InvalidInvite() {
  const { t } = useTranslation('auth');
  return <InvalidLink title={t('register.invalidLinkTitle')} text={t('register.invalidLinkText')} action={t('register.signIn')} to="/login" />;
}

function InviteLinkError({ error }: ErrorComponentProps) {
  return (
    <LoadErrorInPage error={error}>
      <InvalidInvite />
    </LoadErrorInPage>
  );
}

function RegisterPage() {
  const { token } = Route.useSearch();
  return token ? <InvitedRegister token={token} /> : <RegisterForm />;
}

function InvitedRegister({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { data: invite } = useSuspenseQuery(inviteLinkQuery(token));
  const inviteFailed = invite.result !== 'SUCCESS';
  useEffect(() => {
    if (inviteFailed) alerts.error(invite.EXPIRED_LINK ?? t('register.invalidLinkText'));
  }, [inviteFailed, invite, t]);
  if (inviteFailed) return <InvalidInvite />;
  return <RegisterForm token={token} inviteEmail={invite.email} roleId={invite.roleId} />;
}

function RegisterForm({ token, inviteEmail, roleId }: { token?: string; inviteEmail?: string; roleId?: number }) {
  const theme = useMantineTheme();
  // The password rules are drawn once: beside the form from md up, before the password field below it.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`) ?? true;
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const inviteMode = Boolean(token && inviteEmail);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmpassword: '' },
    validate: {
      firstName: first(v.required('validation.firstNameRequired'), v.maxLength(100)),
      lastName: first(v.required('validation.lastNameRequired'), v.maxLength(100)),
      email: inviteMode ? undefined : v.email('validation.emailRequired', 'validation.emailInvalid'),
      password: first(v.password('validation.passwordRequired', 'validation.passwordCriteria'), v.maxLength(50), v.notCommon()),
      confirmpassword: v.matches('password', 'validation.confirmRequired', 'validation.passwordsMismatch'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      password: values.password,
      confirmpassword: values.confirmpassword,
      language: currentLanguage(),
      ...(inviteMode ? { isInviteUsr: true, roleId, token } : { email: values.email.trim() }),
    };
    const { data, error, response } = await signup({ body });
    const result = data?.data;
    const limited = limitedMessage(response, error, t('errors.tooManyAttempts', { ns: 'common' }));
    if (result?.result === 'SUCCESS') {
      alerts.success(t('register.success'));
      setTimeout(() => void navigate({ to: '/login' }), REDIRECT_DELAY_MS);
      return;
    }
    setSubmitting(false);
    if (limited) {
      alerts.error(limited);
    } else if (result?.isEmailExists === 'Y') {
      form.setFieldError('email', t('register.exists'));
      alerts.error(t('register.exists'));
    } else if (fieldErrors(error).email) {
      form.setFieldError('email', fieldErrors(error).email);
      alerts.error(t('register.invalidEmail'));
    } else {
      form.setErrors(fieldErrors(error));
      alerts.error(t('register.failed'));
    }
  });

  return (
    <Container size="lg" py="xl" px="md">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
          <Stack>
            <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
              <Text size="sm">{inviteMode ? t('register.inviteInfo', { role: t(`roles.${roleId}`) }) : t('register.info')}</Text>
              <Text size="sm" mt={6}>
                {t('register.spamHint')}
              </Text>
            </Alert>
            {wide && <PasswordPolicy value={form.values.password} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
            <form onSubmit={submit} noValidate>
              <Stack>
                <Title order={1} fz="h2">
                  {inviteMode ? t('register.inviteTitle') : t('register.title')}
                </Title>
                {inviteMode && <Text size="sm">{inviteEmail}</Text>}
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <TextInput label={t('fields.firstName')} autoComplete="given-name" required maxLength={100} {...form.getInputProps('firstName')} />
                  <TextInput label={t('fields.lastName')} autoComplete="family-name" required maxLength={100} {...form.getInputProps('lastName')} />
                </SimpleGrid>
                {!inviteMode && (
                  <TextInput label={t('fields.email')} type="email" autoComplete="email" required maxLength={250} {...form.getInputProps('email')} />
                )}
                {/* On a phone the side column follows the form, so the rules come here, before the password field. */}
                {!wide && <PasswordPolicy value={form.values.password} />}
                <PasswordInputField label={t('fields.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
                <PasswordInputField label={t('fields.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirmpassword')} />
                <Button type="submit" loading={submitting} disabled={submitting}>
                  {t('register.submit')}
                </Button>
                <Text size="sm">
                  {t('register.haveAccount')}{' '}
                  <Anchor component={Link} to="/login">
                    {t('register.signIn')}
                  </Anchor>
                </Text>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
