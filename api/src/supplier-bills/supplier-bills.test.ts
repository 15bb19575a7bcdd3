import { beforeAll, expect, it } from 'vitest';
import { insertItem, insertSupplier } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('supplier bills', (api) => {
  let token: string;
  let cashierToken: string;
  let supplierId: number;
  let otherSupplierId: number;
  let cement: number;
  let flour: number;
  let seeds: number;

  beforeAll(async () => {
    ({ token } = await api().newUser());
    ({ token: cashierToken } = await api().newUser(undefined, 'cashier'));
    supplierId = await insertSupplier(api().db, 'Bamburi Cement Ltd');
    otherSupplierId = await insertSupplier(api().db, 'Mabati Rolling Mills');
    cement = (await insertItem(api().db, { name: 'Cement 50kg', taxBand: 'B' })).id;
    flour = (await insertItem(api().db, { name: 'Maize flour 2kg', taxBand: 'E' })).id;
    seeds = (await insertItem(api().db, { name: 'Bean seeds 1kg', taxBand: 'A' })).id;
  });

  const call = (method: string, path: string, body?: unknown, who = token) =>
    api().call(method, path, { token: who, body });

  const receive = async (
    lines: { inventory_id: number; quantity: number; unit_cost: number }[],
    supplier = supplierId,
  ) => {
    const answer = await call('POST', '/api/v1/goods-received', { supplier_id: supplier, lines });
    expect(answer.status).toBe(201);
    return answer.body as { id: number; grn_number: string };
  };

  const bill = (body: Record<string, unknown>) =>
    call('POST', '/api/v1/supplier-bills', {
      supplier_id: supplierId,
      supplier_invoice_number: 'BC-1001',
      due_on: '2099-01-31',
      ...body,
    });

  it('bills goods received notes at their costs with input VAT band by band', async () => {
    const first = await receive([
      { inventory_id: cement, quantity: 10, unit_cost: 650 },
      { inventory_id: flour, quantity: 3, unit_cost: 100.01 },
    ]);
    const second = await receive([
      { inventory_id: cement, quantity: 1, unit_cost: 0.07 },
      { inventory_id: seeds, quantity: 2, unit_cost: 50 },
    ]);
    const answer = await bill({
      goods_received_ids: [second.id, first.id],
      supplier_pin: 'p051234567x',
      lines: [{ description: 'Transport', amount: 1500, tax_band: 'B' }],
    });
    expect(answer.status).toBe(201);
    const made = answer.body;
    expect(made.bill_number).toMatch(/^BILL-\d{6}$/);
    expect(made.supplier_pin).toBe('P051234567X');
    expect(made.goods_received.map((note: { id: number }) => note.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    // Band B: 6,500 + 0.07 + 1,500 = 8,000.07 net, 16 % = 1,280.0112 → 1,280.01.
    // Band E: 300.03 net, 8 % = 24.0024 → 24.00. Band A: 100, no VAT.
    expect(made.vat_bands).toEqual([
      { band: 'A', rate: 0, taxable: 100, vat: 0 },
      { band: 'B', rate: 0.16, taxable: 8000.07, vat: 1280.01 },
      { band: 'E', rate: 0.08, taxable: 300.03, vat: 24 },
    ]);
    expect(made).toMatchObject({
      subtotal: 8400.1,
      vat: 1304.01,
      total: 9704.11,
      paid: 0,
      balance: 9704.11,
      status: 'unpaid',
      vat_registered: true,
    });
    expect(made.lines).toHaveLength(5);
    const lineVat = made.lines.reduce(
      (sum: number, line: { vat: number }) => sum + line.vat * 100,
      0,
    );
    expect(Math.round(lineVat)).toBe(1304_01);
    expect(made.lines.at(-1)).toMatchObject({
      goods_received_id: null,
      description: 'Transport',
      net: 1500,
    });

    // Billed once: the second bill naming a note is told which bill has it.
    const again = await bill({ goods_received_ids: [first.id] });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(`${first.grn_number} is already billed on ${made.bill_number}`);

    const audit = await api()
      .db.selectFrom('audit_events')
      .select(['action', 'summary'])
      .where('action', '=', 'bill.made')
      .execute();
    expect(audit.at(-1)?.summary).toContain(`${made.bill_number} of KSh 9,704.11 from Bamburi`);

    const found = await call('GET', `/api/v1/supplier-bills/${made.id}`);
    expect(found.body).toEqual(made);
  });

  it('refuses what cannot be billed, and nothing is written', async () => {
    const theirs = await receive(
      [{ inventory_id: cement, quantity: 1, unit_cost: 10 }],
      otherSupplierId,
    );
    const reversed = await receive([{ inventory_id: cement, quantity: 1, unit_cost: 10 }]);
    await api().call('POST', `/api/v1/goods-received/${reversed.id}/reverse`, {
      token,
      body: { reason: 'Wrong delivery' },
    });
    const before = await api().db.selectFrom('supplier_bills').select('id').execute();
    expect((await bill({ goods_received_ids: [] })).body.fields).toEqual({
      goods_received_ids: 'bill at least one goods received note or type a line',
    });
    expect((await bill({ goods_received_ids: [theirs.id] })).body).toMatchObject({
      fields: { goods_received_ids: `${theirs.grn_number} is from another supplier` },
    });
    const refused = await bill({ goods_received_ids: [reversed.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`${reversed.grn_number} was reversed`);
    expect(
      (await bill({ lines: [{ description: 'Rent', amount: 10 }], due_on: '2000-01-01' })).body
        .fields,
    ).toEqual({
      due_on: 'must not be before the bill date',
    });
    expect(await api().db.selectFrom('supplier_bills').select('id').execute()).toEqual(before);
    // The note of another supplier is theirs to bill.
    const unbilled = await call(
      'GET',
      `/api/v1/supplier-bills/unbilled-notes?supplier_id=${otherSupplierId}`,
    );
    expect(unbilled.body.map((note: { id: number }) => note.id)).toEqual([theirs.id]);
  });

  it('a shop not VAT-registered bills the full price, without VAT', async () => {
    // The settings row is written on its first read.
    expect((await call('GET', '/api/v1/company')).status).toBe(200);
    await api().db.updateTable('shop_settings').set({ vat_registered: 0 }).execute();
    try {
      const answer = await bill({ lines: [{ description: 'Rent, December', amount: 20000 }] });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        subtotal: 20000,
        vat: 0,
        total: 20000,
        vat_registered: false,
      });
    } finally {
      await api().db.updateTable('shop_settings').set({ vat_registered: 1 }).execute();
    }
  });

  it('pays a bill in parts, refuses more than the balance, and reverses with a reason', async () => {
    const made = (await bill({ lines: [{ description: 'Transport', amount: 1000 }] })).body;
    expect(made.total).toBe(1160);
    const pay = (amount: number, extra = {}) =>
      call('POST', `/api/v1/supplier-bills/${made.id}/payments`, {
        amount,
        method: 'mpesa',
        reference: 'SLK4H7R2PQ',
        ...extra,
      });
    const part = await pay(400);
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ paid: 400, balance: 760, status: 'partially_paid' });
    const over = await pay(760.01);
    expect(over.status).toBe(409);
    expect(over.body.error).toBe('Payment of KSh 760.01 is more than the balance of KSh 760.00');
    const rest = await pay(760, { method: 'bank_transfer', reference: null });
    expect(rest.body).toMatchObject({ paid: 1160, balance: 0, status: 'paid' });

    const paymentId = part.body.payments[0].id;
    const reversal = `/api/v1/supplier-bills/${made.id}/payments/${paymentId}/reversal`;
    expect((await call('POST', reversal, { reason: '' })).status).toBe(400);
    const reversed = await call('POST', reversal, { reason: 'Sent to the wrong till' });
    expect(reversed.status).toBe(200);
    expect(reversed.body).toMatchObject({ paid: 760, balance: 400, status: 'partially_paid' });
    expect(reversed.body.payments).toMatchObject([
      { id: paymentId, kind: 'payment', amount: 400, reversed: true },
      { kind: 'payment', amount: 760, reversed: false },
      {
        kind: 'reversal',
        amount: -400,
        note: 'Sent to the wrong till',
        reverses_payment_id: paymentId,
      },
    ]);
    const twice = await call('POST', reversal, { reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(`Payment ${paymentId} was already reversed`);
    const ofReversal = reversed.body.payments[2].id;
    expect(
      (
        await call('POST', `/api/v1/supplier-bills/${made.id}/payments/${ofReversal}/reversal`, {
          reason: 'x',
        })
      ).status,
    ).toBe(409);
    const actions = await api()
      .db.selectFrom('audit_events')
      .select('action')
      .where('entity', '=', 'supplier_bill')
      .where('entity_id', '=', made.id)
      .orderBy('id')
      .execute();
    expect(actions.map((event) => event.action)).toEqual([
      'bill.made',
      'supplier_payment.recorded',
      'supplier_payment.recorded',
      'supplier_payment.reversed',
    ]);
  });

  it('lists bills a page at a time, searched and filtered by supplier and status', async () => {
    const theirs = (
      await call('POST', '/api/v1/supplier-bills', {
        supplier_id: otherSupplierId,
        supplier_invoice_number: 'MRM-77',
        due_on: '2099-01-01',
        lines: [{ description: 'Iron sheets delivery', amount: 100 }],
      })
    ).body;
    const page = await call('GET', `/api/v1/supplier-bills?supplier_id=${otherSupplierId}`);
    expect(page.body).toMatchObject({ total_count: 1, next_cursor: null });
    expect(page.body.items[0]).toMatchObject({
      id: theirs.id,
      supplier_name: 'Mabati Rolling Mills',
    });
    expect(
      (await call('GET', '/api/v1/supplier-bills?q=mrm-77')).body.items.map(
        (b: { id: number }) => b.id,
      ),
    ).toEqual([theirs.id]);
    const all = (await call('GET', '/api/v1/supplier-bills?limit=2')).body;
    expect(all.items).toHaveLength(2);
    expect(all.next_cursor).not.toBeNull();
    const next = (await call('GET', `/api/v1/supplier-bills?limit=2&cursor=${all.next_cursor}`))
      .body;
    expect(next.items[0].id).toBeLessThan(all.items[1].id);
    const paid = (await call('GET', '/api/v1/supplier-bills?status=paid')).body;
    expect(paid.items.every((b: { status: string }) => b.status === 'paid')).toBe(true);
    expect((await call('GET', '/api/v1/supplier-bills?status=owing')).status).toBe(400);
  });

  it('a bill past its due day with a balance is overdue', async () => {
    const daysAgo = (days: number) =>
      new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
    const made = (
      await bill({
        supplier_invoice_number: 'LATE-1',
        bill_date: daysAgo(5),
        due_on: daysAgo(2),
        lines: [{ description: 'Rent', amount: 10 }],
      })
    ).body;
    expect(made.status).toBe('overdue');
    const overdue = (await call('GET', '/api/v1/supplier-bills?status=overdue')).body;
    expect(overdue.items.map((b: { id: number }) => b.id)).toEqual([made.id]);
    const unpaid = (await call('GET', '/api/v1/supplier-bills?status=unpaid')).body;
    expect(unpaid.items.map((b: { id: number }) => b.id)).not.toContain(made.id);
  });

  it("a supplier's statement runs the balance and ages it", async () => {
    const statement = await call('GET', `/api/v1/suppliers/${otherSupplierId}/statement`);
    expect(statement.status).toBe(200);
    expect(statement.body).toMatchObject({
      supplier_name: 'Mabati Rolling Mills',
      opening_balance: 0,
    });
    const lines = statement.body.lines;
    expect(lines.at(-1).balance).toBe(statement.body.closing_balance);
    const aged = statement.body.ageing;
    expect(
      aged.current + aged.days_1_30 + aged.days_31_60 + aged.days_61_90 + aged.days_over_90,
    ).toBeCloseTo(statement.body.closing_balance, 2);
  });

  it('is for owners and managers: a cashier sees no bills', async () => {
    expect((await call('GET', '/api/v1/supplier-bills', undefined, cashierToken)).status).toBe(403);
    expect(
      (await call('POST', '/api/v1/supplier-bills', { supplier_id: supplierId }, cashierToken))
        .status,
    ).toBe(403);
    expect(
      (await call('GET', `/api/v1/suppliers/${supplierId}/statement`, undefined, cashierToken))
        .status,
    ).toBe(403);
    // The suppliers themselves stay the cashier's to read.
    expect((await call('GET', '/api/v1/suppliers', undefined, cashierToken)).status).toBe(200);
  });
});
