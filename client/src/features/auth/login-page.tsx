import { useId } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from './auth-card.tsx';
import { useAuthForm } from './use-auth-form.ts';

export function LoginPage() {
  const { snapshot, send } = useAuthForm('login');
  const { email, password, busy, error } = snapshot.context;
  const emailId = useId();
  const passwordId = useId();

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
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={emailId}>
            Email
          </label>
          <input
            id={emailId}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) =>
              send({ type: 'field.change', field: 'email', value: event.target.value })
            }
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={passwordId}>
            Password
          </label>
          <input
            id={passwordId}
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) =>
              send({ type: 'field.change', field: 'password', value: event.target.value })
            }
          />
        </div>
        <button className="button button--primary button--block" type="submit" disabled={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </button>
      </form>
    </AuthCard>
  );
}
