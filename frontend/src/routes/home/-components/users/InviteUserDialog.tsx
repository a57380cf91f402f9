import { STAFF_ROLES } from '@portal/shared';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteUsers } from '../../../../api/sdk.gen';
import { fieldErrors } from '../../../../lib/api-client';
import { alerts } from '../../../../lib/alerts';
import { invalidateReads } from '../../../../lib/queries';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  opened: boolean;
  onClose: () => void;
}

/** 'Invite New User': a staff role and an address; the invitee gets a sign-up link by email. */
export function InviteUserDialog({ opened, onClose }: Props) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { userRoleId: null as string | null, userEmail: '' },
    validate: {
      userRoleId: (value) => (value ? null : t('invite.roleRequired')),
      userEmail: (value) => {
        const email = value.trim();
        if (!email) return t('invite.emailRequired');
        if (email.length > 250) return t('invite.emailTooLong');
        return EMAIL.test(email) ? null : t('invite.emailInvalid');
      },
    },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    try {
      const { data, error } = await inviteUsers({
        body: { userRoleId: Number(values.userRoleId) as (typeof STAFF_ROLES)[number], userEmail: values.userEmail.trim(), name: '' },
      });
      if (data?.result === 'SUCCESS') {
        alerts.success(data.message, { action: 'invite-user' });
        await invalidateReads(queryClient, 'getUsers');
        close();
        return;
      }
      if (data?.userAlreadyRegistered === 'Y') {
        form.setFieldError('userEmail', data.message || t('invite.alreadyRegistered'));
        return;
      }
      const errors = fieldErrors(error);
      if (Object.keys(errors).length) form.setErrors(errors);
      else alerts.error(data?.message ?? t('invite.failed'), { action: 'invite-user' });
    } finally {
      setSending(false);
    }
  });

  const ready = !!form.values.userRoleId && !!form.values.userEmail.trim();

  return (
    <Modal opened={opened} onClose={close} title={t('invite.title')} centered closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('invite.intro')}</Text>
          <Select
            label={t('invite.role')}
            placeholder={t('invite.rolePlaceholder')}
            required
            data={STAFF_ROLES.map((id) => ({ value: String(id), label: t(`roles.${id}`) }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('userRoleId')}
          />
          <TextInput label={t('invite.email')} type="email" required maxLength={250} autoComplete="off" data-autofocus {...form.getInputProps('userEmail')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('invite.cancel')}
            </Button>
            <Button type="submit" disabled={!ready} loading={sending}>
              {t('invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
