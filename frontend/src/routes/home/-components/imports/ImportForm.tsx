import { ActionIcon, Button, FileButton, Group, Input, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileZip, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { upload } from '../../../../api/sdk.gen';
import { fieldErrors } from '../../../../lib/api-client';
import { alerts } from '../../../../lib/alerts';
import { useReadLanguage } from '../../../../components/RouteLoad';
import { readKey } from '../../../../lib/queries';
import { importCategoriesQuery } from './queries';

interface Values {
  fileDesc: string;
  cbVersion: string;
  testVersion: string | null;
  file: File | null;
}

const isZip = (file: File) => /\.zip$/i.test(file.name);

/** The File Import form: one .zip, chosen or dropped, with its description and test version. */
export function ImportForm() {
  const { t } = useTranslation('imports');
  const queryClient = useQueryClient();
  const { data: categories } = useSuspenseQuery(importCategoriesQuery(useReadLanguage()));
  const [sending, setSending] = useState(false);
  const [dragging, setDragging] = useState(false);
  const fileErrorId = useId();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { fileDesc: '', cbVersion: '', testVersion: null, file: null },
    validate: {
      fileDesc: (value) => (!value.trim() ? t('form.descriptionRequired') : value.trim().length > 100 ? t('form.descriptionTooLong') : null),
      testVersion: (value) => (value ? null : t('form.testVersionRequired')),
      file: (value) => (!value ? t('form.fileRequired') : null),
    },
  });

  const choose = (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > 1) {
      form.setFieldValue('file', null);
      form.setFieldError('file', t('form.multipleFiles'));
      return;
    }
    const [file] = files;
    if (!isZip(file)) {
      form.setFieldValue('file', null);
      form.setFieldError('file', t('form.unsupportedFormat'));
      return;
    }
    form.setFieldValue('file', file);
    form.clearFieldError('file');
  };

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    try {
      const body = { File: values.file!, fileDesc: values.fileDesc.trim(), cbVersion: values.cbVersion.trim(), testVersion: Number(values.testVersion) };
      const { data, error } = await upload({ body });
      if (data?.status === 'SUCCESS') {
        alerts.success(data.message);
        form.reset();
        await queryClient.invalidateQueries({ queryKey: readKey('getAllCp') });
        return;
      }
      if (data) {
        alerts.error(data.message);
        if (data.msg.FILE_TYPE) form.setFieldError(data.msg.field === 'testVersion' ? 'testVersion' : 'file', data.msg.FILE_TYPE);
        return;
      }
      // A refused field shows under its input; the alert is the spec's generic failure.
      form.setErrors(fieldErrors(error));
      alerts.error(t('form.importFailedContact'));
    } finally {
      setSending(false);
    }
  });

  const file = form.values.file;
  const fileError = form.errors.file;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h3">
            {t('form.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('form.description')} required maxLength={100} {...form.getInputProps('fileDesc')} />
            <TextInput label={t('form.cbVersion')} maxLength={50} {...form.getInputProps('cbVersion')} />
            <Select
              label={t('form.testVersion')}
              placeholder={t('form.testVersionPlaceholder')}
              required
              data={(categories ?? []).map((c) => ({ value: String(c.categoryId), label: c.categoryName }))}
              {...form.getInputProps('testVersion')}
            />
          </SimpleGrid>
          <Input.Wrapper label={t('form.file')} labelElement="div" required error={fileError} errorProps={{ id: fileErrorId }}>
            <Paper
              withBorder
              p="md"
              radius="md"
              mt={4}
              bg={dragging ? 'blue.0' : undefined}
              style={{ borderStyle: 'dashed', borderColor: fileError ? 'var(--mantine-color-error)' : undefined }}
              onDragOver={(e: React.DragEvent) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={(e: React.DragEvent) => {
                e.preventDefault();
                setDragging(false);
                choose(Array.from(e.dataTransfer.files));
              }}
            >
              <Group justify="space-between" gap="sm">
                {file ? (
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconFileZip size={20} aria-hidden />
                    <Text size="sm" truncate>
                      {file.name}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('form.removeFile', { name: file.name })}
                      onClick={() => form.setFieldValue('file', null)}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                ) : (
                  <Text size="sm" c="gray.8">
                    {t('form.dropHint')}
                  </Text>
                )}
                <FileButton onChange={choose} accept=".zip,application/zip,application/x-zip-compressed" multiple>
                  {(props) => (
                    <Button
                      {...props}
                      variant="default"
                      leftSection={<IconUpload size={16} aria-hidden />}
                      aria-describedby={fileError ? fileErrorId : undefined}
                    >
                      {t('form.choose')}
                    </Button>
                  )}
                </FileButton>
              </Group>
            </Paper>
          </Input.Wrapper>
          <Group>
            <Button type="submit" loading={sending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
