import type { InteractionOf } from './types';
import { Alert, Anchor, Button, FileButton, Group, Text } from '@mantine/core';
import { IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from './player-context';
import { Prompt } from './Prompt';
import base from './ItemView.module.css';

/** What the portal accepts (the server checks again); the item may narrow it. */
const ACCEPTED = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.txt,.docx,.odt,application/pdf,image/png,image/jpeg,image/gif,image/webp,text/plain';

/**
 * Hands in one file (QTI uploadInteraction): the file goes to the session's own storage first and
 * the response names it by its id, so it is saved through the same queue as any answer. The
 * candidate can download or remove what they handed in; nobody else can read it.
 */
export function UploadInteraction({ node }: { node: InteractionOf<'upload'> }) {
  const { t } = useTranslation('player');
  const ctx = usePlayer();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [names, setNames] = useState<Record<string, string>>({});
  const saved = ctx.response[node.responseIdentifier];
  const fileId = typeof saved === 'string' && saved !== '' ? saved : null;
  const files = ctx.files;

  const choose = async (file: File | null) => {
    if (!file || !files) return;
    setBusy(true);
    setError('');
    try {
      const stored = await files.upload(node.responseIdentifier, file);
      setNames((n) => ({ ...n, [stored.fileId]: stored.name }));
      ctx.onResponse(node.responseIdentifier, stored.fileId);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('item.upload.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={base.interaction}>
      <Prompt id={`${id}-prompt`} prompt={node.prompt} />
      {!files && !ctx.readOnly ? (
        <Alert variant="light" color="gray" icon={<IconFileUpload size={18} aria-hidden />} title={t('item.upload.title')}>
          {t('item.upload.unavailable')}
        </Alert>
      ) : (
        <>
          {!ctx.readOnly && (
            <p id={`${id}-hint`} className={base.hint}>
              {t('item.upload.hint', { types: node.fileTypes.length ? node.fileTypes.join(', ') : t('item.upload.anyType') })}
            </p>
          )}
          {fileId ? (
            <Group gap="sm">
              <Text size="sm">{names[fileId] ? t('item.upload.handedIn', { name: names[fileId] }) : t('item.upload.handedInUnnamed')}</Text>
              {files && (
                <Anchor size="sm" href={files.url(fileId)} download>
                  {t('item.upload.download')}
                </Anchor>
              )}
              {!ctx.readOnly && (
                <Button
                  variant="subtle"
                  size="xs"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => ctx.onResponse(node.responseIdentifier, null)}
                >
                  {t('item.upload.remove')}
                </Button>
              )}
            </Group>
          ) : (
            ctx.readOnly && <Text size="sm">{t('item.upload.none')}</Text>
          )}
          {!ctx.readOnly && (
            <FileButton onChange={(f) => void choose(f)} accept={node.fileTypes.length ? node.fileTypes.join(',') : ACCEPTED}>
              {(props) => (
                <Button
                  {...props}
                  mt="xs"
                  variant="light"
                  loading={busy}
                  leftSection={<IconFileUpload size={16} aria-hidden />}
                  aria-describedby={`${id}-hint`}
                >
                  {fileId ? t('item.upload.replace') : t('item.upload.choose')}
                </Button>
              )}
            </FileButton>
          )}
          {error && (
            <Text role="alert" size="sm" c="red.9" mt="xs">
              {error}
            </Text>
          )}
        </>
      )}
    </div>
  );
}
