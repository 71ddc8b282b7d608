import { Anchor } from '@mantine/core';
import { MFA_MESSAGES } from '@parley/shared';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useCollectorAuth } from '../../api/collector/check-auth';
import { AuthCard } from '../../ui/auth-card';
import { FullPageLoader } from '../../ui/full-page-loader';
import { collectorReturnPath } from '../session/return-path';
import { MfaCodeForm } from './components/mfa-code-form';
import { SignInForm } from './components/sign-in-form';

const ACCOUNTS_PATH = '/collectors/accounts';

type Arrival = 'checking' | 'signed-in' | 'signed-out';
type Step = 'credentials' | 'mfa';

/** /collectors: the sign-in landing. A visitor who already has a session goes straight to accounts. */
export function SignInPage() {
  const navigate = useNavigate();
  // Never trust a cached answer here: it may predate a logout or an expired session.
  const auth = useCollectorAuth({ refetchOnMount: 'always' });
  // Decided once, on arrival: the session check that follows a login must not trigger this redirect.
  const [arrival, setArrival] = useState<Arrival>('checking');
  const [step, setStep] = useState<Step>('credentials');
  if (arrival === 'checking' && auth.isFetchedAfterMount && !auth.isFetching) setArrival(auth.data?.ok ? 'signed-in' : 'signed-out');

  if (arrival === 'checking') return <FullPageLoader label="Checking your session" />;
  if (arrival === 'signed-in') return <Navigate to={ACCOUNTS_PATH} replace />;

  const continueSignedIn = () => navigate(collectorReturnPath.consume() ?? ACCOUNTS_PATH, { replace: true });

  if (step === 'mfa') {
    return (
      <AuthCard
        title="Two-step verification"
        description={MFA_MESSAGES.required}
        footer={
          // Starts over: the server's challenge lasts 5 minutes, and a new password sign-in issues another.
          <Anchor component={Link} to="/collectors" replace size="sm" onClick={() => setStep('credentials')}>
            Back
          </Anchor>
        }
      >
        <MfaCodeForm onSignedIn={continueSignedIn} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Collector sign in"
      description="Manage your firm's accounts, offers and payments."
      footer={
        <>
          Looking for your own case?{' '}
          <Anchor component={Link} to="/users/sign_in" size="sm">
            Consumer sign in
          </Anchor>
        </>
      }
    >
      <SignInForm onSignedIn={continueSignedIn} onMfaRequired={() => setStep('mfa')} />
    </AuthCard>
  );
}
