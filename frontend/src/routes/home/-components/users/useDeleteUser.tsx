import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteUser } from '../../../../api/sdk.gen';
import type { UserRowDto } from '../../../../api/types.gen';
import type { ApiProblem } from '../../../../lib/api-client';
import { alerts } from '../../../../lib/alerts';
import { confirmDialog } from '../../../../lib/dialogs';
import { invalidateReads } from '../../../../lib/queries';

/** Deletes a user behind the confirm dialog and shows the server's answer. */
export function useDeleteUser() {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();

  const run = async (row: UserRowDto) => {
    const { data, error } = await deleteUser({ body: { emailAddress: row.emailAddress } });
    // The wire keeps the spec's misspelt 'sucessfully'; the screen shows our own, correct words.
    if (data) alerts.success(t('delete.done'), { action: 'delete-user' });
    else alerts.error((error as ApiProblem | undefined)?.message ?? t('delete.failed'), { action: 'delete-user' });
    await invalidateReads(queryClient, 'getUsers');
  };

  return (row: UserRowDto) =>
    confirmDialog({
      title: t('delete.title'),
      message: t('delete.message', { name: `${row.firstName} ${row.lastName}`.trim(), email: row.emailAddress }),
      onYes: () => void run(row),
    });
}
