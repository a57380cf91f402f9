import { List, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_CLASSES, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_MIN_CLASSES, passwordClassCount } from '@portal/shared';
import { useIsCommonPassword } from '../lib/common-password';

/**
 * The password policy list; with a value it ticks off what the typed password already meets,
 * and says so in words for screen readers (the ticks themselves are pictures).
 */
export function PasswordPolicy({ value }: { value?: string }) {
  const { t } = useTranslation('auth');
  const mark = (ok: boolean) =>
    value === undefined ? undefined : ok ? (
      <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
    ) : (
      <IconCircleDashed size={16} aria-hidden />
    );
  const state = (ok: boolean) => (value === undefined ? null : <VisuallyHidden>{` (${t(ok ? 'policy.met' : 'policy.notMet')})`}</VisuallyHidden>);
  const lengthOk = value !== undefined && value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX;
  const classesOk = value !== undefined && passwordClassCount(value) >= PASSWORD_MIN_CLASSES;
  const common = useIsCommonPassword(value);
  const commonOk = Boolean(value) && common === false;
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0">
      <Text size="sm" fw={600}>
        {t('policy.title')}
      </Text>
      <List size="sm" spacing={4} mt={4} center>
        <List.Item icon={mark(lengthOk)}>
          {t('policy.length')}
          {state(lengthOk)}
        </List.Item>
        {/* every line, the kinds' own included, has the same marker: a tick or a circle once typing starts */}
        <List.Item icon={mark(classesOk)}>
          {t('policy.classes')}
          {state(classesOk)}
          <List withPadding size="sm" spacing={2} center>
            {PASSWORD_CLASSES.map((c) => {
              const ok = value !== undefined && c.test(value);
              return (
                <List.Item key={c.key} icon={mark(ok)}>
                  {t(`policy.${c.key}`)}
                  {state(ok)}
                </List.Item>
              );
            })}
          </List>
        </List.Item>
        <List.Item icon={mark(commonOk)}>
          {t('policy.common')}
          {state(commonOk)}
        </List.Item>
      </List>
    </Paper>
  );
}
