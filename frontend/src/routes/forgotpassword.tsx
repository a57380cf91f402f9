import { Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotpassword } from '../api/sdk.gen';
import { alerts } from '../lib/alerts';
import { limitedMessage } from '../lib/limited';
import { requireLoggedOut } from '../lib/guards';
import { v } from '../lib/validators';

export const Route = createFileRoute('/forgotpassword')({
  staticData: { title: 'auth:forgot.title' },
  beforeLoad: requireLoggedOut,
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: v.email('validation.emailRequired', 'validation.emailInvalid') },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setSubmitting(true);
    try {
      const { data, error, response } = await forgotpassword({ body: { email: email.trim() } });
      const limited = limitedMessage(response, error, t('errors.tooManyAttempts', { ns: 'common' }));
      if (limited) alerts.error(limited);
      else if (data?.result === 'SUCCESS') {
        alerts.success(data.username);
        form.reset();
      } else alerts.error(t('forgot.failed'));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Container size={460} py="xl" px="md">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} fz="h2">
              {t('forgot.title')}
            </Title>
            <Text size="sm">{t('forgot.info')}</Text>
            <TextInput label={t('fields.email')} type="email" autoComplete="email" required maxLength={250} {...form.getInputProps('email')} />
            <Button type="submit" loading={submitting} disabled={submitting}>
              {t('forgot.submit')}
            </Button>
            <Anchor component={Link} to="/" size="sm">
              {t('forgot.back')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
