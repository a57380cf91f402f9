import { Badge, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProcessLogEntryDto } from '../../../../api/types.gen';
import { logRows } from './processLog';
import { FULL_LABEL } from './StatusBadge';
import { processLogQuery } from './queries';

const SEVERITY_COLORS: Record<ProcessLogEntryDto['severity'], string> = { error: 'red', warning: 'yellow', info: 'gray' };

/** A finding's severity in words, the colour only beside them. */
export function SeverityBadge({ severity }: { severity: ProcessLogEntryDto['severity'] }) {
  const { t } = useTranslation('imports');
  return (
    <Badge color={SEVERITY_COLORS[severity]} variant="light" c="gray.9" tt="none" style={{ whiteSpace: 'nowrap' }}>
      {t(`severity.${severity}`)}
    </Badge>
  );
}

/** How many warnings an import gave, in words; a dash for none. */
export function WarningCount({ count, ns = 'history' }: { count: number; ns?: 'history' | 'detail' }) {
  const { t } = useTranslation('imports');
  if (!count) return <>—</>;
  return (
    <Badge color="yellow" variant="light" c="gray.9" tt="none" style={{ whiteSpace: 'nowrap' }} styles={FULL_LABEL}>
      {t(`${ns}.warningCount`, { count })}
    </Badge>
  );
}

/** Warnings the approve dialog lists; the process log keeps them all. */
const LISTED = 20;

/** The import's warnings, read when the approve dialog opens, so a reviewer sees what they approve. */
export function ApproveWarnings({ cpId }: { cpId: number }) {
  const { t, i18n } = useTranslation('imports');
  const { data } = useQuery(processLogQuery(cpId, i18n.language));
  if (!data) return null;
  const warnings = logRows(data.processLog).filter((row) => row.severity === 'warning');
  if (!warnings.length) return <Text size="sm">{t('confirm.approveNoWarnings')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('confirm.approveWarnings', { count: warnings.length })}
      </Text>
      <List size="sm" spacing={4} aria-label={t('detail.warnings')} style={{ overflowWrap: 'anywhere' }}>
        {warnings.slice(0, LISTED).map((w) => (
          <List.Item key={w.key}>
            {w.file}
            {w.line ? `:${w.line}` : ''} — {w.message}
          </List.Item>
        ))}
      </List>
      {warnings.length > LISTED && <Text size="sm">{t('confirm.approveMoreWarnings', { count: warnings.length - LISTED })}</Text>}
    </Stack>
  );
}
