import { PASSWORD_MIN_LENGTH } from '@parley/shared';
import type { FieldErrors } from '../lib/form-errors';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  names: { password: string; confirmation: string };
  labels?: { password: string; confirmation: string };
  errors: FieldErrors;
}

/** A new password and its confirmation, with the shared rules as the hint. */
export function NewPasswordFields({ names, labels = { password: 'New password', confirmation: 'Confirm password' }, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name={names.password}
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`}
        error={errors[names.password]}
      />
      <PasswordField label={labels.confirmation} name={names.confirmation} autoComplete="new-password" error={errors[names.confirmation]} />
    </>
  );
}
