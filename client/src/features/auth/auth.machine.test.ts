import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ActorLogic,
  createActor,
  fromPromise,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import type { RequestFailure } from '../../shared/graphql/request-failure.ts';
import { createPathCoverage, edgeCoveringPaths } from '../../shared/statecharts/path-coverage.ts';
import { settle } from '../../test/settle.ts';
import {
  type AuthEvent,
  authMachine,
  type Credentials,
  type SignupOutcome,
  type SignupRequest,
} from './auth.machine.ts';
import { type AuthMode, authText } from './auth.messages.ts';

/**
 * The machine with actors whose answers the test decides, and the page's effects recorded.
 * Each request waits on a promise the test settles, so every state can be observed.
 */
function harness(
  mode: AuthMode,
  inspect?: (event: InspectionEvent) => void,
  inviteToken: string | null = null,
) {
  const requests: Array<{
    credentials: Credentials | SignupRequest;
    answer: PromiseWithResolvers<string | undefined>;
  }> = [];
  const effects: string[] = [];
  const request = (credentials: Credentials | SignupRequest) => {
    const answer = Promise.withResolvers<string | undefined>();
    requests.push({ credentials, answer });
    return answer.promise;
  };
  const machine = authMachine.provide({
    actors: {
      logIn: fromPromise<string, Credentials>(async ({ input }) => (await request(input)) ?? ''),
      // The test answers a sign-up with the new account's status, `active` unless it says, and
      // `owner` for the shop's first account: a cashier's otherwise.
      signUp: fromPromise<SignupOutcome, SignupRequest>(async ({ input }) => {
        const answer = await request(input);
        return {
          status: answer === 'pending' ? 'pending' : 'active',
          role: answer === 'owner' ? 'owner' : 'cashier',
        };
      }),
    },
    actions: {
      storeToken: (_, { token }) => effects.push(`store ${token}`),
      goToDashboard: () => effects.push('go /dashboard'),
      goToLogin: (_, { email }) => effects.push(`go /login as ${email}`),
    },
  });
  const actor = createActor(machine, { input: { mode, inviteToken }, inspect });
  actor.start();
  const lastRequest = () => {
    const last = requests.at(-1);
    if (!last) throw new Error('no request was made');
    return last;
  };
  return { actor, machine, requests, effects, lastRequest };
}

function fillIn(actor: ReturnType<typeof harness>['actor'], email: string, password: string) {
  actor.send({ type: 'field.change', field: 'email', value: email });
  actor.send({ type: 'field.change', field: 'password', value: password });
}

