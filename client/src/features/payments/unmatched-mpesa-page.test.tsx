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

describe('Unmatched M-Pesa payments', () => {
  it('lists a payment no document took and places it where staff assign it', async () => {
    const manager = await createSession('manager');
    const cashier = await createSession('cashier');
    const { url, shortcode } = await confirmationAddress(manager.token);
    const customer = await arrangeCustomer(manager.token);
    const item = await arrangeItem(manager.token, 'Mabati', 700);
    const order = await arrangeOrder(manager.token, customer.id, item, 1, 700);

    // A customer pays KSh 1,000 to the paybill naming no document Ghala knows.
    const receiptNumber = `UM${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const confirmation = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        TransactionType: 'Pay Bill',
        TransID: receiptNumber,
        TransTime: '20261127093000',
        TransAmount: '1000.00',
        BusinessShortCode: shortcode,
        BillRefNumber: 'KAMAU SITE',
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
});
