import { COLLECTOR_MESSAGES, InviteTokenSchema } from '@parley/shared';
import { useNavigate } from 'react-router';
import { useLinkToken } from '../../lib/use-link-token';
import { AuthCard } from '../../ui/auth-card';
import { ErrorBanner } from '../../ui/error-banner';
import { SetPasswordForm } from './set-password-form';

/** /collectors/invite?token=...: an invited staff user chooses a password and is signed in. */
export function InvitePage() {
  const token = useLinkToken('token');
  // A token cut short or damaged (a link broken over two lines in a mail) is said at once, in the
  // invite's words, rather than after the person has chosen a password.
  const isWellFormed = token !== null && InviteTokenSchema.safeParse(token).success;
  const navigate = useNavigate();
  return (
    <AuthCard title="Set Your Password" description="Choose the password you will use to sign in to Parley.">
      {token && isWellFormed ? (
        <SetPasswordForm token={token} onDone={() => navigate('/collectors/accounts', { replace: true })} />
      ) : (
        <ErrorBanner message={COLLECTOR_MESSAGES.inviteInvalid} />
      )}
    </AuthCard>
  );
}
