import { expect, it } from 'vitest';
import { describeEachStack } from '../../../../testing/test-stack.ts';

const nairobiToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

describeEachStack('supplier bills through GraphQL', (stack) => {
  const gql = (token: string, query: string, variables?: Record<string, unknown>) =>
    stack().graphql(query, { token, variables });

  it('bills a service, pays part, reverses it, and ages what is owed', async () => {
    const manager = await stack().api.newUser();
    const supplier = await gql(
      manager.token,
      `mutation { createSupplier(input: { name: "GraphQL Cement", contact: "0722 000 002" }) { id } }`,
    );
    const supplierId = supplier.data.createSupplier.id;
    const made = await gql(
      manager.token,
      `mutation ($input: SupplierBillInput!) { createSupplierBill(input: $input, idempotencyKey: "bill-1") {
        id billNumber subtotal vat total balance status lines { description net vat taxBand } vatBands { band taxable vat }
      } }`,
      {
        input: {
          supplierId,
          supplierInvoiceNumber: 'GC-1',
          dueOn: '2099-01-31',
          lines: [{ description: 'Transport', amount: 1000 }],
        },
      },
    );
    expect(made.errors).toBeUndefined();
    const bill = made.data.createSupplierBill;
    expect(bill).toMatchObject({
      subtotal: 1000,
      vat: 160,
      total: 1160,
      balance: 1160,
      status: 'unpaid',
      lines: [{ description: 'Transport', net: 1000, vat: 160, taxBand: 'B' }],
      vatBands: [{ band: 'B', taxable: 1000, vat: 160 }],
    });
    const paid = await gql(
      manager.token,
      `mutation ($id: ID!) { paySupplierBill(billId: $id, input: { amount: 400, method: cash }, idempotencyKey: "pay-1") {
        paid balance status payments { id kind amount reversed }
      } }`,
      { id: bill.id },
    );
    expect(paid.data.paySupplierBill).toMatchObject({
      paid: 400,
      balance: 760,
      status: 'partially_paid',
    });
    const over = await gql(
      manager.token,
      `mutation ($id: ID!) { paySupplierBill(billId: $id, input: { amount: 761, method: cash }, idempotencyKey: "pay-2") { paid } }`,
      { id: bill.id },
    );
    expect(over.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const paymentId = paid.data.paySupplierBill.payments[0].id;
    const reversed = await gql(
      manager.token,
      `mutation ($id: ID!, $payment: ID!) { reverseSupplierPayment(billId: $id, paymentId: $payment, reason: "Wrong till", idempotencyKey: "rev-1") { paid status } }`,
      { id: bill.id, payment: paymentId },
    );
    expect(reversed.data.reverseSupplierPayment).toEqual({ paid: 0, status: 'unpaid' });
    const read = await gql(
      manager.token,
      `query ($supplierId: ID!, $asOf: String!) {
        supplierBillsPage(supplierId: $supplierId) { totalCount nodes { billNumber lines { id } } }
        agedCreditors(asOf: $asOf) { rows { name current days1To30 over90 total } totals { total } }
        supplierStatement(supplierId: $supplierId) { closingBalance ageing { current daysOver90 } }
      }`,
      { supplierId, asOf: nairobiToday() },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.supplierBillsPage).toEqual({
      totalCount: 1,
      nodes: [{ billNumber: bill.billNumber, lines: [] }],
    });
    expect(read.data.agedCreditors.rows).toContainEqual({
      name: 'GraphQL Cement',
      current: 1160,
      days1To30: 0,
      over90: 0,
      total: 1160,
    });
    expect(read.data.supplierStatement).toEqual({
      closingBalance: 1160,
      ageing: { current: 1160, daysOver90: 0 },
    });
  });

  it("keeps a supplier's KRA PIN, and a new bill takes it unless it says another or none", async () => {
    const manager = await stack().api.newUser();
    const created = await gql(
      manager.token,
      `mutation { createSupplier(input: { name: "GraphQL Steel", contact: "0722 000 003", kraPin: "p000111222q" }) { id kraPin } }`,
    );
    expect(created.errors).toBeUndefined();
    const { id: supplierId, kraPin } = created.data.createSupplier;
    expect(kraPin).toBe('P000111222Q');
    const refused = await gql(
      manager.token,
      `mutation ($id: ID!) { updateSupplier(id: $id, input: { name: "GraphQL Steel", contact: "0722 000 003", kraPin: "P0001" }) { id } }`,
      { id: supplierId },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Left out of an update, the PIN stays.
    const renamed = await gql(
      manager.token,
      `mutation ($id: ID!) { updateSupplier(id: $id, input: { name: "GraphQL Steel Ltd", contact: "0722 000 003" }) { kraPin } }`,
      { id: supplierId },
    );
    expect(renamed.data.updateSupplier.kraPin).toBe('P000111222Q');

    const bill = async (key: string, pin: Record<string, unknown>) => {
      const made = await gql(
        manager.token,
        `mutation ($input: SupplierBillInput!, $key: String!) { createSupplierBill(input: $input, idempotencyKey: $key) { supplierPin } }`,
        {
          key,
          input: {
            supplierId,
            supplierInvoiceNumber: key,
            dueOn: '2099-01-31',
            lines: [{ description: 'Cutting', amount: 100 }],
            ...pin,
          },
        },
      );
      expect(made.errors).toBeUndefined();
      return made.data.createSupplierBill.supplierPin;
    };
    expect(await bill('pin-taken', {})).toBe('P000111222Q');
    expect(await bill('pin-theirs', { supplierPin: 'A999888777Z' })).toBe('A999888777Z');
    expect(await bill('pin-none', { supplierPin: null })).toBeNull();
  });
});
