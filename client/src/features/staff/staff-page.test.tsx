import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { createSession, graphqlRequest, uniqueEmail } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { inviteLink } from './staff-dialogs.tsx';

/** A sign-up without an invite: it waits for the owner. */
async function pendingSignup() {
  const email = uniqueEmail('waiting');
  const answer = await graphqlRequest(
    'mutation ($input: CredentialsInput!) { signup(input: $input) { status } }',
    { input: { email, password: 'secret12' } },
  );
  expect(answer.data?.signup.status).toBe('pending');
  return email;
}

async function logInAnswer(email: string) {
  const answer = await graphqlRequest(
    'mutation ($input: CredentialsInput!) { login(input: $input) { token } }',
    { input: { email, password: 'secret12' } },
  );
  return answer.errors?.[0]?.message ?? 'signed in';
}

function staffTable() {
  return screen.getByRole('table', { name: 'Staff' });
}

/** The member's row, once the list shows it. */
async function findRow(email: string): Promise<HTMLElement> {
  const cell = await within(await screen.findByRole('table', { name: 'Staff' })).findByText(email, {
    selector: '.staff-email',
  });
  return cell.closest('tr') as HTMLElement;
}

function rowOf(email: string): HTMLElement {
  return within(staffTable())
    .getByText(email, { selector: '.staff-email' })
    .closest('tr') as HTMLElement;
}

/** Days between two `dd/mm/yyyy HH:mm` texts. */
function worksFor(made: string, until: string): number {
  const time = (text: string) => {
    const [day, month, year, hour, minute] = text.split(/[/ :]/).map(Number);
    return Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute);
  };
  return Math.round((time(until) - time(made)) / 86_400_000);
}

function asOwner() {
  localStorage.setItem('token', inject('ownerToken'));
}

