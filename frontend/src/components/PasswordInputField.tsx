import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A password field whose show/hide toggle is named for screen readers. */
export function PasswordInputField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      autoComplete="current-password"
      maxLength={50}
      visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
      visibilityToggleIcon={({ reveal }) => (reveal ? <IconEyeOff size={18} aria-label={t('hidePassword')} /> : <IconEye size={18} aria-hidden />)}
      {...props}
    />
  );
}
