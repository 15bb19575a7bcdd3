import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nairobiDay } from '../../shared/format/date.ts';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('Supplier statement', () => {
  it("opens from the supplier's row: the bill, the payment, the running balance and its ageing", async () => {
    const manager = await createSession('manager');
    const tag = randomUUID().slice(0, 6);
    const name = `Statement supplier ${tag}`;
    const supplier = await graphqlRequest(
      'mutation ($input: PartyInput!) { createSupplier(input: $input) { id } }',
      { input: { name, contact: '0722 700 800' } },
      manager.token,
    );
    const today = nairobiDay();
    const bill = await graphqlRequest(
      `mutation ($input: SupplierBillInput!, $key: String!) {
        createSupplierBill(input: $input, idempotencyKey: $key) { id billNumber }
      }`,
      {
        key: randomUUID(),
        input: {
          supplierId: supplier.data.createSupplier.id,
          supplierInvoiceNumber: `RENT-${tag}`,
          billDate: today,
          dueOn: today,
          lines: [{ description: 'Store rent', amount: 2000, taxBand: 'B' }],
        },
      },
      manager.token,
    );
    const paid = await graphqlRequest(
      `mutation ($id: ID!, $key: String!) {
        paySupplierBill(billId: $id, idempotencyKey: $key, input: { amount: 1000, method: mpesa, reference: "QK12AB34CD" }) { balance }
      }`,
      { id: bill.data?.createSupplierBill.id, key: randomUUID() },
      manager.token,
    );
    expect(supplier.errors ?? bill.errors ?? paid.errors).toBeUndefined();
    const billNumber = bill.data.createSupplierBill.billNumber as string;

    localStorage.setItem('token', manager.token);
    const { user } = renderApp(`/suppliers?q=${encodeURIComponent(name)}`);
    await user.click(await screen.findByRole('link', { name: `Statement of ${name}` }));

    const document = await screen.findByRole('article', {
      name: `Supplier statement for ${name}`,
    });
    const rows = within(document)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContainEqual(
      expect.stringContaining(`Bill ${billNumber} (their invoice RENT-${tag})`),
    );
    const billRow = rows.find((row) => row?.includes(`RENT-${tag}`));
    expect(billRow).toContain('KSh 2,320.00');
    const paymentRow = rows.find((row) => row?.includes('QK12AB34CD'));
    expect(paymentRow).toContain(`Payment, M-Pesa QK12AB34CD — ${billNumber}`);
    expect(paymentRow).toContain('KSh 1,000.00');
    expect(paymentRow).toContain('KSh 1,320.00');
    const ageing = within(document).getByRole('region', { name: 'Ageing' });
    expect(ageing).toHaveTextContent('Not yet dueKSh 1,320.00');
    expect(
      screen.getByRole('heading', { name: `Supplier statement: ${name}` }),
    ).toBeInTheDocument();
  });
});
