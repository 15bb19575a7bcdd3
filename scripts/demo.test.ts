import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, databasesUnderTest } from '../api/src/test/test-api.ts';
import { createGhala } from '../server/ghala.ts';
import {
  DEMO_CASHIER,
  DEMO_USER,
  type DemoSummary,
  type RequestTarget,
  seedDemoIfEmpty,
} from './demo-data.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON answers
type Json = any;

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

/** A REST caller signed in as the demo user. */
async function signedIn(app: RequestTarget) {
  const login = await app.request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_USER),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return async (path: string): Promise<Json> => {
    const response = await app.request(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status, path).toBe(200);
    return response.json();
  };
}

interface Target {
  app: RequestTarget;
  db: Parameters<typeof seedDemoIfEmpty>[0]['db'];
  close(): Promise<void>;
}

/** SQLite: the real composition on a temp file, as `npm run demo` does. */
async function sqliteTarget(dir: string): Promise<Target> {
  const ghala = await createGhala({
    env: { DATABASE_URL: `file:${join(dir, 'demo.db')}` },
    log: false,
    clientDir: join(dir, 'no-client'),
  });
  return { app: ghala.app, db: ghala.db, close: ghala.close };
}

/** PostgreSQL: a fresh database (createTestApi), when TEST_DATABASE_URL is set. */
async function postgresTarget(): Promise<Target> {
  const api = await createTestApi('postgres');
  return { app: api.app, db: api.db, close: () => api.close() };
}

