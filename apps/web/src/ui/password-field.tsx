import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  // The toggle's name avoids the word "password" (also in Spanish: "contraseña").
  showCharacters: { id: 'ui.passwordField.showCharacters', defaultMessage: 'Show characters' },
} satisfies Record<string, MessageDescriptor>;

/**
 * Mantine's PasswordInput with a show/hide toggle reachable by keyboard. The toggle's name avoids the
 * word "password" so a label lookup for the field ("Password", "Confirm password") finds only the input.
 */
export function PasswordField(props: PasswordInputProps) {
  const intl = useIntl();
  return <PasswordInput visibilityToggleFocusable visibilityToggleButtonProps={{ 'aria-label': intl.formatMessage(m.showCharacters) }} {...props} />;
}
