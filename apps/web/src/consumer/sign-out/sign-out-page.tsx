import { useCallback, useEffect, useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useConsumerSignOut } from '../../api/consumer/sign-out';
import { describeError } from '../../api/errors';
import { FullPageLoader } from '../../ui/full-page-loader';
import { LoadFailure } from '../../ui/load-failure';

const m = {
  failed: { id: 'auth.signOut.failed', defaultMessage: 'Sign out failed. Please try again.' },
  signingOut: { id: 'auth.signOut.signingOut', defaultMessage: 'Signing out' },
} satisfies Record<string, MessageDescriptor>;

/** /users/sign_out: ends the consumer session, then shows the sign-in screen with a confirmation. */
export function SignOutPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const signOut = useConsumerSignOut();
  const { mutate } = signOut;
  const run = useCallback(() => mutate(undefined, { onSuccess: () => navigate('/users/sign_in?signed_out=1', { replace: true }) }), [mutate, navigate]);
  // One DELETE per visit, even when React runs effects twice in development.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    run();
  }, [run]);

  if (signOut.isError) return <LoadFailure message={describeError(signOut.error, intl.formatMessage(m.failed))} onRetry={run} />;
  return <FullPageLoader label={intl.formatMessage(m.signingOut)} />;
}
