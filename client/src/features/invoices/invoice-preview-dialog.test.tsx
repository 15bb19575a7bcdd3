import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  arrangeCustomer,
  arrangeInvoice,
  arrangePayment,
  dayOffset,
  serverInvoice,
  shownDay,
} from '../../test/arrange.ts';
import { startFaultRelay } from '../../test/fault-relay.ts';
import { createSession, graphqlRequest, graphqlUrl } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

let token: string;
let customer: { id: string; name: string };

beforeAll(async () => {
  ({ token } = await createSession());
  customer = await arrangeCustomer(token);
});

const relays: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const relay of relays.splice(0)) await relay.close();
});

/** A fresh invoice of KSh 1,160.00 (1,000 net + 160 VAT), issued `issuedDaysAgo` days ago. */
function newInvoice(issuedDaysAgo = 0) {
  return arrangeInvoice(
    token,
    customer.id,
    { description: 'Steel door 3ft', quantity: 2, unitPrice: 580 },
    issuedDaysAgo ? dayOffset(-issuedDaysAgo) : null,
  );
}

/** The screen opened on one invoice's preview, as the orders screen links to it. */
async function openPreview(invoice: { id: string; invoiceNumber: string }, uri?: string) {
  localStorage.setItem('token', token);
  const view = renderApp(`/invoices?invoice=${invoice.id}`, { uri });
  const preview = await screen.findByRole('dialog', { name: `Invoice ${invoice.invoiceNumber}` });
  // The company comes from its own query; wait until the document is complete.
  await within(preview).findByText('Ghala Hardware & General Supplies Ltd');
  // Delete is offered once the server has said who is signed in (a cashier may not delete).
  await within(preview).findByRole('button', { name: 'Delete' });
  const button = (name: string) => within(preview).getByRole('button', { name });
  const article = () => within(preview).getByRole('article');
  const stamp = () => within(preview).queryByTestId('invoice-stamp');
  /** Mark Paid, then confirms the balance it names, paid in cash. */
  const markPaid = async () => {
    await view.user.click(button('Mark Paid'));
    const confirm = await screen.findByRole('dialog', { name: 'Mark paid' });
    await view.user.selectOptions(within(confirm).getByLabelText('Method'), 'cash');
    await view.user.click(within(confirm).getByRole('button', { name: 'Mark Paid' }));
    return confirm;
  };
  /** A partial payment of `amount` in cash. */
  const payPart = async (amount: string) => {
    await view.user.click(button('Partial Payment'));
    const prompt = await screen.findByRole('dialog', { name: /^Partial payment/ });
    await view.user.type(within(prompt).getByLabelText('Amount received (KSh)'), amount);
    await view.user.selectOptions(within(prompt).getByLabelText('Method'), 'cash');
    await view.user.click(within(prompt).getByRole('button', { name: 'Record Payment' }));
    return prompt;
  };
  return { ...view, preview, button, article, stamp, markPaid, payPart };
}

