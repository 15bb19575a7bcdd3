import { TextField } from '../../shared/ui/text-field.tsx';
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
  const change = (field: keyof Credentials) => (value: string) =>
    send({ type: 'field.change', field, value });

  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={credentials.email}
        onChange={change('email')}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete={passwordAutoComplete}
        required
        minLength={passwordMinLength}
        hint={passwordHint}
        value={credentials.password}
        onChange={change('password')}
      />
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
