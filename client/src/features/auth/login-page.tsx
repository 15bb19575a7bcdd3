import { Link } from 'react-router-dom';
import { AuthCard } from './auth-card.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { useAuthForm } from './use-auth-form.ts';

export function LoginPage() {
  const { snapshot, send } = useAuthForm('login');
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
