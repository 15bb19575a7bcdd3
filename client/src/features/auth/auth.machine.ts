import { assign, fromPromise, setup } from 'xstate';
import { type AuthMode, authFailureText, authText } from './auth.messages.ts';

export type Credentials = { email: string; password: string };

export type AuthEvent =
  | { type: 'field.change'; field: keyof Credentials; value: string }
  | { type: 'form.submit' };

/** A sign-up: the form's credentials and, through an owner's invite link, its token. */
export type SignupRequest = Credentials & { inviteToken: string | null };

/**
 * A new account is let in at once (the first, the shop's owner; or through an invite) or waits
 * for the owner's approval.
 */
export type SignupOutcome = {
  status: 'active' | 'pending' | 'disabled';
  role: 'owner' | 'manager' | 'cashier';
};

export type AuthContext = Credentials & {
  mode: AuthMode;
  /** From the sign-up link `/signup?invite=…`; null otherwise. */
  inviteToken: string | null;
  busy: boolean;
  error: string | null;
  success: string | null;
  /**
   * Under the success message: what the new account is (the shop's owner), or that it waits for
   * the owner before it can sign in.
   */
  approvalNote: string | null;
};

/**
 * Drives the login and sign-up forms (spec §4): submitting sets busy and clears old messages,
 * busy is cleared whatever the outcome. The requests are actors and the token store and
 * navigation are actions, all supplied by the page with `provide`, so the statechart stays
 * free of side effects and tests can run it against a real server.
 */
export const authMachine = setup({
  types: {
    // `email`: the address just signed up with, which the sign-in form starts with.
    input: {} as { mode: AuthMode; inviteToken?: string | null; email?: string },
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    // Resolves with the session token; rejects with a RequestFailure.
    logIn: fromPromise<string, Credentials>(() => {
      throw new Error('The logIn actor is provided by the login page');
    }),
    // Resolves once the account exists; rejects with a RequestFailure.
    signUp: fromPromise<SignupOutcome, SignupRequest>(() => {
      throw new Error('The signUp actor is provided by the sign-up page');
    }),
  },
  actions: {
    setField: assign(({ event }) =>
      event.type === 'field.change' ? { [event.field]: event.value } : {},
    ),
    beginSubmit: assign({ busy: true, error: null, success: null, approvalNote: null }),
    endSubmit: assign({ busy: false }),
    showFailure: assign({
      error: ({ context }, params: { failure: unknown }) =>
        authFailureText(context.mode, params.failure),
    }),
    showSignupSuccess: assign((_, params: SignupOutcome) => ({
      success: authText.signupSucceeded,
      approvalNote:
        params.status === 'pending'
          ? authText.awaitingApproval
          : params.role === 'owner'
            ? authText.firstOwner
            : null,
    })),
    storeToken: (_, _params: { token: string }) => {},
    goToDashboard: () => {},
    goToLogin: (_, _params: { email: string }) => {},
  },
  guards: {
    isSignup: ({ context }) => context.mode === 'signup',
  },
  delays: {
    // Spec §9: the sign-up success message stays this long before the login page.
    redirectDelay: 2000,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    mode: input.mode,
    inviteToken: input.inviteToken ?? null,
    email: input.email ?? '',
    password: '',
    busy: false,
    error: null,
    success: null,
    approvalNote: null,
  }),
  initial: 'idle',
  on: {
    'field.change': { actions: 'setField' },
  },
  states: {
    idle: {
      on: {
        'form.submit': [
          { guard: 'isSignup', target: 'submitting.signingUp', actions: 'beginSubmit' },
          { target: 'submitting.loggingIn', actions: 'beginSubmit' },
        ],
      },
    },
    submitting: {
      // Entered through a mode's own child; `initial` only satisfies the compound state.
      initial: 'loggingIn',
      states: {
        loggingIn: {
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ context }) => ({ email: context.email, password: context.password }),
            onDone: {
              target: '#auth.success.loggedIn',
              actions: [
                'endSubmit',
                { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
                'goToDashboard',
              ],
            },
            onError: {
              target: '#auth.failure',
              actions: [
                'endSubmit',
                { type: 'showFailure', params: ({ event }) => ({ failure: event.error }) },
              ],
            },
          },
        },
        signingUp: {
          invoke: {
            id: 'signUp',
            src: 'signUp',
            input: ({ context }) => ({
              email: context.email,
              password: context.password,
              inviteToken: context.inviteToken,
            }),
            onDone: {
              target: '#auth.success.signedUp',
              actions: [
                'endSubmit',
                { type: 'showSignupSuccess', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: '#auth.failure',
              actions: [
                'endSubmit',
                { type: 'showFailure', params: ({ event }) => ({ failure: event.error }) },
              ],
            },
          },
        },
      },
    },
    success: {
      initial: 'loggedIn',
      states: {
        loggedIn: { type: 'final' },
        signedUp: {
          after: {
            redirectDelay: {
              target: 'redirected',
              actions: { type: 'goToLogin', params: ({ context }) => ({ email: context.email }) },
            },
          },
        },
        redirected: { type: 'final' },
      },
    },
    failure: {
      on: {
        'form.submit': [
          { guard: 'isSignup', target: 'submitting.signingUp', actions: 'beginSubmit' },
          { target: 'submitting.loggingIn', actions: 'beginSubmit' },
        ],
      },
    },
  },
});
