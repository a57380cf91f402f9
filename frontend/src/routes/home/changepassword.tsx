import { Button, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/sdk.gen';
import { PageContainer } from '../../components/PageContainer';
import { PasswordInputField } from '../../components/PasswordInputField';
import { PasswordPolicy } from '../../components/PasswordPolicy';
import { alerts } from '../../lib/alerts';
import { fieldErrors } from '../../lib/api-client';
import { first, v } from '../../lib/validators';

export const Route = createFileRoute('/home/changepassword')({ staticData: { title: 'pages:changePassword.title' }, component: ChangePasswordPage });

function ChangePasswordPage() {
  const { t } = useTranslation('pages');
  const [submitting, setSubmitting] = useState(false);
  const max = v.maxLength(50, 'changePassword.maxLength', 'pages');
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: first(v.password('changePassword.currentRequired', 'changePassword.criteria', 'pages'), max),
      newPassword: first(v.password('changePassword.newRequired', 'changePassword.criteria', 'pages'), max),
      confirmPassword: first(v.matches('newPassword', 'changePassword.confirmRequired', 'changePassword.mismatch', 'pages'), max),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const { data, error } = await changePassword({ body: values });
      if (data?.result === 'SUCCESS') {
        form.reset();
        alerts.success(data.msg, { action: 'change-password' });
      } else if (data?.msg) {
        alerts.error(data.msg, { action: 'change-password' });
      } else {
        form.setErrors(fieldErrors(error));
      }
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <PageContainer title={t('changePassword.title')} size="sm">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <PasswordInputField label={t('changePassword.current')} autoComplete="current-password" required {...form.getInputProps('currentPassword')} />
            <PasswordInputField label={t('changePassword.new')} autoComplete="new-password" required {...form.getInputProps('newPassword')} />
            <PasswordInputField label={t('changePassword.confirm')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
            <PasswordPolicy value={form.values.newPassword} />
            <Button type="submit" loading={submitting} disabled={submitting}>
              {t('changePassword.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </PageContainer>
  );
}
