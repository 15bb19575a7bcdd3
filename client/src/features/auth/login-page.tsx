import { Link, useLocation } from 'react-router-dom';
import { AuthCard } from './auth-card.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { useAuthForm } from './use-auth-form.ts';

export function LoginPage() {
  // Coming from a sign-up, the address just signed up with.
  const signedUp = (useLocation().state as { email?: unknown } | null)?.email;
  const { snapshot, send } = useAuthForm(
    'login',
    null,
    typeof signedUp === 'string' ? signedUp : undefined,
  );
  const { busy, error } = snapshot.context;

  return (
    <AuthCard
      title="Login"
      error={error}
      footer={
        <>
          Don't have an account? <Link to="/signup">Sign up</Link>
        </>
      }
    >
      <CredentialsForm
        credentials={snapshot.context}
        send={send}
        passwordAutoComplete="current-password"
        submitLabel={busy ? 'Logging in...' : 'Login'}
        submitDisabled={busy}
      />
    </AuthCard>
  );
}