for (const kind of databasesUnderTest) {
  describe(`demo data [${kind}]`, () => {
    let dir: string;
    let target: Target;
    let summary: DemoSummary | null;
    let get: (path: string) => Promise<Json>;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'ghala-demo-test-'));
      target = kind === 'sqlite' ? await sqliteTarget(dir) : await postgresTarget();
      summary = await seedDemoIfEmpty(target);
      get = await signedIn(target.app);
    }, 120_000);

    afterAll(async () => {
      await target?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('has the demo user as owner, a cashier let in by invite and one sign-up to approve', async () => {
      const staff = await get('/api/v1/staff');
      expect(staff.map((m: Json) => ({ email: m.email, role: m.role, status: m.status }))).toEqual([
        { email: 'new.staff@ghala.co.ke', role: 'cashier', status: 'pending' },
        { email: DEMO_CASHIER.email, role: 'cashier', status: 'active' },
        { email: DEMO_USER.email, role: 'owner', status: 'active' },
      ]);
    });

    it('fills suppliers and customers, some without an address', async () => {
      const suppliers = await get('/api/v1/suppliers');
      // The shop's walk-in customer (issue 50) comes with every shop, not with the demo.
      const everyCustomer = await get('/api/v1/customers');
      const customers = everyCustomer.filter((c: Json) => !c.walk_in);
      expect(everyCustomer.filter((c: Json) => c.walk_in)).toHaveLength(1);
      expect(summary).toMatchObject({ suppliers: suppliers.length, customers: customers.length });
      expect(suppliers.length).toBeGreaterThanOrEqual(6);
      expect(customers.length).toBeGreaterThanOrEqual(12);
      expect(suppliers.map((s: Json) => s.name)).toEqual(
        expect.arrayContaining(['Bamburi Cement PLC', 'Mabati Rolling Mills', 'Devki Steel Mills']),
      );
      for (const party of [...suppliers, ...customers]) expect(party.contact).not.toBe('');
      expect(suppliers.some((s: Json) => s.address === null)).toBe(true);
      expect(customers.some((c: Json) => c.address === null)).toBe(true);
      expect(customers.some((c: Json) => /^(0|\+254 )7\d\d \d{3} \d{3}$/.test(c.contact))).toBe(
        true,
      );
    });

    it('stocks about 30 items at KSh prices above cost, some low and some sold out', async () => {
      const items = await get('/api/v1/inventory');
      expect(items).toHaveLength(summary!.items);
      expect(items.length).toBeGreaterThanOrEqual(30);
      for (const item of items) {
        expect(item.cost_price, item.name).toBeLessThan(item.unit_price);
        expect(item.cost_price, item.name).toBeGreaterThan(0);
      }
      const cement = items.find((i: Json) => i.name === 'Bamburi Tembo Cement 32.5R 50kg');
      expect(cement.unit_price).toBeGreaterThanOrEqual(780);
      expect(cement.unit_price).toBeLessThanOrEqual(850);
      expect(cement.supplier_name).toBe('Bamburi Cement PLC');
      expect(items.filter((i: Json) => i.quantity === 0).length).toBeGreaterThanOrEqual(1);
      expect(items.filter((i: Json) => i.quantity > 0 && i.quantity <= 5).length).toBeGreaterThan(
        1,
      );
      expect(items.some((i: Json) => i.supplier_id === null)).toBe(true);
    });

    it('records price changes with their reasons, dated in the past', async () => {
      const items = await get('/api/v1/inventory');
      const history = (
        await Promise.all(
          items.map((item: Json) => get(`/api/v1/inventory/${item.id}/price-history`)),
        )
      ).flat();
      expect(history).toHaveLength(summary!.priceChanges);
      const reasons = history.map((entry: Json) => entry.change_reason);
      expect(reasons).toEqual(
        expect.arrayContaining([
          'Supplier price increase — Bamburi March list',
          'Festive promotion',
          'Manual update via edit',
        ]),
      );
      for (const entry of history) {
        expect(entry.changed_by_email).toBe(DEMO_USER.email);
        expect(Date.parse(entry.created_at)).toBeLessThan(Date.now() - DAY_MS);
      }
      const cement = items.find((i: Json) => i.name === 'Bamburi Tembo Cement 32.5R 50kg');
      const [increase] = await get(`/api/v1/inventory/${cement.id}/price-history`);
      expect(increase).toMatchObject({ old_unit_price: 780, new_unit_price: cement.unit_price });
    });

    it('has deliveries from suppliers on their days, one reversed, in the items’ ledgers', async () => {
      const notes = (await get('/api/v1/goods-received?limit=50')).items;
      expect(notes).toHaveLength(summary!.deliveries);
      expect(notes.map((n: Json) => n.status).sort()).toEqual([
        ...Array(summary!.deliveries - 1).fill('posted'),
        'reversed',
      ]);
      for (const note of notes) {
        expect(note.received_on < today()).toBe(true);
        expect(Date.parse(note.created_at)).toBeLessThan(Date.now() - DAY_MS);
        expect(note.supplier_invoice_number).not.toBeNull();
      }
      const reversed = notes.find((n: Json) => n.status === 'reversed');
      expect(Date.parse(reversed.reversed_at)).toBeGreaterThan(Date.parse(reversed.created_at));
      // The item's ledger has the delivery on its day, among the sales.
      const items = await get('/api/v1/inventory');
      const bars = items.find((i: Json) => i.name === 'Y12 Deformed Bar 12m');
      const ledger = (await get(`/api/v1/inventory/${bars.id}/movements?limit=100`)).items;
      const received = ledger.filter((m: Json) => m.kind === 'goods_received');
      expect(received).toHaveLength(1);
      expect(Date.parse(received[0].occurred_at)).toBeLessThan(Date.now() - 40 * DAY_MS);
    });

    it('has orders in every status and payment method, spread over two months', async () => {
      const orders = await get('/api/v1/orders');
      expect(orders).toHaveLength(summary!.orders);
      expect(orders.length).toBeGreaterThanOrEqual(20);
      expect(new Set(orders.map((o: Json) => o.status))).toEqual(
        new Set(['pending', 'partially_paid', 'paid']),
      );
      expect(new Set(orders.map((o: Json) => o.payment_method))).toEqual(
        new Set(['cash', 'mpesa', 'cheque', 'bank_transfer', 'credit']),
      );
      for (const order of orders) {
        if (order.status === 'paid') expect(order.paid_amount).toBe(order.total_amount);
        if (order.status === 'partially_paid') {
          expect(order.paid_amount).toBeGreaterThan(0);
          expect(order.paid_amount).toBeLessThan(order.total_amount);
        }
        if (order.status === 'pending') expect(order.paid_amount).toBe(0);
      }
      const times = orders.map((o: Json) => Date.parse(o.created_at));
      expect(Math.min(...times)).toBeLessThan(Date.now() - 50 * DAY_MS);
      expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
      expect(Math.max(...times)).toBeGreaterThan(Date.now() - 2 * DAY_MS);
      // Numbers follow the dates: the oldest order is ORD-000001.
      const byDate = [...orders].sort(
        (a: Json, b: Json) => Date.parse(a.created_at) - Date.parse(b.created_at),
      );
      expect(byDate.map((o: Json) => o.order_number)).toEqual(
        byDate.map((_: Json, index: number) => `ORD-${String(index + 1).padStart(6, '0')}`),
      );
    });

    it('has invoices from orders and manual ones, paid, part-paid, unpaid and overdue', async () => {
      const invoices = await get('/api/v1/invoices');
      expect(invoices).toHaveLength(summary!.invoices);
      expect(new Set(invoices.map((i: Json) => i.status))).toEqual(
        new Set(['paid', 'partially_paid', 'unpaid', 'overdue']),
      );
      expect(invoices.filter((i: Json) => i.order_id === null).length).toBeGreaterThanOrEqual(2);
      expect(invoices.filter((i: Json) => i.order_id !== null).length).toBeGreaterThanOrEqual(5);
      const overdue = invoices.filter((i: Json) => i.status === 'overdue');
      for (const invoice of overdue) {
        expect(invoice.due_date < today()).toBe(true);
        expect(invoice.amount_paid).toBeLessThan(invoice.total);
      }
      const manualOverdue = overdue.find((i: Json) => i.order_id === null);
      expect(manualOverdue.customer_address).not.toBeNull();
      const paid = invoices.find((i: Json) => i.status === 'paid');
      const detail = await get(`/api/v1/invoices/${paid.id}`);
      expect(detail.payments.length).toBeGreaterThan(0);
      const paidTotal = detail.payments.reduce((sum: number, p: Json) => sum + p.amount, 0);
      expect(paidTotal).toBeCloseTo(detail.total, 2);
    });

    it('gives the dashboard overview totals that match the lists', async () => {
      const [overview, orders, items] = await Promise.all([
        get('/api/v1/analytics/overview'),
        get('/api/v1/orders'),
        get('/api/v1/inventory'),
      ]);
      const cents = (ksh: number) => Math.round(ksh * 100);
      const sum = (rows: Json[], pick: (row: Json) => number) =>
        rows.reduce((total, row) => total + pick(row), 0);
      expect(overview.inventory.total_items).toBe(items.length);
      expect(cents(overview.inventory.stock_value)).toBe(
        sum(items, (i) => i.quantity * cents(i.unit_price)),
      );
      expect(overview.orders.total_orders).toBe(orders.length);
      expect(cents(overview.orders.total_revenue)).toBe(sum(orders, (o) => cents(o.total_amount)));
      for (const [field, status] of [
        ['paid_revenue', 'paid'],
        ['unpaid_revenue', 'pending'],
        ['partially_paid_revenue', 'partially_paid'],
      ] as const) {
        const expected = sum(
          orders.filter((o: Json) => o.status === status),
          (o) => cents(o.total_amount),
        );
        expect(cents(overview.orders[field]), field).toBe(expected);
        expect(expected, field).toBeGreaterThan(0);
      }
      expect(overview.recent_orders).toHaveLength(5);
    });

    it('leaves a database that already has users alone', async () => {
      const before = await get('/api/v1/orders');
      expect(await seedDemoIfEmpty(target)).toBeNull();
      expect(await get('/api/v1/orders')).toHaveLength(before.length);
    });
  });
}

