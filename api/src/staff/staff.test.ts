import { describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED, AWAITING_APPROVAL } from '../auth/auth.service.ts';
import { INVITE_INVALID } from '../auth/staff-invites.ts';
import { documentTotals } from '../sales/sales-document.ts';
import { manualInvoiceRequest, orderRequest } from '../test/fixtures.ts';
import { createTestApi, databasesUnderTest, describeEachDatabase } from '../test/test-api.ts';
import { LAST_OWNER } from './staff.service.ts';

const password = 'correct horse';
const DAY = 86_400_000;

describeEachDatabase('the shop decides who gets in', (api) => {
  const signup = (email: string, invite_token?: string) =>
    api().call('POST', '/api/signup', { body: { email, password, invite_token } });
  const login = (email: string, pass = password) =>
    api().call('POST', '/api/login', { body: { email, password: pass } });
  let owner = '';

  it('makes the first account on an empty database the owner, active at once', async () => {
    const first = await signup('mama.owner@example.co.ke');
    expect(first).toMatchObject({ status: 201, body: { role: 'owner', status: 'active' } });
    owner = (await login('mama.owner@example.co.ke')).body.token;
    const me = await api().call('GET', '/api/v1/me', { token: owner });
    expect(me.body).toMatchObject({ email: 'mama.owner@example.co.ke', role: 'owner' });
  });

  it('lets a later sign-up in only once the owner approves it, in the role the owner picks', async () => {
    const later = await signup('kamau@example.co.ke');
    expect(later).toMatchObject({ status: 201, body: { role: 'cashier', status: 'pending' } });
    // A wrong password learns nothing about the account; the right one is told to wait.
    expect(await login('kamau@example.co.ke', 'wrong password')).toMatchObject({
      status: 401,
      body: { error: 'Invalid email or password' },
    });
    expect(await login('kamau@example.co.ke')).toMatchObject({
      status: 403,
      body: { error: AWAITING_APPROVAL },
    });

    const staff = await api().call('GET', '/api/v1/staff', { token: owner });
    expect(staff.body[0]).toMatchObject({ email: 'kamau@example.co.ke', status: 'pending' });

    const approved = await api().call('PATCH', `/api/v1/staff/${later.body.id}`, {
      token: owner,
      body: { status: 'active', role: 'manager' },
    });
    expect(approved).toMatchObject({
      status: 200,
      body: {
        role: 'manager',
        status: 'active',
        approved_by_email: 'mama.owner@example.co.ke',
        approved_at: expect.any(String),
      },
    });
    const token = (await login('kamau@example.co.ke')).body.token;
    expect((await api().call('GET', '/api/v1/me', { token })).body.role).toBe('manager');
    // A manager does everything but the staff.
    expect(await api().call('GET', '/api/v1/staff', { token })).toMatchObject({
      status: 403,
      body: { error: 'Only the shop owner can manage staff' },
    });
  });

  it('lets someone in through an invite link once, before it expires, unless withdrawn', async () => {
    const invite = await api().call('POST', '/api/v1/staff/invites', {
      token: owner,
      body: { role: 'cashier' },
    });
    expect(invite).toMatchObject({
      status: 201,
      // No PUBLIC_BASE_URL: the caller builds the link on the address it reached Ghala at.
      body: { role: 'cashier', token: expect.any(String), link: null },
    });
    const open = await api().call('GET', '/api/v1/staff/invites', { token: owner });
    expect(open.body.map((i: { id: number }) => i.id)).toContain(invite.body.id);
    expect(JSON.stringify(open.body)).not.toContain(invite.body.token);

    const joined = await signup('wanjiru@example.co.ke', invite.body.token);
    expect(joined).toMatchObject({ status: 201, body: { role: 'cashier', status: 'active' } });
    expect((await login('wanjiru@example.co.ke')).status).toBe(200);
    expect(await signup('second@example.co.ke', invite.body.token)).toMatchObject({
      status: 400,
      body: { error: INVITE_INVALID },
    });

    const expiring = await api().call('POST', '/api/v1/staff/invites', {
      token: owner,
      body: { role: 'manager', valid_days: 1 },
    });
    const withdrawn = await api().call('POST', '/api/v1/staff/invites', {
      token: owner,
      body: { role: 'manager' },
    });
    expect(
      (await api().call('DELETE', `/api/v1/staff/invites/${withdrawn.body.id}`, { token: owner }))
        .status,
    ).toBe(204);
    expect((await signup('late@example.co.ke', withdrawn.body.token)).body.error).toBe(
      INVITE_INVALID,
    );
    api().advanceClock(DAY + 60_000);
    // The clock moved past every session's idle limit too.
    owner = (await login('mama.owner@example.co.ke')).body.token;
    expect((await signup('later@example.co.ke', expiring.body.token)).body.error).toBe(
      INVITE_INVALID,
    );
  });

  it('never lets the shop lose its last active owner, and a second owner can step down', async () => {
    const me = (await api().call('GET', '/api/v1/me', { token: owner })).body;
    for (const change of [{ role: 'manager' }, { status: 'disabled' }]) {
      expect(
        await api().call('PATCH', `/api/v1/staff/${me.id}`, { token: owner, body: change }),
      ).toMatchObject({ status: 409, body: { error: LAST_OWNER } });
    }
    const second = await api().newUser('baba.owner@example.co.ke', 'owner');
    const secondId = (await api().call('GET', '/api/v1/me', { token: second.token })).body.id;
    const stepDown = await api().call('PATCH', `/api/v1/staff/${secondId}`, {
      token: second.token,
      body: { role: 'manager' },
    });
    expect(stepDown).toMatchObject({ status: 200, body: { role: 'manager' } });
  });

  it('signs a disabled account out at once and keeps it out until enabled', async () => {
    const { email, token } = await api().newUser(undefined, 'cashier');
    const id = (await api().call('GET', '/api/v1/me', { token })).body.id;
    await api().call('PATCH', `/api/v1/staff/${id}`, {
      token: owner,
      body: { status: 'disabled' },
    });
    expect((await api().call('GET', '/api/v1/inventory', { token })).status).toBe(401);
    expect(await login(email)).toMatchObject({ status: 403, body: { error: ACCOUNT_DISABLED } });
    await api().call('PATCH', `/api/v1/staff/${id}`, { token: owner, body: { status: 'active' } });
    const back = (await login(email)).body.token;
    expect((await api().call('GET', '/api/v1/inventory', { token: back })).status).toBe(200);

    const signedOut = await api().call('POST', `/api/v1/staff/${id}/sign-out`, { token: owner });
    expect(signedOut.body).toEqual({ signed_out_sessions: 1 });
    expect((await api().call('GET', '/api/v1/inventory', { token: back })).status).toBe(401);
  });

  it('refuses bad staff changes with a clear reason', async () => {
    const cases = [
      [{}, 'Give a role or a status to change'],
      [{ role: 'boss' }, 'role: must be one of owner, manager, cashier'],
      [{ status: 'pending' }, 'status: must be active or disabled'],
    ] as const;
    for (const [body, error] of cases) {
      expect(await api().call('PATCH', '/api/v1/staff/1', { token: owner, body })).toMatchObject({
        status: 400,
        body: { error },
      });
    }
    expect(
      await api().call('PATCH', '/api/v1/staff/99999', { token: owner, body: { role: 'cashier' } }),
    ).toMatchObject({ status: 404, body: { error: 'Staff member not found' } });
  });
});

