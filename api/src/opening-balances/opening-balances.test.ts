import { beforeAll, expect, it } from 'vitest';
import { insertCustomer, insertItem, manualInvoiceRequest } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const CSV = { 'Content-Type': 'text/csv' };

/**
 * Issue 53: what a shop's customers owe it, and it owes its suppliers, when it moves in from a
 * spreadsheet. Each balance is owed and paid like any invoice or bill, and is never a sale,
 * revenue or VAT.
 */
describeEachDatabase('opening balances', (api) => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await api().newUser());
    // A sale this month, so the reports an opening balance must leave alone have figures.
    const buyer = await insertCustomer(api().db, { name: 'Counter Sales Ltd' });
    const item = await insertItem(api().db, { name: 'Cement 50kg', taxBand: 'B' });
    const sold = await api().call('POST', '/api/v1/invoices', {
      token,
      body: manualInvoiceRequest(buyer.id, [{ item, quantity: 2 }]),
    });
    expect(sold.status).toBe(201);
  });

  const call = (method: string, path: string, body?: unknown) =>
    api().call(method, path, { token, body });
  const send = (kind: string, body: string, query = '') =>
    api().call('POST', `/api/v1/imports/${kind}${query}`, { token, body, headers: CSV });
  const idOf = async (table: 'customers' | 'suppliers', name: string) =>
    (
      await api()
        .db.selectFrom(table)
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  // What no opening balance may change: the month's VAT return, sales and what went to KRA.
  const salesAndVat = async () => {
    const figures = {
      vat: (await call('GET', '/api/v1/reports/vat')).body,
      byCustomer: (await call('GET', '/api/v1/reports/sales-by-customer')).body,
      byDay: (await call('GET', '/api/v1/reports/sales-by-day')).body,
      etims: await api().db.selectFrom('etims_documents').selectAll().execute(),
    };
    expect(figures.byCustomer.rows.length).toBeGreaterThan(0);
    return figures;
  };

  it('refuses a bad opening balance under its column, and writes nothing', async () => {
    const answer = await send(
      'customers',
      [
        'Customer,Phone,Open Balance',
        'Akinyi Stores,0711 000 001,-5',
        'Baraka Traders,0711 000 002,lots',
        'Chebet Kiosk,0711 000 003,10.005',
        'Duka la Mama,0711 000 004,"1,000,000,000.01"',
        'Eldoret Agro,0711 000 005,',
      ].join('\n'),
      '?dry_run=true',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.columns[2]).toEqual({ header: 'Open Balance', field: 'opening_balance' });
    expect(answer.body.rows.map((row: { errors?: object }) => row.errors ?? null)).toEqual([
      { 'Open Balance': 'must not be negative' },
      { 'Open Balance': 'must be a number' },
      { 'Open Balance': 'must have at most 2 decimals' },
      { 'Open Balance': 'must not be more than KSh 1,000,000,000.00' },
      null,
    ]);
    const none = await api()
      .db.selectFrom('customers')
      .select('id')
      .where('name', '=', 'Eldoret Agro')
      .execute();
    expect(none).toEqual([]);
  });

  it("puts a customer's opening balance on their statement and aged debtors, payable like an invoice, and never a sale or VAT", async () => {
    const before = await salesAndVat();
    const imported = await send(
      'customers',
      ['Name,Contact,Opening balance', 'Wanjiku Hardware,0722 100 200,"2,500.50"'].join('\n'),
    );
    expect(imported.status).toBe(200);
    const customerId = await idOf('customers', 'Wanjiku Hardware');

    const statement = (await call('GET', `/api/v1/customers/${customerId}/statement`)).body;
    expect(statement.lines).toHaveLength(1);
    expect(statement.lines[0]).toMatchObject({
      kind: 'opening_balance',
      order_id: null,
      debit: 2500.5,
      balance: 2500.5,
    });
    expect(statement.lines[0].invoice_number).toMatch(/^OB-\d{6}$/);
    expect(statement.closing_balance).toBe(2500.5);
    expect(statement.ageing.current).toBe(2500.5);
    const aged = (await call('GET', '/api/v1/reports/aged-debtors')).body;
    expect(
      aged.rows.find((row: { customer_id: number }) => row.customer_id === customerId),
    ).toMatchObject({ current: 2500.5, total: 2500.5, credit: 0 });

    const invoiceId = statement.lines[0].invoice_id;
    const invoice = (await call('GET', `/api/v1/invoices/${invoiceId}`)).body;
    expect(invoice).toMatchObject({
      opening_balance: true,
      invoice_number: statement.lines[0].invoice_number,
      vat_amount: 0,
      total: 2500.5,
      items: [],
      etims: null,
    });
    const paid = await call('POST', `/api/v1/invoices/${invoiceId}/payments`, {
      amount: 1000,
      method: 'mpesa',
      reference: 'SLK4H7R2PA',
    });
    expect(paid.status).toBe(201);
    const after = (await call('GET', `/api/v1/customers/${customerId}/statement`)).body;
    expect(after.lines.map((line: { kind: string; balance: number }) => line.balance)).toEqual([
      2500.5, 1500.5,
    ]);
    expect(after.closing_balance).toBe(1500.5);
    const credit = await call('POST', `/api/v1/invoices/${invoiceId}/credit-notes`, {
      reason: 'Wrong amount',
      lines: [{ invoice_item_id: 1, quantity: 1 }],
    });
    expect(credit.status).toBe(409);
    expect(credit.body.error).toBe(
      `${invoice.invoice_number} is an opening balance, not a sale: there is nothing to credit`,
    );
    expect(await salesAndVat()).toEqual(before);

    // One opening balance a customer: a second would count the debt twice.
    const again = await send(
      'customers',
      'Name,Contact,Opening balance\nWanjiku Hardware,0722 100 200,300',
      '?dry_run=true&on_match=update',
    );
    expect(again.body.rows[0].errors).toEqual({
      'Opening balance': `"Wanjiku Hardware" has opening balance ${invoice.invoice_number} already: record a payment on it instead`,
    });
  });

  it("puts a supplier's opening balance on their statement and aged creditors, payable like a bill, without input VAT", async () => {
    const before = await salesAndVat();
    const imported = await send(
      'suppliers',
      'Vendor Name,Phone,Balance\nMabati Rolling Mills,0733 000 111,"KSh 12,000"\nNairobi Glass,0733 000 222,0',
    );
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ created: 2 });
    const supplierId = await idOf('suppliers', 'Mabati Rolling Mills');
    const nothingOwed = await idOf('suppliers', 'Nairobi Glass');

    const statement = (await call('GET', `/api/v1/suppliers/${supplierId}/statement`)).body;
    expect(statement.lines).toEqual([
      expect.objectContaining({
        kind: 'opening_balance',
        supplier_invoice_number: 'Opening balance',
        billed: 12000,
        balance: 12000,
      }),
    ]);
    expect(statement.lines[0].bill_number).toMatch(/^OB-\d{6}$/);
    const aged = (await call('GET', '/api/v1/reports/aged-creditors')).body;
    const rowOf = (id: number) =>
      aged.rows.find((row: { supplier_id: number }) => row.supplier_id === id);
    expect(rowOf(supplierId)).toMatchObject({ current: 12000, total: 12000 });
    expect(rowOf(nothingOwed)).toBeUndefined();

    const billId = statement.lines[0].bill_id;
    const bill = (await call('GET', `/api/v1/supplier-bills/${billId}`)).body;
    expect(bill).toMatchObject({ vat: 0, total: 12000, lines: [] });
    const paid = await call('POST', `/api/v1/supplier-bills/${billId}/payments`, {
      amount: 5000,
      method: 'bank_transfer',
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ paid: 5000, balance: 7000, status: 'partially_paid' });
    const after = (await call('GET', `/api/v1/suppliers/${supplierId}/statement`)).body;
    expect(after.closing_balance).toBe(7000);
    expect(await salesAndVat()).toEqual(before);
  });

  it('the audit trail says how many opening balances an import brought and their sum', async () => {
    const imported = await send(
      'customers',
      'Name,Contact,Opening balance\nKamau & Sons,0700 1,100\nMuthoni Kiosk,0700 2,250.25',
    );
    expect(imported.status).toBe(200);
    const event = await api()
      .db.selectFrom('audit_events')
      .select('summary')
      .where('action', '=', 'records.imported')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.summary).toBe(
      'Imported customers from a spreadsheet: 2 added, 0 updated, 0 left as they were; 2 opening balances of KSh 350.25 in all',
    );
  });
});
