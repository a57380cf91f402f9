import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Fn } from '@portal/shared';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addItemComment } from '../../../../api/sdk.gen';
import type { ApiProblem } from '../../../../lib/api-client';
import { alerts } from '../../../../lib/alerts';
import { useSession } from '../../../../lib/session';
import { readKey } from '../../../../lib/queries';
import { Section } from '../imports/CpTest';
import { itemCommentsQuery } from './queries';

/** The comments on one item, oldest first; a reviewer (approve and reject) adds one. */
export function ItemComments({ cpId, itemId }: { cpId: number; itemId: number }) {
  const { t, i18n } = useTranslation('review');
  const queryClient = useQueryClient();
  const canComment = useSession().acl[String(Fn.ApproveReject)] === 'W';
  const { data } = useSuspenseQuery(itemCommentsQuery(cpId, itemId));
  const form = useForm({ initialValues: { text: '' }, validate: { text: (v) => (v.trim() ? null : t('comments.required')) } });
  const submit = async (text: string) => {
    const { error } = await addItemComment({ body: { cpId, itemId, text } });
    if (error) {
      const problem = error as ApiProblem;
      form.setFieldError('text', problem.errors?.[0]?.message ?? problem.message);
      return;
    }
    form.reset();
    alerts.success(t('comments.added'));
    await queryClient.invalidateQueries({ queryKey: readKey('getItemComments', { body: { cpId } }) });
  };
  return (
    <Section title={t('comments.title')}>
      {data.length ? (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.map((c) => (
            <Paper key={c.id} component="li" withBorder p="sm" radius="sm">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {c.text}
              </Text>
              <Text size="xs" c="gray.8">
                {t('comments.by', {
                  name: c.authorName,
                  date: new Date(c.createdOn).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text c="gray.8">{t('comments.none')}</Text>
      )}
      {canComment && (
        <form noValidate onSubmit={form.onSubmit((values) => void submit(values.text.trim()))}>
          <Stack gap="xs">
            <Textarea label={t('comments.label')} required autosize minRows={2} maxLength={2000} {...form.getInputProps('text')} />
            <Group>
              <Button type="submit">{t('comments.add')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Section>
  );
}