describe('Invoice preview', () => {
  it("prints the customer's KRA PIN in the bill-to block when they have one", async () => {
    const buyer = await arrangeCustomer(token);
    const pinned = await graphqlRequest(
      `mutation ($id: ID!, $input: PartyInput!) { updateCustomer(id: $id, input: $input) { kraPin } }`,
      { id: buyer.id, input: { name: buyer.name, contact: '0722 000 002', kraPin: 'P051234567X' } },
      token,
    );
    expect(pinned.data.updateCustomer.kraPin).toBe('P051234567X');
    const invoice = await arrangeInvoice(token, buyer.id, {
      description: 'Cement 50kg',
      quantity: 1,
      unitPrice: 780,
    });
    const { article } = await openPreview(invoice);
    expect(within(article()).getByLabelText('Bill to')).toHaveTextContent(
      `Bill to${buyer.name}0722 000 002KRA PIN P051234567X`,
    );
  });

  it('shows the printed invoice: company, bill-to, dates, lines, VAT, totals, paid and balance', async () => {
    const invoice = await newInvoice();
    const { article, stamp } = await openPreview(invoice);
    const text = article().textContent;
    expect(text).toContain('Ghala Hardware & General Supplies Ltd');
    expect(text).toContain('Reg. No. PVT-GH7Q2K9X');
    expect(text).toContain('accounts@ghala.co.ke');
    expect(within(article()).getByLabelText('Bill to')).toHaveTextContent(
      `Bill to${customer.name}+254 733 555 010Tom Mboya Street, Nairobi`,
    );
    // A VAT-registered shop's invoice is a tax invoice, each line with its band.
    expect(text).toContain(`Tax invoiceInvoice No.${invoice.invoiceNumber}`);
    expect(text).toContain(`Date${shownDay(dayOffset(0))}`);
    expect(text).toContain(`Due date${shownDay(dayOffset(7))}`);
    const rows = within(article())
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DescriptionQtyPriceBandAmount',
      'Steel door 3ft2KSh 580.00BKSh 1,160.00',
    ]);
    expect(text).toContain(
      'Subtotal (excl. VAT)KSh 1,000.00VAT (16%)KSh 160.00TotalKSh 1,160.00Amount paidKSh 0.00Balance dueKSh 1,160.00',
    );
    // Unpaid invoices carry no stamp.
    expect(stamp()).toBeNull();
  });

  it('prints with the browser (print / Save as PDF), titled with its number and customer', async () => {
    // The browser names a saved PDF after the page's title at the time it prints.
    const titles: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      titles.push(document.title);
    });
    const invoice = await newInvoice();
    const { button, user, article } = await openPreview(invoice);
    expect(article()).toHaveClass('print-area');
    const screenTitle = document.title;
    await user.click(button('Print / Export PDF'));
    expect(print).toHaveBeenCalledTimes(1);
    expect(titles).toEqual([`${invoice.invoiceNumber} ${customer.name}`]);
    // The dialog closes: the screen's title is back.
    window.dispatchEvent(new Event('afterprint'));
    expect(document.title).toBe(screenTitle);
  });

  it('records a partial payment: checks the amount, saves it, and stamps PARTIALLY PAID', async () => {
    const invoice = await newInvoice();
    const { button, user, article, stamp, preview } = await openPreview(invoice);
    await user.click(button('Partial Payment'));
    const prompt = await screen.findByRole('dialog', {
      name: `Partial payment on ${invoice.invoiceNumber}`,
    });
    const amount = within(prompt).getByLabelText('Amount received (KSh)');
    expect(amount).toHaveAccessibleDescription('Balance: KSh 1,160.00');
    await user.type(amount, '1160.01');
    await user.click(within(prompt).getByRole('button', { name: 'Record Payment' }));
    expect(amount).toHaveAccessibleDescription(
      'Balance: KSh 1,160.00 Enter an amount no more than KSh 1,160.00.',
    );
    expect((await serverInvoice(token, invoice.id)).payments).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '400.50');
    // M-Pesa, as the dialog starts: its code is needed (a code of its own: the client's tests
    // share one server, and a code already used elsewhere is refused).
    await user.type(within(prompt).getByLabelText('Reference (M-Pesa code)'), 'QK7H2M9XLR');
    await user.click(within(prompt).getByRole('button', { name: 'Record Payment' }));
    expect(await within(preview).findByRole('status')).toHaveTextContent(
      'Payment of KSh 400.50 recorded.',
    );
    expect(stamp()).toHaveTextContent('PARTIALLY PAID');
    expect(article()).toHaveTextContent('Amount paidKSh 400.50Balance dueKSh 759.50');
    expect(await serverInvoice(token, invoice.id)).toMatchObject({
      amountPaid: 400.5,
      status: 'partially_paid',
      payments: [{ amount: 400.5 }],
    });
    // The history under the invoice shows it, with its method and reference.
    const history = within(preview).getByRole('table', {
      name: `Payments on ${invoice.invoiceNumber}`,
    });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(
      /^.*M-PesaQK7H2M9XLRKSh 400\.50staff-/,
    );
    // The list behind shows the same.
    await user.click(button('Close'));
    const row = (
      await screen.findByText(invoice.invoiceNumber, { selector: '.invoice-number' })
    ).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('KSh 400.50');
    expect(row).toHaveTextContent('Partially paid');
  });

  it('marks paid by recording the balance, after asking, then offers no more payments', async () => {
    const invoice = await newInvoice();
    await arrangePayment(token, invoice.id, 160);
    const { button, user, article, stamp, preview, markPaid } = await openPreview(invoice);
    expect(stamp()).toHaveTextContent('PARTIALLY PAID');
    await user.click(button('Mark Paid'));
    const confirm = await screen.findByRole('dialog', { name: 'Mark paid' });
    expect(confirm).toHaveTextContent(`Mark ${invoice.invoiceNumber} paid: KSh 1,000.00?`);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(stamp()).toHaveTextContent('PARTIALLY PAID');
    await markPaid();
    expect(await within(preview).findByRole('status')).toHaveTextContent('Invoice marked as paid.');
    expect(stamp()).toHaveTextContent(/^PAID$/);
    expect(article()).toHaveTextContent('Amount paidKSh 1,160.00Balance dueKSh 0.00');
    expect(button('Mark Paid')).toBeDisabled();
    expect(button('Partial Payment')).toBeDisabled();
    expect(await serverInvoice(token, invoice.id)).toMatchObject({
      status: 'paid',
      payments: [{ amount: 160 }, { amount: 1000 }],
    });
  });

  it('keeps an invoice past its due date OVERDUE after a partial payment, and PAID once paid in full', async () => {
    const invoice = await newInvoice(20);
    const { stamp, preview, payPart, markPaid, button, user } = await openPreview(invoice);
    expect(stamp()).toHaveTextContent('OVERDUE');
    // Nothing paid yet: the dialog starts on M-Pesa, as most customers pay.
    await user.click(button('Partial Payment'));
    let prompt = await screen.findByRole('dialog', { name: /^Partial payment/ });
    expect(within(prompt).getByLabelText('Method')).toHaveValue('mpesa');
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await payPart('100');
    expect(await within(preview).findByRole('status')).toHaveTextContent(
      'Payment of KSh 100.00 recorded.',
    );
    expect(stamp()).toHaveTextContent('OVERDUE');
    // Paid in cash once: the rest most likely comes in cash too.
    await user.click(button('Partial Payment'));
    prompt = await screen.findByRole('dialog', { name: /^Partial payment/ });
    expect(within(prompt).getByLabelText('Method')).toHaveValue('cash');
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await markPaid();
    await waitFor(() => expect(stamp()).toHaveTextContent(/^PAID$/));
    expect((await serverInvoice(token, invoice.id)).status).toBe('paid');
  });

  it('shows a payment after a reload: it is saved on the server', async () => {
    const invoice = await newInvoice();
    const first = await openPreview(invoice);
    await first.markPaid();
    await waitFor(() => expect(first.stamp()).toHaveTextContent(/^PAID$/));
    first.unmount();
    const second = await openPreview(invoice);
    expect(second.stamp()).toHaveTextContent(/^PAID$/);
    expect(second.button('Mark Paid')).toBeDisabled();
  });

  it('returns to the status before when a payment fails, and says why', async () => {
    const invoice = await newInvoice();
    const relay = await startFaultRelay(graphqlUrl());
    relays.push(relay);
    const { button, user, stamp, article, markPaid } = await openPreview(invoice, relay.url);
    relay.failNext('RecordSalePayment', 'hang-up');
    let confirm = await markPaid();
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      /^Failed to record payment\. Please try again\.$/,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(stamp()).toBeNull();
    expect(article()).toHaveTextContent('Balance dueKSh 1,160.00');
    expect(button('Mark Paid')).toBeEnabled();

    // The server's own refusal is shown in its words: someone paid part of it meanwhile.
    await arrangePayment(token, invoice.id, 1000);
    confirm = await markPaid();
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Payment of KSh 1,160.00 is more than the balance of KSh 160.00',
    );
    expect((await serverInvoice(token, invoice.id)).amountPaid).toBe(1000);
  });

  it('retries a payment whose answer was lost with the same key, so it is recorded once', async () => {
    const invoice = await newInvoice();
    const relay = await startFaultRelay(graphqlUrl());
    relays.push(relay);
    const { user, preview, markPaid } = await openPreview(invoice, relay.url);
    relay.failNext('RecordSalePayment', 'drop-answer');
    const confirm = await markPaid();
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Failed to record payment. Please try again.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Mark Paid' }));
    expect(await within(preview).findByRole('status')).toHaveTextContent('Invoice marked as paid.');
    const [lost, retry] = relay.requests('RecordSalePayment');
    expect(retry?.idempotencyKey).toBe(lost?.idempotencyKey);
    expect((await serverInvoice(token, invoice.id)).payments).toEqual([{ amount: 1160 }]);
  });

  it('reverses a payment with a reason: it stays in the history and the balance goes back up', async () => {
    const invoice = await newInvoice();
    await arrangePayment(token, invoice.id, 1160);
    const { user, stamp, preview, article, button } = await openPreview(invoice);
    expect(stamp()).toHaveTextContent(/^PAID$/);
    await user.click(
      within(preview).getByRole('button', { name: /^Reverse the payment of KSh 1,160\.00/ }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Reverse payment' });
    await user.type(within(confirm).getByLabelText('Reason'), 'Typed on the wrong invoice');
    await user.click(within(confirm).getByRole('button', { name: 'Reverse payment' }));
    expect(await within(preview).findByRole('status')).toHaveTextContent(
      'Payment of KSh 1,160.00 reversed.',
    );
    await waitFor(() => expect(stamp()).toBeNull());
    expect(article()).toHaveTextContent('Amount paidKSh 0.00Balance dueKSh 1,160.00');
    const rows = within(
      within(preview).getByRole('table', { name: `Payments on ${invoice.invoiceNumber}` }),
    ).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Reversed');
    expect(rows[2]).toHaveTextContent('ReversalTyped on the wrong invoice');
    expect(button('Mark Paid')).toBeEnabled();
    expect(await serverInvoice(token, invoice.id)).toMatchObject({
      amountPaid: 0,
      status: 'unpaid',
      payments: [{ amount: 1160 }, { amount: -1160 }],
    });
  });

  it('says "Authentication required. Please log in again." when the session has ended and sign-in is declined', async () => {
    const session = await createSession();
    const invoice = await newInvoice();
    localStorage.setItem('token', session.token);
    const { user } = renderApp(`/invoices?invoice=${invoice.id}`);
    const preview = await screen.findByRole('dialog', { name: `Invoice ${invoice.invoiceNumber}` });
    await graphqlRequest('mutation { logout }', {}, session.token);
    await user.click(within(preview).getByRole('button', { name: 'Mark Paid' }));
    const markPaid = await screen.findByRole('dialog', { name: 'Mark paid' });
    await user.selectOptions(within(markPaid).getByLabelText('Method'), 'cash');
    await user.click(within(markPaid).getByRole('button', { name: 'Mark Paid' }));
    await declineSignIn(user);
    expect(await within(markPaid).findByRole('alert')).toHaveTextContent(
      /^Authentication required\. Please log in again\.$/,
    );
    await user.click(within(markPaid).getByRole('button', { name: 'Cancel' }));
    await user.click(within(preview).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete invoice' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await declineSignIn(user);
    await waitFor(() =>
      expect(within(preview).getByRole('alert')).toHaveTextContent(
        /^Authentication required\. Please log in again\.$/,
      ),
    );
    expect(await serverInvoice(token, invoice.id)).toMatchObject({ amountPaid: 0 });
  });
});

/** The save met an ended session: the sign-in dialog asks, and the user gives up. */
async function declineSignIn(user: ReturnType<typeof renderApp>['user']) {
  const signIn = await screen.findByRole('dialog', { name: 'Sign in to continue' });
  await user.click(within(signIn).getByRole('button', { name: 'Cancel' }));
}

describe('Invoice preview: delete', () => {
  it('asks first; Cancel keeps the invoice', async () => {
    const invoice = await newInvoice();
    const { button, user } = await openPreview(invoice);
    await user.click(button('Delete'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete invoice' });
    expect(confirm).toHaveTextContent(
      `Delete invoice ${invoice.invoiceNumber} for ${customer.name}? This cannot be undone.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Delete invoice' })).not.toBeInTheDocument();
    expect(await serverInvoice(token, invoice.id)).not.toBeNull();
  });

  it('deletes (voids) after confirmation with the reason given, closes the preview and says so', async () => {
    const invoice = await newInvoice();
    const { button, user } = await openPreview(invoice);
    await user.click(button('Delete'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete invoice' });
    await user.type(within(confirm).getByLabelText('Reason (optional)'), 'Wrong customer');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByText(`Invoice ${invoice.invoiceNumber} deleted.`);
    expect(toast.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
    // Kept, with its number, as VOID: never removed (issue 18).
    expect(await serverInvoice(token, invoice.id)).toMatchObject({
      invoiceNumber: invoice.invoiceNumber,
      status: 'void',
      voidReason: 'Wrong customer',
    });
    await waitFor(() =>
      expect(screen.queryByText(invoice.invoiceNumber, { selector: '.invoice-number' })).toBeNull(),
    );
  });

  it('says at the press of Delete, before any confirmation, that an invoice with payments cannot be deleted', async () => {
    const invoice = await newInvoice();
    await arrangePayment(token, invoice.id, 100);
    const { button, user, preview } = await openPreview(invoice);
    await user.click(button('Delete'));
    expect(await within(preview).findByRole('alert')).toHaveTextContent(
      `Failed to delete invoice: Invoice ${invoice.invoiceNumber} has recorded payments: issue a credit note instead`,
    );
    expect(screen.queryByRole('dialog', { name: 'Delete invoice' })).not.toBeInTheDocument();
    expect(await serverInvoice(token, invoice.id)).toMatchObject({ status: 'partially_paid' });
  });

  it('shows "Failed to delete invoice: {error}" when it was voided meanwhile', async () => {
    const invoice = await newInvoice();
    const { button, user, preview } = await openPreview(invoice);
    await graphqlRequest(
      'mutation ($id: ID!) { deleteInvoice(id: $id) }',
      { id: invoice.id },
      token,
    );
    await user.click(button('Delete'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete invoice' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(preview).findByRole('alert')).toHaveTextContent(
      `Failed to delete invoice: Invoice ${invoice.invoiceNumber} is already void`,
    );
  });

  it('shows "Error deleting invoice. Please try again." when the server cannot be reached', async () => {
    const invoice = await newInvoice();
    const relay = await startFaultRelay(graphqlUrl());
    relays.push(relay);
    const { button, user, preview } = await openPreview(invoice, relay.url);
    relay.failNext('DeleteInvoice', 'hang-up');
    await user.click(button('Delete'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete invoice' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(preview).findByRole('alert')).toHaveTextContent(
      /^Error deleting invoice\. Please try again\.$/,
    );
    expect(await serverInvoice(token, invoice.id)).not.toBeNull();
  });
});
