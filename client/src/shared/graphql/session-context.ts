/**
 * Operation context a screen passes when an UNAUTHENTICATED answer must end the session
 * rather than be shown (spec §6: the dashboard does this, the other screens show a message).
 * The Apollo error link in the app acts on it.
 */
export const endSessionOnAuthFailure = { endSessionOnAuthFailure: true } as const;

/**
 * Context of the mutations that sign in or out: their 401 is the answer itself (a wrong
 * password, a session already gone), never a reason to hold them for the sign-in dialog.
 */
export const signingInOrOut = { renewSessionOnAuthFailure: false } as const;

declare module '@apollo/client' {
  interface DefaultContext {
    /** When true, an UNAUTHENTICATED error removes the token and goes to /login. */
    endSessionOnAuthFailure?: boolean;
    /** False for `signingInOrOut`; other saves meeting a 401 wait for a new sign-in. */
    renewSessionOnAuthFailure?: boolean;
    /** Where the gateway answers GraphQL; its CSV downloads (`/export/…`) are beside it. */
    gatewayUri?: string;
  }
}
