import { beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertItem, manualInvoiceRequest } from '../test/fixtures.ts';
import { insertManualInvoice, insertOrder } from '../test/sales-fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const DAY_MS = 86_400_000;

describeEachDatabase('shifts', (api) => {
  let manager: Awaited<ReturnType<ReturnType<typeof api>['newUser']>>;
  let customerId: number;

  beforeAll(async () => {
    // The first account is the owner; the shift worked by hand is a manager's, who may refund.
    await api().newUser();
    manager = await api().newUser();
    ({ id: customerId } = await insertCustomer(api().db, { name: 'Wanjiru Hardware' }));
  });

  const as =
    (token: string) =>
    (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
      api().call(method, path, { token, body, headers });

  describe('the drawer worked by hand', () => {
    it('expects float + cash taken − cash refunded + pay-ins − pay-outs, and reports by method', async () => {
      const call = as(manager.token);
      const someoneElse = as((await api().newUser()).token);
      const cement = await insertItem(api().db, {
        name: 'Simba Cement 50kg',
        quantity: 100,
        unitPriceCents: 780_00,
      });
      // An invoice from ten days ago, paid in part today in cash.
      const older = await insertManualInvoice(api().db, {
        customerId,
        totalCents: 5000_00,
        createdBy: manager.id,
        createdAt: new Date(Date.now() - 10 * DAY_MS),
      });

      const opened = await call('POST', '/api/v1/shifts', { opening_float: 1000 });
      expect(opened.status).toBe(201);
      expect(opened.body).toMatchObject({
        cashier: { id: manager.id, email: manager.email },
        opening_float: 1000,
        closed_at: null,
        closed_by: null,
        cash_movements: [],
        z_report: null,
      });
      const shiftId = opened.body.id as number;

      // A cash sale: 1,160.00.
      const sale = await insertOrder(api().db, {
        customerId,
        totalCents: 1160_00,
        createdBy: manager.id,
        method: 'cash',
      });
      expect(
        (await call('POST', `/api/v1/orders/${sale.id}/payments`, { amount: 1160, method: 'cash' }))
          .status,
      ).toBe(201);
      // Cash on the older invoice: 500.00.
      expect(
        (
          await call('POST', `/api/v1/invoices/${older.id}/payments`, {
            amount: 500,
            method: 'cash',
          })
        ).status,
      ).toBe(201);
      // M-Pesa: 2,000.00 of a 2,000.40 sale, not in the drawer; the 0.40 M-Pesa cannot move is
      // rounded off, and is no money taken by any method (sales/mpesa-rounding.ts).
      const mpesaSale = await insertOrder(api().db, {
        customerId,
        totalCents: 2000_40,
        createdBy: manager.id,
      });
      expect(
        (
          await call('POST', `/api/v1/orders/${mpesaSale.id}/payments`, {
            amount: 2000,
            method: 'mpesa',
            reference: 'QK7H2M9XLP',
          })
        ).status,
      ).toBe(201);
      expect((await call('GET', `/api/v1/orders/${mpesaSale.id}/payments`)).body).toEqual([
        expect.objectContaining({ kind: 'payment', method: 'mpesa', amount: 2000 }),
        expect.objectContaining({ kind: 'rounding', method: 'rounding', amount: 0.4 }),
      ]);
      expect((await call('GET', `/api/v1/orders/${mpesaSale.id}`)).body.status).toBe('paid');
      // Two bags invoiced and paid in cash (1,560.00), then one returned for cash (780.00).
      const invoice = await call(
        'POST',
        '/api/v1/invoices',
        manualInvoiceRequest(customerId, [{ item: cement, quantity: 2 }]),
      );
      expect(
        (
          await call('POST', `/api/v1/invoices/${invoice.body.id}/payments`, {
            amount: 1560,
            method: 'cash',
          })
        ).status,
      ).toBe(201);
      const refund = await call('POST', `/api/v1/invoices/${invoice.body.id}/credit-notes`, {
        reason: 'One bag came back hardened',
        lines: [{ invoice_item_id: invoice.body.items[0].id, quantity: 1 }],
        return_to_stock: true,
        refund: { method: 'cash' },
      });
      expect(refund.body).toMatchObject({ refunded: 780 });
      // Cash another member of staff took goes into their drawer, not this one.
      const theirs = await insertOrder(api().db, {
        customerId,
        totalCents: 300_00,
        createdBy: manager.id,
      });
      expect(
        (
          await someoneElse('POST', `/api/v1/orders/${theirs.id}/payments`, {
            amount: 300,
            method: 'cash',
          })
        ).status,
      ).toBe(201);

      const payIn = await call(
        'POST',
        `/api/v1/shifts/${shiftId}/cash-movements`,
        { kind: 'pay_in', amount: 200, reason: 'Change from the bank' },
        { 'Idempotency-Key': `pay-in-${shiftId}` },
      );
      expect(payIn.status).toBe(201);
      // The same key again: replayed, not paid in twice.
      const replay = await call(
        'POST',
        `/api/v1/shifts/${shiftId}/cash-movements`,
        { kind: 'pay_in', amount: 200, reason: 'Change from the bank' },
        { 'Idempotency-Key': `pay-in-${shiftId}` },
      );
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      const payOut = await call('POST', `/api/v1/shifts/${shiftId}/cash-movements`, {
        kind: 'pay_out',
        amount: 150,
        reason: 'Tea and mandazi for the loaders',
      });
      expect(payOut.body.cash_movements).toEqual([
        expect.objectContaining({ kind: 'pay_in', amount: 200, reason: 'Change from the bank' }),
        expect.objectContaining({
          kind: 'pay_out',
          amount: 150,
          recorded_by: { id: manager.id, email: manager.email },
        }),
      ]);

      // By hand: 1,000 + (1,160 + 500 + 1,560) − 780 + 200 − 150 = 3,490.00; 3,480.00 counted.
      const closed = await call('POST', `/api/v1/shifts/${shiftId}/close`, { counted_cash: 3480 });
      expect(closed.status).toBe(201);
      expect(closed.body.closed_by).toEqual({ id: manager.id, email: manager.email });
      expect(closed.body.z_report).toEqual({
        opening_float: 1000,
        cash_taken: 3220,
        cash_refunded: 780,
        cash_reversed: 0,
        pay_ins: 200,
        pay_outs: 150,
        expected_cash: 3490,
        counted_cash: 3480,
        difference: -10,
        by_method: [
          { method: 'cash', taken: 3220, refunded: 780, reversed: 0, net: 2440 },
          { method: 'mpesa', taken: 2000, refunded: 0, reversed: 0, net: 2000 },
          { method: 'cheque', taken: 0, refunded: 0, reversed: 0, net: 0 },
          { method: 'bank_transfer', taken: 0, refunded: 0, reversed: 0, net: 0 },
        ],
      });
      // Read again, the report is the same; a second close is refused.
      expect((await call('GET', `/api/v1/shifts/${shiftId}`)).body).toEqual(closed.body);
      expect(
        await call('POST', `/api/v1/shifts/${shiftId}/close`, { counted_cash: 3490 }),
      ).toMatchObject({ status: 409, body: { error: 'This shift is closed' } });
      expect(
        await call('POST', `/api/v1/shifts/${shiftId}/cash-movements`, {
          kind: 'pay_in',
          amount: 10,
          reason: 'Late',
        }),
      ).toMatchObject({ status: 409 });
      expect(await call('GET', '/api/v1/shifts/current')).toMatchObject({ status: 404 });
    });
  });

  it('opens one shift of two opened at once by one cashier', async () => {
    const cashier = await api().newUser(undefined, 'cashier');
    const call = as(cashier.token);
    const answers = await Promise.all([
      call('POST', '/api/v1/shifts', { opening_float: 500 }),
      call('POST', '/api/v1/shifts', { opening_float: 500 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const page = await call('GET', '/api/v1/shifts?open=true');
    expect(page.body.total_count).toBe(1);
    expect((await call('GET', '/api/v1/shifts/current')).body.id).toBe(page.body.items[0].id);
  });

  it('lets a cashier see only their own shifts, and a manager close one left open', async () => {
    const amina = await api().newUser(undefined, 'cashier');
    const baraka = await api().newUser(undefined, 'cashier');
    const aminas = (await as(amina.token)('POST', '/api/v1/shifts', { opening_float: 300 })).body;
    const barakas = (await as(baraka.token)('POST', '/api/v1/shifts', { opening_float: 400 })).body;

    const seenByAmina = await as(amina.token)('GET', `/api/v1/shifts?cashier_id=${baraka.id}`);
    expect(seenByAmina.body.items.map((shift: { id: number }) => shift.id)).toEqual([aminas.id]);
    expect(await as(amina.token)('GET', `/api/v1/shifts/${barakas.id}`)).toMatchObject({
      status: 404,
    });
    expect(
      await as(amina.token)('POST', `/api/v1/shifts/${barakas.id}/close`, { counted_cash: 0 }),
    ).toMatchObject({ status: 404 });

    // Baraka goes home with his shift open; the manager sees it and closes it.
    const managerCall = as(manager.token);
    const open = await managerCall('GET', '/api/v1/shifts?open=true');
    expect(open.body.items.map((shift: { id: number }) => shift.id)).toEqual(
      expect.arrayContaining([aminas.id, barakas.id]),
    );
    const closed = await managerCall('POST', `/api/v1/shifts/${barakas.id}/close`, {
      counted_cash: 400,
    });
    expect(closed.status).toBe(201);
    expect(closed.body).toMatchObject({
      cashier: { id: baraka.id },
      closed_by: { id: manager.id },
      z_report: { expected_cash: 400, counted_cash: 400, difference: 0 },
    });
    const list = await managerCall('GET', `/api/v1/shifts?cashier_id=${baraka.id}`);
    expect(list.body.items).toEqual([
      expect.objectContaining({ id: barakas.id, expected_cash: 400, difference: 0 }),
    ]);
  });

  it('refuses a pay-out without a reason and a negative float', async () => {
    const cashier = await api().newUser(undefined, 'cashier');
    const call = as(cashier.token);
    expect(await call('POST', '/api/v1/shifts', { opening_float: -1 })).toMatchObject({
      status: 400,
    });
    const shift = (await call('POST', '/api/v1/shifts', { opening_float: 0 })).body;
    expect(
      await call('POST', `/api/v1/shifts/${shift.id}/cash-movements`, {
        kind: 'pay_out',
        amount: 50,
        reason: '  ',
      }),
    ).toMatchObject({ status: 400, body: { fields: { reason: 'must say why the cash moved' } } });
  });
});
