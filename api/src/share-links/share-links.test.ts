import { createHash } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import {
  insertCustomer,
  insertItem,
  insertSupplier,
  manualInvoiceRequest,
  orderRequest,
} from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const PUBLIC_ADDRESS = 'https://duka.example.co.ke';
const DAY_MS = 24 * 60 * 60_000;

const tokenOf = (url: string) => url.slice(`${PUBLIC_ADDRESS}/s/`.length);

describeEachDatabase('Share links: a document opened by link without signing in', (api) => {
  let owner: { token: string };
  let cashier: { token: string; id: number };
  let other: { token: string };
  let invoiceId: number;
  let orderId: number;
  let creditNoteId: number;

  const call = (method: string, path: string, token: string, body?: unknown) =>
    api().call(method, path, { token, body });
  const share = (path: string, token = cashier.token, body: unknown = {}) =>
    call('POST', `${path}/share-links`, token, body);
  /** A stranger's browser: no session, straight to the page (it is HTML, outside the API's document). */
  const open = async (token: string, address = '203.0.113.7') => {
    const response = await api().app.request(`/s/${token}`, {}, { clientAddress: address });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  const setPublicAddress = async (address: string | null) => {
    const company = (await call('GET', '/api/v1/company', owner.token)).body;
    const saved = await call('PUT', '/api/v1/company', owner.token, {
      ...company,
      name: 'Duka la Mama',
      registration_number: 'PVT-1',
      email: 'mama@example.co.ke',
      public_address: address,
    });
    expect(saved.status).toBe(200);
    return saved.body;
  };

  beforeAll(async () => {
    owner = await api().newUser();
    cashier = await api().newUser('till@example.co.ke', 'cashier');
    other = await api().newUser('till2@example.co.ke', 'cashier');
    const customer = await insertCustomer(api().db, { name: 'Akinyi Stores' });
    const item = await insertItem(api().db, { name: 'Nails 2in (kg)', unitPriceCents: 25_000 });
    const invoice = await call(
      'POST',
      '/api/v1/invoices',
      owner.token,
      manualInvoiceRequest(customer.id, [{ item, quantity: 2 }]),
    );
    expect(invoice.status).toBe(201);
    invoiceId = invoice.body.id;
    const order = await call(
      'POST',
      '/api/v1/orders',
      owner.token,
      orderRequest(customer.id, [{ item, quantity: 1 }]),
    );
    expect(order.status).toBe(201);
    orderId = order.body.id;
    const note = await call('POST', `/api/v1/invoices/${invoiceId}/credit-notes`, owner.token, {
      reason: 'One came back',
      lines: [{ invoice_item_id: invoice.body.items[0].id, quantity: 1 }],
    });
    expect(note.status).toBe(201);
    creditNoteId = note.body.id;
  });

  it("refuses to share until the shop's public address is set, saying so", async () => {
    const answer = await share(`/api/v1/invoices/${invoiceId}`);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(
      "Set the shop's public address in Settings before sharing documents",
    );
    const refused = await call('PUT', '/api/v1/company', owner.token, {
      ...(await call('GET', '/api/v1/company', owner.token)).body,
      name: 'Duka',
      registration_number: 'PVT-1',
      email: 'mama@example.co.ke',
      public_address: 'https://duka.example.co.ke/some/page',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.public_address).toBe(
      'must be a web address such as https://shop.example.co.ke',
    );
    expect((await setPublicAddress(`${PUBLIC_ADDRESS}/`)).public_address).toBe(PUBLIC_ADDRESS);
  });

  it('a cashier shares an invoice: the link opens it, the database keeps only its hash', async () => {
    const answer = await share(`/api/v1/invoices/${invoiceId}`);
    expect(answer.status).toBe(201);
    const { id, url, expires_at } = answer.body;
    expect(url).toMatch(/^https:\/\/duka\.example\.co\.ke\/s\/[A-Za-z0-9_-]{22}$/);
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(29 * DAY_MS);
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(30 * DAY_MS + 60_000);
    const token = tokenOf(url);
    const row = await api()
      .db.selectFrom('share_links')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Number(row.created_by)).toBe(cashier.id);

    const page = await open(token);
    expect(page.status).toBe(200);
    expect(page.headers.get('X-Robots-Tag')).toContain('noindex');
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
    const html = page.body;
    expect(html).toContain('Akinyi Stores');
    expect(html).toContain('Nails 2in (kg)');
    expect(html).toContain('Download PDF');
    await open(token);
    const seen = await api()
      .db.selectFrom('share_links')
      .select('views')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(seen.views)).toBe(2);
  });

  it('shares an order and a credit note, each opening that document', async () => {
    const order = await share(`/api/v1/orders/${orderId}`);
    expect(order.status).toBe(201);
    expect((await open(tokenOf(order.body.url))).body).toContain('Order');
    const note = await share(`/api/v1/credit-notes/${creditNoteId}`, owner.token, {
      expires_in_days: 3,
    });
    expect(note.status).toBe(201);
    expect(Date.parse(note.body.expires_at) - Date.now()).toBeLessThan(3 * DAY_MS + 60_000);
    const page = (await open(tokenOf(note.body.url))).body;
    expect(page).toContain('Credit note');
    expect(page).toContain('Akinyi Stores');
    expect((await share('/api/v1/orders/999999')).status).toBe(404);
    expect(
      (await share(`/api/v1/orders/${orderId}`, cashier.token, { expires_in_days: 0 })).status,
    ).toBe(400);
  });

  it('an owner or a manager shares a purchase order with its supplier; a cashier may not', async () => {
    const supplierId = await insertSupplier(api().db, 'Mabati Rolling Mills');
    const item = await insertItem(api().db, { name: 'Mabati sheet 3m' });
    const made = await call('POST', '/api/v1/purchase-orders', owner.token, {
      supplier_id: supplierId,
      expected_on: '2099-03-01',
      note: 'Deliver to the back gate',
      lines: [{ inventory_id: item.id, quantity: 12, unit_cost: 845.5 }],
    });
    expect(made.status).toBe(201);
    const path = `/api/v1/purchase-orders/${made.body.id}`;
    expect((await share(path, cashier.token)).status).toBe(403);
    const shared = await share(path, owner.token);
    expect(shared.status).toBe(201);
    const page = (await open(tokenOf(shared.body.url))).body;
    expect(page).toContain(`Purchase order ${made.body.po_number}`);
    expect(page).toContain('<h2>Supplier</h2><p>Mabati Rolling Mills</p>');
    expect(page).toContain('Deliver by 01/03/2099');
    expect(page).toContain('Mabati sheet 3m');
    expect(page).toContain('10,146.00');
    // What the shop pays has no VAT split of its own on the order: its costs are net of VAT for
    // a VAT-registered shop (the default), and the page says so.
    expect(page).not.toContain('Subtotal (excl. VAT)');
    expect(page).toContain('<dt>Total excluding VAT</dt><dd>KSh 10,146.00</dd>');
    expect(page).toContain('Unit costs and amounts exclude VAT: your invoice adds it.');
    expect(page).toContain('Note: Deliver to the back gate');
    expect((await share('/api/v1/purchase-orders/999999', owner.token)).status).toBe(404);
  });

  it('an address that keeps missing is told to wait, and then finds nothing at all', async () => {
    const shared = await share(`/api/v1/invoices/${invoiceId}`);
    expect(shared.status).toBe(201);
    const good = shared.body;
    const guesser = '198.51.100.9';
    for (let i = 0; i < 30; i += 1) expect((await open(`guess${i}`, guesser)).status).toBe(404);
    const refused = await open(tokenOf(good.url), guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await open(tokenOf(good.url))).status).toBe(200);
  });

  it('an unknown, an expired and a revoked link all answer the same plain 404', async () => {
    const revokedLink = (await share(`/api/v1/invoices/${invoiceId}`)).body;
    const expiringLink = (
      await share(`/api/v1/invoices/${invoiceId}`, cashier.token, { expires_in_days: 1 })
    ).body;
    // Someone else may not revoke a cashier's link; the manager of the shop may.
    expect(
      (await call('DELETE', `/api/v1/share-links/${revokedLink.id}`, other.token)).status,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/v1/share-links/${revokedLink.id}`, cashier.token)).status,
    ).toBe(204);
    expect((await call('DELETE', '/api/v1/share-links/999999', owner.token)).status).toBe(404);
    api().advanceClock(DAY_MS + 1000);
    const pages = [
      await open(tokenOf(revokedLink.url)),
      await open(tokenOf(expiringLink.url)),
      await open('AAAAAAAAAAAAAAAAAAAAAA'),
      await open('not-a-token'),
    ];
    for (const page of pages) {
      expect(page.status).toBe(404);
      expect(page.headers.get('Cache-Control')).toBe('no-store');
      expect(page.headers.get('X-Robots-Tag')).toContain('noindex');
      expect(page.body).toContain('This link is no longer valid');
    }
    expect(pages[0]?.body).toBe(pages[2]?.body);
  });
});
