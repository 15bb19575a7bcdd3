import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultRelay } from '../../test/fault-relay.ts';
import {
  createAccount,
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
    button: screen.getByRole('button', { name: /^(Login|Logging in\.\.\.)$/ }),
  };
}

describe('Login page', () => {
  it('shows the logo, heading, fields, button and the sign-up link of the spec', () => {
    renderApp('/login');
    const logo = screen.getByRole('img', { name: 'Ghala' });
    expect(logo).toHaveAttribute('width', '200');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    const { email, password, button } = form();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(password).not.toHaveAttribute('minLength');
    expect(button).toHaveTextContent(/^Login$/);
    expect(button).toBeEnabled();
    const footer = screen.getByText(/Don't have an account\?/);
    expect(footer).toHaveTextContent("Don't have an account? Sign up");
    expect(within(footer).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not send an empty form (email and password are required)', async () => {
    const relay = await gate();
    const { user } = renderApp('/login', { uri: relay.url });
    await user.click(form().button);
    expect(form().button).toHaveTextContent('Login');
    expect(form().email).toBeInvalid();
  });

  it('signs in: button busy while in flight, token saved under "token", then /dashboard', async () => {
    const account = await createAccount();
    const relay = await gate();
    const { user } = renderApp('/login', { uri: relay.url });
    await user.type(form().email, account.email);
    await user.type(form().password, account.password);
    await user.click(form().button);

    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    expect(localStorage.getItem('token')).toBeNull();

    await relay.release();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(localStorage.getItem('token')).toMatch(/.{20,}/);
  });

  it("shows the server's refusal in the red banner above the form, and clears busy", async () => {
    const account = await createAccount();
    const { user } = renderApp('/login');
    await user.type(form().email, account.email);
    await user.type(form().password, 'not-the-password');
    await user.click(form().button);

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(/^Invalid email or password$/);
    expect(banner).toHaveClass('banner--error');
    // Above the form: the banner comes before the email field in the page.
    expect(banner.compareDocumentPosition(form().email)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(form().button).toHaveTextContent('Login');
    expect(form().button).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(currentPath()).toBe('/login');
  });

  it('clears the old message when the form is sent again', async () => {
    const relay = await gate();
    const { user } = renderApp('/login', { uri: relay.url });
    await user.type(form().email, uniqueEmail());
    await user.type(form().password, 'whatever1');
    await user.click(form().button);
    await relay.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    await user.click(form().button);
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await relay.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('says "Network error. Please try again." when the server cannot be reached', async () => {
    const { user } = renderApp('/login', { uri: await unreachableUrl() });
    await user.type(form().email, uniqueEmail());
    await user.type(form().password, 'secret12');
    await user.click(form().button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Network error\. Please try again\.$/,
    );
    expect(form().button).toBeEnabled();
  });

  it('says "Login failed" when the answer carries no reason (a failing proxy)', async () => {
    const relay = await gate();
    const { user } = renderApp('/login', { uri: relay.url });
    await user.type(form().email, uniqueEmail());
    await user.type(form().password, 'secret12');
    await user.click(form().button);
    await relay.failWithBadGateway();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
    expect(form().button).toBeEnabled();
  });

  it('follows the Sign up link to /signup', async () => {
    const { user } = renderApp('/login');
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(currentPath()).toBe('/signup');
  });
});