describe('auth machine: login', () => {
  it('sends what was typed, sets busy and clears the old error on submit', async () => {
    const { actor, lastRequest } = harness('login');
    fillIn(actor, 'wanjiku@duka.co.ke', 'wrong');
    actor.send({ type: 'form.submit' });
    lastRequest().answer.reject({
      kind: 'unauthenticated',
      message: 'Invalid email or password',
    } satisfies RequestFailure);
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password');

    actor.send({ type: 'field.change', field: 'password', value: 'secret1' });
    actor.send({ type: 'form.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ submitting: 'loggingIn' })).toBe(true);
    expect(snapshot.context).toMatchObject({ busy: true, error: null, success: null });
    expect(lastRequest().credentials).toEqual({
      email: 'wanjiku@duka.co.ke',
      password: 'secret1',
    });
  });

  it('stores the token, then goes to /dashboard, with busy cleared', async () => {
    const { actor, effects, lastRequest } = harness('login');
    fillIn(actor, 'a@b.co', 'secret1');
    actor.send({ type: 'form.submit' });
    lastRequest().answer.resolve('token-abc');
    await settle();
    expect(actor.getSnapshot().matches({ success: 'loggedIn' })).toBe(true);
    expect(actor.getSnapshot().context.busy).toBe(false);
    expect(effects).toEqual(['store token-abc', 'go /dashboard']);
  });

  it.each([
    [
      { kind: 'unauthenticated', message: 'Invalid email or password' },
      'Invalid email or password',
    ],
    [
      { kind: 'rejected', code: 'BAD_USER_INPUT', message: 'email: must be a valid email address' },
      'email: must be a valid email address',
    ],
    [{ kind: 'rejected', code: 'BAD_USER_INPUT', message: '  ' }, authText.loginFailed],
    [{ kind: 'server' }, authText.loginFailed],
    [{ kind: 'network' }, authText.networkError],
    [new Error('a bug, not a request failure'), authText.loginFailed],
  ] as Array<[unknown, string]>)('shows %j as "%s" and clears busy', async (failure, text) => {
    const { actor, effects, lastRequest } = harness('login');
    actor.send({ type: 'form.submit' });
    lastRequest().answer.reject(failure);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('failure');
    expect(snapshot.context).toMatchObject({ busy: false, error: text, success: null });
    expect(effects).toEqual([]);
  });

  it('ignores a second submit while the first is in flight', () => {
    const { actor, requests } = harness('login');
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(requests).toHaveLength(1);
  });
});

describe('auth machine: sign-up', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the green message, then goes to /login after exactly 2000 ms', async () => {
    const { actor, effects, lastRequest } = harness('signup');
    fillIn(actor, 'new@duka.co.ke', 'secret1');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ submitting: 'signingUp' })).toBe(true);
    lastRequest().answer.resolve(undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({
      busy: false,
      error: null,
      success: 'Account created successfully! Redirecting to login...',
    });
    expect(effects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(effects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(effects).toEqual(['go /login as new@duka.co.ke']);
    expect(actor.getSnapshot().matches({ success: 'redirected' })).toBe(true);
  });

  it("tells the shop's first account it is the owner, and starts its sign-in with its email", async () => {
    const { actor, effects, lastRequest } = harness('signup');
    fillIn(actor, 'owner@duka.co.ke', 'secret1');
    actor.send({ type: 'form.submit' });
    lastRequest().answer.resolve('owner');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.approvalNote).toBe(
      "You are the shop's owner: sign in to set up the shop and to approve the staff who sign up after you.",
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(effects).toEqual(['go /login as owner@duka.co.ke']);
    const login = createActor(authMachine, { input: { mode: 'login', email: 'owner@duka.co.ke' } });
    expect(login.getSnapshot().context).toMatchObject({ email: 'owner@duka.co.ke', password: '' });
  });

  it('sends the invite token, and says when the account must wait for the owner', async () => {
    const invited = harness('signup', undefined, 'invite-secret');
    fillIn(invited.actor, 'new@duka.co.ke', 'secret1');
    invited.actor.send({ type: 'form.submit' });
    expect(invited.lastRequest().credentials).toEqual({
      email: 'new@duka.co.ke',
      password: 'secret1',
      inviteToken: 'invite-secret',
    });
    invited.lastRequest().answer.resolve('active');
    await vi.advanceTimersByTimeAsync(0);
    expect(invited.actor.getSnapshot().context.approvalNote).toBeNull();

    const { actor, lastRequest } = harness('signup');
    actor.send({ type: 'form.submit' });
    expect(lastRequest().credentials).toMatchObject({ inviteToken: null });
    lastRequest().answer.resolve('pending');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({
      success: 'Account created successfully! Redirecting to login...',
      approvalNote: 'The shop owner must approve your account before you can sign in.',
    });
  });

  it('shows the server text or Signup failed, and never stores a token', async () => {
    const { actor, effects, lastRequest } = harness('signup');
    actor.send({ type: 'form.submit' });
    lastRequest().answer.reject({
      kind: 'rejected',
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    } satisfies RequestFailure);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('An account with this email already exists');

    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context).toMatchObject({ busy: true, error: null });
    lastRequest().answer.reject({ kind: 'server' } satisfies RequestFailure);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ busy: false, error: 'Signup failed' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(effects).toEqual([]);
  });

  it('does not redirect once the page has gone (actor stopped)', async () => {
    const { actor, effects, lastRequest } = harness('signup');
    actor.send({ type: 'form.submit' });
    lastRequest().answer.resolve(undefined);
    await vi.advanceTimersByTimeAsync(0);
    actor.stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(effects).toEqual([]);
  });
});

/*
 * Model-based: xstate/graph walks the statechart; for every edge of the graph (every event in
 * every state, including ignored ones) the shortest path to its source plus that edge is
 * replayed on a real actor, requests answered by the test and timers faked. The last test
 * fails as soon as a state or a transition of the machine is no longer reached.
 */
type AuthSnapshot = SnapshotFrom<typeof authMachine>;
type ModelEvent = { type: string; [key: string]: unknown };
// The model also sends the events the machine raises itself (actor done/error, delays).
const modelLogic = authMachine as unknown as ActorLogic<
  AuthSnapshot,
  ModelEvent,
  { mode: AuthMode }
>;

const failure: RequestFailure = {
  kind: 'rejected',
  code: 'CONFLICT',
  message: 'An account with this email already exists',
};

