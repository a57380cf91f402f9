import { Box, Group, LoadingOverlay, NativeSelect, Pagination, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type PageSize, toPageSize } from '../lib/page-size';

export interface Column<T> {
  key: string;
  header: string;
  sortable?: boolean;
  render: (row: T) => React.ReactNode;
}

export interface Sort {
  field: string;
  order: 'asc' | 'desc';
}

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  sizes: readonly PageSize[];
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}

interface Props<T> {
  /** the table's accessible name (its caption) */
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  empty: string;
  minWidth?: number;
  sort?: Sort;
  onSort?: (sort: Sort) => void;
  paging?: Paging;
  /** the rows shown are the last page while the next is read: they stay, under the table's loading overlay */
  busy?: boolean;
  /** headers may wrap between words, so a wide table fits its width */
  wrapHeaders?: boolean;
}

function SortIcon({ active, order }: { active: boolean; order: 'asc' | 'desc' }) {
  if (!active) return <IconArrowsSort size={14} aria-hidden />;
  return order === 'asc' ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />;
}

/**
 * A data table: sortable headers, a pager with a page-size choice, and a container that scrolls
 * sideways on its own so a 360 px screen never scrolls the page.
 */
export function DataTable<T>({ label, columns, rows, rowKey, empty, minWidth = 640, sort, onSort, paging, busy = false, wrapHeaders = false }: Props<T>) {
  const { t } = useTranslation();
  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  const from = paging && paging.total ? (paging.page - 1) * paging.pageSize + 1 : 0;
  const to = paging ? Math.min(paging.total, paging.page * paging.pageSize) : 0;

  const header = (column: Column<T>) => {
    if (!column.sortable || !sort || !onSort) return column.header;
    const active = sort.field === column.key;
    const next: Sort = { field: column.key, order: active && sort.order === 'asc' ? 'desc' : 'asc' };
    return (
      <UnstyledButton onClick={() => onSort(next)} fw={700} fz="sm" aria-label={t('table.sortBy', { column: column.header })}>
        <Group gap={4} wrap="nowrap" component="span" style={wrapHeaders ? { whiteSpace: 'normal' } : undefined}>
          {column.header}
          <SortIcon active={active} order={sort.order} />
        </Group>
      </UnstyledButton>
    );
  };

  return (
    <div>
      {/* Over the rows only: the pager and the order stay at hand while the next page is read. */}
      <Box pos="relative">
        <LoadingOverlay visible={busy} zIndex={1} overlayProps={{ backgroundOpacity: 0.4 }} loaderProps={{ size: 'sm' }} />
        <div role="region" aria-label={label} aria-busy={busy || undefined} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table striped highlightOnHover verticalSpacing="xs" miw={minWidth}>
            <Table.Caption
              style={{ captionSide: 'top', textAlign: 'start', position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >
              {label}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => {
                  const sorted = sort?.field === column.key && column.sortable;
                  return (
                    <Table.Th
                      key={column.key}
                      aria-sort={sorted ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                      style={{ whiteSpace: wrapHeaders ? 'normal' : 'nowrap' }}
                    >
                      {header(column)}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!rows ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Skeleton height={24} aria-busy="true" />
                  </Table.Td>
                </Table.Tr>
              ) : rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text c="gray.8">{empty}</Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </div>
      </Box>
      {paging && (
        <Group justify="space-between" mt="sm" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <NativeSelect
              aria-label={t('table.rowsPerPage')}
              size="xs"
              data={paging.sizes.map(String)}
              value={String(paging.pageSize)}
              onChange={(e) => paging.onPageSize(toPageSize(e.currentTarget.value, paging.sizes[0]))}
            />
            <Text size="sm" c="gray.8">
              {t('table.range', { from, to, total: paging.total })}
            </Text>
          </Group>
          <nav aria-label={t('table.pages', { name: label })}>
            <Pagination
              size="sm"
              total={pages}
              value={paging.page}
              onChange={paging.onPage}
              siblings={0}
              getItemProps={(page) => ({ 'aria-label': t('table.page', { page }) })}
              getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
            />
          </nav>
        </Group>
      )}
    </div>
  );
}
