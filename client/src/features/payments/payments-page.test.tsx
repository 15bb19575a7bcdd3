import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatKsh } from '../../shared/money/money-format.ts';
import { arrangeCustomer, arrangeInvoice, dayOffset, shownDay } from '../../test/arrange.ts';
import { startFaultRelay } from '../../test/fault-relay.ts';
import { createSession, graphqlRequest, graphqlUrl } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const gates: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  for (const gate of gates.splice(0)) await gate.close();
});

let token: string;
let email: string;
let tag: string;
let invoice: { id: string; invoiceNumber: string };

async function mutate(query: string, variables: Record<string, unknown>) {
  const answer = await graphqlRequest(query, variables, token);
  if (answer.errors) throw new Error(answer.errors[0]?.message);
  return answer.data;
}

/**
 * A manual invoice of 3 × 1,160.00 for a customer of this run's own: 1,000.00 by M-Pesa and
 * 500.00 in cash today, and 200.00 by cheque reversed (the cheque bounced).
 */
beforeAll(async () => {
  ({ token, email } = await createSession());
  tag = randomUUID().slice(0, 8);
  const customer = await arrangeCustomer(token, `Wambui Ledger ${tag}`);
  invoice = await arrangeInvoice(token, customer.id, {
    description: 'Cement 50kg',
    quantity: 3,
    unitPrice: 1160,
  });
  const pay = async (amount: number, method: string, reference: string | null) =>
    (
      await mutate(
        `mutation ($id: ID!, $amount: Float!, $method: PaymentMethod, $reference: String) {
          recordInvoicePayment(id: $id, amount: $amount, method: $method, reference: $reference) {
            payments { id }
          }
        }`,
        { id: invoice.id, amount, method, reference },
      )
    ).recordInvoicePayment.payments.at(-1).id as string;
  await pay(1000, 'mpesa', `QM${tag.toUpperCase()}`);
  await pay(500, 'cash', null);
  const cheque = await pay(200, 'cheque', '000777');
  await mutate(
    'mutation ($id: ID!) { reversePayment(id: $id, reason: "Cheque bounced") { reversal { id } } }',
    { id: cheque },
  );
});

const rows = () =>
  within(screen.getByRole('table', { name: /Payments/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );

async function openWithSearch(search: string, path = '/payments') {
  localStorage.setItem('token', token);
  const view = renderApp(path);
  await view.user.type(await screen.findByLabelText('Search payments'), search);
  await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe(search));
  return view;
}

describe('Payments screen', () => {
  it('lists every entry newest first with its document, customer, method, reference and who, and their total', async () => {
    await openWithSearch(tag);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual([
      'Date',
      'Document',
      'Customer',
      'Method',
      'Reference',
      'Amount',
      'Entry',
      'Recorded by',
    ]);
    const today = shownDay(dayOffset(0));
    const customer = `Wambui Ledger ${tag}`;
    expect(rows()).toEqual([
      [
        today,
        invoice.invoiceNumber,
        customer,
        'Cheque',
        '000777',
        formatKsh(-200),
        'Reversal',
        email,
      ],
      [
        today,
        invoice.invoiceNumber,
        customer,
        'Cheque',
        '000777',
        formatKsh(200),
        'Reversed',
        email,
      ],
      [today, invoice.invoiceNumber, customer, 'Cash', '—', formatKsh(500), 'Payment', email],
      [
        today,
        invoice.invoiceNumber,
        customer,
        'M-Pesa',
        `QM${tag.toUpperCase()}`,
        formatKsh(1000),
        'Payment',
        email,
      ],
    ]);
    expect(screen.getByText('Total of these payments').parentElement).toHaveTextContent(
      formatKsh(1500),
    );
    expect(screen.getByText('4 entries')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Payments/ });
    expect(within(table).getAllByRole('link', { name: invoice.invoiceNumber })[0]).toHaveAttribute(
      'href',
      `/invoices?invoice=${invoice.id}`,
    );
    expect(within(table).getAllByRole('link', { name: customer })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/customers\/\d+\/statement$/),
    );
  });

  it('finds by reference, filters by method and days, all in the URL, with the total following', async () => {
    const { user } = await openWithSearch(`qm${tag}`);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.[4]).toBe(`QM${tag.toUpperCase()}`);
    const search = screen.getByLabelText('Search payments');
    await user.clear(search);
    await user.type(search, tag);
    await waitFor(() => expect(rows()).toHaveLength(4));

    // Only what the ledger's entries can hold: no "Credit", which is how an order is sold.
    expect(
      [...(screen.getByLabelText('Method') as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual([
      'All money',
      'Cash',
      'M-Pesa',
      'Cheque',
      'Bank transfer',
      'Customer credit',
      'Credit note',
      'M-Pesa rounding',
    ]);
    await user.selectOptions(screen.getByLabelText('Method'), 'Cheque');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(new URLSearchParams(window.location.search).get('method')).toBe('cheque');
    // The cheque and its reversal cancel out.
    expect(screen.getByText('Total of these payments').parentElement).toHaveTextContent(
      formatKsh(0),
    );

    await user.selectOptions(screen.getByLabelText('Method'), 'All money');
    await user.type(screen.getByLabelText('From'), shownDay(dayOffset(1)));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: /Payments/ })).toHaveTextContent(
        'No payments match these filters.',
      ),
    );
    expect(new URLSearchParams(window.location.search).get('from')).toBe(dayOffset(1));
  });

  it('opens filtered from a link, as the dashboard’s Cash collected does', async () => {
    localStorage.setItem('token', token);
    renderApp(`/payments?q=${tag}&method=mpesa&from=${dayOffset(-1)}&to=${dayOffset(0)}`);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByLabelText('Search payments')).toHaveValue(tag);
    expect(screen.getByLabelText('Method')).toHaveValue('mpesa');
    // dd/mm/yyyy as every date in the app, not as the browser's language would have it.
    expect(screen.getByLabelText('From')).toHaveValue(shownDay(dayOffset(-1)));
    expect(screen.getByText('Total of these payments').parentElement).toHaveTextContent(
      formatKsh(1000),
    );
  });

  it('says when nothing matches the search', async () => {
    await openWithSearch(`nobody-${tag}`);
    expect(
      await screen.findByText(`No payments match "nobody-${tag}".`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('Total of these payments').parentElement).toHaveTextContent(
      formatKsh(0),
    );
  });

  it("shows 'Failed to load payments' with Reload Page when the list does not load", async () => {
    localStorage.setItem('token', token);
    const relay = await startFaultRelay(graphqlUrl(), { holdEveryRequest: true });
    gates.push(relay);
    renderApp('/payments', { uri: relay.url });
    await relay.failWithBadGateway('PaymentsList');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load payments')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });
});
