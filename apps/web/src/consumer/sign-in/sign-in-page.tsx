import { Anchor, Stack } from '@mantine/core';
import { CONSUMER_MESSAGES } from '@parley/shared';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../ui/auth-card';
import { common } from '../../ui/common-messages';
import { SuccessBanner } from '../../ui/success-banner';
import { useContinueAfterSignIn, useReturnToParam } from '../session/return-path';
import { SignInForm } from './sign-in-form';

const m = {
  description: { id: 'auth.signIn.description', defaultMessage: 'Welcome back. Sign in to see your cases and offers.' },
  newHere: { id: 'auth.signIn.newHere', defaultMessage: 'New to Parley? <link>Create an account</link>' },
} satisfies Record<string, MessageDescriptor>;

/** /users/sign_in; `?signed_out=1` after signing out. */
export function SignInPage() {
  const intl = useIntl();
  const continueAfterSignIn = useContinueAfterSignIn();
  useReturnToParam();
  const [params] = useSearchParams();
  return (
    <AuthCard
      withLanguageSwitch
      title={intl.formatMessage(common.signIn)}
      description={intl.formatMessage(m.description)}
      footer={
        <FormattedMessage
          {...m.newHere}
          values={{
            link: (chunks) => (
              <Anchor component={Link} to="/users/sign_up" size="sm">
                {chunks}
              </Anchor>
            ),
          }}
        />
      }
    >
      <Stack gap="md">
        {params.get('signed_out') === '1' ? <SuccessBanner message={CONSUMER_MESSAGES.signedOut} /> : null}
        <SignInForm onSignedIn={continueAfterSignIn} />
      </Stack>
    </AuthCard>
  );
}
