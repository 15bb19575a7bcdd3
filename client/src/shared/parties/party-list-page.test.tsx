import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultRelay } from '../../test/fault-relay.ts';
import { createSession, graphqlRequest, graphqlUrl } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

// The Customers and Suppliers screens are one component with two sets of texts and operations;
// each behaviour is checked on both, through the app's own routes.
const screens = [
  {
    path: '/customers',
    title: 'Customers',
    singular: 'Customer',
    failedToLoad: 'Failed to load customers',
    create: 'createCustomer',
    list: 'customers',
    operation: 'CustomersList',
    // Customers add their KRA PIN and what each owes; suppliers do not.
    columns: ['Name', 'Contact', 'Address', 'KRA PIN', 'Balance', 'Actions'],
  },
  {
    path: '/suppliers',
    title: 'Suppliers',
    singular: 'Supplier',
    failedToLoad: 'Failed to load suppliers',
    create: 'createSupplier',
    list: 'suppliers',
    operation: 'SuppliersList',
    columns: ['Name', 'Contact', 'Address', 'KRA PIN', 'Actions'],
  },
] as const;

const gates: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  for (const gate of gates.splice(0)) await gate.close();
});

type Screen = (typeof screens)[number];
type PartyFields = { name: string; contact: string; address?: string | null };

async function arrange(on: Screen, parties: PartyFields[]) {
  const session = await createSession();
  localStorage.setItem('token', session.token);
  const tag = randomUUID().slice(0, 8);
  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await graphqlRequest(query, variables, session.token);
    if (answer.errors) throw new Error(answer.errors[0]?.message);
    return answer.data;
  };
  for (const party of parties) {
    await call(`mutation ($input: PartyInput!) { ${on.create}(input: $input) { id } }`, {
      input: { ...party, name: `${party.name} ${tag}` },
    });
  }
  const saved = async () =>
    ((await call(`{ ${on.list} { name contact address } }`))[on.list] as PartyFields[]).filter(
      (party) => party.name.endsWith(tag),
    );
  return { tag, saved };
}

function rowOf(name: string): HTMLElement {
  return screen.getByText(name, { selector: '.party-name' }).closest('tr') as HTMLElement;
}

function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

/** The screen searched for `search`: typed, and once the typing pauses, asked of the server. */
async function openWithSearch(on: Screen, search: string) {
  const view = renderApp(on.path);
  await view.user.type(await screen.findByLabelText(`Search ${on.title.toLowerCase()}`), search);
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe(search));
  return view;
}

