import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput with a show/hide toggle reachable by keyboard. The toggle's name avoids the
 * word "password" so a label lookup for the field ("Password", "Confirm password") finds only the input.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput visibilityToggleFocusable visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }} {...props} />;
}
