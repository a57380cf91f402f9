import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCore, login } from '../../api/sdk.gen';
import { session, useSession } from '../../lib/session';
import { v } from '../../lib/validators';
import { PasswordInputField } from '../PasswordInputField';

/**
 * The session ended (idle limit or absolute lifetime) while the test window was open: the student
 * signs in again here, as the same account, and the player goes on where it was; answers given
 * meanwhile wait in the save queue and are sent once the new session starts.
 */
export function ReloginDialog({ opened, onSignedIn }: { opened: boolean; onSignedIn: () => void }) {
  const { t } = useTranslation('session');
  const email = useSession().data?.userName ?? '';
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { password: '' }, validate: { password: v.required('validation.passwordRequired') } });

  const submit = form.onSubmit(async ({ password }) => {
    setSubmitting(true);
    try {
      const { data, response } = await login({ body: { email, password } });
      if (response.status === 429) return form.setFieldError('password', t('errors.tooManyAttempts', { ns: 'common' }));
      if (data?.result !== 'SUCCESS') return form.setFieldError('password', data?.username ?? t('errors.unexpected', { ns: 'common' }));
      session.start(data, session.get().acl);
      const core = await getCore({ body: data, throwOnError: true });
      session.start(data, core.data.acl);
      form.reset();
      onSignedIn();
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('ended.title')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('ended.message')}</Text>
          <TextInput label={t('fields.email', { ns: 'auth' })} value={email} readOnly disabled />
          <PasswordInputField label={t('fields.password', { ns: 'auth' })} required data-autofocus {...form.getInputProps('password')} />
          <Button type="submit" loading={submitting} disabled={submitting}>
            {t('ended.signIn')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
