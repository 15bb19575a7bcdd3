import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ActorLogic, getInitialSnapshot, type SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { listenToInspection } from '../../shared/statecharts/inspection-relay.ts';
import { createPathCoverage, edgeCoveringPaths } from '../../shared/statecharts/path-coverage.ts';
import { startFaultRelay } from '../../test/fault-relay.ts';
import { createAccount, graphqlUrl, uniqueEmail } from '../../test/graphql-server.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { authMachine } from './auth.machine.ts';
import { type AuthMode, authText } from './auth.messages.ts';

/*
 * Model-based, through the real pages: xstate/graph walks the auth statechart and every path
 * that takes an edge of it is replayed with a person's gestures on the real login or sign-up
 * page, against the real server behind a gate that holds each request (so "in flight" can be
 * seen) and answers it for real or as a broken proxy. After each step the page must show what
 * the model's state means. The coverage of the machine is measured on the pages' own actors
 * (their `inspect` relay), not on the model.
 */
type AuthSnapshot = SnapshotFrom<typeof authMachine>;
type ModelEvent = { type: string; [key: string]: unknown };
// The model also sends the events the machine raises itself (actor done/error, the delay).
const modelLogic = authMachine as unknown as ActorLogic<
  AuthSnapshot,
  ModelEvent,
  { mode: AuthMode }
>;

const proxyFailure = { kind: 'server' } as const;

function modelEvents(snapshot: AuthSnapshot): ModelEvent[] {
  // Once signed in the page is gone; once redirected it is the login page's machine.
  if (snapshot.matches({ success: 'loggedIn' }) || snapshot.matches({ success: 'redirected' })) {
    return [];
  }
  const events: ModelEvent[] = [{ type: 'field.change', field: 'email', value: '(retyped)' }];
  if (snapshot.matches({ success: 'signedUp' })) {
    return [...events, { type: 'xstate.after.redirectDelay.auth.success.signedUp' }];
  }
  events.push({ type: 'form.submit' });
  if (snapshot.matches({ submitting: 'loggingIn' })) {
    events.push({ type: 'xstate.done.actor.logIn', output: 'token' });
    events.push({ type: 'xstate.error.actor.logIn', error: proxyFailure });
  }
  if (snapshot.matches({ submitting: 'signingUp' })) {
    events.push({
      type: 'xstate.done.actor.signUp',
      output: { status: 'pending', role: 'cashier' },
    });
    events.push({ type: 'xstate.error.actor.signUp', error: proxyFailure });
  }
  return events;
}

// What the screen shows, not the typed text.
function serializeState(snapshot: AuthSnapshot): string {
  const { busy, error, success } = snapshot.context;
  return JSON.stringify({ value: snapshot.value, busy, error, success });
}

function pathsFor(mode: AuthMode) {
  const fromState = getInitialSnapshot(authMachine, { mode }) as AuthSnapshot;
  const options = { input: { mode }, fromState, events: modelEvents, serializeState };
  const model = new TestModel(modelLogic, {
    ...options,
    stateMatcher: (snapshot, key) => snapshot.matches(JSON.parse(key)),
  });
  return edgeCoveringPaths(model, options);
}

const coverage = createPathCoverage(authMachine, 'auth machine (login and sign-up pages)');
const stopListening = listenToInspection(coverage.inspect);

const gates: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  for (const gate of gates.splice(0)) await gate.close();
});
afterAll(() => stopListening());

const texts = {
  login: { heading: 'Login', button: 'Login', busy: 'Logging in...', failed: authText.loginFailed },
  signup: {
    heading: 'Sign Up',
    button: 'Sign Up',
    busy: 'Creating account...',
    failed: authText.signupFailed,
  },
} as const;

describe('auth forms: every path of the machine, through the pages', () => {
  let existingAccount: { email: string; password: string };
  beforeAll(async () => {
    existingAccount = await createAccount();
  });
  for (const mode of ['login', 'signup'] as const) {
    const text = texts[mode];
    for (const path of pathsFor(mode)) {
      const gestures = path.steps
        .map((step) => step.event.type)
        .filter((type) => type !== 'xstate.init');
      it(`${mode}: ${gestures.join(' → ') || '(start)'}`, async () => {
        const gate = await startFaultRelay(graphqlUrl(), { holdEveryRequest: true });
        gates.push(gate);
        // Login paths sign in to one existing account; each sign-up path makes a new one.
        const account =
          mode === 'login' ? await existingAccount : { email: uniqueEmail(), password: 'secret12' };
        const { user } = renderApp(mode === 'login' ? '/login' : '/signup', { uri: gate.url });
        const email = () => screen.getByLabelText('Email');
        await user.type(email(), account.email);
        await user.type(screen.getByLabelText('Password'), account.password);
        const button = () =>
          screen.getByRole('button', { name: new RegExp(`^(${text.button}|${text.busy})$`) });

        await path.test({
          events: {
            // Pasted, not typed key by key: after a sign-up the change falls in the two
            // seconds before the login page, and on a busy machine typing the address a key
            // at a time outlasted them.
            'field.change': async () => {
              await user.clear(email());
              await user.paste(account.email);
            },
            'form.submit': async () => {
              await user.click(button());
            },
            'xstate.done.actor.logIn': () => gate.release('Login'),
            'xstate.error.actor.logIn': () => gate.failWithBadGateway('Login'),
            'xstate.done.actor.signUp': () => gate.release('Signup'),
            'xstate.error.actor.signUp': () => gate.failWithBadGateway('Signup'),
            // Real time: the page's own timer, exactly as a person waits for it.
            'xstate.after.redirectDelay.auth.success.signedUp': async () => {
              await screen.findByRole('heading', { name: 'Login' });
            },
          },
          states: {
            '"idle"': () => {
              expect(button()).toHaveTextContent(text.button);
              expect(button()).toBeEnabled();
              expect(screen.queryByRole('alert')).not.toBeInTheDocument();
            },
            '"submitting"': async () => {
              expect(await screen.findByRole('button', { name: text.busy })).toBeDisabled();
              expect(screen.queryByRole('alert')).not.toBeInTheDocument();
            },
            '"failure"': async () => {
              expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
              expect(button()).toHaveTextContent(text.button);
              expect(button()).toBeEnabled();
            },
            '{"success":"loggedIn"}': async () => {
              await waitFor(() => expect(currentPath()).toBe('/dashboard'));
              expect(localStorage.getItem('token')).not.toBeNull();
            },
            '{"success":"signedUp"}': async () => {
              expect(await screen.findByRole('status')).toHaveTextContent(authText.signupSucceeded);
              expect(currentPath()).toBe('/signup');
              expect(localStorage.getItem('token')).toBeNull();
            },
            '{"success":"redirected"}': () => {
              expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
              expect(currentPath()).toBe('/login');
            },
          },
        });
      });
    }
  }

  it('reached every state and took every transition of the machine on the pages', () => {
    console.info(coverage.summary());
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
