import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  arrangeCustomer,
  arrangeInvoice,
  arrangePayment,
  dayOffset,
  shownDay,
} from '../../test/arrange.ts';
import { createSession } from '../../test/graphql-server.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';

let token: string;
let customer: { id: string; name: string };
let old: { invoiceNumber: string };
let recent: { invoiceNumber: string };

/**
 * An account: an invoice of 2,320.00 issued 45 days ago (due 38 days ago), 320.00 paid on it;
 * one of 580.00 issued today.
 */
beforeAll(async () => {
  ({ token } = await createSession());
  customer = await arrangeCustomer(token);
  old = await arrangeInvoice(
    token,
    customer.id,
    { description: 'Mabati 30G 3m', quantity: 4, unitPrice: 580 },
    dayOffset(-45),
  );
  const oldId = (old as unknown as { id: string }).id;
  await arrangePayment(token, oldId, 320);
  recent = await arrangeInvoice(token, customer.id, {
    description: 'Steel door 3ft',
    quantity: 1,
    unitPrice: 580,
  });
});

afterEach(() => vi.restoreAllMocks());

function open(query = '') {
  localStorage.setItem('token', token);
  return renderApp(`/customers/${customer.id}/statement${query}`);
}

const statement = () => screen.getByRole('article', { name: `Statement for ${customer.name}` });
const lines = () =>
  within(statement())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Customer statement', () => {
  it('shows the balance brought forward, each line with the running balance, and the ageing', async () => {
    open(`?from=${dayOffset(-60)}&as_of=${dayOffset(0)}`);
    expect(
      await screen.findByRole('heading', { name: `Statement: ${customer.name}` }),
    ).toBeInTheDocument();
    expect(statement()).toHaveTextContent(`Statement for${customer.name}+254 733 555 010`);
    expect(lines()).toEqual([
      [shownDay(dayOffset(-60)), 'Balance brought forward', 'KSh 0.00'],
      [
        shownDay(dayOffset(-45)),
        `Invoice ${old.invoiceNumber}`,
        shownDay(dayOffset(-38)),
        'KSh 2,320.00',
        '',
        'KSh 2,320.00',
      ],
      [
        shownDay(dayOffset(0)),
        `Invoice ${recent.invoiceNumber}`,
        shownDay(dayOffset(7)),
        'KSh 580.00',
        '',
        'KSh 2,900.00',
      ],
      [
        shownDay(dayOffset(0)),
        `Payment, Cash — ${old.invoiceNumber}`,
        '',
        '',
        'KSh 320.00',
        'KSh 2,580.00',
      ],
      [shownDay(dayOffset(0)), 'Balance due', 'KSh 2,580.00'],
    ]);
    const ageing = within(statement()).getByRole('region', { name: 'Ageing' });
    expect(ageing).toHaveTextContent(
      'CurrentKSh 580.001–30 daysKSh 0.0031–60 daysKSh 2,000.0061–90 daysKSh 0.00Over 90 daysKSh 0.00',
    );
  });

  it('changes the period, brings earlier lines forward, and prints with the browser', async () => {
    // The browser names a saved PDF after the page's title at the time it prints.
    const titles: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      titles.push(document.title);
    });
    const { user } = open();
    await screen.findByRole('heading', { name: `Statement: ${customer.name}` });
    const period = screen.getByRole('form', { name: 'Statement period' });
    const from = within(period).getByLabelText('From');
    await user.clear(from);
    await user.type(from, dayOffset(-1));
    await user.click(within(period).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(lines()[0]).toEqual([
        shownDay(dayOffset(-1)),
        'Balance brought forward',
        'KSh 2,320.00',
      ]),
    );
    expect(window.location.search).toContain(`from=${dayOffset(-1)}`);
    expect(statement()).toHaveClass('print-area');
    const screenTitle = document.title;
    await user.click(screen.getByRole('button', { name: 'Print / Export PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(titles).toEqual([`Statement ${customer.name} ${dayOffset(0)}`]);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.title).toBe(screenTitle);
  });

  it('refuses a period ending in the future, beside the field', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: `Statement: ${customer.name}` });
    const asOf = screen.getByLabelText('As at');
    await user.clear(asOf);
    await user.type(asOf, dayOffset(3));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(asOf).toHaveAccessibleDescription('The statement cannot be as at a day in the future.');
  });

  it('is opened from the customer’s row on the Customers screen', async () => {
    localStorage.setItem('token', token);
    const { user } = renderApp(`/customers?q=${encodeURIComponent(customer.name)}`);
    await user.click(await screen.findByRole('link', { name: `Statement of ${customer.name}` }));
    expect(
      await screen.findByRole('heading', { name: `Statement: ${customer.name}` }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe(`/customers/${customer.id}/statement`);
  });

  it('says so when there is no such customer', async () => {
    localStorage.setItem('token', token);
    renderApp('/customers/999999/statement');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Customer not found. They may have been deleted.',
    );
  });
});
