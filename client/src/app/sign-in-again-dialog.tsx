import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { LoginDocument } from '../features/auth/auth.generated.ts';
import { authFailureText } from '../features/auth/auth.messages.ts';
import { requestData } from '../shared/graphql/request-failure.ts';
import { signingInOrOut } from '../shared/graphql/session-context.ts';
import { CurrentUserDocument } from '../shared/session/session.generated.ts';
import type { SessionRenewal } from '../shared/session/session-renewal.ts';
import { saveToken } from '../shared/session/session-token.ts';
import { FormDialog } from '../shared/ui/form-dialog.tsx';
import { TextField } from '../shared/ui/text-field.tsx';

/**
 * Over whatever screen is open when a save meets an ended session: sign in again and the save
 * goes out once more, with the same idempotency key, so nothing typed is lost and nothing is
 * made twice. Cancel gives up: the save then fails with its usual message.
 */
export function SignInAgainDialog({ renewal }: { renewal: SessionRenewal }) {
  const client = useApolloClient();
  // Whoever was signed in, as the layout last read it: usually the same person comes back.
  const [email, setEmail] = useState(
    () => client.readQuery({ query: CurrentUserDocument })?.me.email ?? '',
  );
  const [password, setPassword] = useState('');

  async function signIn(): Promise<string | undefined> {
    try {
      const data = await requestData(() =>
        client.mutate({
          mutation: LoginDocument,
          variables: { input: { email: email.trim(), password } },
          context: signingInOrOut,
        }),
      );
      saveToken(data.login.token);
    } catch (failure) {
      return authFailureText('login', failure);
    }
    // Someone else may have signed in: the menu and permissions follow the new session.
    void client.refetchQueries({ include: [CurrentUserDocument] });
    renewal.settle(true);
    return undefined;
  }

  return (
    <FormDialog
      title="Sign in to continue"
      submitLabel="Sign in"
      busyLabel="Signing in..."
      size="small"
      onSubmit={signIn}
      onClose={() => renewal.settle(false)}
      submitDisabled={!email.trim() || !password}
    >
      <p>Your session has ended. Sign in again and what you were saving will be sent.</p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        required
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        required
      />
    </FormDialog>
  );
}
