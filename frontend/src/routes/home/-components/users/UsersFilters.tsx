import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LISTED_ROLES, type UsersFilters as Filters } from './search';

interface Props {
  value: Filters;
  onChange: (filters: Filters) => void;
}

/** The table's filters; applied on Search (or Enter) so typing does not reload the table per key. */
export function UsersFilters({ value, onChange }: Props) {
  const { t } = useTranslation('users');
  const [draft, setDraft] = useState({
    firstName: value.firstName ?? '',
    lastName: value.lastName ?? '',
    emailAddress: value.emailAddress ?? '',
    userRoleId: value.userRoleId ? String(value.userRoleId) : '',
  });
  const set = (field: keyof typeof draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    // Read now: React clears currentTarget before a state updater runs.
    const next = e.currentTarget.value;
    setDraft((d) => ({ ...d, [field]: next }));
  };
  const active = Object.values(value).some((v) => v !== undefined && v !== '');

  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    onChange({
      firstName: draft.firstName.trim() || undefined,
      lastName: draft.lastName.trim() || undefined,
      emailAddress: draft.emailAddress.trim() || undefined,
      userRoleId: draft.userRoleId ? (Number(draft.userRoleId) as Filters['userRoleId']) : undefined,
    });
  };
  const clear = () => {
    setDraft({ firstName: '', lastName: '', emailAddress: '', userRoleId: '' });
    onChange({});
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="users-filters-title">
      <form onSubmit={apply} role="search" aria-labelledby="users-filters-title">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="users-filters-title">
              {t('filters.title')}
            </Title>
            <Text size="sm" c="gray.8">
              {t('filters.hint')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput label={t('filters.firstName')} maxLength={100} value={draft.firstName} onChange={set('firstName')} />
            <TextInput label={t('filters.lastName')} maxLength={100} value={draft.lastName} onChange={set('lastName')} />
            <TextInput label={t('filters.emailAddress')} maxLength={250} value={draft.emailAddress} onChange={set('emailAddress')} />
            <NativeSelect
              label={t('filters.role')}
              value={draft.userRoleId}
              onChange={set('userRoleId')}
              data={[{ value: '', label: t('filters.anyRole') }, ...LISTED_ROLES.map((id) => ({ value: String(id), label: t(`roles.${id}`) }))]}
            />
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('filters.apply')}
            </Button>
            {active && (
              <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={clear}>
                {t('filters.clear')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
