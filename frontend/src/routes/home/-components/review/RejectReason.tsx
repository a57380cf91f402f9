import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CpAuditRowDto } from '../../../../api/types.gen';

/** An audit row's reason, with the commented items a rejection points at, each a link to the item. */
export function RejectReason({ cpId, row }: { cpId: number; row: CpAuditRowDto }) {
  const { t } = useTranslation('review');
  if (!row.rejectItems.length) return <>{row.cpRejectDesc ?? '—'}</>;
  return (
    <Stack gap={4}>
      <Text size="sm">{row.cpRejectDesc}</Text>
      <Text size="xs" fw={600}>
        {t('reject.referenced')}
      </Text>
      <List size="xs" spacing={2}>
        {row.rejectItems.map((item) => (
          <List.Item key={item.commentId}>
            <Anchor
              size="xs"
              renderRoot={(props) => (
                <Link {...props} to="/home/imports/practiceTest/$id/item/$itemId" params={{ id: String(cpId), itemId: String(item.itemId) }} />
              )}
            >
              {item.uin}
            </Anchor>
            {`: ${item.text}`}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
