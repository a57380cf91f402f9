import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CpAction, CpStatus, CP_TRANSITIONS } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { approveOrRejectCp, deleteCp, publishCp } from '../../../../api/sdk.gen';
import type { ApiProblem } from '../../../../lib/api-client';
import { alerts } from '../../../../lib/alerts';
import { confirmDialog } from '../../../../lib/dialogs';
import { dialogsHost } from '../../../../lib/hosts';
import { session } from '../../../../lib/session';
import { itemCommentsQuery } from '../review/queries';
import { invalidateReads } from '../../../../lib/queries';
import { CP_READS } from './queries';
import { ApproveWarnings } from './Warnings';

export const ACTION_ORDER: CpAction[] = ['approve', 'reject', 'publish', 'delete'];

/** The package actions a status allows and the signed-in user's functions grant (spec sections 4, 6). */
export function allowedActions(statusId: number): CpAction[] {
  return ACTION_ORDER.filter((action) => CP_TRANSITIONS[action].from(statusId) && session.can(CP_TRANSITIONS[action].fn));
}

export interface CpTarget {
  id: number;
  testDescription: string;
  statusId: number;
}

/** The server's failure text, with its reason when it gives one; our own text when there is no answer. */
function failure(problem: unknown, fallback: string): string {
  const body = problem as ApiProblem | undefined;
  const reason = body?.errors?.[0]?.message;
  if (!body?.message) return fallback;
  return reason ? `${body.message} — ${reason}` : body.message;
}

/** The package's item comments a rejection can point at, each a checkbox naming the item and the comment. */
function CommentPicker({ cpId, value, onChange }: { cpId: number; value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('review');
  // Not a route's read: the reject dialog opens on demand over a page; while its comments load, or if they fail, the reason can still be given.
  const { data } = useQuery(itemCommentsQuery(cpId));
  if (!data) return null;
  if (!data.length)
    return (
      <Text size="sm" c="gray.8">
        {t('reject.noComments')}
      </Text>
    );
  return (
    <Checkbox.Group label={t('reject.items')} value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {data.map((c) => (
          <Checkbox key={c.id} value={String(c.id)} label={`${c.uin}: ${c.text}`} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function RejectForm({ cpId, description, onSubmit }: { cpId: number; description: string; onSubmit: (reason: string, itemCommentIds: number[]) => void }) {
  const { t } = useTranslation('imports');
  const form = useForm({
    initialValues: { reason: '', items: [] as string[] },
    validate: { reason: (value) => (value.trim() ? null : t('confirm.reasonRequired')) },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.reason.trim(), values.items.map(Number)))}>
      <Stack>
        <Text size="sm">{t('confirm.reject', { description })}</Text>
        <Textarea label={t('confirm.reason')} required autosize minRows={3} maxLength={1000} data-autofocus {...form.getInputProps('reason')} />
        <CommentPicker cpId={cpId} value={form.values.items} onChange={(ids) => form.setFieldValue('items', ids)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => modals.closeAll()}>
            {t('no', { ns: 'common' })}
          </Button>
          <Button type="submit">{t('yes', { ns: 'common' })}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Runs a package action behind its confirm dialog, shows the server's message and refreshes every
 * content-package read; `onDone` runs after a success (the detail page leaves after a delete).
 */
export function useCpActions(onDone?: (action: CpAction) => void) {
  const { t } = useTranslation('imports');
  const queryClient = useQueryClient();

  const finish = async (action: CpAction, ok: boolean, message: string) => {
    if (ok) alerts.success(message, { action: 'package-action' });
    else alerts.error(message, { action: 'package-action' });
    await invalidateReads(queryClient, ...CP_READS);
    if (ok) onDone?.(action);
  };

  const call = async (action: CpAction, cp: CpTarget, reason?: string, itemCommentIds?: number[]) => {
    const description = cp.testDescription;
    if (action === 'approve' || action === 'reject') {
      const status = action === 'approve' ? CpStatus.Approved : CpStatus.Rejected;
      const { data, error } = await approveOrRejectCp({
        body: { cpId: cp.id, cpUploadedTestStatus: status, cpRejectDesc: reason, ...(itemCommentIds?.length ? { itemCommentIds } : {}) },
      });
      const fallback = t('failed.action', { description, action: t(action === 'approve' ? 'failed.approval' : 'failed.rejection') });
      return finish(action, !!data, data?.message ?? failure(error, fallback));
    }
    if (action === 'publish') {
      const { data, error } = await publishCp({ body: { cpId: cp.id } });
      return finish(action, !!data, data?.message ?? failure(error, t('failed.publish')));
    }
    const { data, error } = await deleteCp({ body: { cpUploadId: cp.id } });
    return finish(action, !!data, data?.message ?? failure(error, t('failed.delete')));
  };

  return (action: CpAction, cp: CpTarget) => {
    const description = cp.testDescription;
    if (action === 'reject') {
      dialogsHost.whenMounted(() => {
        const id = modals.open({
          title: t('confirm.rejectTitle'),
          centered: true,
          closeButtonProps: { 'aria-label': t('close', { ns: 'common' }) },
          children: (
            <RejectForm
              cpId={cp.id}
              description={description}
              onSubmit={(reason, itemCommentIds) => {
                modals.close(id);
                void call('reject', cp, reason, itemCommentIds);
              }}
            />
          ),
        });
      });
      return;
    }
    const archived = action === 'publish' && cp.statusId === CpStatus.Archived;
    const key = archived ? 'republish' : action;
    const text = t(`confirm.${key}`, { description });
    const message =
      action === 'approve' ? (
        <Stack gap="sm">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {text}
          </Text>
          <ApproveWarnings cpId={cp.id} />
        </Stack>
      ) : (
        text
      );
    confirmDialog({ title: t(`confirm.${key}Title`), message, onYes: () => void call(action, cp) });
  };
}