describeEachDatabase('what a cashier may do', (api) => {
  /** A manager and a cashier of one shop, each calling the API as themselves. */
  async function shopStaff() {
    const caller = async (role?: 'cashier') => {
      const { token } = await api().newUser(undefined, role);
      return {
        token,
        call: (method: string, path: string, body?: unknown) =>
          api().call(method, path, { token, body }),
      };
    };
    const [manager, cashier] = [await caller(), await caller('cashier')];
    return { cashier: cashier.token, managerCall: manager.call, cashierCall: cashier.call };
  }

  it('sells and sees stock and selling prices, but no costs, and changes or deletes nothing', async () => {
    const { cashier, managerCall, cashierCall } = await shopStaff();

    const item = (
      await managerCall('POST', '/api/v1/inventory', {
        name: 'Simba Cement 50kg',
        quantity: 40,
        unit_price: 880,
        cost_price: 700,
      })
    ).body;
    const supplier = (
      await managerCall('POST', '/api/v1/suppliers', { name: 'Bamburi', contact: '0722' })
    ).body;

    // Reads: stock and selling prices, never the cost or the margin.
    const seen = [
      (await cashierCall('GET', '/api/v1/inventory')).body[0],
      (await cashierCall('GET', '/api/v1/inventory?limit=5')).body.items[0],
      (await cashierCall('GET', `/api/v1/inventory/${item.id}`)).body,
    ];
    for (const answer of seen) {
      expect(answer).toMatchObject({ name: 'Simba Cement 50kg', quantity: 40, unit_price: 880 });
      expect(answer).not.toHaveProperty('cost_price');
      expect(answer).not.toHaveProperty('margin_percent');
    }
    const csv = await api().app.request('/api/v1/inventory/export.csv', {
      headers: { Authorization: `Bearer ${cashier}` },
    });
    const text = await csv.text();
    expect(text).toContain('Unit price (KSh)');
    expect(text).not.toContain('Cost price');
    expect(text).not.toContain('700');
    expect((await managerCall('GET', `/api/v1/inventory/${item.id}`)).body.cost_price).toBe(700);

    // Selling: a customer, an order, a payment.
    const customer = await cashierCall('POST', '/api/v1/customers', {
      name: 'Achieng',
      contact: '0711',
    });
    expect(customer.status).toBe(201);
    const order = await cashierCall(
      'POST',
      '/api/v1/orders',
      orderRequest(customer.body.id, [
        { item: { id: item.id, unit_price_cents: 88_000 }, quantity: 2 },
      ]),
    );
    expect(order.status).toBe(201);
    const paid = await cashierCall('POST', `/api/v1/orders/${order.body.id}/payments`, {
      amount: 1000,
      method: 'cash',
    });
    expect(paid.status).toBe(201);
    const payment = paid.body.payments.at(-1);

    // Refused, each with the reason.
    const refused = [
      ['POST', '/api/v1/inventory', { name: 'Nails', quantity: 1, unit_price: 1, cost_price: 1 }],
      [
        'PUT',
        `/api/v1/inventory/${item.id}`,
        { name: 'x', quantity: 1, unit_price: 1, cost_price: 1 },
      ],
      ['DELETE', `/api/v1/inventory/${item.id}`],
      ['GET', `/api/v1/inventory/${item.id}/price-history`],
      ['GET', `/api/v1/price-history?inventory_ids=${item.id}`],
      [
        'POST',
        `/api/v1/inventory/${item.id}/price-history`,
        { new_unit_price: 1, new_cost_price: 1, change_reason: 'x' },
      ],
      ['POST', '/api/v1/suppliers', { name: 'x', contact: 'y' }],
      ['PUT', `/api/v1/suppliers/${supplier.id}`, { name: 'x', contact: 'y' }],
      ['DELETE', `/api/v1/suppliers/${supplier.id}`],
      ['DELETE', `/api/v1/customers/${customer.body.id}`],
      ['POST', `/api/v1/payments/${payment.id}/reversal`, { reason: 'mistake' }],
      ['PATCH', `/api/v1/orders/${order.body.id}`, { status: 'pending', paid_amount: 0 }],
      ['GET', '/api/v1/staff'],
      // Stock by hand and deliveries (issue 17): they move stock or show costs.
      [
        'POST',
        '/api/v1/stock-adjustments',
        { inventory_id: item.id, quantity_change: -1, reason: 'damaged' },
      ],
      [
        'POST',
        '/api/v1/stock-counts',
        { lines: [{ inventory_id: item.id, expected_quantity: 38, counted_quantity: 30 }] },
      ],
      ['PATCH', `/api/v1/inventory/${item.id}/reorder-level`, { reorder_level: 5 }],
      ['GET', '/api/v1/inventory/to-reorder'],
      ['GET', '/api/v1/goods-received'],
      ['GET', '/api/v1/goods-received/export.csv'],
      [
        'POST',
        '/api/v1/goods-received',
        {
          supplier_id: supplier.id,
          lines: [{ inventory_id: item.id, quantity: 1, unit_cost: 1 }],
        },
      ],
    ] as const;
    for (const [method, path, body] of refused) {
      const answer = await cashierCall(method, path, body);
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 403 });
      expect(answer.body.error).toMatch(/^Only (an owner or a manager|the shop owner)/);
    }
    // Nothing refused changed anything.
    const after = (await managerCall('GET', `/api/v1/inventory/${item.id}`)).body;
    expect(after).toMatchObject({
      name: 'Simba Cement 50kg',
      quantity: 38,
      unit_price: 880,
      cost_price: 700,
    });
    expect((await managerCall('GET', `/api/v1/orders/${order.body.id}`)).body.paid_amount).toBe(
      1000,
    );
  });

  it('sells at the shop’s VAT rate and stock at its shelf price; typed lines as written', async () => {
    const { managerCall, cashierCall } = await shopStaff();
    const item = (
      await managerCall('POST', '/api/v1/inventory', {
        name: 'Mabati Gauge 30',
        quantity: 10,
        unit_price: 950,
        cost_price: 800,
      })
    ).body;
    const customer = (
      await cashierCall('POST', '/api/v1/customers', { name: 'Wanjiru', contact: '0722' })
    ).body;
    const shelf = { id: item.id, name: item.name, unit_price_cents: 95_000 };
    const cheaper = { ...shelf, unit_price_cents: 90_000 };
    const zeroRated = { vatRate: 0 };

    // Refused, with the reason, and nothing taken from stock.
    const refused = [
      [
        '/api/v1/orders',
        orderRequest(customer.id, [{ item: shelf, quantity: 1 }], zeroRated),
        'Only an owner or a manager can sell at a VAT rate other than the shop’s 16%',
      ],
      [
        '/api/v1/invoices',
        manualInvoiceRequest(customer.id, [{ item: shelf, quantity: 1 }], zeroRated),
        'Only an owner or a manager can sell at a VAT rate other than the shop’s 16%',
      ],
      [
        '/api/v1/invoices',
        manualInvoiceRequest(customer.id, [{ item: cheaper, quantity: 1 }]),
        'Only an owner or a manager can change the price of Mabati Gauge 30: it sells at KSh 950.00',
      ],
    ] as const;
    for (const [path, body, error] of refused) {
      expect(await cashierCall('POST', path, body)).toMatchObject({ status: 403, body: { error } });
    }
    expect((await managerCall('GET', `/api/v1/inventory/${item.id}`)).body.quantity).toBe(10);

    // At the shop's prices, with a line typed for a service, the cashier's invoice is made.
    const typed = { amount_cents: 50_000, band: 'B' as const };
    const totals = documentTotals([{ amount_cents: 95_000, band: 'B' }, typed], 1600);
    const withDelivery = await cashierCall('POST', '/api/v1/invoices', {
      customer_id: customer.id,
      order_id: null,
      items: [
        { id: item.id, description: item.name, quantity: 1, unit_price: 950 },
        { id: null, description: 'Delivery to Kitengela', quantity: 1, unit_price: 500 },
      ],
      created_at: null,
      vat_rate: 0.16,
      vat_amount: totals.vat_cents / 100,
      total: totals.total_cents / 100,
    });
    expect(withDelivery).toMatchObject({ status: 201, body: { total: 1450 } });

    // An owner or a manager gives the discount or the exemption.
    const exempt = await managerCall(
      'POST',
      '/api/v1/orders',
      orderRequest(customer.id, [{ item: shelf, quantity: 1 }], zeroRated),
    );
    expect(exempt).toMatchObject({ status: 201, body: { vat_rate: 0 } });
    const discounted = await managerCall(
      'POST',
      '/api/v1/invoices',
      manualInvoiceRequest(customer.id, [{ item: cheaper, quantity: 1 }]),
    );
    expect(discounted).toMatchObject({ status: 201, body: { total: 900 } });

    // The shop's rate is the one in Settings: once the owner makes it 8%, 8% is the cashier's.
    const company = (await managerCall('GET', '/api/v1/company')).body;
    const saved = await managerCall('PUT', '/api/v1/company', {
      ...company,
      // A new shop has no details yet; saving needs them.
      name: 'Duka la Mama Ltd',
      registration_number: 'PVT-DUKA01',
      email: 'mama@duka.co.ke',
      default_vat_rate: 0.08,
    });
    expect(saved.status).toBe(200);
    expect(
      await cashierCall(
        'POST',
        '/api/v1/orders',
        orderRequest(customer.id, [{ item: shelf, quantity: 1 }]),
      ),
    ).toMatchObject({
      status: 403,
      body: { error: 'Only an owner or a manager can sell at a VAT rate other than the shop’s 8%' },
    });
    expect(
      await cashierCall(
        'POST',
        '/api/v1/orders',
        orderRequest(customer.id, [{ item: shelf, quantity: 1 }], { vatRate: 0.08 }),
      ),
    ).toMatchObject({ status: 201 });
    expect((await managerCall('GET', `/api/v1/inventory/${item.id}`)).body.quantity).toBe(6);
  });
});

