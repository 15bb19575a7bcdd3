import { NetworkStatus } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultRelay } from '../test/fault-relay.ts';
import { createSession, graphqlUrl } from '../test/graphql-server.ts';
import { createAppClient, renderAppWith } from '../test/render-app.tsx';
import { prepareScreen } from './prepare-screen.ts';

/*
 * On a page load (main.tsx) and a click in the menu, a list screen's first page is fetched with
 * its chunk, as the address asks for it. The screen's first render then shows that page, and
 * it does not ask the server for it again. A page fetched for other search, filters or sort than
 * the screen's would show as "loading" first, and as a second request.
 */

const relays: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.close()));
});

// A search nothing matches, so that each screen ends on its own empty-state words.
const nothing = `zz-nothing-${Date.now().toString(36)}`;

const lists = [
  {
    path: '/orders',
    search: `?q=${nothing}&status=paid&from=2026-01-01&to=2026-12-31&sort=amount&dir=desc`,
    operation: 'OrdersList',
    shown: 'No orders match these filters.',
    role: 'manager',
  },
  {
    path: '/invoices',
    search: `?q=${nothing}&status=overdue&sort=customer&dir=asc`,
    operation: 'InvoicesList',
    shown: 'No invoices match your search.',
    role: 'manager',
  },
  {
    path: '/inventory',
    search: `?q=${nothing}&sort=price&dir=desc`,
    operation: 'InventoryList',
    shown: `No items match “${nothing}”.`,
    role: 'manager',
  },
  {
    // A cashier's list asks for no costs: the page fetched ahead must ask the same.
    path: '/inventory',
    search: `?q=${nothing}`,
    operation: 'InventoryList',
    shown: `No items match “${nothing}”.`,
    role: 'cashier',
  },
  {
    path: '/customers',
    search: `?q=${nothing}&sort=balance&dir=desc`,
    operation: 'CustomersList',
    shown: `No customers match “${nothing}”.`,
    role: 'manager',
  },
  {
    path: '/suppliers',
    search: `?q=${nothing}&dir=desc&sort=name`,
    operation: 'SuppliersList',
    shown: `No suppliers match “${nothing}”.`,
    role: 'manager',
  },
] as const;

describe('a list screen prepared with its first page (prepareScreen)', () => {
  it.each(lists)(
    '$path $search as a $role: the first render shows the page, asked for once',
    async ({ path, search, operation, shown, role }) => {
      localStorage.setItem('token', (await createSession(role)).token);
      const relay = await startFaultRelay(graphqlUrl());
      relays.push(relay);
      const app = createAppClient({ uri: relay.url });

      await prepareScreen(app.client, path, search);
      expect(relay.requests(operation)).toHaveLength(1);

      renderAppWith(app, `${path}${search}`);
      // At once: no "Loading..." first.
      expect(screen.getByText(shown)).toBeInTheDocument();
      const [list] = [...app.client.getObservableQueries('active').values()].filter(
        (query) => query.queryName === operation,
      );
      expect(list?.getCurrentResult().networkStatus).toBe(NetworkStatus.ready);
      expect(relay.requests(operation)).toHaveLength(1);
    },
  );

  it('a click in the menu asks for the next list once, its chunk and the screen racing it', async () => {
    localStorage.setItem('token', (await createSession()).token);
    const relay = await startFaultRelay(graphqlUrl());
    relays.push(relay);
    const app = createAppClient({ uri: relay.url });
    await prepareScreen(app.client, '/customers', '');

    const { user } = renderAppWith(app, '/customers');
    await user.click(screen.getByRole('link', { name: 'Suppliers' }));
    expect(await screen.findByText(/^[\d,]+ suppliers?$/)).toBeInTheDocument();
    const [list] = [...app.client.getObservableQueries('active').values()].filter(
      (query) => query.queryName === 'SuppliersList',
    );
    expect(list?.getCurrentResult().networkStatus).toBe(NetworkStatus.ready);
    expect(relay.requests('SuppliersList')).toHaveLength(1);
  });

  it('another search asks the server again', async () => {
    localStorage.setItem('token', (await createSession()).token);
    const relay = await startFaultRelay(graphqlUrl());
    relays.push(relay);
    const app = createAppClient({ uri: relay.url });
    await prepareScreen(app.client, '/suppliers', `?q=${nothing}`);

    const { user } = renderAppWith(app, `/suppliers?q=${nothing}`);
    expect(screen.getByText(`No suppliers match “${nothing}”.`)).toBeInTheDocument();
    const box = screen.getByLabelText('Search suppliers');
    // The new words pasted over the old in one go: typed key by key on a busy machine, the
    // pauses could outlast the search's debounce and ask for the words half typed as well.
    await user.tripleClick(box);
    await user.paste(`${nothing}-2`);
    expect(await screen.findByText(`No suppliers match “${nothing}-2”.`)).toBeInTheDocument();
    await waitFor(() => expect(relay.requests('SuppliersList')).toHaveLength(2));
  });
});

/*
 * The Reports screen likewise: the report the address names is asked for with the screen's
 * code, and shown by the first render (the figures' period line shows only with the figures).
 */
const reports = [
  { search: '', operation: 'VatReturn', shown: /· KSh, net of VAT unless marked VAT$/ },
  { search: '?report=sales&by=day', operation: 'SalesByDay', shown: /· KSh, net of VAT$/ },
  { search: '?report=sales', operation: 'SalesByItem', shown: /· KSh, net of VAT$/ },
  { search: '?report=stock', operation: 'StockValuation', shown: /^As at the end of .* at cost/ },
  { search: '?report=debtors', operation: 'AgedDebtors', shown: /^As at the end of .* inclusive$/ },
  {
    search: '?report=creditors',
    operation: 'AgedCreditors',
    shown: /^As at the end of .* · KSh, VAT inclusive$/,
  },
] as const;

describe('the Reports screen prepared with its report (prepareScreen)', () => {
  it.each(reports)(
    '/reports$search: the first render shows the $operation figures, asked for once',
    async ({ search, operation, shown }) => {
      localStorage.setItem('token', (await createSession('manager')).token);
      const relay = await startFaultRelay(graphqlUrl());
      relays.push(relay);
      const app = createAppClient({ uri: relay.url });

      await prepareScreen(app.client, '/reports', search);
      expect(relay.requests(operation)).toHaveLength(1);

      renderAppWith(app, `/reports${search}`);
      expect(screen.getByText(shown)).toBeInTheDocument();
      expect(screen.queryByText('Loading the report...')).not.toBeInTheDocument();
      expect(relay.requests(operation)).toHaveLength(1);
    },
  );
});
