import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveProfile } from '../../api/sdk.gen';
import { NotificationSettings } from '../../components/notifications/NotificationSettings';
import { notificationSettingsQuery } from '../../components/notifications/queries';
import { PageContainer } from '../../components/PageContainer';
import { PendingPage } from '../../components/RouteLoad';
import { alerts } from '../../lib/alerts';
import { profileQuery } from '../../lib/queries';
import { session } from '../../lib/session';
import { first, v } from '../../lib/validators';

export const Route = createFileRoute('/home/profile')({
  staticData: { title: 'pages:profile.title' },
  // The profile and its notification switches are read before the page shows, so it opens filled in.
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(profileQuery()), queryClient.ensureQueryData(notificationSettingsQuery())]),
  pendingComponent: () => <PendingPage title="pages:profile.title" blocks={[220, 160]} />,
  component: ProfilePage,
});

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="gray.7" fw={500}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </div>
  );
}

function ProfilePage() {
  const { t, i18n } = useTranslation('pages');
  const queryClient = useQueryClient();
  const { data: profile } = useSuspenseQuery(profileQuery());
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '' },
    validate: {
      firstName: first(v.required('profile.firstNameRequired', 'pages'), v.maxLength(100, 'profile.maxLength', 'pages')),
      lastName: first(v.required('profile.lastNameRequired', 'pages'), v.maxLength(100, 'profile.maxLength', 'pages')),
    },
  });
  const date = (iso?: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long' }) : '—');

  const startEditing = () => {
    form.setValues({ firstName: profile.firstName, lastName: profile.lastName });
    setEditing(true);
  };

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const body = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
      const { data } = await saveProfile({ body });
      if (data?.result !== 'SUCCESS') {
        alerts.error(t('profile.saveFailed'), { action: 'profile' });
        return;
      }
      session.update(body);
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
      setEditing(false);
      alerts.success(t('profile.saved'), { action: 'profile' });
    } finally {
      setSaving(false);
    }
  });

  return (
    <PageContainer title={t('profile.title')}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        {editing ? (
          <form onSubmit={submit} noValidate>
            <Stack>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput
                  label={t('profile.firstName')}
                  required
                  maxLength={100}
                  autoComplete="given-name"
                  data-autofocus
                  {...form.getInputProps('firstName')}
                />
                <TextInput label={t('profile.lastName')} required maxLength={100} autoComplete="family-name" {...form.getInputProps('lastName')} />
              </SimpleGrid>
              <Group>
                <Button type="submit" loading={saving}>
                  {t('profile.save')}
                </Button>
                <Button variant="default" onClick={() => setEditing(false)}>
                  {t('profile.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack>
            {/* One grid for every field, so the two columns line up from the name down to the last login. */}
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Field label={t('profile.firstName')} value={profile.firstName} />
              <Field label={t('profile.lastName')} value={profile.lastName} />
              <Field label={t('profile.email')} value={profile.emailAddress} />
              <Field label={t('profile.role')} value={t(`roles.${profile.roleId}`, { ns: 'auth', defaultValue: profile.roleName })} />
              <Field label={t('profile.memberSince')} value={date(profile.createdOn)} />
              <Field label={t('profile.lastLogin')} value={date(profile.lastLogin)} />
            </SimpleGrid>
            <Group justify="space-between" gap="sm">
              <Button variant="light" leftSection={<IconPencil size={18} aria-hidden />} onClick={startEditing}>
                {t('profile.edit')}
              </Button>
              <Anchor component={Link} to="/home/changepassword">
                {t('profile.changePassword')}
              </Anchor>
            </Group>
          </Stack>
        )}
      </Paper>
      <NotificationSettings />
    </PageContainer>
  );
}
