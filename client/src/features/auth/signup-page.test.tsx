import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { startFaultRelay } from '../../test/fault-relay.ts';
import {
  createAccount,
  graphqlRequest,
  graphqlUrl,
  uniqueEmail,
  unreachableUrl,
} from '../../test/graphql-server.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';

const gates: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  for (const gate of gates.splice(0)) await gate.close();
});

async function gate() {
  const started = await startFaultRelay(graphqlUrl(), { holdEveryRequest: true });
  gates.push(started);
  return started;
}

function form() {
  return {
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    button: screen.getByRole('button', { name: /^(Sign Up|Creating account\.\.\.)$/ }),
  };
}

/** What signing in with these credentials answers: 'signed in' or the server's refusal. */
async function logInAnswer(email: string, password: string) {
  const answer = await graphqlRequest(
    'mutation ($input: CredentialsInput!) { login(input: $input) { token } }',
    { input: { email, password } },
  );
  return answer.errors?.[0]?.message ?? 'signed in';
}

describe('Sign-up page', () => {
  it('shows the heading, fields, hint, button and the login link of the spec', () => {
    renderApp('/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    const { email, password, button } = form();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('minLength', '6');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters long');
    expect(screen.getByText('Password must be at least 6 characters long')).toBeVisible();
    expect(button).toHaveTextContent(/^Sign Up$/);
    const footer = screen.getByText(/Already have an account\?/);
    expect(footer).toHaveTextContent('Already have an account? Login');
    expect(within(footer).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('creates the account: busy while in flight, green message, then /login after 2 s', async () => {
    const email = uniqueEmail('new');
    const relay = await gate();
    const { user } = renderApp('/signup', { uri: relay.url });
    await user.type(form().email, email);
    await user.type(form().password, 'secret12');
    await user.click(form().button);

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await relay.release();

    const banner = await screen.findByRole('status');
    const shownAt = performance.now();
    expect(banner).toHaveTextContent(/^Account created successfully! Redirecting to login\.\.\.$/);
    expect(banner).toHaveClass('banner--success');
    expect(banner.compareDocumentPosition(form().email)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(form().button).toHaveTextContent('Sign Up');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/signup');
    // The account exists with this password, and waits for the owner (the server has one).
    expect(await logInAnswer(email, 'secret12')).toBe(
      'Your account is waiting for approval by the shop owner.',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(
      screen.getByText('The shop owner must approve your account before you can sign in.'),
    ).toBeVisible();

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(performance.now() - shownAt).toBeGreaterThanOrEqual(1900);
    expect(currentPath()).toBe('/login');
    // The sign-in form starts with the address just signed up with.
    expect(screen.getByLabelText('Email')).toHaveValue(email);
  });

  it('signs up through an invite link: the account can sign in at once, in its role', async () => {
    const invite = await graphqlRequest(
      'mutation { createStaffInvite(input: { role: cashier }) { token } }',
      {},
      inject('ownerToken'),
    );
    const token = invite.data.createStaffInvite.token as string;
    const email = uniqueEmail('invited');
    const { user } = renderApp(`/signup?invite=${encodeURIComponent(token)}`);
    expect(
      screen.getByText(
        'You are joining through an invite link: you can sign in as soon as you have signed up.',
      ),
    ).toBeVisible();
    await user.type(form().email, email);
    await user.type(form().password, 'secret12');
    await user.click(form().button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Account created successfully! Redirecting to login...',
    );
    expect(screen.queryByText(/must approve your account/)).not.toBeInTheDocument();
    expect(await logInAnswer(email, 'secret12')).toBe('signed in');
    // The link worked once: a second sign-up with it is refused.
    const again = await graphqlRequest(
      'mutation ($input: CredentialsInput!, $invite: String) { signup(input: $input, inviteToken: $invite) { id } }',
      { input: { email: uniqueEmail('again'), password: 'secret12' }, invite: token },
    );
    expect(again.errors?.[0]?.message).toBeTruthy();
  });

  it("shows the server's refusal of a taken email in the red banner", async () => {
    const existing = await createAccount();
    const { user } = renderApp('/signup');
    await user.type(form().email, existing.email.toUpperCase());
    await user.type(form().password, 'another1');
    await user.click(form().button);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(/^An account with this email already exists$/);
    expect(banner).toHaveClass('banner--error');
    expect(form().button).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/signup');
  });

  // Browsers stop this at the minLength attribute (jsdom does not implement it; the Chromium
  // check does); the server refuses it too, and its reason is shown.
  it("refuses a password under 6 characters with the server's reason", async () => {
    const { user } = renderApp('/signup');
    const email = uniqueEmail('short');
    await user.type(form().email, email);
    await user.type(form().password, '12345');
    await user.click(form().button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^password: must be at least 6 characters long$/,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await logInAnswer(email, '12345')).toBe('Invalid email or password');
  });

  it('says "Network error. Please try again." when the server cannot be reached', async () => {
    const { user } = renderApp('/signup', { uri: await unreachableUrl() });
    await user.type(form().email, uniqueEmail());
    await user.type(form().password, 'secret12');
    await user.click(form().button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Network error\. Please try again\.$/,
    );
    expect(form().button).toBeEnabled();
  });

  it('says "Signup failed" when the answer carries no reason (a failing proxy)', async () => {
    const relay = await gate();
    const { user } = renderApp('/signup', { uri: relay.url });
    await user.type(form().email, uniqueEmail());
    await user.type(form().password, 'secret12');
    await user.click(form().button);
    await relay.failWithBadGateway();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Signup failed$/);
  });

  it('follows the Login link to /login', async () => {
    const { user } = renderApp('/signup');
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });
});
