import { ConsumerPasswordResetRequestSchema } from '@parley/shared';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useRequestConsumerPasswordReset } from '../../api/consumer/request-password-reset';
import { common } from '../../ui/common-messages';
import { RequestResetCard } from '../../ui/request-reset-card';

const m = {
  description: { id: 'auth.requestReset.description', defaultMessage: 'Enter your email and we will send you a link to choose a new password.' },
} satisfies Record<string, MessageDescriptor>;

/** /users/password/new: asks for a reset link by email. */
export function RequestResetPage() {
  const intl = useIntl();
  const requestReset = useRequestConsumerPasswordReset();
  return (
    <RequestResetCard
      withLanguageSwitch
      title={intl.formatMessage(common.forgotPassword)}
      description={intl.formatMessage(m.description)}
      signInPath="/users/sign_in"
      fieldName="user.email"
      autoComplete="email"
      schema={ConsumerPasswordResetRequestSchema}
      toInput={(email) => ({ user: { email } })}
      requestReset={requestReset}
    />
  );
}
