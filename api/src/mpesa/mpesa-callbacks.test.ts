import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../test/fixtures.ts';
import {
  c2bConfirmation,
  moneyRowCounts,
  mpesaLedger,
  renumberInvoice,
  setUpMpesa,
  stkCallback,
} from '../test/mpesa-fixtures.ts';
import { insertManualInvoice, insertOrder, userIdOf } from '../test/sales-fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';

/**
 * Daraja's callbacks as Safaricom sends them (issue 22), posted straight to the callback
 * addresses: each receipt recorded once however often and however it arrives, money placed up
 * to each document's balance, the rest unmatched until staff assign it, and nothing a caller
 * sends ever making the API fail.
 */
for (const kind of databasesUnderTest) {
  describe(`M-Pesa callbacks [${kind}]`, () => {
    let api: TestApi;
    let token: string;
    let userId: number;
    let paths: Awaited<ReturnType<typeof setUpMpesa>>;

    beforeAll(async () => {
      api = await createTestApi(kind);
      const user = await api.newUser();
      token = user.token;
      userId = await userIdOf(api.db, user.email);
      paths = await setUpMpesa(api, token);
    });
    afterAll(async () => {
      await api?.close();
    });

    const daraja = (path: string, body: unknown) => api.call('POST', path, { body });

    async function invoiceOf(totalCents: number, number?: string) {
      const customer = await insertCustomer(api.db, { contact: '0799 000 111' });
      const invoice = await insertManualInvoice(api.db, {
        customerId: customer.id,
        totalCents,
        createdBy: userId,
      });
      if (number) await renumberInvoice(api.db, invoice.id, number);
      return { ...invoice, customerId: customer.id };
    }

    it('the same confirmation three times and an STK callback with its receipt: one payment', async () => {
      const invoice = await invoiceOf(500_00, 'INV-000007');
      // An STK push for the same invoice, as Ghala would have recorded it.
      const now = new Date().toISOString();
      const { id: requestId } = await api.db
        .insertInto('mpesa_requests')
        .values({
          invoice_id: invoice.id,
          phone: '254708374149',
          amount_cents: 500_00,
          account_reference: 'INV-000007',
          checkout_request_id: 'ws_CO_27112026093000000001',
          merchant_request_id: '29115-34620561-1',
          status: 'waiting',
          requested_by: userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const confirmation = c2bConfirmation({
        transId: 'QKX1234567',
        amount: 500,
        billRef: 'inv-000007 ',
      });
      for (let time = 0; time < 3; time += 1) {
        const answer = await daraja(paths.confirmation, confirmation);
        expect(answer).toMatchObject({
          status: 200,
          body: { ResultCode: 0, ResultDesc: 'Accepted' },
        });
      }
      const stk = await daraja(
        paths.stkResult,
        stkCallback({
          checkoutRequestId: 'ws_CO_27112026093000000001',
          resultCode: 0,
          amount: 500,
          receipt: 'QKX1234567',
        }),
      );
      expect(stk.status).toBe(200);

      const ledger = await mpesaLedger(api.db);
      const onInvoice = ledger.payments.filter((p) => p.invoice_id === invoice.id);
      expect(onInvoice).toEqual([
        expect.objectContaining({
          amount_cents: 500_00,
          reference: 'QKX1234567',
          recorded_by: null,
        }),
      ]);
      expect(ledger.receipts.filter((r) => r.receipt_number === 'QKX1234567')).toEqual([
        expect.objectContaining({
          source: 'c2b',
          unplaced_cents: 0,
          customer_id: invoice.customerId,
        }),
      ]);
      const shown = await api.call('GET', `/api/v1/invoices/${invoice.id}`, { token });
      expect(shown.body).toMatchObject({ amount_paid: 500, balance: 0, status: 'paid' });
      const entries = await api.call('GET', `/api/v1/invoices/${invoice.id}/payments`, { token });
      expect(entries.body).toEqual([
        expect.objectContaining({
          method: 'mpesa',
          reference: 'QKX1234567',
          recorded_by_email: 'M-Pesa',
          amount: 500,
        }),
      ]);
      // The push ends paid all the same: its money came by C2B first.
      const request = await api.call('GET', `/api/v1/mpesa/stk-requests/${requestId}`, { token });
      expect(request.body).toMatchObject({
        status: 'paid',
        receipt_number: 'QKX1234567',
        document_number: 'INV-000007',
      });
      // The callback's payment is in the audit trail, by M-Pesa.
      const audit = await api.call('GET', '/api/v1/audit?limit=50', { token });
      expect(audit.body.items).toContainEqual(
        expect.objectContaining({
          action: 'payment.recorded',
          actor_id: null,
          actor_email: 'M-Pesa',
          summary: expect.stringContaining('QKX1234567'),
        }),
      );
    });

    it('an unknown account lands in the unmatched list; assigning it records the payment, audited', async () => {
      const invoice = await invoiceOf(300_00);
      await daraja(
        paths.confirmation,
        c2bConfirmation({
          transId: 'QKX7654321',
          amount: 450,
          billRef: 'NO-SUCH-REF',
          msisdn: '254711000222',
        }),
      );
      const unmatched = await api.call('GET', '/api/v1/mpesa/receipts?unmatched=true', { token });
      expect(unmatched.status).toBe(200);
      const item = unmatched.body.items.find(
        (r: { receipt_number: string }) => r.receipt_number === 'QKX7654321',
      );
      expect(item).toMatchObject({
        amount: 450,
        unplaced: 450,
        bill_ref: 'NO-SUCH-REF',
        phone: '254711000222',
        payer_name: 'John Doe',
        source: 'c2b',
        customer_id: null,
      });

      const assigned = await api.call('POST', `/api/v1/mpesa/receipts/${item.id}/assign`, {
        token,
        body: { invoice_id: invoice.id },
      });
      expect(assigned.status).toBe(200);
      // The invoice takes its balance; the rest stays unmatched.
      expect(assigned.body).toMatchObject({ unplaced: 150, customer_id: invoice.customerId });
      const entries = await api.call('GET', `/api/v1/invoices/${invoice.id}/payments`, { token });
      expect(entries.body).toEqual([
        expect.objectContaining({
          amount: 300,
          reference: 'QKX7654321',
          method: 'mpesa',
          recorded_by_email: expect.stringContaining('@'),
        }),
      ]);
      const again = await api.call('POST', `/api/v1/mpesa/receipts/${item.id}/assign`, {
        token,
        body: { invoice_id: invoice.id },
      });
      expect(again.status).toBe(409);
      expect(again.body.error).toMatch(/paid in full.*KSh 150\.00.*stays unmatched/);
      const audit = await api.call('GET', '/api/v1/audit?limit=50', { token });
      expect(audit.body.items).toContainEqual(
        expect.objectContaining({
          action: 'payment.recorded',
          actor_id: userId,
          summary: expect.stringContaining('QKX7654321'),
        }),
      );
      const rest = await api.call('GET', '/api/v1/mpesa/receipts?unmatched=true', { token });
      expect(rest.body.items).toContainEqual(
        expect.objectContaining({ receipt_number: 'QKX7654321', unplaced: 150 }),
      );
    });

    it("a payer's phone finds the customer: their open sales take it, oldest first", async () => {
      const customer = await insertCustomer(api.db, {
        name: 'Otieno Builders',
        contact: '+254 722-333 444',
      });
      const older = await insertOrder(api.db, {
        customerId: customer.id,
        totalCents: 200_00,
        createdBy: userId,
        createdAt: new Date(Date.now() - 60_000),
      });
      const newer = await insertManualInvoice(api.db, {
        customerId: customer.id,
        totalCents: 250_00,
        createdBy: userId,
      });
      await daraja(
        paths.confirmation,
        c2bConfirmation({ transId: 'QPH0000001', amount: 500, msisdn: '254722333444' }),
      );
      const ledger = await mpesaLedger(api.db);
      expect(ledger.payments.filter((p) => p.reference === 'QPH0000001')).toEqual([
        expect.objectContaining({ order_id: older.id, amount_cents: 200_00 }),
        expect.objectContaining({ invoice_id: newer.id, amount_cents: 250_00 }),
      ]);
      expect(ledger.receipts.find((r) => r.receipt_number === 'QPH0000001')).toMatchObject({
        unplaced_cents: 50_00,
        customer_id: customer.id,
      });
    });

    it("a bill reference naming a customer's phone finds them, though M-Pesa hides the payer's", async () => {
      const customer = await insertCustomer(api.db, {
        name: 'Kamau Fundi',
        contact: '0745 600 700',
      });
      const order = await insertOrder(api.db, {
        customerId: customer.id,
        totalCents: 300_00,
        createdBy: userId,
      });
      // Daraja hashes the MSISDN for many shortcodes; the payer typed their number as account.
      await daraja(
        paths.confirmation,
        c2bConfirmation({
          transId: 'QBP0000001',
          amount: 300,
          billRef: '+254 745-600700',
          msisdn: 'a7f3c1e2d4b5968778695a4b3c2d1e0f9a8b7c6d5e4f30211f2e3d4c5b6a7980',
        }),
      );
      const ledger = await mpesaLedger(api.db);
      expect(ledger.payments.filter((p) => p.reference === 'QBP0000001')).toEqual([
        expect.objectContaining({ order_id: order.id, amount_cents: 300_00 }),
      ]);
      expect(ledger.receipts.find((r) => r.receipt_number === 'QBP0000001')).toMatchObject({
        unplaced_cents: 0,
        customer_id: customer.id,
      });
    });

    it('a payer who is a customer owing nothing: the money waits, named, and the customer can still go', async () => {
      const customer = await insertCustomer(api.db, {
        name: 'Njeri Paints',
        contact: '0733 111 222',
      });
      await daraja(
        paths.confirmation,
        c2bConfirmation({ transId: 'QNOSALE001', amount: 120, msisdn: '254733111222' }),
      );
      const unmatched = await api.call('GET', '/api/v1/mpesa/receipts?unmatched=true', { token });
      expect(unmatched.body.items).toContainEqual(
        expect.objectContaining({
          receipt_number: 'QNOSALE001',
          unplaced: 120,
          customer_id: customer.id,
          customer_name: 'Njeri Paints',
        }),
      );
      const deleted = await api.call('DELETE', `/api/v1/customers/${customer.id}`, { token });
      expect(deleted.status).toBe(204);
      const after = await api.call('GET', '/api/v1/mpesa/receipts?unmatched=true', { token });
      expect(after.body.items).toContainEqual(
        expect.objectContaining({ receipt_number: 'QNOSALE001', unplaced: 120, customer_id: null }),
      );
    });

    it('a cancelled STK push records nothing and ends cancelled', async () => {
      const invoice = await invoiceOf(100_00);
      const now = new Date().toISOString();
      const { id } = await api.db
        .insertInto('mpesa_requests')
        .values({
          invoice_id: invoice.id,
          phone: '254708374149',
          amount_cents: 100_00,
          account_reference: invoice.invoice_number.slice(0, 12),
          checkout_request_id: 'ws_CO_cancelled_1',
          status: 'waiting',
          requested_by: userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const before = await moneyRowCounts(api.db);
      const answer = await daraja(
        paths.stkResult,
        stkCallback({ checkoutRequestId: 'ws_CO_cancelled_1', resultCode: 1032 }),
      );
      expect(answer.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
      expect(await moneyRowCounts(api.db)).toEqual(before);
      const request = await api.call('GET', `/api/v1/mpesa/stk-requests/${id}`, { token });
      expect(request.body).toMatchObject({
        status: 'cancelled',
        result_code: '1032',
        payment_id: null,
      });
    });

    it('the same confirmation five times at once: one payment', async () => {
      const invoice = await invoiceOf(800_00, 'INV-000099');
      const body = c2bConfirmation({ transId: 'QCC5555555', amount: 800, billRef: 'INV-000099' });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => daraja(paths.confirmation, body)),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      const ledger = await mpesaLedger(api.db);
      expect(ledger.payments.filter((p) => p.reference === 'QCC5555555')).toEqual([
        expect.objectContaining({ invoice_id: invoice.id, amount_cents: 800_00 }),
      ]);
      expect(ledger.receipts.filter((r) => r.receipt_number === 'QCC5555555')).toHaveLength(1);
    });

    it('a code a cashier typed counts once: M-Pesa reporting it later adds only what was not typed', async () => {
      const invoice = await invoiceOf(1_000_00, 'INV-000120');
      const pay = (amount: number, reference: string) =>
        api.call('POST', `/api/v1/invoices/${invoice.id}/payments`, {
          token,
          body: { amount, method: 'mpesa', reference },
        });
      // KSh 600 typed from the customer's SMS (in small letters, with a space), then the whole
      // KSh 700 transaction arrives by C2B naming the invoice.
      expect((await pay(600, 'qtt 7777777')).status).toBe(201);
      const answer = await daraja(
        paths.confirmation,
        c2bConfirmation({ transId: 'QTT7777777', amount: 700, billRef: 'INV-000120' }),
      );
      expect(answer.status).toBe(200);
      const ledger = await mpesaLedger(api.db);
      expect(
        ledger.payments
          .filter((p) => p.reference === 'QTT7777777')
          .map((p) => [p.amount_cents, p.recorded_by]),
      ).toEqual([
        [600_00, userId],
        [100_00, null],
      ]);
      const shown = await api.call('GET', `/api/v1/invoices/${invoice.id}`, { token });
      expect(shown.body).toMatchObject({ amount_paid: 700, balance: 300 });

      // Typing a code M-Pesa has reported is refused, whatever its case: it is in the books.
      const again = await pay(100, 'QTT7777777');
      expect(again).toMatchObject({
        status: 409,
        body: {
          error: 'M-Pesa payment QTT7777777 arrived from M-Pesa by itself and is already recorded',
        },
      });
      // One that waits unmatched says where to assign it from.
      await daraja(
        paths.confirmation,
        c2bConfirmation({ transId: 'QUU8888888', amount: 250, billRef: 'NOBODY' }),
      );
      expect(await pay(250, 'quu8888888')).toMatchObject({
        status: 409,
        body: {
          error:
            'M-Pesa payment QUU8888888 arrived from M-Pesa by itself: assign its KSh 250.00 from Unmatched M-Pesa payments',
        },
      });
      expect(
        (await api.call('GET', `/api/v1/invoices/${invoice.id}`, { token })).body,
      ).toMatchObject({ amount_paid: 700 });
    });

    it('a code typed at the very moment M-Pesa reports it is counted once', async () => {
      // Each pair races: the cashier's request and Safaricom's callback sent together.
      for (let pair = 0; pair < 12; pair += 1) {
        const number = `INV-0002${String(pair).padStart(2, '0')}`;
        const code = `QRC${String(pair).padStart(7, '0')}`;
        const invoice = await invoiceOf(1_000_00, number);
        const [typed, reported] = await Promise.all([
          api.call('POST', `/api/v1/invoices/${invoice.id}/payments`, {
            token,
            body: { amount: 400, method: 'mpesa', reference: code },
          }),
          daraja(
            paths.confirmation,
            c2bConfirmation({ transId: code, amount: 400, billRef: number }),
          ),
        ]);
        expect(reported.status).toBe(200);
        // Whichever came first records the KSh 400; the other adds nothing (the cashier is told).
        expect([201, 409]).toContain(typed.status);
        const shown = await api.call('GET', `/api/v1/invoices/${invoice.id}`, { token });
        expect(shown.body, `${code}: typed ${typed.status}`).toMatchObject({ amount_paid: 400 });
      }
    });

    it('a typed code that was reversed does not count: the report places all of it', async () => {
      const invoice = await invoiceOf(500_00, 'INV-000121');
      const typed = await api.call('POST', `/api/v1/invoices/${invoice.id}/payments`, {
        token,
        body: { amount: 500, method: 'mpesa', reference: 'QVV9999999' },
      });
      expect(typed.status).toBe(201);
      const entries = await api.call('GET', `/api/v1/invoices/${invoice.id}/payments`, { token });
      const paymentId = entries.body[0].id;
      const reversed = await api.call('POST', `/api/v1/payments/${paymentId}/reversal`, {
        token,
        body: { reason: 'Typed before the money came' },
      });
      expect(reversed.status).toBe(201);
      await daraja(
        paths.confirmation,
        c2bConfirmation({ transId: 'QVV9999999', amount: 500, billRef: 'INV-000121' }),
      );
      expect(
        (await api.call('GET', `/api/v1/invoices/${invoice.id}`, { token })).body,
      ).toMatchObject({ amount_paid: 500, balance: 0 });
    });

    it('a reported payment reversed off the wrong invoice waits unmatched, to be assigned again', async () => {
      const wrong = await invoiceOf(116_00, 'INV-000131');
      const right = await invoiceOf(116_00, 'INV-000132');
      const unmatched = async () =>
        (await api.call('GET', '/api/v1/mpesa/receipts?unmatched=true', { token })).body.items.find(
          (r: { receipt_number: string }) => r.receipt_number === 'SKA1B2C3D4',
        );
      await daraja(
        paths.confirmation,
        c2bConfirmation({ transId: 'SKA1B2C3D4', amount: 116, billRef: 'INV-000131' }),
      );
      expect(await unmatched()).toBeUndefined();
      const [placed] = (await api.call('GET', `/api/v1/invoices/${wrong.id}/payments`, { token }))
        .body;
      const reversed = await api.call('POST', `/api/v1/payments/${placed.id}/reversal`, {
        token,
        body: { reason: 'The customer meant INV-000132' },
      });
      expect(reversed.status).toBe(201);
      expect(reversed.body.invoice).toMatchObject({ amount_paid: 0, balance: 116 });
      const waiting = await unmatched();
      expect(waiting).toMatchObject({ amount: 116, unplaced: 116 });
      // Typed by a cashier, the code is still M-Pesa's own: it is assigned, not typed again.
      const typed = await api.call('POST', `/api/v1/invoices/${right.id}/payments`, {
        token,
        body: { amount: 116, method: 'mpesa', reference: 'SKA1B2C3D4' },
      });
      expect(typed.status).toBe(409);
      expect(typed.body.error).toMatch(/assign its KSh 116\.00 from Unmatched M-Pesa payments/);
      const assigned = await api.call('POST', `/api/v1/mpesa/receipts/${waiting.id}/assign`, {
        token,
        body: { invoice_id: right.id },
      });
      expect(assigned.status).toBe(200);
      expect(assigned.body).toMatchObject({ unplaced: 0 });
      expect((await api.call('GET', `/api/v1/invoices/${right.id}`, { token })).body).toMatchObject(
        { amount_paid: 116, balance: 0 },
      );
      // Reversed again off the right one, it gives back what it brought, no more.
      const [again] = (await api.call('GET', `/api/v1/invoices/${right.id}/payments`, { token }))
        .body;
      await api.call('POST', `/api/v1/payments/${again.id}/reversal`, {
        token,
        body: { reason: 'Checking' },
      });
      expect(await unmatched()).toMatchObject({ amount: 116, unplaced: 116 });
    });

    it("an order's paid amount is not lowered below its M-Pesa money: that payment is reversed instead", async () => {
      const customer = await insertCustomer(api.db, { contact: '0711 222 333' });
      const order = await insertOrder(api.db, {
        customerId: customer.id,
        totalCents: 300_00,
        createdBy: userId,
      });
      const number = 'ORD-000151';
      await api.db
        .updateTable('orders')
        .set({ order_number: number })
        .where('id', '=', order.id)
        .execute();
      await daraja(
        paths.confirmation,
        c2bConfirmation({ transId: 'SLW1A2B3C4', amount: 200, billRef: number }),
      );
      // Cash beside it may still be lowered away, down to the M-Pesa money.
      await api.call('POST', `/api/v1/orders/${order.id}/payments`, {
        token,
        body: { amount: 50, method: 'cash' },
      });
      const lowered = await api.call('PATCH', `/api/v1/orders/${order.id}`, {
        token,
        body: { status: 'partially_paid', paid_amount: 100 },
      });
      expect(lowered).toMatchObject({
        status: 409,
        body: {
          error: `KSh 200.00 of what ${number} paid came by M-Pesa; reverse that M-Pesa payment instead of lowering what was paid`,
        },
      });
      const down = await api.call('PATCH', `/api/v1/orders/${order.id}`, {
        token,
        body: { status: 'partially_paid', paid_amount: 200 },
      });
      expect(down).toMatchObject({ status: 200, body: { paid_amount: 200 } });
      // Reversed, the money waits unmatched; then nothing of M-Pesa's is left to keep.
      const placed = (await mpesaLedger(api.db)).payments.find(
        (p) => p.reference === 'SLW1A2B3C4',
      )!;
      await api.call('POST', `/api/v1/payments/${placed.id}/reversal`, {
        token,
        body: { reason: 'Paid for another order' },
      });
      const receipt = (
        await api.call('GET', '/api/v1/mpesa/receipts?unmatched=true', { token })
      ).body.items.find((r: { receipt_number: string }) => r.receipt_number === 'SLW1A2B3C4');
      expect(receipt).toMatchObject({ amount: 200, unplaced: 200 });
      expect((await api.call('GET', `/api/v1/orders/${order.id}`, { token })).body).toMatchObject({
        paid_amount: 0,
      });
    });

    it("money that was never the shop's is marked returned: it leaves the unmatched list, audited, and never comes back", async () => {
      const invoice = await invoiceOf(100_00);
      await daraja(
        paths.confirmation,
        c2bConfirmation({ transId: 'SRT5E6F7G8', amount: 250, billRef: 'WRONG-TILL' }),
      );
      const find = async () =>
        (await api.call('GET', '/api/v1/mpesa/receipts', { token })).body.items.find(
          (r: { receipt_number: string }) => r.receipt_number === 'SRT5E6F7G8',
        );
      const receipt = await find();
      // KSh 100 of it was for an invoice after all; the other 150 went back to the payer.
      await api.call('POST', `/api/v1/mpesa/receipts/${receipt.id}/assign`, {
        token,
        body: { invoice_id: invoice.id },
      });
      const path = `/api/v1/mpesa/receipts/${receipt.id}/return`;
      const cashier = await api.newUser(undefined, 'cashier');
      expect(
        await api.call('POST', path, { token: cashier.token, body: { reason: 'Reversed' } }),
      ).toMatchObject({ status: 403 });
      expect(await api.call('POST', path, { token, body: { reason: '  ' } })).toMatchObject({
        status: 400,
        body: { fields: { reason: 'say why the money went back to the payer' } },
      });
      // The manager saw all 250 waiting, before the invoice took its part: nothing goes back.
      expect(
        await api.call('POST', path, {
          token,
          body: { reason: 'Reversed by Safaricom: wrong till', expected_unplaced: 250 },
        }),
      ).toMatchObject({
        status: 409,
        body: {
          error:
            'M-Pesa payment SRT5E6F7G8 changed meanwhile (now KSh 150.00 to place); refresh and try again',
        },
      });
      const returned = await api.call('POST', path, {
        token,
        body: { reason: 'Reversed by Safaricom: wrong till', expected_unplaced: 150 },
      });
      expect(returned).toMatchObject({
        status: 200,
        body: {
          amount: 250,
          unplaced: 0,
          returned: 150,
          return_reason: 'Reversed by Safaricom: wrong till',
          returned_by_email: expect.stringContaining('@'),
          returned_at: expect.any(String),
        },
      });
      const unmatched = await api.call('GET', '/api/v1/mpesa/receipts?unmatched=true', { token });
      expect(
        unmatched.body.items.map((r: { receipt_number: string }) => r.receipt_number),
      ).not.toContain('SRT5E6F7G8');
      // Listed instead with the money returned to the payer, and only there.
      const returnedList = await api.call('GET', '/api/v1/mpesa/receipts?returned=true', { token });
      expect(returnedList.body.items).toContainEqual(
        expect.objectContaining({ receipt_number: 'SRT5E6F7G8', returned: 150 }),
      );
      expect(returnedList.body.items.every((r: { returned: number }) => r.returned > 0)).toBe(true);
      expect(returnedList.body.total_count).toBe(returnedList.body.items.length);
      expect(await api.call('POST', path, { token, body: { reason: 'Again' } })).toMatchObject({
        status: 409,
        body: { error: 'Nothing of M-Pesa payment SRT5E6F7G8 is left to return' },
      });
      const audit = await api.call('GET', '/api/v1/audit?limit=50', { token });
      expect(audit.body.items).toContainEqual(
        expect.objectContaining({
          action: 'mpesa.returned',
          actor_id: userId,
          summary:
            'M-Pesa payment SRT5E6F7G8: KSh 150.00 returned to the payer (Reversed by Safaricom: wrong till)',
        }),
      );
      // The invoice's part reversed comes back to be assigned; what went back to the payer does not.
      const [placed] = (await api.call('GET', `/api/v1/invoices/${invoice.id}/payments`, { token }))
        .body;
      await api.call('POST', `/api/v1/payments/${placed.id}/reversal`, {
        token,
        body: { reason: 'Meant for another invoice' },
      });
      expect(await find()).toMatchObject({ amount: 250, unplaced: 100, returned: 150 });
    });

    it('money returned to the payer is listed by when it went back, newest first, a page at a time', async () => {
      const codes = ['SRA1A1A1A1', 'SRB2B2B2B2', 'SRC3C3C3C3'];
      const ids = new Map<string, number>();
      for (const code of codes) {
        api.advanceClock(60_000);
        await daraja(
          paths.confirmation,
          c2bConfirmation({ transId: code, amount: 10, billRef: 'X' }),
        );
      }
      const unmatched = await api.call('GET', '/api/v1/mpesa/receipts?unmatched=true', { token });
      for (const r of unmatched.body.items as { id: number; receipt_number: string }[]) {
        ids.set(r.receipt_number, r.id);
      }
      // Paid A, B, C; returned C, then A, then B.
      for (const code of [codes[2], codes[0], codes[1]]) {
        api.advanceClock(60_000);
        const answer = await api.call('POST', `/api/v1/mpesa/receipts/${ids.get(code!)}/return`, {
          token,
          body: { reason: 'Wrong till' },
        });
        expect(answer.status).toBe(200);
      }
      const ours = (items: { receipt_number: string }[]) =>
        items.map((r) => r.receipt_number).filter((code) => codes.includes(code));
      const first = await api.call('GET', '/api/v1/mpesa/receipts?returned=true&limit=2', {
        token,
      });
      expect(ours(first.body.items)).toEqual([codes[1], codes[0]]);
      const next = await api.call(
        'GET',
        `/api/v1/mpesa/receipts?returned=true&limit=2&cursor=${first.body.next_cursor}`,
        { token },
      );
      expect(ours(next.body.items)).toEqual([codes[2]]);
      // Every list still reads by when the money came.
      const all = await api.call('GET', '/api/v1/mpesa/receipts?limit=3', { token });
      expect(ours(all.body.items)).toEqual([codes[2], codes[1], codes[0]]);
    });

    it('a reversal frees only what no payment under the code still counts, nor what went back to the payer', async () => {
      // Two parts of one M-Pesa payment typed on two sales, KSh 400 in all, before M-Pesa reports
      // KSh 300 for it (typed first, its amount was not known yet).
      const first = await invoiceOf(500_00);
      const second = await invoiceOf(500_00);
      const typed = [];
      for (const invoice of [first, second]) {
        const answer = await api.call('POST', `/api/v1/invoices/${invoice.id}/payments`, {
          token,
          body: { amount: 200, method: 'mpesa', reference: 'SDB1C2D3E4', split: true },
        });
        expect(answer.status).toBe(201);
        typed.push(answer.body.payments[0].id);
      }
      await daraja(
        paths.confirmation,
        c2bConfirmation({ transId: 'SDB1C2D3E4', amount: 300, billRef: 'NO-SUCH-REF' }),
      );
      const receipt = async () =>
        (await api.call('GET', '/api/v1/mpesa/receipts', { token })).body.items.find(
          (r: { receipt_number: string }) => r.receipt_number === 'SDB1C2D3E4',
        );
      const reverse = (id: number) =>
        api.call('POST', `/api/v1/payments/${id}/reversal`, { token, body: { reason: 'Typo' } });
      // The second typed 200 still counts against the 300: only 100 of it is free.
      await reverse(typed[0]);
      const waiting = await receipt();
      expect(waiting).toMatchObject({ amount: 300, unplaced: 100 });
      await api.call('POST', `/api/v1/mpesa/receipts/${waiting.id}/return`, {
        token,
        body: { reason: 'Sent back to the payer' },
      });
      // Of the 300 M-Pesa brought, 100 went back: the second reversal frees the other 200 only.
      await reverse(typed[1]);
      expect(await receipt()).toMatchObject({ amount: 300, unplaced: 200, returned: 100 });
    });

    it('a return at the same moment as an assignment or a reversal: the money is counted once', async () => {
      const receiptOf = async (code: string) =>
        (await api.db
          .selectFrom('mpesa_receipts')
          .select(['id', 'unplaced_cents', 'returned_cents'])
          .where('receipt_number', '=', code)
          .executeTakeFirstOrThrow()) as {
          id: number;
          unplaced_cents: number;
          returned_cents: number;
        };
      const paidOn = async (invoiceId: number) =>
        (await api.call('GET', `/api/v1/invoices/${invoiceId}`, { token })).body.amount_paid;
      for (let round = 0; round < 6; round += 1) {
        // Assigning all of it and returning all of it, sent together: one wins, whole.
        const invoice = await invoiceOf(300_00);
        const code = `SRA${String(round).padStart(7, '0')}`;
        await daraja(
          paths.confirmation,
          c2bConfirmation({ transId: code, amount: 300, billRef: 'NO-SUCH-REF' }),
        );
        const { id } = await receiptOf(code);
        const [assigned, returned] = await Promise.all([
          api.call('POST', `/api/v1/mpesa/receipts/${id}/assign`, {
            token,
            body: { invoice_id: invoice.id },
          }),
          api.call('POST', `/api/v1/mpesa/receipts/${id}/return`, {
            token,
            body: { reason: 'Reversed by Safaricom' },
          }),
        ]);
        expect([assigned.status, returned.status].sort()).toEqual([200, 409]);
        const after = await receiptOf(code);
        const paid = await paidOn(invoice.id);
        expect(paid * 100 + Number(after.unplaced_cents) + Number(after.returned_cents)).toBe(
          300_00,
        );
        expect(paid === 300 || Number(after.returned_cents) === 300_00).toBe(true);

        // A reversal freeing the invoice's part while the rest is returned: 300 in all, still.
        const other = await invoiceOf(100_00);
        const split = `SRB${String(round).padStart(7, '0')}`;
        await daraja(
          paths.confirmation,
          c2bConfirmation({ transId: split, amount: 300, billRef: 'NO-SUCH-REF' }),
        );
        const receipt = await receiptOf(split);
        await api.call('POST', `/api/v1/mpesa/receipts/${receipt.id}/assign`, {
          token,
          body: { invoice_id: other.id },
        });
        const [placed] = (await api.call('GET', `/api/v1/invoices/${other.id}/payments`, { token }))
          .body;
        const answers = await Promise.all([
          api.call('POST', `/api/v1/payments/${placed.id}/reversal`, {
            token,
            body: { reason: 'Wrong invoice' },
          }),
          api.call('POST', `/api/v1/mpesa/receipts/${receipt.id}/return`, {
            token,
            body: { reason: 'Sent back' },
          }),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([201, 200]);
        const settled = await receiptOf(split);
        expect(await paidOn(other.id)).toBe(0);
        expect(Number(settled.unplaced_cents) + Number(settled.returned_cents)).toBe(300_00);
      }
    });

    it('a typed payment reversed gives back no more than M-Pesa reported', async () => {
      const invoice = await invoiceOf(500_00, 'INV-000141');
      // The cashier typed 200 under the code; M-Pesa reports 116 for it: nothing is left over.
      const typed = await api.call('POST', `/api/v1/invoices/${invoice.id}/payments`, {
        token,
        body: { amount: 200, method: 'mpesa', reference: 'SKC7D8E9F0' },
      });
      expect(typed.status).toBe(201);
      await daraja(
        paths.confirmation,
        c2bConfirmation({ transId: 'SKC7D8E9F0', amount: 116, billRef: 'NO-SUCH-REF' }),
      );
      const receipts = async () =>
        (await api.call('GET', '/api/v1/mpesa/receipts', { token })).body.items.find(
          (r: { receipt_number: string }) => r.receipt_number === 'SKC7D8E9F0',
        );
      expect(await receipts()).toMatchObject({ amount: 116, unplaced: 0 });
      const reversed = await api.call(
        'POST',
        `/api/v1/payments/${typed.body.payments[0].id}/reversal`,
        {
          token,
          body: { reason: 'Typed the wrong amount' },
        },
      );
      expect(reversed.status).toBe(201);
      expect(await receipts()).toMatchObject({ amount: 116, unplaced: 116 });
    });

    it('garbage, forged and misdirected callbacks never fail and change nothing', async () => {
      const invoice = await invoiceOf(500_00, 'INV-000123');
      const before = await moneyRowCounts(api.db);
      const raw = (path: string, body: string, contentType = 'application/json') =>
        api.call('POST', path, { body, headers: { 'Content-Type': contentType } });
      const garbage: [string, string][] = [
        ['', ''],
        ['not json', '{"Body": '],
        ['an array', '[1,2,3]'],
        ['null', 'null'],
        ['a number', '42'],
        [
          'wrong types',
          JSON.stringify({ Body: { stkCallback: { CheckoutRequestID: 7, ResultCode: {} } } }),
        ],
        [
          'nested nonsense',
          JSON.stringify({
            Body: { stkCallback: { CheckoutRequestID: 'x'.repeat(5000), ResultCode: '0' } },
          }),
        ],
        ['a big body', JSON.stringify({ TransID: 'QBIG000001', filler: 'x'.repeat(200_000) })],
        [
          'C2B with wrong types',
          JSON.stringify({ TransID: 12, TransAmount: 'lots', BusinessShortCode: [] }),
        ],
        [
          'negative amount',
          JSON.stringify(
            c2bConfirmation({ transId: 'QNEG000001', amount: -5, billRef: 'INV-000123' }),
          ),
        ],
        [
          'too many decimals',
          JSON.stringify({
            ...c2bConfirmation({ transId: 'QDEC000001', amount: 1, billRef: 'INV-000123' }),
            TransAmount: '1.005',
          }),
        ],
        ['prototype keys', '{"__proto__": {"TransID": "QPROTO0001"}, "constructor": 1}'],
      ];
      for (const path of [paths.stkResult, paths.validation, paths.confirmation]) {
        for (const [what, body] of garbage) {
          const answer = await raw(path, body);
          expect(answer.status, `${what} to ${path}`).toBeLessThan(500);
        }
        expect(
          (await raw(path, 'TransID=Q1', 'application/x-www-form-urlencoded')).status,
        ).toBeLessThan(500);
      }
      // Genuine-looking but not this shop's: an unknown push, another amount. (A confirmation for
      // another shortcode is money all the same: mpesa-daraja-behaviour.test.ts.)
      await daraja(
        paths.stkResult,
        stkCallback({
          checkoutRequestId: 'ws_CO_nobody',
          resultCode: 0,
          amount: 500,
          receipt: 'QFORGED001',
        }),
      );
      const validation = await daraja(
        paths.validation,
        c2bConfirmation({ transId: 'QOTHER0002', amount: 500, shortCode: '600000' }),
      );
      expect(validation.body).toMatchObject({ ResultCode: 'C2B00015' });
      // An unknown token is an address that does not exist.
      const wrongToken = paths.confirmation.replace(
        /callbacks\/[0-9a-f]+/,
        `callbacks/${'0'.repeat(64)}`,
      );
      const unknown = await daraja(
        wrongToken,
        c2bConfirmation({ transId: 'QTOKEN0001', amount: 500, billRef: 'INV-000123' }),
      );
      expect(unknown.status).toBe(404);
      expect(JSON.stringify(unknown.body)).not.toContain('0'.repeat(64));
      expect((await daraja('/api/v1/callbacks/short/c2b-confirmation', {})).status).toBe(404);

      expect(await moneyRowCounts(api.db)).toEqual(before);
      const shown = await api.call('GET', `/api/v1/invoices/${invoice.id}`, { token });
      expect(shown.body).toMatchObject({ amount_paid: 0, balance: 500 });
    });

    it('a paid result for a known push with another amount, or no receipt, records nothing', async () => {
      const invoice = await invoiceOf(700_00, 'INV-000124');
      const now = new Date().toISOString();
      const { id: requestId } = await api.db
        .insertInto('mpesa_requests')
        .values({
          invoice_id: invoice.id,
          phone: '254708374149',
          amount_cents: 700_00,
          account_reference: 'INV-000124',
          checkout_request_id: 'ws_CO_amount_check_1',
          merchant_request_id: '29115-34620561-9',
          status: 'waiting',
          requested_by: userId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const paid = (values: { amount: number; receipt?: string }) =>
        daraja(
          paths.stkResult,
          stkCallback({ checkoutRequestId: 'ws_CO_amount_check_1', resultCode: 0, ...values }),
        );
      const before = await moneyRowCounts(api.db);
      expect((await paid({ amount: 1, receipt: 'QAMT000001' })).status).toBe(200);
      expect((await paid({ amount: 700 })).status).toBe(200);
      expect(await moneyRowCounts(api.db)).toEqual(before);
      const request = () =>
        api.db
          .selectFrom('mpesa_requests')
          .select('status')
          .where('id', '=', requestId)
          .executeTakeFirstOrThrow();
      expect(await request()).toEqual({ status: 'waiting' });
      // The genuine result still lands.
      await paid({ amount: 700, receipt: 'QAMT000002' });
      expect(await request()).toEqual({ status: 'paid' });
      expect(
        (await api.call('GET', `/api/v1/invoices/${invoice.id}`, { token })).body,
      ).toMatchObject({ amount_paid: 700, balance: 0 });
    });

    it('settings: secrets never answered nor audited; turning on without them is refused by field', async () => {
      const read = await api.call('GET', '/api/v1/mpesa/settings', { token });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        mode: 'simulator',
        passkey_set: true,
        consumer_key_set: true,
        consumer_secret_set: true,
      });
      const text = JSON.stringify(read.body);
      for (const secret of ['ghala-test-key', 'ghala-test-secret', 'bfb279f9aa9bdbcf'])
        expect(text).not.toContain(secret);
      expect(read.body.confirmation_url).toMatch(
        /^http:\/\/127\.0\.0\.1:1\/api\/v1\/callbacks\/[0-9a-f]{64}\/c2b-confirmation$/,
      );
      expect(read.body.confirmation_url).not.toMatch(/mpesa|safaricom/i);

      // "" keeps a secret; a new one is audited as changed, never by its value.
      const kept = await api.call('PUT', '/api/v1/mpesa/settings', {
        token,
        body: { consumer_secret: '', passkey: 'a-new-passkey' },
      });
      expect(kept.body).toMatchObject({ consumer_secret_set: true, passkey_set: true });
      const audit = await api.call('GET', '/api/v1/audit?limit=100', { token });
      const trail = JSON.stringify(audit.body);
      for (const secret of [
        'ghala-test-key',
        'ghala-test-secret',
        'a-new-passkey',
        'bfb279f9aa9bdbcf',
      ])
        expect(trail).not.toContain(secret);
      expect(audit.body.items).toContainEqual(
        expect.objectContaining({
          action: 'settings.changed',
          changes: [{ field: 'M-Pesa passkey', before: 'set', after: 'changed' }],
        }),
      );

      const cleared = await api.call('PUT', '/api/v1/mpesa/settings', {
        token,
        body: { consumer_key: null },
      });
      expect(cleared.status).toBe(400);
      expect(cleared.body.fields).toEqual({ consumer_key: 'must be given when M-Pesa is on' });
      const named = await api.call('PUT', '/api/v1/mpesa/settings', {
        token,
        body: { callback_base_url: 'https://mpesa.duka.example' },
      });
      expect(named.status).toBe(400);
      expect(Object.keys(named.body.fields)).toEqual(['callback_base_url']);

      const cashier = await api.newUser(undefined, 'cashier');
      expect(
        (await api.call('GET', '/api/v1/mpesa/settings', { token: cashier.token })).status,
      ).toBe(403);
      expect(
        (await api.call('GET', '/api/v1/mpesa/receipts', { token: cashier.token })).status,
      ).toBe(200);
    });
  });
}
