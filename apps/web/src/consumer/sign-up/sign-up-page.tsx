import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../../ui/auth-card';
import { useContinueAfterSignIn, useReturnToParam } from '../session/return-path';
import { SignUpForm } from './sign-up-form';

/** /users/sign_up: creates a consumer account and signs it in. */
export function SignUpPage() {
  const continueAfterSignIn = useContinueAfterSignIn();
  useReturnToParam();
  return (
    <AuthCard
      withLanguageSwitch
      title="Create your account"
      description="Settle a debt or answer a lawsuit with a plan you can keep."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/users/sign_in" size="sm">
            Sign in
          </Anchor>
        </>
      }
    >
      <SignUpForm onSignedUp={continueAfterSignIn} />
    </AuthCard>
  );
}