describe('npm run demo (scripts/demo.ts)', () => {
  let dir: string;
  const running = new Set<ChildProcess>();

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ghala-demo-run-'));
  });

  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  function startDemo(env: Record<string, string>) {
    const child = spawn(process.execPath, ['scripts/demo.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => {
      child.on('exit', (code) => {
        running.delete(child);
        resolve(code);
      });
    });
    /** Resolves with the output once it prints the sign-in, or rejects when it exits first. */
    const ready = new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        if (output.includes('Password')) resolve(output);
      });
      exited.then((code) => reject(new Error(`demo exited with ${code}: ${output}`)));
    });
    ready.catch(() => {});
    return { child, ready, exited, output: () => output };
  }

  it('serves a seeded shop on its own database, prints the sign-in, and keeps it on rerun', async () => {
    const env = { DEMO_DATABASE_URL: `file:${join(dir, 'demo.db')}` };
    const first = startDemo(env);
    const printed = await first.ready;
    expect(printed).toContain('Demo shop created');
    expect(printed).toContain(DEMO_USER.email);
    expect(printed).toContain(DEMO_USER.password);
    expect(printed).toContain(`${DEMO_CASHIER.email} / ${DEMO_CASHIER.password}`);
    const url = printed.match(/Open\s+(http:\/\/\S+)\/login/)![1]!;
    const get = await signedIn({ request: (path, init) => fetch(`${url}${path}`, init) });
    const orders = await get('/api/v1/orders');
    expect(orders.length).toBeGreaterThanOrEqual(20);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = startDemo(env);
    const again = await second.ready;
    expect(again).toContain('already in place');
    const url2 = again.match(/Open\s+(http:\/\/\S+)\/login/)![1]!;
    const get2 = await signedIn({ request: (path, init) => fetch(`${url2}${path}`, init) });
    expect(await get2('/api/v1/orders')).toHaveLength(orders.length);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('refuses to use the main database', async () => {
    const demo = startDemo({ DEMO_DATABASE_URL: 'file:data/ghala.db' });
    expect(await demo.exited).toBe(1);
    expect(demo.output()).toContain('DEMO_DATABASE_URL is the main database');
  });
});
