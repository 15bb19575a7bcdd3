import { Link, useSearchParams } from 'react-router-dom';
import { authText } from './auth.messages.ts';
import { AuthCard } from './auth-card.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { useAuthForm } from './use-auth-form.ts';

// Spec §9: the minimum sign-up password length.
const minPasswordLength = 6;

export function SignupPage() {
  // An owner's invite link (`/signup?invite=…`) lets the account in without approval.
  const [searchParams] = useSearchParams();
  const inviteToken = searchParams.get('invite') || null;
  const { snapshot, send } = useAuthForm('signup', inviteToken);
  const { busy, error, success, approvalNote } = snapshot.context;
  // Once the account exists the form waits for the redirect; a second submit would only fail.
  const done = snapshot.matches('success');

  return (
    <AuthCard
      title="Sign Up"
      error={error}
      success={success}
      footer={
        <>
          Already have an account? <Link to="/login">Login</Link>
        </>
      }
    >
      {approvalNote && <p className="auth-card__note">{approvalNote}</p>}
      {inviteToken && !success && <p className="auth-card__note">{authText.invited}</p>}
      <CredentialsForm
        credentials={snapshot.context}
        send={send}
        passwordAutoComplete="new-password"
        passwordMinLength={minPasswordLength}
        passwordHint="Password must be at least 6 characters long"
        submitLabel={busy ? 'Creating account...' : 'Sign Up'}
        submitDisabled={busy || done}
      />
    </AuthCard>
  );
}
