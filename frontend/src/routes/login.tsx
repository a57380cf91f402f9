import { Anchor, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInputField } from '../components/PasswordInputField';
import { alerts } from '../lib/alerts';
import { getCore, login } from '../lib/first-page-calls';
import { limitedMessage } from '../lib/limited';
import { loadQueryClient } from '../lib/query-layer';
import { refusedAsBusy, retryAfterSeconds, useWait } from '../lib/retry-after';
import { requireLoggedOut } from '../lib/guards';
import { session } from '../lib/session';
import { useSimpleForm } from '../lib/simple-form';
import { textRules } from '../lib/text-validators';
import classes from '../styles/sign-in.module.css';

export const Route = createFileRoute('/login')({
  staticData: { title: 'auth:login.title' },
  beforeLoad: requireLoggedOut,
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [invalidUser, setInvalidUser] = useState(false);
  // a 429's Retry-After is honoured: the form waits it out, and a sign-in refused only because the
  // portal was busy is sent again by itself once the wait has passed
  const wait = useWait();
  const [retrying, setRetrying] = useState(false);
  const form = useSimpleForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: textRules.email('validation.emailRequired', 'validation.emailInvalid'),
      password: textRules.required('validation.passwordRequired'),
    },
  });

  const signIn = async (values: { email: string; password: string }) => {
    setInvalidUser(false);
    setSubmitting(true);
    try {
      const { data, error, response } = await login({ body: { email: values.email.trim(), password: values.password } });
      const limited = limitedMessage(response, error, t('errors.tooManyAttempts', { ns: 'common' }));
      if (limited) {
        alerts.error(limited);
        const seconds = retryAfterSeconds(response, error);
        const busy = refusedAsBusy(error);
        setRetrying(busy);
        if (seconds) wait.start(seconds, busy ? () => void signIn(values) : undefined);
        return;
      }
      setRetrying(false);
      if (data?.result !== 'SUCCESS') {
        setInvalidUser(true);
        alerts.error(data?.username ?? t('errors.unexpected', { ns: 'common' }));
        form.validate();
        return;
      }
      // The signed-in header queries (the staff's notification bell): the cache must be there
      // before the session says so, however late its chunk arrives.
      await loadQueryClient();
      session.start(data, {});
      const core = await getCore({ body: data, throwOnError: true });
      session.start(data, core.data.acl);
      await navigate({ to: '/home/index' });
    } finally {
      setSubmitting(false);
    }
  };
  const submit = form.onSubmit(signIn);
  const waiting = wait.seconds > 0;

  return (
    <Container size={460} py="xl" px="md">
      <div className={classes.card}>
        <Stack>
          <Title order={1} fz="h2">
            {t('login.title')}
          </Title>
          <div className={classes.note}>
            <IconInfoCircle aria-hidden className={classes.noteIcon} />
            <div>
              <Text size="sm">{t('login.separateAccount')}</Text>
              <Text size="sm" mt={6} fw={500}>
                {t('login.practiceOnly')}
              </Text>
            </div>
          </div>
          <form onSubmit={submit} noValidate>
            <Stack>
              <TextInput
                label={t('fields.email')}
                type="email"
                autoComplete="email"
                required
                maxLength={250}
                {...form.getInputProps('email')}
                error={form.errors.email || invalidUser}
              />
              <PasswordInputField label={t('fields.password')} required {...form.getInputProps('password')} error={form.errors.password || invalidUser} />
              <Button type="submit" loading={submitting} disabled={submitting || waiting} aria-describedby={waiting ? 'login-wait' : undefined} fullWidth>
                {t('login.submit')}
              </Button>
              {waiting && (
                <Text id="login-wait" size="sm" c="gray.8" ta="center">
                  {t(retrying ? 'login.retryingIn' : 'login.waitFor', { count: wait.seconds })}
                </Text>
              )}
            </Stack>
          </form>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/forgotpassword" size="sm">
              {t('login.forgot')}
            </Anchor>
            <Text size="sm">
              {t('login.noAccount')}{' '}
              <Anchor component={Link} to="/register">
                {t('login.signUp')}
              </Anchor>
            </Text>
          </Group>
        </Stack>
      </div>
    </Container>
  );
}
