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

// Mantine cuts a badge's label with an ellipsis when its column is narrow: the status is read
// in full instead, its column as wide as the longest label.
export const FULL_LABEL = { root: { overflow: 'visible', minWidth: 'max-content' }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

/** The status label the server sends in the caller's language. */
export function StatusBadge({ statusId, label }: { statusId: number; label: string }) {
  return (
    <Badge color={COLORS[statusId] ?? 'gray'} variant="dot" style={{ whiteSpace: 'nowrap' }} styles={FULL_LABEL} tt="none">
      {label}
    </Badge>
  );
}
