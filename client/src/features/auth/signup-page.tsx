import { Link } from 'react-router-dom';
import { AuthCard } from './auth-card.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { useAuthForm } from './use-auth-form.ts';

// Spec §9: the minimum sign-up password length.
const minPasswordLength = 6;

export function SignupPage() {
  const { snapshot, send } = useAuthForm('signup');
  const { busy, error, success } = snapshot.context;
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
