import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppClient } from '../../shared/graphql/app-client.tsx';
import { saveToken } from '../../shared/session/session-token.ts';
import { inspect } from '../../shared/statecharts/inspection-relay.ts';
import { createAuthActors } from './auth.actors.ts';
import { authMachine } from './auth.machine.ts';
import type { AuthMode } from './auth.messages.ts';

/** Runs the auth machine for one form with the real requests, token store and navigation. */
export function useAuthForm(
  mode: AuthMode,
  inviteToken: string | null = null,
  email: string | undefined = undefined,
) {
  // Loaded when the form is sent if it is not in yet: the form shows without it.
  const { load } = useAppClient();
  const navigate = useNavigate();
  // The machine is built once per page: useMachine keeps the logic of its first render.
  const [machine] = useState(() =>
    authMachine.provide({
      actors: createAuthActors(load),
      actions: {
        storeToken: (_, { token }) => saveToken(token),
        goToDashboard: () => navigate('/dashboard', { replace: true }),
        // The sign-in form starts with the address just signed up with.
        goToLogin: (_, { email }) => navigate('/login', { replace: true, state: { email } }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { mode, inviteToken, email }, inspect });
  return { snapshot, send };
}
