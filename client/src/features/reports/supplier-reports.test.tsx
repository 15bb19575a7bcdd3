import { randomUUID } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nairobiDay } from '../../shared/format/date.ts';
import { createSession, graphqlRequest } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

/**
 * A supplier's bill for KSh 1,000.00 of transport (band B: KSh 160.00 input VAT), due today,
 * KSh 400.00 of it paid: KSh 760.00 owed, not yet due. Other tests share the server, so only
 * this supplier's rows are exact.
 */
async function arrangePartPaidBill(token: string) {
  const tag = randomUUID().slice(0, 6);
  const name = `Creditor ${tag}`;
  const supplier = await graphqlRequest(
    'mutation ($input: PartyInput!) { createSupplier(input: $input) { id } }',
    { input: { name, contact: '0722 500 600' } },
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
        supplierId: supplier.data.createSupplier.id,
        supplierInvoiceNumber: `TR-${tag}`,
        supplierPin: 'P051234567X',
        billDate: today,
        dueOn: today,
        lines: [{ description: 'Transport from Mombasa', amount: 1000, taxBand: 'B' }],
      },
    },
    token,
  );
  const paid = await graphqlRequest(
    `mutation ($id: ID!, $key: String!) {
      paySupplierBill(billId: $id, idempotencyKey: $key, input: { amount: 400, method: cash }) { balance }
    }`,
    { id: bill.data?.createSupplierBill.id, key: randomUUID() },
    token,
  );
  expect(supplier.errors ?? bill.errors ?? paid.errors).toBeUndefined();
  return { name, tag, billNumber: bill.data.createSupplierBill.billNumber as string };
}

describe('Reports screen: what the shop owes', () => {
  it('ages what the shop owes a supplier, linking to their statement', async () => {
    const manager = await createSession('manager');
    const { name } = await arrangePartPaidBill(manager.token);
    localStorage.setItem('token', manager.token);
    renderApp('/reports?report=creditors');

    const table = await screen.findByRole('table', { name: /^Aged creditors as at / });
    const row = (await within(table).findByText(name)).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      name,
      'KSh 760.00',
      'KSh 0.00',
      'KSh 0.00',
      'KSh 0.00',
      'KSh 0.00',
      'KSh 760.00',
    ]);
    expect(within(row).getByRole('link', { name })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/suppliers\/\d+\/statement$/),
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it("lists the month's bills in section F, with input VAT taken off the output VAT", async () => {
    const manager = await createSession('manager');
    const { name, tag, billNumber } = await arrangePartPaidBill(manager.token);
    localStorage.setItem('token', manager.token);
    renderApp('/reports?report=vat');

    const sectionF = await screen.findByRole('table', { name: /^Section F purchases / });
    const row = (await within(sectionF).findByText(name)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('P051234567X');
    expect(row).toHaveTextContent(`TR-${tag}`);
    expect(row).toHaveTextContent(billNumber);
    expect(row).toHaveTextContent('KSh 1,000.00');
    expect(row).toHaveTextContent('KSh 160.00');
    const figures = screen.getByLabelText('VAT due');
    expect(figures).toHaveTextContent('Input VAT (section F)');
    expect(screen.getByRole('button', { name: 'Export purchases CSV' })).toBeInTheDocument();
  });
});
