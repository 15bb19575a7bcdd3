import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertCustomer,
  insertItem,
  orderRequest,
  salesRowCounts,
  stockOf,
} from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/**
 * Issue 50, the counter: a sale without `customer_id` goes to the shop's walk-in customer, and
 * an optional `payment` is recorded in the order's own transaction, answering the change.
 */
describeEachDatabase('orders: walk-in and paid at once', (api) => {
  let token: string;
  let walkInId: number;

  beforeAll(async () => {
    ({ token } = await api().newUser());
    const customers = await api().call('GET', '/api/v1/customers', { token });
    const walkIns = customers.body.filter((c: { walk_in: boolean }) => c.walk_in);
    expect(walkIns).toEqual([
      {
        id: expect.any(Number),
        name: 'Walk-in customer',
        contact: '',
        address: null,
        kra_pin: null,
        walk_in: true,
      },
    ]);
    walkInId = walkIns[0].id;
  });

  const post = (body: unknown, headers?: Record<string, string>) =>
    api().call('POST', '/api/v1/orders', { token, body, headers });

  /** A counter sale of `quantity` of a KSh 904.80 item, to no named customer. */
  async function counterSale(payment?: object, quantity = 1, method = 'cash') {
    const item = await insertItem(api().db, { name: 'Bosch drill bit', unitPriceCents: 904_80 });
    const { customer_id: _named, ...body } = orderRequest(0, [{ item, quantity }], {
      paymentMethod: method,
    });
    return { item, body: payment ? { ...body, payment } : body };
  }

  describe('a sale without customer_id', () => {
    it("goes to the shop's walk-in customer, pending when nothing is paid", async () => {
      const { body } = await counterSale();
      const sold = await post(body);
      expect(sold.status, sold.body.error).toBe(201);
      expect(sold.body).toMatchObject({
        customer_id: walkInId,
        customer_name: 'Walk-in customer',
        status: 'pending',
        paid_amount: 0,
        total_amount: 904.8,
      });
      expect(sold.body).not.toHaveProperty('change_due');
    });

    it('with cash tendered above the total: paid, and the change to give', async () => {
      const { body } = await counterSale({ method: 'cash', tendered: 1000 });
      const sold = await post(body);
      expect(sold.status, sold.body.error).toBe(201);
      expect(sold.body).toMatchObject({
        status: 'paid',
        paid_amount: 904.8,
        balance: 0,
        change_due: 95.2,
      });
      const payments = await api().call('GET', `/api/v1/orders/${sold.body.id}/payments`, {
        token,
      });
      expect(payments.body).toMatchObject([{ kind: 'payment', amount: 904.8, method: 'cash' }]);
    });

    it('with part of the total: partially paid, what is left owed by the walk-in', async () => {
      const { body } = await counterSale({ method: 'cash', amount: 500, tendered: 500 }, 2);
      const sold = await post(body);
      expect(sold.status, sold.body.error).toBe(201);
      expect(sold.body).toMatchObject({
        status: 'partially_paid',
        paid_amount: 500,
        balance: 1309.6,
        change_due: 0,
      });
      const statement = await api().call('GET', `/api/v1/customers/${walkInId}/statement`, {
        token,
      });
      expect(statement.status).toBe(200);
      expect(statement.body.closing_balance).toBeGreaterThanOrEqual(1309.6);
    });

    it.each([
      [
        'cash tendered below the total',
        { method: 'cash', tendered: 900 },
        'payment.tendered: cash tendered of KSh 900.00 is less than the KSh 904.80 to pay',
      ],
      [
        'cash tendered below the amount',
        { method: 'cash', amount: 500, tendered: 400 },
        'payment.tendered: is less than the amount paid',
      ],
      [
        'tendered for M-Pesa',
        { method: 'mpesa', reference: 'TLK4Q2ZW7A', tendered: 1000 },
        'payment.tendered: is only for cash payments (the cash handed over)',
      ],
      [
        'M-Pesa without its code',
        { method: 'mpesa' },
        'payment.reference: is required for mpesa, cheque and bank_transfer payments',
      ],
      ['an unknown method', { method: 'bitcoin' }, 'payment.method: must be one of'],
    ])('refuses %s with 400 and writes nothing', async (_, payment, message) => {
      const { item, body } = await counterSale(payment);
      const before = await salesRowCounts(api().db);
      const refused = await post(body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain(message);
      expect(await salesRowCounts(api().db)).toEqual(before);
      expect(await stockOf(api().db, item.id)).toBe(item.quantity);
    });

    it('refuses a payment above the total with 409, and writes nothing', async () => {
      const { item, body } = await counterSale({ method: 'cash', amount: 1000 });
      const refused = await post(body);
      expect(refused).toMatchObject({
        status: 409,
        body: { error: 'Payment of KSh 1,000.00 is more than the balance of KSh 904.80' },
      });
      expect(await stockOf(api().db, item.id)).toBe(item.quantity);
    });

    it('counts an M-Pesa code once: a second sale with it is refused and leaves no order', async () => {
      const first = await counterSale({ method: 'mpesa', reference: 'tlk 4q2 zw7b' }, 1, 'mpesa');
      const paid = await post(first.body);
      expect(paid.status, paid.body.error).toBe(201);
      expect(paid.body).toMatchObject({ status: 'paid', change_due: 0 });

      const second = await counterSale({ method: 'mpesa', reference: 'TLK4Q2ZW7B' }, 1, 'mpesa');
      const before = await salesRowCounts(api().db);
      const refused = await post(second.body);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toContain('TLK4Q2ZW7B');
      expect(refused.body.error).toContain(paid.body.order_number);
      expect(await salesRowCounts(api().db)).toEqual(before);
      expect(await stockOf(api().db, second.item.id)).toBe(second.item.quantity);
    });

    it('makes one order and one payment for a repeated Idempotency-Key', async () => {
      const { body } = await counterSale({ method: 'cash', tendered: 2000 });
      const headers = { 'Idempotency-Key': 'till-2-sale-81' };
      const first = await post(body, headers);
      const again = await post(body, headers);
      expect(first.status).toBe(201);
      expect(again.body).toEqual(first.body);
      const payments = await api().call('GET', `/api/v1/orders/${first.body.id}/payments`, {
        token,
      });
      expect(payments.body).toHaveLength(1);
    });
  });

  it("the spec's call, with customer_id and no payment, answers as before", async () => {
    const customer = await insertCustomer(api().db, { name: 'Kamau Builders' });
    const item = await insertItem(api().db, { unitPriceCents: 780_00 });
    const sold = await post(orderRequest(customer.id, [{ item, quantity: 1 }]));
    expect(sold.status).toBe(201);
    expect(sold.body).toMatchObject({
      customer_id: customer.id,
      customer_name: 'Kamau Builders',
      status: 'pending',
      paid_amount: 0,
    });
    expect(Object.keys(sold.body)).not.toContain('change_due');
  });

  describe('the walk-in customer', () => {
    it('is renamed without a contact; a named customer still needs one', async () => {
      const renamed = await api().call('PUT', `/api/v1/customers/${walkInId}`, {
        token,
        body: { name: 'Counter sale', contact: '', address: null },
      });
      expect(renamed).toMatchObject({
        status: 200,
        body: { id: walkInId, name: 'Counter sale', contact: '', walk_in: true },
      });
      const { body } = await counterSale();
      expect((await post(body)).body.customer_name).toBe('Counter sale');

      const named = await insertCustomer(api().db, { name: 'Wanjiku Hardware' });
      const blank = await api().call('PUT', `/api/v1/customers/${named.id}`, {
        token,
        body: { name: 'Wanjiku Hardware', contact: '  ', address: null },
      });
      expect(blank).toMatchObject({ status: 400, body: { error: 'contact: must not be blank' } });
      const created = await api().call('POST', '/api/v1/customers', {
        token,
        body: { name: 'No Contact Ltd', contact: '', address: null },
      });
      expect(created.status).toBe(400);
      await api().call('PUT', `/api/v1/customers/${walkInId}`, {
        token,
        body: { name: 'Walk-in customer', contact: '', address: null },
      });
    });

    it('is never deleted: 409 saying why, and it stays', async () => {
      const refused = await api().call('DELETE', `/api/v1/customers/${walkInId}`, { token });
      expect(refused).toMatchObject({
        status: 409,
        body: {
          error:
            "Cannot delete Walk-in customer: it is the shop's walk-in customer, that sales without a named customer go to. Rename it instead.",
        },
      });
      const customers = await api().call('GET', '/api/v1/customers', { token });
      expect(customers.body.map((c: { id: number }) => c.id)).toContain(walkInId);
    });
  });
});
