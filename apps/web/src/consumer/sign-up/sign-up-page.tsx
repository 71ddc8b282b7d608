import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../ui/auth-card';
import { consumerReturnPath, DASHBOARD_PATH } from '../session/return-path';
import { SignUpForm } from './sign-up-form';

/** /users/sign_up: creates a consumer account and signs it in. */
export function SignUpPage() {
  const navigate = useNavigate();
  return (
    <AuthCard
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
      <SignUpForm onSignedUp={() => navigate(consumerReturnPath.consume() ?? DASHBOARD_PATH, { replace: true })} />
    </AuthCard>
  );
}
