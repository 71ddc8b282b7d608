import { ConsumerPasswordResetRequestSchema } from '@parley/shared';
import { useRequestConsumerPasswordReset } from '../../api/consumer/request-password-reset';
import { RequestResetCard } from '../../ui/request-reset-card';

/** /users/password/new: asks for a reset link by email. */
export function RequestResetPage() {
  const requestReset = useRequestConsumerPasswordReset();
  return (
    <RequestResetCard
      title="Forgot your password?"
      description="Enter your email and we will send you a link to choose a new password."
      signInPath="/users/sign_in"
      fieldName="user.email"
      autoComplete="email"
      schema={ConsumerPasswordResetRequestSchema}
      toInput={(email) => ({ user: { email } })}
      requestReset={requestReset}
    />
  );
}
