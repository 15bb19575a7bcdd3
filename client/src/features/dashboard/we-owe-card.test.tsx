import { randomUUID } from 'node:crypto';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { nairobiDay } from '../../shared/format/date.ts';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { DashboardQuery } from './dashboard.generated.ts';
import { MoneyCards } from './money-cards.tsx';

/** A bill of KSh 500.00 of transport (band A: no VAT), due today: this week's, at the latest. */
async function arrangeBillDueToday(token: string) {
  const tag = randomUUID().slice(0, 6);
  const supplier = await graphqlRequest(
    'mutation ($input: PartyInput!) { createSupplier(input: $input) { id } }',
    { input: { name: `Due soon ${tag}`, contact: '0722 500 601' } },
    token,
  );
  const today = nairobiDay();
  const bill = await graphqlRequest(
    `mutation ($input: SupplierBillInput!, $key: String!) {
      createSupplierBill(input: $input, idempotencyKey: $key) { id billNumber }
    }`,
    {
      key: randomUUID(),
      input: {
        supplierId: supplier.data?.createSupplier.id,
        supplierInvoiceNumber: `DS-${tag}`,
        billDate: today,
        dueOn: today,
        lines: [{ description: 'Transport', amount: 500, taxBand: 'A' }],
      },
    },
    token,
  );
  expect(supplier.errors ?? bill.errors).toBeUndefined();
}

describe('Dashboard: We owe', () => {
  it('lists the bills falling due this week, each opening the bill on Bills', async () => {
    const manager = await createSession('manager');
    await arrangeBillDueToday(manager.token);
    localStorage.setItem('token', manager.token);
    const { user } = renderApp('/dashboard');

    const card = (await screen.findByText('We owe', { selector: 'dt' })).parentElement!;
    const due = await within(card).findByRole('list', { name: 'Bills due this week' });
    expect(within(card).getByRole('link', { name: 'Overdue bills' })).toHaveAttribute(
      'href',
      '/bills?status=overdue',
    );
    // Other tests' bills may come first: whichever is listed first opens as itself.
    const first = within(due).getAllByRole('link')[0]!;
    const billNumber = first.getAttribute('aria-label')?.match(/^BILL-\d{6}/)?.[0];
    expect(billNumber).toBeDefined();
    await user.click(first);
    expect(await screen.findByRole('dialog', { name: `Bill ${billNumber}` })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/bills');
  });

  it('says how many more bills fall due than the card shows, on Bills', () => {
    const bill = (n: number) => ({
      id: String(n),
      billNumber: `BILL-00000${n}`,
      supplierName: `Supplier ${n}`,
      dueOn: `2026-12-1${n}`,
      balance: 100 * n,
    });
    const overview = {
      cashCollected: null,
      receivables: null,
      sales: null,
      payables: {
        owed: 2100,
        overdue: 0,
        openBills: 6,
        dueThisWeek: [1, 2, 3, 4, 5, 6].map(bill),
      },
    } as unknown as DashboardQuery['overview'];
    render(
      <MemoryRouter>
        <MoneyCards
          overview={overview}
          lowStockItems={0}
          canReorder={false}
          period={{ from: '2026-12-01', to: '2026-12-31' }}
          seesMoney
        />
      </MemoryRouter>,
    );
    const due = screen.getByRole('list', { name: 'Bills due this week' });
    expect(
      within(due)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/bills?bill=1', '/bills?bill=2', '/bills?bill=3', '/bills?bill=4']);
    expect(within(due).getByRole('link', { name: /^BILL-000002, Supplier 2:/ })).toHaveTextContent(
      'Supplier 2: KSh 200.00 due 12/12',
    );
    expect(
      screen.getByRole('link', { name: '2 more bills due this week, on Bills' }),
    ).toHaveAttribute('href', '/bills');
  });
});
