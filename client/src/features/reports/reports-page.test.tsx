import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatKsh } from '../../shared/money/money-format.ts';
import { arrangeCustomer, arrangeItem, arrangeOrder } from '../../test/arrange.ts';
import { startFaultRelay } from '../../test/fault-relay.ts';
import { createSession, graphqlUrl } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const relays: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  for (const relay of relays.splice(0)) await relay.close();
});

/** The row of `table` that names `name`. */
async function rowNaming(table: HTMLElement, name: string) {
  return (await within(table).findByText(name)).closest('tr') as HTMLElement;
}

/**
 * A customer who bought 3 of an item on credit at KSh 116.00 each (VAT included, so KSh 100.00
 * net) that cost KSh 58.00: KSh 300.00 of sales, KSh 174.00 of cost, KSh 126.00 of gross profit
 * (42.0%), and KSh 348.00 owed. Other tests share the server, so only these rows are exact.
 */
async function arrangeSale(token: string) {
  const customer = await arrangeCustomer(token);
  const item = await arrangeItem(token, 'Report bolts', 116);
  await arrangeOrder(token, customer.id, item, 3, 116);
  return { customer, item };
}

describe('Reports screen', () => {
  it("shows an item's sales net of VAT, its cost and profit, and switches to by customer", async () => {
    const manager = await createSession('manager');
    const { customer, item } = await arrangeSale(manager.token);
    localStorage.setItem('token', manager.token);
    const { user } = renderApp('/reports?report=sales');

    const byItem = await screen.findByRole('table', { name: 'Sales by item' });
    const row = await rowNaming(byItem, item.name);
    for (const figure of ['3', formatKsh(300), formatKsh(174), formatKsh(126), '42.0%']) {
      expect(within(row).getByText(figure)).toBeInTheDocument();
    }
    expect(screen.getByText(/KSh, net of VAT/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('This month');

    await user.click(screen.getByRole('button', { name: 'By customer' }));
    const byCustomer = await screen.findByRole('table', { name: 'Sales by customer' });
    const customerRow = await rowNaming(byCustomer, customer.name);
    expect(within(customerRow).getByText(formatKsh(126))).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('by')).toBe('customer');

    await user.click(screen.getByRole('button', { name: 'By day' }));
    expect(await screen.findByRole('table', { name: 'Sales by day' })).toBeInTheDocument();
    expect(screen.getByText('Sales and gross profit per day')).toBeInTheDocument();
  });

  it('shows the VAT return of the month band by band, with the VAT due', async () => {
    const manager = await createSession('manager');
    await arrangeSale(manager.token);
    localStorage.setItem('token', manager.token);
    renderApp('/reports');

    const table = await screen.findByRole('table', { name: /^VAT return / });
    const standard = await rowNaming(table, 'B: Standard rate (16%)');
    expect(standard).toHaveTextContent(/KSh [1-9]/);
    // Due, or a credit carried forward when other tests' suppliers' bills outweigh the sales.
    expect(screen.getByText(/^Net VAT( due|: credit carried forward)$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Print / Export PDF' })).toBeEnabled();
  });

  it('ages what a customer owes, and says when a day has nothing to show', async () => {
    const manager = await createSession('manager');
    const { customer } = await arrangeSale(manager.token);
    localStorage.setItem('token', manager.token);
    const { user } = renderApp('/reports?report=debtors');

    const table = await screen.findByRole('table', { name: /^Aged debtors as at / });
    const row = await rowNaming(table, customer.name);
    // Not yet due, and the balance.
    expect(within(row).getAllByText(formatKsh(348))).toHaveLength(2);
    expect(within(row).getByRole('link', { name: customer.name })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/customers\/\d+\/statement$/),
    );

    await user.click(screen.getByRole('button', { name: 'Stock valuation' }));
    const stock = await screen.findByRole('table', { name: /^Stock valuation as at / });
    expect(within(stock).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByText('Stock at shelf price (incl. VAT)')).toBeInTheDocument();

    // A day before the shop held anything has nothing to value.
    const asAt = screen.getByLabelText('As at');
    await user.clear(asAt);
    await user.type(asAt, '01/01/2020{Enter}');
    expect(await screen.findByText('No stock held on this day.')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('as_of')).toBe('2020-01-01');
  });

  it('says the report is loading, then that it failed, with Reload Page', async () => {
    const manager = await createSession('manager');
    localStorage.setItem('token', manager.token);
    const relay = await startFaultRelay(graphqlUrl());
    relays.push(relay);
    const release = relay.holdNext('StockValuation');
    const { user } = renderApp('/reports?report=stock', { uri: relay.url });
    expect(await screen.findByText('Loading the report...')).toBeInTheDocument();
    release();
    await screen.findByRole('table', { name: /^Stock valuation as at / });

    relay.failNext('StockValuation', 'bad-gateway');
    const asAt = screen.getByLabelText('As at');
    await user.clear(asAt);
    await user.type(asAt, '01/01/2020{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to load the stock valuationReload Page$/,
    );
    expect(screen.getByRole('button', { name: 'Print / Export PDF' })).toBeDisabled();
  });

  it('tells a cashier the reports are for owners and managers', async () => {
    const cashier = await createSession('cashier');
    localStorage.setItem('token', cashier.token);
    renderApp('/reports');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an owner or a manager can read the reports.',
    );
  });
});
