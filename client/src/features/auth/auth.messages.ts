import { classifyRequestFailure, serverMessage } from '../../shared/graphql/request-failure.ts';

// The spec's texts for the sign-in and sign-up forms, word for word.
export const authText = {
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  networkError: 'Network error. Please try again.',
  signupSucceeded: 'Account created successfully! Redirecting to login...',
  // Beyond the spec (issue 16): a sign-up without an invite waits for the owner.
  awaitingApproval: 'The shop owner must approve your account before you can sign in.',
  // Issue 53: the first account is the shop's owner, and should know it.
  firstOwner:
    "You are the shop's owner: sign in to set up the shop and to approve the staff who sign up after you.",
  invited: 'You are joining through an invite link: you can sign in as soon as you have signed up.',
} as const;

export type AuthMode = 'login' | 'signup';

/** The red banner's text: the server's own words, else the form's fallback. */
export function authFailureText(mode: AuthMode, failure: unknown): string {
  const fallback = mode === 'login' ? authText.loginFailed : authText.signupFailed;
  if (classifyRequestFailure(failure).kind === 'network') return authText.networkError;
  return serverMessage(failure) ?? fallback;
}
