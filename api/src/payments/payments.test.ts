import { beforeAll, describe, expect, it } from 'vitest';
import { businessDate, startOfBusinessDay } from '../http/clock.ts';
import { insertCustomer, salesRowCounts } from '../test/fixtures.ts';
import { insertManualInvoice, insertOrder, userIdOf } from '../test/sales-fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAY_MS = 86_400_000;
const TIME_ZONE = 'Africa/Nairobi';
const dayIn = (days: number) => businessDate(new Date(Date.now() + days * DAY_MS), TIME_ZONE);

describeEachDatabase('payment ledger REST', (api) => {
  let token: string;
  let email: string;
  let userId: number;
  let customerId: number;

  beforeAll(async () => {
    ({ token, email } = await api().newUser());
    userId = await userIdOf(api().db, email);
    ({ id: customerId } = await insertCustomer(api().db, { name: 'Njeri Builders' }));
  });

  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    api().call(method, path, { token, body, headers });
  /** An order of KSh 1,160.00 made `daysAgo` days ago. */
  const newOrder = (daysAgo = 0, method = 'mpesa') =>
    insertOrder(api().db, {
      customerId,
      totalCents: 1160_00,
      createdBy: userId,
      method,
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    });
  const newManualInvoice = () =>
    insertManualInvoice(api().db, { customerId, totalCents: 5000_00, createdBy: userId });
  const invoiceOf = async (orderId: number) => {
    const response = await call('POST', `/api/v1/orders/${orderId}/generate-invoice`);
    expect(response.status).toBe(201);
    return response.body as { id: number; invoice_number: string };
  };

  describe('POST and GET /api/v1/orders/:id/payments', () => {
    it('records a payment with its date, method, reference, note and who; the order follows', async () => {
      const order = await newOrder();
      const response = await call('POST', `/api/v1/orders/${order.id}/payments`, {
        amount: 400,
        method: 'mpesa',
        reference: ' QK7H2M9XLP ',
        note: 'Deposit',
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        id: order.id,
        total_amount: 1160,
        paid_amount: 400,
        balance: 760,
        status: 'partially_paid',
      });
      const payment = {
        id: expect.any(Number),
        kind: 'payment',
        amount: 400,
        paid_at: expect.stringMatching(ISO_TIMESTAMP),
        method: 'mpesa',
        reference: 'QK7H2M9XLP',
        note: 'Deposit',
        order_id: order.id,
        invoice_id: null,
        reverses_payment_id: null,
        reversed_by_payment_id: null,
        split: false,
        recorded_by_email: email,
        created_at: expect.stringMatching(ISO_TIMESTAMP),
      };
      expect(response.body.payments).toEqual([payment]);
      expect(await call('GET', `/api/v1/orders/${order.id}/payments`)).toMatchObject({
        status: 200,
        body: [payment],
      });
    });

    it('pays in full in two payments, then refuses any more with 409', async () => {
      const order = await newOrder();
      await call('POST', `/api/v1/orders/${order.id}/payments`, { amount: 160, method: 'cash' });
      const rest = await call('POST', `/api/v1/orders/${order.id}/payments`, {
        amount: 1000,
        method: 'cheque',
        reference: '000123',
      });
      expect(rest.body).toMatchObject({ status: 'paid', paid_amount: 1160, balance: 0 });
      expect(
        await call('POST', `/api/v1/orders/${order.id}/payments`, { amount: 0.01, method: 'cash' }),
      ).toMatchObject({
        status: 409,
        body: { error: 'Payment of KSh 0.01 is more than the balance of KSh 0.00' },
      });
    });

    it('back-dates a payment to the start of its business day, never into the future', async () => {
      const order = await newOrder(5);
      const day = dayIn(-2);
      const dated = await call('POST', `/api/v1/orders/${order.id}/payments`, {
        amount: 100,
        method: 'cash',
        date: day,
      });
      expect(dated.status).toBe(201);
      expect(dated.body.payments[0].paid_at).toBe(startOfBusinessDay(day, TIME_ZONE).toISOString());
      const before = await salesRowCounts(api().db);
      expect(
        await call('POST', `/api/v1/orders/${order.id}/payments`, {
          amount: 100,
          method: 'cash',
          // Two days ahead, so that Nairobi's midnight passing mid-test cannot make it today.
          date: dayIn(2),
        }),
      ).toMatchObject({ status: 400, body: { error: 'date: must not be in the future' } });
      const early = await call('POST', `/api/v1/orders/${order.id}/payments`, {
        amount: 100,
        method: 'cash',
        date: dayIn(-9),
      });
      expect(early.status).toBe(400);
      expect(early.body.error).toMatch(/^date: must not be before the sale \(\d\d\/\d\d\/\d{4}\)$/);
      expect(await salesRowCounts(api().db)).toEqual(before);
    });

    it.each<[unknown, string]>([
      [
        { amount: 100, method: 'mpesa' },
        'reference: is required for mpesa, cheque and bank_transfer',
      ],
      [{ amount: 100, method: 'cheque', reference: '  ' }, 'reference: is required'],
      [{ amount: 100, method: 'bank_transfer' }, 'reference: is required'],
      // Without its method an M-Pesa code would take the sale's method, counted under no code.
      [{ amount: 100, reference: 'sl47abcde9' }, 'method: is required with a reference'],
      [{ amount: 100, method: 'bitcoin' }, 'method: must be one of cash, mpesa, cheque'],
      [{ amount: 0, method: 'cash' }, 'amount: must be more than 0'],
      [{ amount: 10.001, method: 'cash' }, 'amount: must have at most 2 decimals'],
      [{ amount: 100, method: 'cash', date: '2025-02-30' }, 'date: must be a date like'],
      [
        { amount: 100, method: 'cash', reference: 'x'.repeat(101) },
        'reference: must be at most 100',
      ],
    ])('refuses %j with 400 and writes nothing', async (body, message) => {
      const order = await newOrder();
      const before = await salesRowCounts(api().db);
      const response = await call('POST', `/api/v1/orders/${order.id}/payments`, body);
      expect(response.status).toBe(400);
      expect(response.body.error).toContain(message);
      expect(await salesRowCounts(api().db)).toEqual(before);
    });

    it('replays a retried payment with the same Idempotency-Key instead of paying twice', async () => {
      const order = await newOrder();
      const body = { amount: 300, method: 'mpesa', reference: 'QK1' };
      const key = { 'Idempotency-Key': 'till-2-attempt-1' };
      const first = await call('POST', `/api/v1/orders/${order.id}/payments`, body, key);
      const again = await call('POST', `/api/v1/orders/${order.id}/payments`, body, key);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect((await call('GET', `/api/v1/orders/${order.id}`)).body.paid_amount).toBe(300);
    });

    it('answers 404 for an unknown order', async () => {
      expect(
        await call('POST', '/api/v1/orders/999999/payments', { amount: 1, method: 'cash' }),
      ).toMatchObject({ status: 404, body: { error: 'Order not found' } });
      expect(await call('GET', '/api/v1/orders/999999/payments')).toMatchObject({ status: 404 });
    });
  });

  describe('one sale, one ledger: an order and its invoice', () => {
    it('a payment on the order shows on its invoice and the other way round', async () => {
      const order = await newOrder();
      await call('POST', `/api/v1/orders/${order.id}/payments`, { amount: 500, method: 'cash' });
      // Invoiced after a payment: the invoice starts with what the sale has paid.
      const invoice = await invoiceOf(order.id);
      const onInvoice = await call('GET', `/api/v1/invoices/${invoice.id}`);
      expect(onInvoice.body).toMatchObject({
        amount_paid: 500,
        balance: 660,
        status: 'partially_paid',
      });
      expect(onInvoice.body.payments).toHaveLength(1);
      expect(onInvoice.body.payments[0]).toMatchObject({
        amount: 500,
        order_id: order.id,
        invoice_id: invoice.id,
      });

      const paid = await call('POST', `/api/v1/invoices/${invoice.id}/payments`, {
        amount: 660,
        method: 'bank_transfer',
        reference: 'EQ-778812',
      });
      expect(paid.body).toMatchObject({ amount_paid: 1160, balance: 0, status: 'paid' });
      const onOrder = await call('GET', `/api/v1/orders/${order.id}`);
      expect(onOrder.body).toMatchObject({ paid_amount: 1160, balance: 0, status: 'paid' });
      const entries = await call('GET', `/api/v1/orders/${order.id}/payments`);
      expect(entries.body).toEqual(
        (await call('GET', `/api/v1/invoices/${invoice.id}/payments`)).body,
      );
      expect(entries.body.map((p: { amount: number }) => p.amount)).toEqual([500, 660]);

      // Both sides refuse a third payment: the sale is paid, whichever document is used.
      for (const path of [`/api/v1/orders/${order.id}`, `/api/v1/invoices/${invoice.id}`]) {
        expect((await call('POST', `${path}/payments`, { amount: 1, method: 'cash' })).status).toBe(
          409,
        );
      }
    });

    it('keeps the invoice call of before: { amount } alone pays with the sale’s own method', async () => {
      const order = await newOrder(0, 'mpesa');
      const invoice = await invoiceOf(order.id);
      const answer = await call('POST', `/api/v1/invoices/${invoice.id}/payments`, { amount: 100 });
      expect(answer.status).toBe(201);
      expect(answer.body.payments[0]).toMatchObject({ method: 'mpesa', reference: null });
      const manual = await newManualInvoice();
      const onManual = await call('POST', `/api/v1/invoices/${manual.id}/payments`, {
        amount: 100,
      });
      expect(onManual.body.payments[0]).toMatchObject({
        method: 'cash',
        order_id: null,
        invoice_id: manual.id,
      });
    });

    it('takes no payment "by credit": a credit sale is paid later in money, cash unless told', async () => {
      const order = await newOrder(0, 'credit');
      const byCredit = await call('POST', `/api/v1/orders/${order.id}/payments`, {
        amount: 100,
        method: 'credit',
      });
      expect(byCredit).toMatchObject({
        status: 400,
        body: {
          error: expect.stringContaining(
            'method: must be one of cash, mpesa, cheque, bank_transfer, customer_credit',
          ),
        },
      });
      const unsaid = await call('POST', `/api/v1/orders/${order.id}/payments`, { amount: 100 });
      expect(unsaid.body.payments[0]).toMatchObject({ method: 'cash', amount: 100 });
      await call('PATCH', `/api/v1/orders/${order.id}`, {
        status: 'partially_paid',
        paid_amount: 300,
      });
      const entries = await call('GET', `/api/v1/orders/${order.id}/payments`);
      expect(entries.body.map((e: { method: string }) => e.method)).toEqual(['cash', 'cash']);
    });

    it('a manual invoice has its own ledger', async () => {
      const manual = await newManualInvoice();
      const paid = await call('POST', `/api/v1/invoices/${manual.id}/payments`, {
        amount: 5000,
        method: 'cash',
      });
      expect(paid.body).toMatchObject({ amount_paid: 5000, balance: 0, status: 'paid' });
      expect((await call('GET', `/api/v1/invoices/${manual.id}/payments`)).body).toHaveLength(1);
      expect(await call('GET', '/api/v1/invoices/999999/payments')).toMatchObject({
        status: 404,
        body: { error: 'Invoice not found' },
      });
    });

    it('answers many sales’ entries in one call for batching', async () => {
      const a = await newOrder();
      const b = await newOrder();
      const invoiceB = await invoiceOf(b.id);
      const manual = await newManualInvoice();
      await call('POST', `/api/v1/orders/${a.id}/payments`, { amount: 1, method: 'cash' });
      await call('POST', `/api/v1/orders/${b.id}/payments`, { amount: 2, method: 'cash' });
      await call('POST', `/api/v1/invoices/${manual.id}/payments`, { amount: 3, method: 'cash' });
      const batch = await call(
        'GET',
        `/api/v1/payments?order_ids=${a.id}&invoice_ids=${invoiceB.id},${manual.id}`,
      );
      expect(batch.status).toBe(200);
      expect(
        batch.body.map((p: { amount: number; order_id: number; invoice_id: number }) => [
          p.amount,
          p.order_id,
          p.invoice_id,
        ]),
      ).toEqual([
        [1, a.id, null],
        [2, b.id, invoiceB.id],
        [3, null, manual.id],
      ]);
      // Without sales named, the answer is a page of the whole ledger (payment-list.test.ts).
      expect((await call('GET', '/api/v1/payments')).body).toMatchObject({ next_cursor: null });
      expect(await call('GET', '/api/v1/payments?order_ids=x')).toMatchObject({
        status: 400,
        body: { error: 'order_ids: must list ids separated by commas, e.g. 1,2,3' },
      });
      expect(await call('GET', '/api/v1/payments?order_ids=1&limit=5')).toMatchObject({
        status: 400,
        body: { error: expect.stringMatching(/^limit: not a parameter of this list/) },
      });
    });

    it('refuses to delete an invoice whose sale has entries, even reversed ones', async () => {
      const manual = await newManualInvoice();
      const paid = await call('POST', `/api/v1/invoices/${manual.id}/payments`, {
        amount: 10,
        method: 'cash',
      });
      await call('POST', `/api/v1/payments/${paid.body.payments[0].id}/reversal`, {
        reason: 'Wrong customer',
      });
      expect(await call('DELETE', `/api/v1/invoices/${manual.id}`)).toMatchObject({
        status: 409,
        body: {
          error: `Invoice ${manual.invoice_number} has recorded payments: issue a credit note instead`,
        },
      });
    });
  });

  describe('PATCH /api/v1/orders/:id (spec §7) writes to the ledger', () => {
    it('records the difference as a payment, and a decrease as an adjustment', async () => {
      const order = await newOrder(0, 'cash');
      const patch = (body: unknown) => call('PATCH', `/api/v1/orders/${order.id}`, body);
      expect(await patch({ status: 'partially_paid', paid_amount: 300 })).toMatchObject({
        status: 200,
        body: { status: 'partially_paid', paid_amount: 300, balance: 860 },
      });
      expect((await patch({ status: 'paid', paid_amount: 1160 })).body.status).toBe('paid');
      // The same figure again records nothing.
      await patch({ status: 'paid', paid_amount: 1160 });
      expect((await patch({ status: 'pending', paid_amount: 0 })).body).toMatchObject({
        status: 'pending',
        paid_amount: 0,
        balance: 1160,
      });
      const entries = (await call('GET', `/api/v1/orders/${order.id}/payments`)).body;
      expect(
        entries.map((p: { kind: string; amount: number; method: string }) => [
          p.kind,
          p.amount,
          p.method,
        ]),
      ).toEqual([
        ['payment', 300, 'cash'],
        ['payment', 860, 'cash'],
        ['adjustment', -1160, 'cash'],
      ]);
      expect(entries[2].note).toBe('Paid amount lowered from KSh 1,160.00 to KSh 0.00');
    });

    it('refuses a paid amount based on one that changed meanwhile, naming what is paid now', async () => {
      const order = await newOrder();
      await call('POST', `/api/v1/orders/${order.id}/payments`, { amount: 100, method: 'cash' });
      expect(
        await call('PATCH', `/api/v1/orders/${order.id}`, {
          status: 'partially_paid',
          paid_amount: 500,
          expected_paid_amount: 0,
        }),
      ).toMatchObject({
        status: 409,
        body: {
          error: `Payments on ${order.order_number} changed meanwhile (now KSh 100.00 paid); refresh and try again`,
        },
      });
    });
  });

  describe('POST /api/v1/payments/:id/reversal', () => {
    it('adds a reversing entry; the payment stays, marked reversed, and the status follows', async () => {
      const order = await newOrder();
      const invoice = await invoiceOf(order.id);
      const paid = await call('POST', `/api/v1/orders/${order.id}/payments`, {
        amount: 1160,
        method: 'cheque',
        reference: '004512',
      });
      const paymentId = paid.body.payments[0].id;
      const reversed = await call('POST', `/api/v1/payments/${paymentId}/reversal`, {
        reason: 'Cheque bounced',
      });
      expect(reversed.status).toBe(201);
      expect(reversed.body.reversal).toMatchObject({
        kind: 'reversal',
        amount: -1160,
        method: 'cheque',
        reference: '004512',
        note: 'Cheque bounced',
        reverses_payment_id: paymentId,
        recorded_by_email: email,
      });
      expect(reversed.body.order).toMatchObject({ paid_amount: 0, status: 'pending' });
      expect(reversed.body.invoice).toMatchObject({
        id: invoice.id,
        amount_paid: 0,
        balance: 1160,
        status: 'unpaid',
      });
      expect(reversed.body.invoice.payments).toEqual([
        expect.objectContaining({
          id: paymentId,
          reversed_by_payment_id: reversed.body.reversal.id,
        }),
        reversed.body.reversal,
      ]);
    });

    it('refuses to reverse a payment twice, a reversal, or an adjustment (409)', async () => {
      const order = await newOrder(0, 'cash');
      const paid = await call('POST', `/api/v1/orders/${order.id}/payments`, {
        amount: 100,
        method: 'cash',
      });
      const paymentId = paid.body.payments[0].id;
      const first = await call('POST', `/api/v1/payments/${paymentId}/reversal`, {
        reason: 'Typed on the wrong order',
      });
      expect(
        await call('POST', `/api/v1/payments/${paymentId}/reversal`, { reason: 'Again' }),
      ).toMatchObject({
        status: 409,
        body: { error: `Payment ${paymentId} was already reversed` },
      });
      const reversalId = first.body.reversal.id;
      expect(
        await call('POST', `/api/v1/payments/${reversalId}/reversal`, { reason: 'Undo' }),
      ).toMatchObject({
        status: 409,
        body: { error: `Entry ${reversalId} is a reversal, not a payment; it cannot be reversed` },
      });

      await call('PATCH', `/api/v1/orders/${order.id}`, { status: 'paid', paid_amount: 1160 });
      await call('PATCH', `/api/v1/orders/${order.id}`, { status: 'pending', paid_amount: 0 });
      const entries = (await call('GET', `/api/v1/orders/${order.id}/payments`)).body;
      const adjustment = entries.find((p: { kind: string }) => p.kind === 'adjustment');
      expect(
        (await call('POST', `/api/v1/payments/${adjustment.id}/reversal`, { reason: 'x' })).status,
      ).toBe(409);
      // The 1,160 payment was taken back by the adjustment: reversing it would go below zero.
      const big = entries.find((p: { amount: number }) => p.amount === 1160);
      expect(
        await call('POST', `/api/v1/payments/${big.id}/reversal`, { reason: 'Bounced' }),
      ).toMatchObject({
        status: 409,
        body: {
          error: 'Reversing KSh 1,160.00 would take the amount paid below zero (KSh 0.00 paid)',
        },
      });
    });

    it('needs a reason and a known payment', async () => {
      const order = await newOrder();
      const paid = await call('POST', `/api/v1/orders/${order.id}/payments`, {
        amount: 1,
        method: 'cash',
      });
      const response = await call('POST', `/api/v1/payments/${paid.body.payments[0].id}/reversal`, {
        reason: '  ',
      });
      expect(response).toMatchObject({
        status: 400,
        body: { error: 'reason: must say why the payment is reversed' },
      });
      expect(
        await call('POST', '/api/v1/payments/999999/reversal', { reason: 'Bounced' }),
      ).toMatchObject({ status: 404, body: { error: 'Payment not found' } });
    });
  });

  it('refuses every payments call without a valid token', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/orders/1/payments'],
      ['POST', '/api/v1/orders/1/payments'],
      ['GET', '/api/v1/invoices/1/payments'],
      ['GET', '/api/v1/payments?order_ids=1'],
      ['POST', '/api/v1/payments/1/reversal'],
    ] as const) {
      const body = method === 'POST' ? {} : undefined;
      expect((await api().call(method, path, { body })).status, path).toBe(401);
    }
  });
});
