import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { printHistory } from '../../../../api/sdk.gen';
import { alerts } from '../../../../lib/alerts';
import { downloadFromUrl } from '../../../../lib/download';

/** Asks the server for the printable history, then downloads the PDF it points to. */
export function PrintButton() {
  const { t } = useTranslation('history');
  const print = useMutation({
    mutationFn: async () => {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      return (await printHistory({ body: { timeZone }, throwOnError: true })).data;
    },
    onSuccess: (result) => {
      if (result.status !== 'SUCCESS' || !result.FILE_URL) {
        alerts.error(t('printFailed'));
        return;
      }
      downloadFromUrl(result.FILE_URL);
    },
    onError: () => alerts.error(t('printFailed')),
  });
  return (
    <Button leftSection={<IconPrinter size={18} aria-hidden />} loading={print.isPending} onClick={() => print.mutate()}>
      {t('print')}
    </Button>
  );
}
