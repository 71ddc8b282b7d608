import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useCollectorAuth } from '../../api/collector/check-auth';
import { AuthCard } from '../../ui/auth-card';
import { FullPageLoader } from '../../ui/full-page-loader';
import { collectorReturnPath } from '../session/return-path';
import { SignInForm } from './components/sign-in-form';

const ACCOUNTS_PATH = '/collectors/accounts';

type Arrival = 'checking' | 'signed-in' | 'signed-out';

/** /collectors: the sign-in landing. A visitor who already has a session goes straight to accounts. */
export function SignInPage() {
  const navigate = useNavigate();
  // Never trust a cached answer here: it may predate a logout or an expired session.
  const auth = useCollectorAuth({ refetchOnMount: 'always' });
  // Decided once, on arrival: the session check that follows a login must not trigger this redirect.
  const [arrival, setArrival] = useState<Arrival>('checking');
  if (arrival === 'checking' && auth.isFetchedAfterMount && !auth.isFetching) setArrival(auth.data?.ok ? 'signed-in' : 'signed-out');

  if (arrival === 'checking') return <FullPageLoader label="Checking your session" />;
  if (arrival === 'signed-in') return <Navigate to={ACCOUNTS_PATH} replace />;

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
      <SignInForm onSignedIn={() => navigate(collectorReturnPath.consume() ?? ACCOUNTS_PATH, { replace: true })} />
    </AuthCard>
  );
}
