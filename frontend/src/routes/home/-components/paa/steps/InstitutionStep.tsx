import { Checkbox, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { institutionsQuery } from '../queries';
import type { WizardForm } from '../wizard';

export type StepOneErrors = Partial<Record<'institutionId' | 'studentDOB' | 'agreementChecked' | 'studentDisplayId', string>>;

/** The ids focus moves to when a field has an error. */
export const FIELD_IDS = {
  institutionId: 'paa-institution',
  studentDOB: 'paa-dob',
  agreementChecked: 'paa-agreement',
  studentDisplayId: 'paa-student-id',
} as const;

/** Step 1, Select Institution: the institution, the date of birth, the optional ID and the agreement. */
export function InstitutionStep({ form, errors, onChange }: { form: WizardForm; errors: StepOneErrors; onChange: (patch: Partial<WizardForm>) => void }) {
  const { t } = useTranslation('paa');
  // read by the wizard's route loader, so the list is there when the step opens
  const { data: institutions } = useSuspenseQuery(institutionsQuery());
  return (
    <Stack gap="md">
      <Text>{t('institution.intro')}</Text>
      <Select
        id={FIELD_IDS.institutionId}
        label={t('institution.label')}
        description={t('institution.description')}
        placeholder={t('institution.placeholder')}
        nothingFoundMessage={t('institution.nothingFound')}
        required
        searchable
        // opening on focus would cover the error text when Next moves focus here; a click or typing opens it
        openOnFocus={false}
        clearable
        data={institutions.map((i) => ({ value: String(i.institutionIdPk), label: i.institutionName }))}
        value={form.institutionId}
        onChange={(value) => onChange({ institutionId: value })}
        error={errors.institutionId}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={280}
      />
      <TextInput
        id={FIELD_IDS.studentDOB}
        label={t('institution.dobLabel')}
        description={t('institution.dobDescription')}
        placeholder={t('institution.dobPlaceholder')}
        required
        inputMode="numeric"
        autoComplete="bday"
        maxLength={10}
        value={form.dob}
        onChange={(e) => onChange({ dob: e.currentTarget.value })}
        error={errors.studentDOB}
      />
      <TextInput
        id={FIELD_IDS.studentDisplayId}
        label={t('institution.studentIdLabel')}
        description={t('institution.studentIdDescription')}
        maxLength={50}
        autoComplete="off"
        value={form.studentDisplayId}
        onChange={(e) => onChange({ studentDisplayId: e.currentTarget.value })}
        error={errors.studentDisplayId}
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={3} fz="h4">
            {t('institution.agreementHeading')}
          </Title>
          <Text size="sm">{t('institution.agreement1')}</Text>
          <Text size="sm">{t('institution.agreement2')}</Text>
          <Text size="sm">{t('institution.agreement3')}</Text>
          <Checkbox
            id={FIELD_IDS.agreementChecked}
            label={t('institution.agreementLabel')}
            required
            checked={form.agreementChecked}
            onChange={(e) => onChange({ agreementChecked: e.currentTarget.checked })}
            error={errors.agreementChecked}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