for (const kind of databasesUnderTest) {
  describe(`sign-ups at the same moment [${kind}]`, () => {
    it('makes exactly one owner when several people sign up on an empty database at once', async () => {
      const api = await createTestApi(kind);
      try {
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, n) =>
            api.call('POST', '/api/signup', {
              body: { email: `founder${n}@example.co.ke`, password },
              address: `10.0.0.${n + 1}`,
            }),
          ),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
        expect(answers.filter((a) => a.body.role === 'owner')).toHaveLength(1);
        expect(answers.filter((a) => a.body.status === 'pending')).toHaveLength(5);
      } finally {
        await api.close();
      }
    });

    it('keeps an owner when two owners demote each other at the same moment', async () => {
      const api = await createTestApi(kind);
      try {
        const first = await api.newUser('one@example.co.ke');
        const second = await api.newUser('two@example.co.ke', 'owner');
        const idOf = async (token: string) =>
          (await api.call('GET', '/api/v1/me', { token })).body.id as number;
        const [oneId, twoId] = [await idOf(first.token), await idOf(second.token)];
        const answers = await Promise.all([
          api.call('PATCH', `/api/v1/staff/${twoId}`, {
            token: first.token,
            body: { role: 'manager' },
          }),
          api.call('PATCH', `/api/v1/staff/${oneId}`, {
            token: second.token,
            body: { role: 'manager' },
          }),
        ]);
        const owners = await api.db
          .selectFrom('users')
          .select('id')
          .where('role', '=', 'owner')
          .where('status', '=', 'active')
          .execute();
        expect(owners.length).toBeGreaterThanOrEqual(1);
        // Whoever lost their role first can no longer change the other's: one 200, one 403 or 409.
        expect(answers.map((a) => a.status).sort()).toContainEqual(200);
      } finally {
        await api.close();
      }
    });
  });
}
