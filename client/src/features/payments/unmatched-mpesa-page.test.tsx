import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { arrangeCustomer, arrangeItem, arrangeOrder } from '../../test/arrange.ts';
import { createSession, graphqlRequest, graphqlUrl } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const COMPANY = `{ company { name registrationNumber email kraPin address phone logo defaultVatRate
  invoiceFooter mpesaType mpesaNumber bankDetails } }`;

/**
 * The shared server's shop takes M-Pesa (a paybill number, a callback address) and answers
 * where Safaricom sends confirmations; other tests may have set either already.
 */
async function confirmationAddress(token: string): Promise<{ url: string; shortcode: string }> {
  const { company } = (await graphqlRequest(COMPANY, {}, token)).data;
  if (!company.mpesaNumber) {
    const saved = await graphqlRequest(
      `mutation($input: CompanyInput!) { updateCompany(input: $input) { mpesaNumber } }`,
      { input: { ...company, mpesaType: 'paybill', mpesaNumber: '522522' } },
      token,
    );
    expect(saved.errors).toBeUndefined();
  }
  const settings = await graphqlRequest(
    `mutation($input: MpesaSettingsInput!) { updateMpesaSettings(input: $input) { confirmationUrl } }`,
    { input: { callbackBaseUrl: new URL(graphqlUrl()).origin } },
    token,
  );
  expect(settings.errors).toBeUndefined();
  const number = (await graphqlRequest(COMPANY, {}, token)).data.company.mpesaNumber;
  return { url: settings.data.updateMpesaSettings.confirmationUrl, shortcode: number };
}

