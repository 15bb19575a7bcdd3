import { gql } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startFaultRelay } from '../test/fault-relay.ts';
import {
  createSession,
  graphqlRequest,
  graphqlUrl,
  unreachableUrl,
  whoHolds,
} from '../test/graphql-server.ts';
import { currentPath, renderApp } from '../test/render-app.tsx';
import { screens } from './screens.ts';

function menu() {
  return screen.getByRole('navigation', { name: 'Main menu' });
}

describe('signed-in layout', () => {
  let shared: Awaited<ReturnType<typeof createSession>>;
  beforeAll(async () => {
    shared = await createSession();
  });

  it('has the side menu of the spec, in order, then Payments, with Logout (Staff is the owner’s)', async () => {
    localStorage.setItem('token', shared.token);
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    // Who is signed in (a manager here) decides the role-dependent entries.
    await within(menu()).findByRole('link', { name: 'Audit' });
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Inventory', '/inventory'],
      ['Customers', '/customers'],
      ['Suppliers', '/suppliers'],
      ['Orders', '/orders'],
      ['Invoices', '/invoices'],
      // Beyond the spec's six: the counter's quick sale, the payment ledger, the cashier's shift and, for owners and
      // managers, purchases, suppliers' bills, stock counts, importing a spreadsheet, the reports, the audit trail and the shop's settings
      // (the Staff screen is the owner's alone); purchase orders, which a cashier receives against.
      ['Quick sale', '/quick-sale'],
      ['Payments', '/payments'],
      ['Shift', '/shifts'],
      ['Purchases', '/purchases'],
      ['Purchase orders', '/purchase-orders'],
      ['Bills', '/bills'],
      ['Stock count', '/stock-count'],
      ['Import', '/import'],
      ['Reports', '/reports'],
      ['Needs attention', '/needs-attention'],
      ['Audit', '/audit'],
      ['Settings', '/settings'],
    ]);
    expect(within(menu()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('follows a role the owner changes meanwhile: when the tab is back in view, and at the first refusal', async () => {
    const session = await createSession('manager');
    const { data } = await graphqlRequest('{ me { id } }', {}, session.token);
    const setRole = async (role: string) => {
      const answer = await graphqlRequest(
        'mutation ($id: ID!, $role: Role!) { updateStaffMember(id: $id, input: { role: $role }) { role } }',
        { id: data.me.id, role },
        inject('ownerToken'),
      );
      expect(answer.errors).toBeUndefined();
    };
    const audit = () => within(menu()).queryByRole('link', { name: 'Audit' });
    localStorage.setItem('token', session.token);
    const { client } = renderApp('/dashboard');
    await within(menu()).findByRole('link', { name: 'Audit' });

    await setRole('cashier');
    // Still the manager's menu: nothing has asked the server since.
    expect(audit()).toBeInTheDocument();
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(audit()).toBeNull());

    await setRole('manager');
    document.dispatchEvent(new Event('visibilitychange'));
    await within(menu()).findByRole('link', { name: 'Audit' });

    await setRole('cashier');
    // An owner's call, refused for the role: the frame asks who is signed in again.
    await expect(
      client.mutate({
        mutation: gql`
          mutation {
            createStaffInvite(input: { role: cashier }) {
              token
            }
          }
        `,
      }),
    ).rejects.toThrow();
    await waitFor(() => expect(audit()).toBeNull());
  });

  it('opens every menu entry and marks the current one', async () => {
    const session = shared;
    localStorage.setItem('token', session.token);
    const { user } = renderApp('/dashboard');
    expect(await within(menu()).findByText(session.email)).toBeInTheDocument();
    for (const name of [
      'Inventory',
      'Customers',
      'Suppliers',
      'Orders',
      'Invoices',
      'Payments',
      'Dashboard',
    ]) {
      await user.click(within(menu()).getByRole('link', { name }));
      // Found and checked at once: Orders shows its heading in a placeholder first.
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument(),
      );
      expect(currentPath()).toBe(`/${name.toLowerCase()}`);
      expect(within(menu()).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      expect(document.title).toBe(`${name} · Ghala`);
    }
  });

  it('folds the menu behind a toggle that says whether it is open, and closes it on a choice', async () => {
    localStorage.setItem('token', shared.token);
    const { user, container } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', menu().id);
    const shell = container.querySelector('.app-shell');
    expect(shell).not.toHaveClass('app-shell--menu-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(shell).toHaveClass('app-shell--menu-open');

    await user.click(within(menu()).getByRole('link', { name: 'Orders' }));
    // The screen itself: while it waits for who is signed in and the default VAT rate, a
    // placeholder shows the same heading, which then leaves the document.
    await screen.findByRole('button', { name: 'New Order' });
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(shell).not.toHaveClass('app-shell--menu-open');
  });

  it('starts a screen’s code as the pointer comes onto its menu entry or the entry gets focus, asking the server nothing', async () => {
    localStorage.setItem('token', shared.token);
    const relay = await startFaultRelay(graphqlUrl());
    const { user } = renderApp('/dashboard', { uri: relay.url });
    await screen.findByRole('heading', { name: 'Dashboard' });
    await within(menu()).findByRole('link', { name: 'Audit' });
    const preloads = {
      purchases: vi.spyOn(screens['/purchases'], 'preload'),
      audit: vi.spyOn(screens['/audit'], 'preload'),
    };
    try {
      await user.hover(within(menu()).getByRole('link', { name: 'Purchases' }));
      expect(preloads.purchases).toHaveBeenCalled();
      within(menu()).getByRole('link', { name: 'Audit' }).focus();
      expect(preloads.audit).toHaveBeenCalled();
      await Promise.all([
        preloads.purchases.mock.results[0]?.value,
        preloads.audit.mock.results[0]?.value,
      ]);
      // The code only: the data waits for the click.
      expect(relay.seen()).not.toContain('GoodsReceivedList');
      expect(relay.seen()).not.toContain('AuditList');
      expect(currentPath()).toBe('/dashboard');
    } finally {
      vi.restoreAllMocks();
      await relay.close();
    }
  });

  it('closes the open menu on Escape and gives the focus back to its toggle', async () => {
    localStorage.setItem('token', shared.token);
    const { user, container } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(container.querySelector('.app-shell')).toHaveClass('app-shell--menu-open');
    within(menu()).getByRole('link', { name: 'Orders' }).focus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('.app-shell')).not.toHaveClass('app-shell--menu-open');
    expect(toggle).toHaveFocus();
    expect(currentPath()).toBe('/dashboard');
  });

  it('logs out: the server revokes the session, the token is removed, /login is shown', async () => {
    const session = await createSession();
    localStorage.setItem('token', session.token);
    const { user } = renderApp('/inventory');
    await screen.findByRole('heading', { name: 'Inventory' });
    expect(await whoHolds(session.token)).toBe(session.email);

    await user.click(within(menu()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(await whoHolds(session.token)).toBe('UNAUTHENTICATED');

    // Back to a protected screen: the guard sends the visitor to /login again.
    window.history.back();
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('logs out locally even when the server cannot be reached', async () => {
    localStorage.setItem('token', shared.token);
    const { user } = renderApp('/customers', { uri: await unreachableUrl() });
    await screen.findByRole('heading', { name: 'Customers' });
    await user.click(within(menu()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
