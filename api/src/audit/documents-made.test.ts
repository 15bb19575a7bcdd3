import { beforeAll, describe, expect, it } from 'vitest';
import { businessDate, dayMonthYear } from '../http/clock.ts';
import {
  insertCustomer,
  insertItem,
  insertSupplier,
  manualInvoiceRequest,
  orderRequest,
} from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const DAY_MS = 86_400_000;
const dayIn = (days: number) =>
  businessDate(new Date(Date.now() + days * DAY_MS), 'Africa/Nairobi');

/**
 * Issue 46: every numbered document says who made it (and who cancelled, voided or reversed
 * it), the audit trail has each one being made with its number, total and maker, and a
 * document dated more than a day before it was made says it was back-dated.
 */
describeEachDatabase('documents made: who, and back-dated', (api) => {
  let cashier: { id: number; email: string; token: string };
  let manager: { id: number; email: string; token: string };
  let customer: Awaited<ReturnType<typeof insertCustomer>>;
  let cement: Awaited<ReturnType<typeof insertItem>>;
  let supplierId: number;

  const as = (who: { token: string }, method: string, path: string, body?: unknown) =>
    api().call(method, path, { token: who.token, body });
  const person = (who: { id: number; email: string }) => ({ id: who.id, email: who.email });

  /** The newest events of an action about one record, as the owner reads them. */
  async function eventsOf(action: string, entityId: number) {
    const page = await as(manager, 'GET', `/api/v1/audit?action=${action}&limit=200`);
    expect(page.status).toBe(200);
    return page.body.items.filter((event: { entity_id: number }) => event.entity_id === entityId);
  }

  beforeAll(async () => {
    manager = await api().newUser();
    cashier = await api().newUser(undefined, 'cashier');
    customer = await insertCustomer(api().db, { name: 'Wanjiru Hardware' });
    cement = await insertItem(api().db, {
      name: 'Simba Cement 50kg',
      quantity: 500,
      unitPriceCents: 780_00,
    });
    supplierId = await insertSupplier(api().db, 'Bamburi Cement Ltd');
  });

  it('an order names the cashier who made it, in its answer, its list row and the trail', async () => {
    const made = await as(
      cashier,
      'POST',
      '/api/v1/orders',
      orderRequest(customer.id, [{ item: cement, quantity: 2 }]),
    );
    expect(made.status).toBe(201);
    expect(made.body.created_by).toEqual(person(cashier));
    expect(made.body.cancelled_by).toBeNull();

    const page = await as(manager, 'GET', `/api/v1/orders?q=${made.body.order_number}`);
    expect(page.body.items[0].created_by).toEqual(person(cashier));

    const [event] = await eventsOf('order.made', made.body.id);
    expect(event).toMatchObject({
      actor_id: cashier.id,
      actor_email: cashier.email,
      action: 'order.made',
      entity: 'order',
      summary: `Order ${made.body.order_number} of KSh 1,560.00 for Wanjiru Hardware`,
    });
  });

  it('an order refused (too little stock) leaves no order made in the trail', async () => {
    const before = await as(manager, 'GET', '/api/v1/audit?action=order.made&limit=1');
    const refused = await as(
      cashier,
      'POST',
      '/api/v1/orders',
      orderRequest(customer.id, [{ item: cement, quantity: 100_000 }]),
    );
    expect(refused.status).toBe(409);
    const after = await as(manager, 'GET', '/api/v1/audit?action=order.made&limit=1');
    expect(after.body.total_count).toBe(before.body.total_count);
  });

  it('a cancelled order names who cancelled it', async () => {
    const made = await as(
      cashier,
      'POST',
      '/api/v1/orders',
      orderRequest(customer.id, [{ item: cement, quantity: 1 }]),
    );
    const cancelled = await as(manager, 'POST', `/api/v1/orders/${made.body.id}/cancellation`, {
      reason: 'Customer changed their mind',
    });
    expect(cancelled.status).toBe(200);
    const order = await as(manager, 'GET', `/api/v1/orders/${made.body.id}`);
    expect(order.body).toMatchObject({
      created_by: person(cashier),
      cancelled_by: person(manager),
      cancelled_by_email: manager.email,
    });
  });

  it('an invoice dated today or yesterday is not back-dated; one dated earlier says so, in its answer and in the trail', async () => {
    for (const dated of [null, dayIn(-1)]) {
      const made = await as(cashier, 'POST', '/api/v1/invoices', {
        ...manualInvoiceRequest(customer.id, [{ item: cement, quantity: 1 }]),
        created_at: dated,
      });
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ created_by: person(cashier), back_dated: false });
      const [event] = await eventsOf('invoice.made', made.body.id);
      expect(event.summary).toBe(
        `Invoice ${made.body.invoice_number} of KSh 780.00 for Wanjiru Hardware`,
      );
    }

    const backDay = dayIn(-47);
    const backDated = await as(cashier, 'POST', '/api/v1/invoices', {
      ...manualInvoiceRequest(customer.id, [{ item: cement, quantity: 2 }]),
      created_at: backDay,
    });
    expect(backDated.status).toBe(201);
    expect(businessDate(new Date(backDated.body.created_at), 'Africa/Nairobi')).toBe(backDay);
    expect(backDated.body).toMatchObject({ created_by: person(cashier), back_dated: true });
    expect(businessDate(new Date(backDated.body.recorded_at), 'Africa/Nairobi')).toBe(dayIn(0));

    const read = await as(manager, 'GET', `/api/v1/invoices/${backDated.body.id}`);
    expect(read.body).toMatchObject({ back_dated: true, created_by: person(cashier) });
    const [event] = await eventsOf('invoice.made', backDated.body.id);
    expect(event).toMatchObject({
      actor_email: cashier.email,
      summary: `Invoice ${backDated.body.invoice_number} of KSh 1,560.00 for Wanjiru Hardware, back-dated to ${dayMonthYear(backDay)} (made ${dayMonthYear(dayIn(0))})`,
    });
    // The owner finds every back-dated document by searching the trail.
    const found = await as(manager, 'GET', '/api/v1/audit?q=back-dated&limit=200');
    expect(found.body.items.map((each: { entity_id: number }) => each.entity_id)).toContain(
      backDated.body.id,
    );
  });

  it('an invoice made from an order names its maker, and a voided one who voided it', async () => {
    const order = await as(
      cashier,
      'POST',
      '/api/v1/orders',
      orderRequest(customer.id, [{ item: cement, quantity: 1 }]),
    );
    const invoice = await as(manager, 'POST', `/api/v1/orders/${order.body.id}/generate-invoice`);
    expect(invoice.status).toBe(201);
    expect(invoice.body).toMatchObject({
      created_by: person(manager),
      back_dated: false,
      voided_by: null,
    });
    expect(await eventsOf('invoice.made', invoice.body.id)).toHaveLength(1);

    const voided = await as(manager, 'DELETE', `/api/v1/invoices/${invoice.body.id}`);
    expect(voided.status).toBe(204);
    const read = await as(cashier, 'GET', `/api/v1/invoices/${invoice.body.id}`);
    expect(read.body).toMatchObject({ created_by: person(manager), voided_by: person(manager) });
    const listed = await as(
      cashier,
      'GET',
      `/api/v1/invoices?status=void&q=${invoice.body.invoice_number}`,
    );
    expect(listed.body.items[0].voided_by).toEqual(person(manager));
  });

  it('a credit note dated days back names its maker and is back-dated, in its answer and the trail', async () => {
    const invoice = await as(manager, 'POST', '/api/v1/invoices', {
      ...manualInvoiceRequest(customer.id, [{ item: cement, quantity: 3 }]),
      created_at: dayIn(-10),
    });
    const creditDay = dayIn(-3);
    const note = await as(manager, 'POST', `/api/v1/invoices/${invoice.body.id}/credit-notes`, {
      reason: 'One bag came back hardened',
      lines: [{ invoice_item_id: invoice.body.items[0].id, quantity: 1 }],
      return_to_stock: true,
      date: creditDay,
    });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ created_by: person(manager), back_dated: true });
    const [event] = await eventsOf('credit_note.issued', note.body.id);
    expect(event.summary).toBe(
      `Credit note ${note.body.credit_note_number} of KSh 780.00 on ${invoice.body.invoice_number}: One bag came back hardened, back-dated to ${dayMonthYear(creditDay)} (made ${dayMonthYear(dayIn(0))})`,
    );
  });

  it('goods received days back name who recorded and who reversed them, and are back-dated', async () => {
    const receivedOn = dayIn(-5);
    const note = await as(manager, 'POST', '/api/v1/goods-received', {
      supplier_id: supplierId,
      received_on: receivedOn,
      lines: [{ inventory_id: cement.id, quantity: 10, unit_cost: 650 }],
    });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({
      created_by: person(manager),
      back_dated: true,
      reversed_by: null,
    });
    const [event] = await eventsOf('goods.received', note.body.id);
    expect(event.summary).toContain(
      `, back-dated to ${dayMonthYear(receivedOn)} (made ${dayMonthYear(dayIn(0))})`,
    );

    const reversed = await as(manager, 'POST', `/api/v1/goods-received/${note.body.id}/reverse`, {
      reason: 'Wrong supplier',
    });
    expect(reversed.status).toBe(200);
    expect(reversed.body).toMatchObject({
      created_by: person(manager),
      reversed_by: person(manager),
    });
  });
});

describe('back-dated', () => {
  it('means dated more than a Nairobi day before the day it was made', async () => {
    const { isBackDated } = await import('../http/clock.ts');
    // 00:30 on 6 December in Nairobi is still 5 December in UTC.
    const madeAt = new Date('2026-12-05T21:30:00Z');
    expect(isBackDated('2026-12-06', madeAt, 'Africa/Nairobi')).toBe(false);
    expect(isBackDated('2026-12-05', madeAt, 'Africa/Nairobi')).toBe(false);
    expect(isBackDated('2026-12-04', madeAt, 'Africa/Nairobi')).toBe(true);
    expect(isBackDated('2026-10-20', madeAt, 'Africa/Nairobi')).toBe(true);
  });
});
