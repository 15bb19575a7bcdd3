import type { RequestFailure } from '../../shared/graphql/request-failure.ts';

// The spec's texts for the sign-in and sign-up forms, word for word.
export const authText = {
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  networkError: 'Network error. Please try again.',
  signupSucceeded: 'Account created successfully! Redirecting to login...',
  // Beyond the spec (issue 16): a sign-up without an invite waits for the owner.
  awaitingApproval: 'The shop owner must approve your account before you can sign in.',
  invited: 'You are joining through an invite link: you can sign in as soon as you have signed up.',
} as const;

export type AuthMode = 'login' | 'signup';

function isRequestFailure(value: unknown): value is RequestFailure {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/** The red banner's text: the server's own words, else the form's fallback. */
export function authFailureText(mode: AuthMode, failure: unknown): string {
  const fallback = mode === 'login' ? authText.loginFailed : authText.signupFailed;
  if (!isRequestFailure(failure)) return fallback;
  switch (failure.kind) {
    case 'network':
      return authText.networkError;
    case 'unauthenticated':
    case 'rejected':
      return failure.message.trim() || fallback;
    case 'server':
      return fallback;
  }
}