function modelEvents(snapshot: AuthSnapshot): ModelEvent[] {
  const events: ModelEvent[] = [
    { type: 'field.change', field: 'email', value: 'model@duka.co.ke' },
    { type: 'form.submit' },
  ];
  if (snapshot.matches({ submitting: 'loggingIn' })) {
    events.push({ type: 'xstate.done.actor.logIn', output: 'token-model' });
    events.push({ type: 'xstate.error.actor.logIn', error: failure });
  }
  if (snapshot.matches({ submitting: 'signingUp' })) {
    events.push({ type: 'xstate.done.actor.signUp', output: { status: 'active', role: 'owner' } });
    events.push({ type: 'xstate.error.actor.signUp', error: failure });
  }
  if (snapshot.matches({ success: 'signedUp' })) {
    events.push({ type: 'xstate.after.redirectDelay.auth.success.signedUp' });
  }
  return events;
}

// What the screen shows, not the typed text: typing must not multiply the states.
function serializeState(snapshot: AuthSnapshot): string {
  const { busy, error, success } = snapshot.context;
  return JSON.stringify({ value: snapshot.value, busy, error, success });
}

function edgeCoveragePaths(mode: AuthMode) {
  const model = new TestModel(modelLogic, {
    input: { mode },
    events: modelEvents,
    serializeState,
    stateMatcher: (snapshot, key) => snapshot.matches(JSON.parse(key)),
  });
  return edgeCoveringPaths(model);
}

describe('auth machine: every path (model-based)', () => {
  const coverage = createPathCoverage(authMachine);
  const paths = (['login', 'signup'] as const).flatMap((mode) =>
    edgeCoveragePaths(mode).map((path) => ({ mode, path })),
  );

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const { mode, path } of paths) {
    it(`${mode}: ${path.description}`, async () => {
      const sut = harness(mode, coverage.inspect);
      const assertSame = (expected: AuthSnapshot) => {
        const actual = sut.actor.getSnapshot();
        expect(actual.value).toEqual(expected.value);
        expect(actual.context.busy).toBe(expected.context.busy);
        expect(actual.context.error).toBe(expected.context.error);
        expect(actual.context.success).toBe(expected.context.success);
      };
      await path.test({
        events: {
          'field.change': ({ event }) => {
            sut.actor.send(event as AuthEvent);
          },
          'form.submit': () => {
            sut.actor.send({ type: 'form.submit' });
          },
          'xstate.done.actor.logIn': async () => {
            sut.lastRequest().answer.resolve('token-model');
            await vi.advanceTimersByTimeAsync(0);
          },
          'xstate.error.actor.logIn': async () => {
            sut.lastRequest().answer.reject(failure);
            await vi.advanceTimersByTimeAsync(0);
          },
          'xstate.done.actor.signUp': async () => {
            sut.lastRequest().answer.resolve(undefined);
            await vi.advanceTimersByTimeAsync(0);
          },
          'xstate.error.actor.signUp': async () => {
            sut.lastRequest().answer.reject(failure);
            await vi.advanceTimersByTimeAsync(0);
          },
          'xstate.after.redirectDelay.auth.success.signedUp': async () => {
            await vi.advanceTimersByTimeAsync(2000);
          },
        },
        states: {
          // In every state the real actor is where the model is, and shows the same.
          '"idle"': (expected) => {
            assertSame(expected);
            expect(sut.requests).toHaveLength(0);
          },
          '"submitting"': (expected) => {
            assertSame(expected);
            expect(sut.actor.getSnapshot().context.busy).toBe(true);
          },
          '"failure"': (expected) => {
            assertSame(expected);
            expect(sut.actor.getSnapshot().context.error).toBe(failure.message);
          },
          '{"success":"loggedIn"}': (expected) => {
            assertSame(expected);
            expect(sut.effects).toEqual(['store token-model', 'go /dashboard']);
          },
          '{"success":"signedUp"}': (expected) => {
            assertSame(expected);
            expect(sut.actor.getSnapshot().context.success).toBe(authText.signupSucceeded);
            expect(sut.effects).toEqual([]);
          },
          '{"success":"redirected"}': (expected) => {
            assertSame(expected);
            // Once, with the address typed then (the example above checks which).
            expect(sut.effects).toHaveLength(1);
            expect(sut.effects[0]).toMatch(/^go \/login as /);
          },
        },
      });
      sut.actor.stop();
    });
  }

  it('reached every state and took every transition of the machine', () => {
    console.info(coverage.summary(`over ${paths.length} paths`));
    expect(coverage.missing()).toEqual({ states: [], transitions: [] });
  });
});
