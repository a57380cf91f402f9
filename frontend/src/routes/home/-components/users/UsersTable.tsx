import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserRowDto, UsersPageDto } from '../../../../api/types.gen';
import { useSession } from '../../../../lib/session';
import { type Column, DataTable } from '../../../../components/DataTable';
import type { TableSearch } from '../../../../components/table-search';
import type { UsersFilters } from './search';
import { useDeleteUser } from './useDeleteUser';

interface Props {
  /** the table's page and order in the address */
  table: TableSearch<UsersFilters>;
  data: UsersPageDto;
}

/** The users table: the server filters, sorts and pages it; each row but one's own can be deleted. */
export function UsersTable({ table, data }: Props) {
  const { t, i18n } = useTranslation('users');
  const me = useSession().data?.userName;
  const remove = useDeleteUser();
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : t('table.never'));

  const columns: Column<UserRowDto>[] = [
    { key: 'firstName', header: t('table.firstName'), sortable: true, render: (r) => r.firstName },
    { key: 'lastName', header: t('table.lastName'), sortable: true, render: (r) => r.lastName },
    { key: 'emailAddress', header: t('table.emailAddress'), sortable: true, render: (r) => r.emailAddress },
    { key: 'roleName', header: t('table.role'), sortable: true, render: (r) => r.roleMaster.roleName },
    { key: 'createdOn', header: t('table.createdOn'), sortable: true, render: (r) => date(r.createdOn) },
    { key: 'lastLogin', header: t('table.lastLogin'), sortable: true, render: (r) => date(r.lastLogin) },
    {
      key: 'actions',
      header: t('table.actions'),
      render: (r) =>
        r.emailAddress === me ? (
          <Badge variant="light" color="gray">
            {t('table.you')}
          </Badge>
        ) : (
          <Tooltip label={t('table.deleteUser', { email: r.emailAddress })} withinPortal>
            <ActionIcon variant="subtle" color="red" aria-label={t('table.deleteUser', { email: r.emailAddress })} onClick={() => remove(r)}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ),
    },
  ];

  return (
    <DataTable
      label={t('table.label')}
      columns={columns}
      rows={data.data}
      rowKey={(r) => r.userId}
      empty={t('table.empty')}
      minWidth={900}
      sort={table.sort}
      onSort={table.onSort}
      paging={table.paging(data.totalCount)}
      busy={table.updating}
    />
  );
}
