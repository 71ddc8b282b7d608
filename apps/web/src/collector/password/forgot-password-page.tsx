import { ForgotPasswordInputSchema } from '@parley/shared';
import { useRequestCollectorPasswordReset } from '../../api/collector/forgot-password';
import { RequestResetCard } from '../../ui/request-reset-card';

/** /collectors/password/forgot: asks for a reset link by email. */
export function ForgotPasswordPage() {
  const requestReset = useRequestCollectorPasswordReset();
  return (
    <RequestResetCard
      title="Reset your password"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      signInPath="/collectors"
      fieldName="email"
      autoComplete="username"
      schema={ForgotPasswordInputSchema}
      toInput={(email) => ({ email })}
      requestReset={requestReset}
    />
  );
}