/** A payment to the paybill as Safaricom confirms it, naming `billRef`; answers its code. */
async function payToPaybill(url: string, shortcode: string, amount: number, billRef: string) {
  const receiptNumber = `UM${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const confirmation = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      TransactionType: 'Pay Bill',
      TransID: receiptNumber,
      TransTime: '20261127093000',
      TransAmount: amount.toFixed(2),
      BusinessShortCode: shortcode,
      BillRefNumber: billRef,
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: '254799000111',
      FirstName: 'Peter',
      MiddleName: '',
      LastName: 'Kamau',
    }),
  });
  expect(confirmation.status).toBe(200);
  return receiptNumber;
}

describe('Unmatched M-Pesa payments', () => {
  it('flags money paid to a number that is not the shop’s (an old till): kept, never dropped', async () => {
    const manager = await createSession('manager');
    const { url } = await confirmationAddress(manager.token);
    const receiptNumber = await payToPaybill(url, '600999', 450, 'OLD TILL');
    localStorage.setItem('token', manager.token);
    renderApp('/payments/unmatched');
    const row = (await screen.findByText(receiptNumber)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Paid to 600999: not ours');
    expect(row).toHaveTextContent('KSh 450.00');
  });

  it('lists a payment no document took and places it where staff assign it', async () => {
    const manager = await createSession('manager');
    const cashier = await createSession('cashier');
    const { url, shortcode } = await confirmationAddress(manager.token);
    const customer = await arrangeCustomer(manager.token);
    const item = await arrangeItem(manager.token, 'Mabati', 700);
    const order = await arrangeOrder(manager.token, customer.id, item, 1, 700);

    // A customer pays KSh 1,000 to the paybill naming no document Ghala knows.
    const receiptNumber = await payToPaybill(url, shortcode, 1000, 'KAMAU SITE');

    localStorage.setItem('token', cashier.token);
    const { user } = renderApp('/payments');
    await user.click(await screen.findByRole('link', { name: 'Unmatched M-Pesa' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unmatched M-Pesa payments' }),
    ).toBeInTheDocument();
    const row = (await screen.findByText(receiptNumber)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('254799000111');
    expect(row).toHaveTextContent('Peter Kamau');
    expect(row).toHaveTextContent('KAMAU SITE');
    expect(row).toHaveTextContent('KSh 1,000.00');

    // The order takes what it owes; the rest stays to place.
    await user.click(within(row).getByRole('button', { name: `Assign ${receiptNumber}` }));
    const dialog = await screen.findByRole('dialog', { name: `Assign ${receiptNumber}` });
    expect(dialog).toHaveTextContent('KSh 1,000.00 to place');
    await user.click(within(dialog).getByRole('button', { name: 'Assign payment' }));
    expect(await within(dialog).findByText('Choose an invoice.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /^An order/ }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Order' }), order.orderNumber);
    await user.click(
      await within(dialog).findByRole('option', { name: new RegExp(order.orderNumber) }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Assign payment' }));
    expect(
      await screen.findByText(`${receiptNumber} assigned: KSh 300.00 is still to place.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const left = (await screen.findByText(receiptNumber)).closest('tr') as HTMLElement;
    await expect.poll(() => left.textContent).toContain('KSh 300.00');

    const paid = await graphqlRequest(
      `query($id: ID!) { order(id: $id) { status payments { amount method reference } } }`,
      { id: order.id },
      manager.token,
    );
    expect(paid.data.order.status).toBe('paid');
    expect(paid.data.order.payments).toEqual([
      expect.objectContaining({ amount: 700, method: 'mpesa', reference: receiptNumber }),
    ]);

    // The rest to the customer's account: a second order of theirs takes it, and the row leaves.
    await arrangeOrder(manager.token, customer.id, item, 1, 700);
    await user.click(within(left).getByRole('button', { name: `Assign ${receiptNumber}` }));
    const again = await screen.findByRole('dialog', { name: `Assign ${receiptNumber}` });
    expect(again).toHaveTextContent('KSh 300.00 to place (of KSh 1,000.00 paid)');
    await user.click(within(again).getByRole('radio', { name: /^A customer's account/ }));
    await user.type(within(again).getByRole('combobox', { name: 'Customer' }), customer.name);
    await user.click(await within(again).findByRole('option', { name: new RegExp(customer.name) }));
    await user.click(within(again).getByRole('button', { name: 'Assign payment' }));
    expect(await screen.findByText(`${receiptNumber} assigned in full.`)).toBeInTheDocument();
    await expect.poll(() => screen.queryByText(receiptNumber)).toBeNull();
  });

  it("marks money that was never the shop's returned to the payer: a manager's call, with why", async () => {
    const manager = await createSession('manager');
    const cashier = await createSession('cashier');
    const { url, shortcode } = await confirmationAddress(manager.token);
    const receiptNumber = await payToPaybill(url, shortcode, 450, 'WRONG TILL');

    localStorage.setItem('token', cashier.token);
    const first = renderApp('/payments/unmatched');
    const seen = (await screen.findByText(receiptNumber)).closest('tr') as HTMLElement;
    expect(within(seen).getByRole('button', { name: `Assign ${receiptNumber}` })).toBeVisible();
    expect(within(seen).queryByRole('button', { name: /returned/ })).toBeNull();
    first.unmount();

    localStorage.setItem('token', manager.token);
    const { user } = renderApp('/payments/unmatched');
    const row = (await screen.findByText(receiptNumber)).closest('tr') as HTMLElement;
    await user.click(
      await within(row).findByRole('button', {
        name: `Mark returned ${receiptNumber}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Returned to the payer' });
    expect(dialog).toHaveTextContent(
      `Mark the KSh 450.00 of M-Pesa payment ${receiptNumber} from Peter Kamau returned to the payer?`,
    );
    const submit = within(dialog).getByRole('button', { name: 'Mark returned' });
    expect(submit).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Reversed by Safaricom',
    );
    await user.click(submit);
    expect(
      await screen.findByText(`${receiptNumber} marked returned to the payer.`),
    ).toBeInTheDocument();
    await expect.poll(() => screen.queryByText(receiptNumber)).toBeNull();

    // Listed on the screen of money returned to the payer: how much, why and who.
    await user.click(screen.getByRole('link', { name: 'Returned to the payer' }));
    const returnedTable = await screen.findByRole('table', {
      name: 'M-Pesa money returned to the payer, latest returned first',
    });
    const returnedRow = (await within(returnedTable).findByText(receiptNumber)).closest(
      'tr',
    ) as HTMLElement;
    expect(returnedRow).toHaveTextContent('KSh 450.00');
    expect(returnedRow).toHaveTextContent('Reversed by Safaricom');
    expect(returnedRow).toHaveTextContent(manager.email);
    expect(returnedRow).toHaveTextContent('Peter Kamau');

    const audit = await graphqlRequest(
      `query($search: String) { auditPage(first: 5, search: $search) { nodes { action summary } } }`,
      { search: receiptNumber },
      manager.token,
    );
    expect(audit.data.auditPage.nodes).toEqual([
      {
        action: 'mpesa_returned',
        summary: `M-Pesa payment ${receiptNumber}: KSh 450.00 returned to the payer (Reversed by Safaricom)`,
      },
    ]);
  });
});
