import { Badge } from '@mantine/core';
import { CpStatus } from '@portal/shared';

const COLORS: Record<number, string> = {
  [CpStatus.Importing]: 'blue',
  [CpStatus.Failed]: 'red',
  [CpStatus.AwaitingReview]: 'yellow',
  [CpStatus.Approved]: 'teal',
  [CpStatus.Rejected]: 'orange',
  [CpStatus.Archived]: 'gray',
  [CpStatus.Published]: 'green',
};

/** The status label the server sends in the caller's language. */
export function StatusBadge({ statusId, label }: { statusId: number; label: string }) {
  return (
    <Badge color={COLORS[statusId] ?? 'gray'} variant="dot" style={{ whiteSpace: 'nowrap' }} tt="none">
      {label}
    </Badge>
  );
}
