import { TextInput, type TextInputProps, UnstyledButton } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './PasswordInputField.module.css';

/**
 * A password field whose show/hide toggle is named for screen readers. It is a TextInput with the
 * toggle beside it rather than Mantine's PasswordInput, which brings ActionIcon and its groups: the
 * sign-in page shows one, and is the first page of nearly every visit.
 */
export function PasswordInputField(props: TextInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      autoComplete="current-password"
      maxLength={50}
      {...props}
      type={visible ? 'text' : 'password'}
      rightSectionPointerEvents="all"
      rightSection={
        // Like Mantine's toggle: out of the tab order, and a press keeps the focus in the field.
        <UnstyledButton
          className={classes.toggle}
          aria-label={t('showPassword')}
          aria-pressed={visible}
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <IconEyeOff size={18} aria-label={t('hidePassword')} /> : <IconEye size={18} aria-hidden />}
        </UnstyledButton>
      }
    />
  );
}
