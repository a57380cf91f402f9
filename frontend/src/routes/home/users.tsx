import { Fn } from '@portal/shared';
import { Button, Group } from '@mantine/core';
import { IconDownload, IconUserPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';
import { PageContainer } from '../../components/PageContainer';
import { PendingPage, useReadLanguage } from '../../components/RouteLoad';
import { loadOnEntry, useTableSearch } from '../../components/table-search';
import { requireFunction } from '../../lib/guards';
import { downloadUsersExport } from './-components/users/exportUsers';
import { InviteUserDialog } from './-components/users/InviteUserDialog';
import { usersQuery } from './-components/users/queries';
import { filtersOf, USERS_TABLE, type UsersSearch, usersSearch } from './-components/users/search';
import { UsersFilters } from './-components/users/UsersFilters';
import { UsersTable } from './-components/users/UsersTable';

/** User management for staff (function 3): filters, page and order live in the address, so a view can be shared. */
export const Route = createFileRoute('/home/users')({
  staticData: { title: 'users:title' },
  beforeLoad: requireFunction(Fn.Users),
  validateSearch: usersSearch,
  loaderDeps: ({ search }) => search,
  // The page of the address is read before it shows; the page on screen stays until the next is in.
  loader: ({ context, deps, cause }) => loadOnEntry({ cause }, () => context.queryClient.ensureQueryData(usersQuery(deps, i18n.language))),
  pendingComponent: () => <PendingPage title="users:title" size="xl" blocks={[120, 400]} />,
  component: UsersPage,
});

function UsersPage() {
  const { t } = useTranslation('users');
  const search = Route.useSearch();
  const table = useTableSearch(USERS_TABLE);
  const [inviting, setInviting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { data } = useSuspenseQuery(usersQuery(table.read as UsersSearch, useReadLanguage()));

  const exportList = async () => {
    setExporting(true);
    try {
      await downloadUsersExport(filtersOf(search), { sortField: table.state.sortField, sortOrder: table.state.sortOrder });
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageContainer
      title={t('title')}
      size="xl"
      actions={
        <Group gap="sm">
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} onClick={() => void exportList()}>
            {t('export.button')}
          </Button>
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
            {t('invite.open')}
          </Button>
        </Group>
      }
    >
      <UsersFilters key={JSON.stringify(table.filters)} value={table.filters} onChange={table.setFilters} />
      <UsersTable table={table} data={data} />
      <InviteUserDialog opened={inviting} onClose={() => setInviting(false)} />
    </PageContainer>
  );
}
