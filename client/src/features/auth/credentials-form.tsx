import { useId } from 'react';
import type { AuthEvent, Credentials } from './auth.machine.ts';

type CredentialsFormProps = {
  credentials: Credentials;
  send: (event: AuthEvent) => void;
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordMinLength?: number;
  /** Shown under the password field and read with it. */
  passwordHint?: string;
  submitLabel: string;
  submitDisabled: boolean;
};

/** The email and password form both sign-in pages share; each page says what differs. */
export function CredentialsForm({
  credentials,
  send,
  passwordAutoComplete,
  passwordMinLength,
  passwordHint,
  submitLabel,
  submitDisabled,
}: CredentialsFormProps) {
  const emailId = useId();
  const passwordId = useId();
  const hintId = useId();

  return (
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
          value={credentials.email}
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
          autoComplete={passwordAutoComplete}
          required
          minLength={passwordMinLength}
          aria-describedby={passwordHint ? hintId : undefined}
          value={credentials.password}
          onChange={(event) =>
            send({ type: 'field.change', field: 'password', value: event.target.value })
          }
        />
        {passwordHint && (
          <p id={hintId} className="field__hint">
            {passwordHint}
          </p>
        )}
      </div>
      <button
        className="button button--primary button--block"
        type="submit"
        disabled={submitDisabled}
      >
        {submitLabel}
      </button>
    </form>
  );
}