describe('Staff screen (owner)', () => {
  it('approves a waiting sign-up in the role chosen; the account can then sign in', async () => {
    const email = await pendingSignup();
    asOwner();
    const { user } = renderApp('/staff');
    expect(await findRow(email)).toHaveTextContent('Waiting for approval');
    expect(screen.getByText(/waiting for your approval/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Approve ${email}` }));
    const dialog = screen.getByRole('dialog', { name: 'Approve account' });
    // A sign-up is a cashier unless the owner chooses otherwise.
    expect(within(dialog).getByLabelText('Role')).toHaveValue('cashier');
    // An owner could take the shop from everyone else: the dialog says so before it is done.
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'owner');
    expect(dialog).toHaveTextContent(
      `As an owner, ${email} can change anyone's role, yours included, and disable any account.`,
    );
    expect(within(dialog).getByRole('button', { name: 'Make owner' })).toBeEnabled();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'manager');
    expect(dialog).toHaveTextContent('Everything but the staff.');
    expect(dialog).not.toHaveTextContent('As an owner');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(`${email} can now sign in`)).toBeInTheDocument();
    await waitFor(() => expect(rowOf(email)).toHaveTextContent('Active'));
    expect(rowOf(email)).toHaveTextContent('Manager');
    expect(await logInAnswer(email)).toBe('signed in');
  });

  it('disables an account after asking, and enables it again', async () => {
    const member = await createSession('cashier');
    asOwner();
    const { user } = renderApp('/staff');
    await findRow(member.email);

    await user.click(screen.getByRole('button', { name: `Disable ${member.email}` }));
    const confirm = screen.getByRole('dialog', { name: 'Disable account' });
    expect(confirm).toHaveTextContent(`Disable ${member.email}?`);
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(rowOf(member.email)).toHaveTextContent('Disabled'));
    expect(await logInAnswer(member.email)).toBe(
      'This account has been disabled. Ask the shop owner.',
    );
    // Disabling signed them out everywhere: the session they had is refused.
    const me = await graphqlRequest('{ me { email } }', {}, member.token);
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    await user.click(screen.getByRole('button', { name: `Enable ${member.email}` }));
    await waitFor(() => expect(rowOf(member.email)).toHaveTextContent('Active'));
    expect(await logInAnswer(member.email)).toBe('signed in');
  });

  it("shows the server's reason when the last owner would be demoted", async () => {
    asOwner();
    const owner = await graphqlRequest('{ me { email } }', {}, inject('ownerToken'));
    const ownerEmail = owner.data.me.email as string;
    // All client test files share one shop: were another owner in it, the demotion below would
    // go through and every later test would lose its owner.
    const staff = await graphqlRequest('{ staff { email role status } }', {}, inject('ownerToken'));
    const owners = (staff.data.staff as Array<{ email: string; role: string; status: string }>)
      .filter((member) => member.role === 'owner' && member.status === 'active')
      .map((member) => member.email);
    expect(owners, 'the shared shop has one active owner').toEqual([ownerEmail]);
    const { user } = renderApp('/staff');
    expect(await findRow(ownerEmail)).toHaveTextContent('(you)');

    await user.click(screen.getByRole('button', { name: `Change the role of ${ownerEmail}` }));
    const dialog = screen.getByRole('dialog', { name: 'Change role' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'manager');
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The shop needs at least one active owner: make someone else an owner first.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rowOf(ownerEmail)).toHaveTextContent('Owner');
  });

  it('makes an invite link shown once, lists it, and withdraws it after asking', async () => {
    asOwner();
    const { user } = renderApp('/staff');
    await user.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite staff' });
    expect(within(dialog).getByLabelText('They join as')).toHaveValue('cashier');
    await user.selectOptions(within(dialog).getByLabelText('Link works for'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));

    const shown = await screen.findByRole('dialog', { name: 'Invite link' });
    const link = within(shown).getByLabelText('Invite link') as HTMLInputElement;
    expect(link.value).toMatch(/\/signup\?invite=[\w-]+/);
    const token = decodeURIComponent(link.value.split('invite=')[1] ?? '');
    // The server has no public address set: the link is on the one this browser used, and the
    // dialog says so, and that a phone cannot open this computer's own name (issue 46).
    expect(link.value.startsWith(`${window.location.origin}/signup`)).toBe(true);
    expect(shown).toHaveTextContent(
      `It uses the address this browser opened Ghala at, ${window.location.origin}.`,
    );
    if (/^(localhost|127\.)/.test(window.location.hostname)) {
      expect(within(shown).getByRole('alert')).toHaveTextContent(
        `A phone cannot open ${window.location.origin}`,
      );
    }
    await user.click(within(shown).getByRole('button', { name: 'Done' }));

    const invites = screen.getByRole('table', { name: 'Open invite links' });

    // This test's link is the one that works for a day (other tests' links work for seven).
    // The list is read again once the link is made: wait for it.
    const findMine = () =>
      within(invites)
        .getAllByRole('row')
        .find((row) => {
          const [made, until] = within(row)
            .queryAllByRole('cell')
            .slice(1, 3)
            .map((cell) => cell.textContent ?? '');
          return made && until && worksFor(made, until) === 1;
        });
    await waitFor(() => expect(findMine()).toBeDefined());
    const mine = findMine() as HTMLElement;
    await user.click(within(mine).getByRole('button', { name: /^Withdraw/ }));
    const confirm = screen.getByRole('dialog', { name: 'Withdraw invite link' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Invite link withdrawn: it no longer works')).toBeVisible();
    const signup = await graphqlRequest(
      'mutation ($input: CredentialsInput!, $invite: String) { signup(input: $input, inviteToken: $invite) { status } }',
      { input: { email: uniqueEmail('late'), password: 'secret12' }, invite: token },
    );
    expect(signup.errors?.[0]?.message).toBeTruthy();
  });
});

describe('Staff screen and menu by role', () => {
  it('shows a manager Audit but no Staff entry, and says so on /staff', async () => {
    const manager = await createSession('manager');
    localStorage.setItem('token', manager.token);
    renderApp('/staff');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the shop owner can manage staff.',
    );
    expect(await within(menu).findByRole('link', { name: 'Audit' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('shows a cashier neither Audit nor Staff', async () => {
    const cashier = await createSession('cashier');
    localStorage.setItem('token', cashier.token);
    renderApp('/dashboard');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByText(cashier.email)).toBeInTheDocument();
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).not.toContain('Staff');
    expect(links).not.toContain('Audit');
    expect(links).toContain('Payments');
  });
});

describe('invite link address', () => {
  it("uses the shop's public address when the server gives a whole link", () => {
    const made = {
      token: 'abc',
      expiresAt: '2026-12-10T08:00:00.000Z',
      link: 'http://192.168.1.20:3000/signup?invite=abc',
    };
    expect(inviteLink(made, 'http://127.0.0.1:3000')).toEqual({
      link: 'http://192.168.1.20:3000/signup?invite=abc',
      address: 'http://192.168.1.20:3000',
      public: true,
      local: false,
    });
    expect(inviteLink({ ...made, link: null }, 'http://127.0.0.1:3000')).toEqual({
      link: 'http://127.0.0.1:3000/signup?invite=abc',
      address: 'http://127.0.0.1:3000',
      public: false,
      local: true,
    });
  });
});
