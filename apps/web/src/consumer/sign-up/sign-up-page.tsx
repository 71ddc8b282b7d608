import { Anchor } from '@mantine/core';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AuthCard } from '../../ui/auth-card';
import { useContinueAfterSignIn, useReturnToParam } from '../session/return-path';
import { SignUpForm } from './sign-up-form';

const m = {
  title: { id: 'auth.signUp.title', defaultMessage: 'Create your account' },
  description: { id: 'auth.signUp.description', defaultMessage: 'Settle a debt or answer a lawsuit with a plan you can keep.' },
  haveAccount: { id: 'auth.signUp.haveAccount', defaultMessage: 'Already have an account? <link>Sign in</link>' },
} satisfies Record<string, MessageDescriptor>;

/** /users/sign_up: creates a consumer account and signs it in. */
export function SignUpPage() {
  const intl = useIntl();
  const continueAfterSignIn = useContinueAfterSignIn();
  useReturnToParam();
  return (
    <AuthCard
      withLanguageSwitch
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description)}
      footer={
        <FormattedMessage
          {...m.haveAccount}
          values={{
            link: (chunks) => (
              <Anchor component={Link} to="/users/sign_in" size="sm">
                {chunks}
              </Anchor>
            ),
          }}
        />
      }
    >
      <SignUpForm onSignedUp={continueAfterSignIn} />
    </AuthCard>
  );
}
