import { Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveNotificationSettings } from '../../api/sdk.gen';
import type { NotificationSettingDto } from '../../api/types.gen';
import { alerts } from '../../lib/alerts';
import { notificationSettingsQuery } from './queries';

/** The profile's switches: each kind of notification the user's role can bring, on or off; the profile's loader reads them. */
export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(notificationSettingsQuery());
  const [draft, setDraft] = useState<NotificationSettingDto[] | null>(null);
  const [saving, setSaving] = useState(false);
  const settings = draft ?? data;
  if (data.length === 0) return null;

  const toggle = (kind: NotificationSettingDto['kind'], enabled: boolean) => setDraft(settings.map((s) => (s.kind === kind ? { ...s, enabled } : s)));
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const { data: saved } = await saveNotificationSettings({ body: { settings } });
      if (saved?.result !== 'SUCCESS') {
        alerts.error(t('settings.saveFailed'), { action: 'notification-settings' });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: notificationSettingsQuery().queryKey });
      setDraft(null);
      alerts.success(saved.message, { action: 'notification-settings' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={(e) => void save(e)}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t('settings.title')}
          </Title>
          <Text size="sm" c="gray.8">
            {t('settings.intro')}
          </Text>
          {settings.map((s) => (
            <Checkbox key={s.kind} label={t(`settings.kinds.${s.kind}`)} checked={s.enabled} onChange={(e) => toggle(s.kind, e.currentTarget.checked)} />
          ))}
          <div>
            <Button type="submit" loading={saving} disabled={!draft}>
              {t('settings.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
