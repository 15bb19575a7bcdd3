import { useId } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from './auth-card.tsx';
import { useAuthForm } from './use-auth-form.ts';

// Spec §9: the minimum sign-up password length.
const minPasswordLength = 6;

export function SignupPage() {
  const { snapshot, send } = useAuthForm('signup');
  const { email, password, busy, error, success } = snapshot.context;
  // Once the account exists the form waits for the redirect; a second submit would only fail.
  const done = snapshot.matches('success');
  const emailId = useId();
  const passwordId = useId();
  const hintId = useId();

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
            autoComplete="new-password"
            required
            minLength={minPasswordLength}
            aria-describedby={hintId}
            value={password}
            onChange={(event) =>
              send({ type: 'field.change', field: 'password', value: event.target.value })
            }
          />
          <p id={hintId} className="field__hint">
            Password must be at least 6 characters long
          </p>
        </div>
        <button
          className="button button--primary button--block"
          type="submit"
          disabled={busy || done}
        >
          {busy ? 'Creating account...' : 'Sign Up'}
        </button>
      </form>
    </AuthCard>
  );
}
