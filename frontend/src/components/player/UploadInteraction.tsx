import type { InteractionNode } from '@backend/qti/types';
import { Alert } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Prompt } from './Prompt';
import base from './ItemView.module.css';

/**
 * The portal does not store candidates' files yet, so an upload interaction shows its prompt and
 * says that no file can be handed in here; its response stays empty (NULL), which the item's rules score.
 */
export function UploadInteraction({ node }: { node: InteractionNode }) {
  const { t } = useTranslation('player');
  const id = useId();
  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      <Alert variant="light" color="gray" icon={<IconFileUpload size={18} aria-hidden />} title={t('item.upload.title')}>
        {t('item.upload.unavailable')}
      </Alert>
    </div>
  );
}
