import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../test/csv-reader.ts';
import { insertCustomer, insertItem, orderRequest } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/*
 * The audit trail (issue 16): each change of prices, stock, payments, staff, each deletion and
 * each sign-in is one event with who, what and before → after, written in the change's own
 * transaction; the database refuses to change or remove an event; owners and managers read it.
 */
describeEachDatabase('the audit trail', (api) => {
  /** The newest events of an action, as GET /audit answers them to a manager. */
  async function events(token: string, action: string) {
    const answer = await api().call('GET', `/api/v1/audit?action=${action}&limit=200`, { token });
    expect(answer.status).toBe(200);
    return answer.body.items as Array<Record<string, unknown>>;
  }

  it('records a price change and a stock change with who, before → after and why', async () => {
    const manager = await api().newUser();
    const item = await insertItem(api().db, { name: `Cement ${Date.now()}`, quantity: 40 });
    const edited = await api().call('PUT', `/api/v1/inventory/${item.id}`, {
      token: manager.token,
      body: {
        name: item.name,
        quantity: 35,
        unit_price: 800,
        cost_price: 690,
        supplier_id: null,
        change_reason: 'New price list',
      },
    });
    expect(edited.status).toBe(200);

    const [price] = (await events(manager.token, 'price.changed')).filter(
      (event) => event.entity_id === item.id,
    );
    expect(price).toMatchObject({
      actor_email: manager.email,
      entity: 'item',
      summary: `${item.name}: selling price KSh 780.00 → KSh 800.00 (New price list)`,
      changes: [{ field: 'Selling price', before: 'KSh 780.00', after: 'KSh 800.00' }],
    });
    const [stock] = (await events(manager.token, 'stock.changed')).filter(
      (event) => event.entity_id === item.id,
    );
    expect(stock).toMatchObject({
      actor_email: manager.email,
      summary: `${item.name}: stock 40 → 35 (New price list)`,
      changes: [{ field: 'Quantity', before: '40', after: '35' }],
    });
  });

  it("records a new item's opening stock", async () => {
    const manager = await api().newUser();
    const name = `Nails ${Date.now()}`;
    const created = await api().call('POST', '/api/v1/inventory', {
      token: manager.token,
      body: { name, quantity: 12, unit_price: 116, cost_price: 90 },
    });
    expect(created.status).toBe(201);
    const [opening] = (await events(manager.token, 'stock.changed')).filter(
      (event) => event.entity_id === created.body.id,
    );
    expect(opening).toMatchObject({
      actor_email: manager.email,
      summary: `${name}: new item with 12 in stock, selling at KSh 116.00`,
      changes: [{ field: 'Quantity', before: null, after: '12' }],
    });
  });

  it('records payments and reversals, and nothing for a payment that was refused', async () => {
    const manager = await api().newUser();
    const customerId = (await insertCustomer(api().db)).id;
    const item = await insertItem(api().db, { unitPriceCents: 116_00 });
    const order = await api().call('POST', '/api/v1/orders', {
      token: manager.token,
      body: orderRequest(customerId, [{ item, quantity: 1 }]),
    });
    const pay = (amount: number) =>
      api().call('POST', `/api/v1/orders/${order.body.id}/payments`, {
        token: manager.token,
        body: { amount, method: 'cash' },
      });
    const before = (await events(manager.token, 'payment.recorded')).length;
    expect((await pay(200)).status).toBe(409);
    expect(await events(manager.token, 'payment.recorded')).toHaveLength(before);

    const paid = await pay(50);
    expect(paid.status).toBe(201);
    const [recorded] = await events(manager.token, 'payment.recorded');
    expect(recorded).toMatchObject({
      actor_email: manager.email,
      summary: `Payment of KSh 50.00 recorded on ${order.body.order_number} (Cash)`,
      changes: [
        { field: `Paid on ${order.body.order_number}`, before: 'KSh 0.00', after: 'KSh 50.00' },
      ],
    });
    const reversed = await api().call('POST', `/api/v1/payments/${recorded!.entity_id}/reversal`, {
      token: manager.token,
      body: { reason: 'Wrong till' },
    });
    expect(reversed.status).toBe(201);
    const [reversal] = await events(manager.token, 'payment.reversed');
    expect(reversal).toMatchObject({
      summary: `Payment of KSh 50.00 on ${order.body.order_number} reversed: Wrong till`,
    });
  });

  it('records deletions, staff changes and sign-ins, refused ones too', async () => {
    const manager = await api().newUser();
    const item = await insertItem(api().db, { name: `Old stock ${Date.now()}`, quantity: 3 });
    expect(
      (await api().call('DELETE', `/api/v1/inventory/${item.id}`, { token: manager.token })).status,
    ).toBe(204);
    const [deleted] = (await events(manager.token, 'item.deleted')).filter(
      (event) => event.entity_id === item.id,
    );
    expect(deleted).toMatchObject({
      actor_email: manager.email,
      summary: `${item.name} deleted (3 in stock, selling at KSh 780.00)`,
    });

    const wrong = await api().call('POST', '/api/login', {
      body: { email: manager.email, password: 'not the password' },
    });
    expect(wrong.status).toBe(401);
    const [refused] = await events(manager.token, 'sign_in.failed');
    expect(refused).toMatchObject({
      actor_email: manager.email,
      summary: `Sign-in refused for ${manager.email}: wrong password`,
    });
    expect(JSON.stringify(refused)).not.toContain('not the password');
    const signIns = (await events(manager.token, 'sign_in')).filter(
      (event) => event.actor_email === manager.email,
    );
    expect(signIns.length).toBeGreaterThan(0);
  });

  it('lets no one change or remove an event, not even with SQL', async () => {
    const manager = await api().newUser();
    const [event] = (await api().call('GET', '/api/v1/audit?limit=1', { token: manager.token }))
      .body.items;
    await expect(
      sql`update audit_events set summary = 'nothing happened' where id = ${event.id}`.execute(
        api().db,
      ),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from audit_events where id = ${event.id}`.execute(api().db),
    ).rejects.toThrow(/append-only/);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await api().call(method, `/api/v1/audit/${event.id}`, {
        token: manager.token,
        body: {},
      });
      expect(answer.status).toBe(404);
    }
  });

  it('is read by owners and managers only, filtered and exported as CSV', async () => {
    const cashier = await api().newUser(undefined, 'cashier');
    expect(await api().call('GET', '/api/v1/audit', { token: cashier.token })).toMatchObject({
      status: 403,
      body: { error: 'Only an owner or a manager can do this' },
    });
    const manager = await api().newUser();
    const page = await api().call('GET', `/api/v1/audit?q=${encodeURIComponent(manager.email)}`, {
      token: manager.token,
    });
    expect(page.body.total_count).toBeGreaterThan(0);
    expect(
      page.body.items.every((event: { summary: string; actor_email: string }) =>
        `${event.summary} ${event.actor_email}`.includes(manager.email),
      ),
    ).toBe(true);
    const bad = await api().call('GET', '/api/v1/audit?action=everything', {
      token: manager.token,
    });
    expect(bad.status).toBe(400);

    const csv = await api().app.request(
      `/api/v1/audit/export.csv?action=sign_in&q=${encodeURIComponent(manager.email)}`,
      { headers: { Authorization: `Bearer ${manager.token}` } },
    );
    expect(csv.status).toBe(200);
    const rows = readCsv(await csv.text());
    expect(rows[0]).toEqual([
      'Date',
      'Time',
      'Who',
      'Action',
      'Record',
      'Record id',
      'Summary',
      'Changes',
      'From address',
    ]);
    // The action and the record as the Audit screen names them, not the API's codes.
    for (const row of rows.slice(1)) {
      expect(row.slice(0, 6)).toEqual([
        expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
        expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
        manager.email,
        'Signed in',
        'Staff account',
        expect.stringMatching(/^\d+$/),
      ]);
    }
    expect(rows.length).toBeGreaterThan(1);
  });
});

describe('audit actions', () => {
  it('are named the same in README', async () => {
    const { readFileSync } = await import('node:fs');
    const { AUDIT_ACTIONS } = await import('./audit-actions.ts');
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const action of AUDIT_ACTIONS) expect(readme).toContain(`\`${action}\``);
  });
});
