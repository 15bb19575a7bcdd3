import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../test/graphql-server.ts';
import { currentPath, renderApp } from '../test/render-app.tsx';
import type { ScreenDeclaration } from './screen-declaration.ts';
import { screenDeclarations } from './screens.ts';

const protectedScreens = [
  ['/dashboard', 'Dashboard'],
  ['/inventory', 'Inventory'],
  ['/customers', 'Customers'],
  ['/suppliers', 'Suppliers'],
  ['/orders', 'Orders'],
  ['/invoices', 'Invoices'],
  ['/payments', 'Payments'],
] as const;

describe('route rules (spec §2)', () => {
  let token: string;
  beforeAll(async () => {
    token = (await createSession()).token;
  });

  it.each(protectedScreens)('%s without a token goes to /login', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it.each(protectedScreens)(
    '%s with a token shows its screen in the layout',
    async (path, title) => {
      localStorage.setItem('token', token);
      renderApp(path);
      // Found and checked at once: a screen waiting for the role shows the same heading in a
      // placeholder, which its own header then replaces.
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument(),
      );
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
      expect(currentPath()).toBe(path);
    },
  );

  it.each([
    ['/login', 'Login'],
    ['/signup', 'Sign Up'],
  ])('%s is open without a token', (path, heading) => {
    renderApp(path);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it.each(['/', '/nowhere', '/inventory/42/extra', '/statements'])(
    '%s goes to /dashboard',
    async (path) => {
      localStorage.setItem('token', token);
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(currentPath()).toBe('/dashboard');
    },
  );

  it('an unknown path without a token ends at /login (through /dashboard)', async () => {
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('any token in local storage is let in (spec §6); the server judges it later', async () => {
    localStorage.setItem('token', 'not-a-real-session');
    renderApp('/customers');
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    expect(currentPath()).toBe('/customers');
  });
});

// Every screen for owners and managers, read from its declaration: a cashier who types its
// address reads why under the screen's title, and the screen asks the server for nothing.
const managersOnly = (screenDeclarations as readonly ScreenDeclaration[])
  .filter((declared) => declared.needs === 'manage')
  .map(({ path, title, label, refusal }) => ({
    path: path.replace(':id', '1'),
    title: title ?? label,
    refusal,
  }));

describe('screens for owners and managers (screens.ts)', () => {
  let cashier: string;
  beforeAll(async () => {
    cashier = (await createSession('cashier')).token;
  });

  it.each(managersOnly)(
    '$path tells a cashier why, under its title',
    async ({ path, title, refusal }) => {
      expect(refusal, `${path} is declared for managers without a refusal`).toEqual(
        expect.any(String),
      );
      localStorage.setItem('token', cashier);
      renderApp(path);
      expect(await screen.findByRole('alert')).toHaveTextContent(refusal ?? '');
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(currentPath()).toBe(path);
    },
  );
});
