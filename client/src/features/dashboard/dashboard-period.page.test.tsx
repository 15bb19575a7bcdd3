import { screen, waitFor, within } from '@testing-library/react';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { nairobiDay } from '../../shared/format/date.ts';
import { periodText, presetPeriod } from '../../shared/period/period.ts';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { DashboardDocument } from './dashboard.generated.ts';

/** The loaded dashboard: the table's name loses "(loading)" once the data is in. */
const loaded = () => screen.findByRole('table', { name: 'Recent Orders' });

const labels = () => screen.getAllByRole('term').map((term) => term.textContent);

function card(label: string) {
  return screen.getByText(label, { selector: 'dt' }).parentElement!;
}

const value = (label: string) => card(label).querySelector('.stat-card__value')?.textContent;

describe('Dashboard period and roles', () => {
  it('follows the period in its address: a month with no sales shows zeros and says its days', async () => {
    const { token } = await createSession();
    localStorage.setItem('token', token);
    // Nothing is sold in January 2025 on the test server: sales are made today.
    renderApp('/dashboard?from=2025-01-01&to=2025-01-31');
    await loaded();
    await waitFor(() => expect(value('Total Revenue')).toBe('KSh 0.00'));
    expect(value('Total Orders')).toBe('0');
    expect(value('Cash collected')).toBe('KSh 0.00');
    for (const label of ['Total Orders', 'Total Revenue', 'Cash collected']) {
      expect(card(label)).toHaveTextContent('01/01/2025 to 31/01/2025');
    }
    // Stock is as it stands now, whatever the period.
    expect(card('Stock Value')).toHaveTextContent('now');
    expect(card('Stock at cost')).toHaveTextContent(
      /^Stock at costKSh [\d,]+\.\d{2}Quantity × cost price, now$/,
    );
    expect(screen.getByRole('region', { name: 'Revenue by Payment Status' })).toHaveTextContent(
      'Orders made 01/01/2025 to 31/01/2025',
    );
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveDisplayValue('Chosen days');
  });

  it('changes every period card when a preset is chosen, and keeps this month out of the address', async () => {
    const { token } = await createSession();
    localStorage.setItem('token', token);
    const { user } = renderApp('/dashboard?from=2025-01-01&to=2025-01-31');
    await loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'This month');

    const month = presetPeriod('month', nairobiDay());
    await waitFor(() => expect(card('Total Revenue')).toHaveTextContent(periodText(month)));
    expect(window.location.search).toBe('');
    // Cash collected says the days the server summed, once its new figure is in.
    for (const label of ['Total Orders', 'Cash collected']) {
      await waitFor(() => expect(card(label)).toHaveTextContent(periodText(month)));
    }
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last month');
    const last = presetPeriod('lastMonth', nairobiDay());
    await waitFor(() => expect(window.location.search).toBe(`?from=${last.from}&to=${last.to}`));
    await waitFor(() => expect(card('Total Orders')).toHaveTextContent(periodText(last)));
  });

  it("shows a cashier no revenue, profit or stock value, and the server's answer has none", async () => {
    const { token } = await createSession('cashier');
    const answer = await graphqlRequest(print(DashboardDocument), {}, token);
    expect(answer.data.overview.inventory).toMatchObject({
      stockValue: null,
      stockValueAtCost: null,
    });
    expect(answer.data.overview.orders).toMatchObject({
      totalRevenue: null,
      paidRevenue: null,
      unpaidRevenue: null,
      partiallyPaidRevenue: null,
    });

    localStorage.setItem('token', token);
    renderApp('/dashboard');
    await loaded();
    await waitFor(() => expect(value('Total Orders')).toMatch(/^[\d,]+$/));
    expect(labels()).toEqual([
      'Total Items',
      'Total Orders',
      'Cash collected',
      'Owed to us',
      'Low stock',
    ]);
    expect(screen.queryByRole('region', { name: 'Revenue by Payment Status' })).toBeNull();
    const main = screen.getByRole('main');
    expect(within(main).queryByText(/revenue|profit|at cost|Stock Value/i)).toBeNull();
  });
});
