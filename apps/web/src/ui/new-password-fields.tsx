import { PASSWORD_MIN_LENGTH } from '@parley/shared';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { FieldErrors } from '../lib/form-errors';
import { common } from './common-messages';
import { PasswordField } from './password-field';

const m = {
  newPassword: { id: 'ui.newPassword.label', defaultMessage: 'New password' },
  hint: { id: 'ui.newPassword.hint', defaultMessage: 'At least {min} characters. Avoid common passwords.' },
} satisfies Record<string, MessageDescriptor>;

interface NewPasswordFieldsProps {
  names: { password: string; confirmation: string };
  /** Already in the reader's language; by default "New password" and "Confirm password". */
  labels?: { password: string; confirmation: string };
  errors: FieldErrors;
}

/** A new password and its confirmation, with the shared rules as the hint. */
export function NewPasswordFields({ names, labels, errors }: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        label={labels?.password ?? intl.formatMessage(m.newPassword)}
        name={names.password}
        autoComplete="new-password"
        description={intl.formatMessage(m.hint, { min: PASSWORD_MIN_LENGTH })}
        error={errors[names.password]}
      />
      <PasswordField
        label={labels?.confirmation ?? intl.formatMessage(common.confirmPassword)}
        name={names.confirmation}
        autoComplete="new-password"
        error={errors[names.confirmation]}
      />
    </>
  );
}