describe.each(screens)('$title screen', (on) => {
  it('lists name, contact and address, with N/A for an empty address', async () => {
    const { tag } = await arrange(on, [
      { name: 'Wanjiku Hardware', contact: '0722 123 456', address: 'Moi Avenue, Nairobi' },
      { name: 'Otieno Builders', contact: 'otieno@builders.co.ke' },
    ]);
    await openWithSearch(on, tag);
    await screen.findByText(`Otieno Builders ${tag}`);
    expect(screen.getByRole('heading', { level: 1, name: on.title })).toBeInTheDocument();
    expect(
      screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(on.columns);
    expect(cellTexts(rowOf(`Wanjiku Hardware ${tag}`)).slice(0, 3)).toEqual([
      `Wanjiku Hardware ${tag}`,
      '0722 123 456',
      'Moi Avenue, Nairobi',
    ]);
    expect(cellTexts(rowOf(`Otieno Builders ${tag}`)).slice(0, 3)).toEqual([
      `Otieno Builders ${tag}`,
      'otieno@builders.co.ke',
      'N/A',
    ]);
  });

  it('searches by name or contact and sorts by a column header', async () => {
    const { tag } = await arrange(on, [
      { name: 'Akinyi Traders', contact: '0711 000 111' },
      { name: 'Baraka Stores', contact: 'sales@baraka.co.ke' },
      { name: 'Chege & Sons', contact: '0733 999 888' },
    ]);
    const { user } = await openWithSearch(on, tag);
    await screen.findByText(`Chege & Sons ${tag}`);
    const names = () =>
      screen
        .getAllByText(new RegExp(tag), { selector: '.party-name' })
        .map((cell) => cell.textContent?.replace(` ${tag}`, ''));
    expect(names()).toEqual(['Akinyi Traders', 'Baraka Stores', 'Chege & Sons']);

    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() =>
      expect(names()).toEqual(['Chege & Sons', 'Baraka Stores', 'Akinyi Traders']),
    );
    // The server sorts by name only.
    expect(screen.getByRole('columnheader', { name: /Contact/ })).not.toHaveAttribute('aria-sort');

    const search = screen.getByLabelText(`Search ${on.title.toLowerCase()}`);
    await user.clear(search);
    await user.type(search, 'baraka.co.ke');
    await waitFor(() => expect(names()).toEqual(['Baraka Stores']));
  });

  it('keeps the search and the sort in the URL: a reload shows the same list, Back undoes a sort', async () => {
    const { tag } = await arrange(on, [
      { name: 'Akinyi Traders', contact: '0711 000 111' },
      { name: 'Baraka Stores', contact: '0722 000 222' },
    ]);
    const names = () =>
      screen
        .getAllByText(new RegExp(tag), { selector: '.party-name' })
        .map((cell) => cell.textContent?.replace(` ${tag}`, ''));
    const first = await openWithSearch(on, tag);
    await screen.findByText(`Baraka Stores ${tag}`);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    await first.user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['Baraka Stores', 'Akinyi Traders']));
    const address = `${window.location.pathname}${window.location.search}`;
    expect(new URLSearchParams(window.location.search).get('q')).toBe(tag);
    first.unmount();

    // A reload: the app starts again at the same address.
    const { user } = renderApp(address);
    expect(await screen.findByLabelText(`Search ${on.title.toLowerCase()}`)).toHaveValue(tag);
    await screen.findByText(`Baraka Stores ${tag}`);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await waitFor(() => expect(names()).toEqual(['Baraka Stores', 'Akinyi Traders']));

    // Back undoes the sort (the search was typed in place, so it stays).
    await user.click(
      within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'),
    );
    await waitFor(() => expect(names()).toEqual(['Akinyi Traders', 'Baraka Stores']));
    window.history.back();
    await waitFor(() => expect(names()).toEqual(['Baraka Stores', 'Akinyi Traders']));
  });

  it('adds one through the dialog; the new row shows at once, marked, with a toast', async () => {
    const { tag, saved } = await arrange(on, []);
    // A search the new record does not match: it stays, and the new row is shown all the same.
    const { user } = await openWithSearch(on, `Kamau ${tag}`);
    await user.click(await screen.findByRole('button', { name: `Add ${on.singular}` }));
    const dialog = screen.getByRole('dialog', { name: `Add ${on.singular}` });

    // The server is the judge of what is required (spec §5 puts no check on this form): each
    // of its refusals is said beside its field, all at once, with no banner summing them up.
    await user.click(within(dialog).getByRole('button', { name: `Add ${on.singular}` }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
        'must not be blank',
      ),
    );
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Contact')).toHaveAccessibleDescription(
      'Phone number or email. must not be blank',
    );
    expect(within(dialog).getByLabelText('Address')).not.toHaveAttribute('aria-invalid');
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['must not be blank', 'must not be blank']);

    await user.type(within(dialog).getByLabelText('Name'), `Mwangi Timber ${tag}`);
    await user.type(within(dialog).getByLabelText('Contact'), '0700 555 222');
    await user.click(within(dialog).getByRole('button', { name: `Add ${on.singular}` }));

    expect(await screen.findByText(`Mwangi Timber ${tag} added`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(`Search ${on.title.toLowerCase()}`)).toHaveValue(`Kamau ${tag}`);
    expect(rowOf(`Mwangi Timber ${tag}`)).toHaveClass('data-table__row--highlight');
    expect(cellTexts(rowOf(`Mwangi Timber ${tag}`)).slice(0, 3)).toEqual([
      `Mwangi Timber ${tag}`,
      '0700 555 222',
      'N/A',
    ]);
    expect(await saved()).toEqual([
      { name: `Mwangi Timber ${tag}`, contact: '0700 555 222', address: null },
    ]);
  });

  it('edits a row inline; clearing the address shows N/A', async () => {
    const { tag, saved } = await arrange(on, [
      { name: 'Kamau Glass', contact: '0722 000 000', address: 'Kirinyaga Road' },
    ]);
    const { user } = await openWithSearch(on, tag);
    await user.click(await screen.findByRole('button', { name: `Edit Kamau Glass ${tag}` }));
    const row = screen.getByRole('button', { name: `Save Kamau Glass ${tag}` }).closest('tr')!;
    await user.clear(within(row).getByLabelText('Contact'));
    await user.type(within(row).getByLabelText('Contact'), 'orders@kamauglass.co.ke');
    await user.clear(within(row).getByLabelText('Address'));
    await user.click(within(row).getByRole('button', { name: `Save Kamau Glass ${tag}` }));

    expect(await screen.findByText(`Kamau Glass ${tag} saved`)).toBeInTheDocument();
    await waitFor(() =>
      expect(cellTexts(rowOf(`Kamau Glass ${tag}`)).slice(0, 3)).toEqual([
        `Kamau Glass ${tag}`,
        'orders@kamauglass.co.ke',
        'N/A',
      ]),
    );
    expect(await saved()).toEqual([
      { name: `Kamau Glass ${tag}`, contact: 'orders@kamauglass.co.ke', address: null },
    ]);
  });

  it("shows an edited row's refused fields under their cells, keeping the row open", async () => {
    const { tag, saved } = await arrange(on, [
      { name: 'Otieno Hardware', contact: '0711 000 000', address: 'Kisumu' },
    ]);
    const { user } = await openWithSearch(on, tag);
    await user.click(await screen.findByRole('button', { name: `Edit Otieno Hardware ${tag}` }));
    const row = screen.getByRole('button', { name: `Save Otieno Hardware ${tag}` }).closest('tr')!;
    await user.clear(within(row).getByLabelText('Name'));
    await user.clear(within(row).getByLabelText('Contact'));
    await user.click(within(row).getByRole('button', { name: `Save Otieno Hardware ${tag}` }));

    await waitFor(() =>
      expect(within(row).getByLabelText('Name')).toHaveAccessibleDescription('must not be blank'),
    );
    expect(within(row).getByLabelText('Contact')).toHaveAccessibleDescription('must not be blank');
    expect(within(row).getByLabelText('Address')).not.toHaveAttribute('aria-invalid');
    // Said under the cells, not again in a toast.
    expect(screen.queryByText(/name: must not be blank/)).not.toBeInTheDocument();
    // A field typed in again loses its message; the other keeps it.
    await user.type(within(row).getByLabelText('Name'), 'Otieno Hardware Ltd');
    expect(within(row).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(within(row).getByLabelText('Contact')).toHaveAttribute('aria-invalid', 'true');
    expect(await saved()).toEqual([
      { name: `Otieno Hardware ${tag}`, contact: '0711 000 000', address: 'Kisumu' },
    ]);
  });

  it('deletes only after confirmation naming it', async () => {
    const { tag, saved } = await arrange(on, [{ name: 'Njeri Supplies', contact: '0790 111 222' }]);
    const { user } = await openWithSearch(on, tag);
    await user.click(await screen.findByRole('button', { name: `Delete Njeri Supplies ${tag}` }));
    let dialog = screen.getByRole('dialog', { name: `Delete ${on.singular}` });
    expect(dialog).toHaveTextContent(`Delete Njeri Supplies ${tag}? This cannot be undone.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await saved()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: `Delete Njeri Supplies ${tag}` }));
    dialog = screen.getByRole('dialog', { name: `Delete ${on.singular}` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Njeri Supplies ${tag} deleted`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(`Njeri Supplies ${tag}`, { selector: '.party-name' })).toBeNull(),
    );
    expect(await saved()).toEqual([]);
  });

  it('loads as many pages as the address says, and says how many there are', async () => {
    const { tag } = await arrange(
      on,
      Array.from({ length: 60 }, (_, index) => ({
        name: `Duka ${String(index + 1).padStart(2, '0')}`,
        contact: '0700 000 000',
      })),
    );
    // A link to the list scrolled to page 5, of a search that has only two pages (60 rows).
    renderApp(`${on.path}?q=${tag}&page=5`);
    expect(await screen.findByLabelText(`Search ${on.title.toLowerCase()}`)).toHaveValue(tag);
    expect(await screen.findByText(`60 ${on.singular.toLowerCase()}s`)).toBeInTheDocument();
    // Both pages were read (no third), and the address now says so.
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('page')).toBe('2'));
    expect(screen.getByText(`Duka 01 ${tag}`)).toBeInTheDocument();
  });

  it(`shows '${on.failedToLoad}' with Reload Page when the list does not load`, async () => {
    await arrange(on, []);
    const relay = await startFaultRelay(graphqlUrl(), { holdEveryRequest: true });
    gates.push(relay);
    renderApp(on.path, { uri: relay.url });
    await relay.failWithBadGateway(on.operation);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(on.failedToLoad)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });
});
