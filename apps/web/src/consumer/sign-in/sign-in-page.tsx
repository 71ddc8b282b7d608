import { Anchor, Stack } from '@mantine/core';
import { CONSUMER_MESSAGES } from '@parley/shared';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../ui/auth-card';
import { SuccessBanner } from '../../ui/success-banner';
import { useContinueAfterSignIn, useReturnToParam } from '../session/return-path';
import { SignInForm } from './sign-in-form';

/** /users/sign_in; `?signed_out=1` after signing out. */
export function SignInPage() {
  const continueAfterSignIn = useContinueAfterSignIn();
  useReturnToParam();
  const [params] = useSearchParams();
  return (
    <AuthCard
      withLanguageSwitch
      title="Sign in"
      description="Welcome back. Sign in to see your cases and offers."
      footer={
        <>
          New to Parley?{' '}
          <Anchor component={Link} to="/users/sign_up" size="sm">
            Create an account
          </Anchor>
        </>
      }
    >
      <Stack gap="md">
        {params.get('signed_out') === '1' ? <SuccessBanner message={CONSUMER_MESSAGES.signedOut} /> : null}
        <SignInForm onSignedIn={continueAfterSignIn} />
      </Stack>
    </AuthCard>
  );
}
