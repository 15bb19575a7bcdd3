import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type KraSimulator, startKraSimulator } from '../../../simulators/kra/kra-simulator.ts';
import { turnEtimsOn } from '../test/etims-fixtures.ts';
import { insertCustomer, insertItem, manualInvoiceRequest } from '../test/fixtures.ts';
import { createTestApi, databasesUnderTest, type TestApi } from '../test/test-api.ts';
import { testApiConfig } from '../test/test-config.ts';
import { existingEtimsOutbox } from './etims-outbox.service.ts';

/**
 * The buyer KRA hears of is the one the document was issued to (0036): a PIN added or changed
 * on the customer after issuing never reaches the document, and a credit note carries its
 * invoice's buyer, as KRA checks. And a document KRA signed after failed attempts shows no
 * stale message. Both real: the API over REST and the KRA simulator.
 */

for (const kind of databasesUnderTest) {
  describe(`the buyer as issued, sent to KRA [${kind}]`, () => {
    let kra: KraSimulator;
    let api: TestApi;
    let token: string;

    beforeAll(async () => {
      kra = await startKraSimulator({ port: 0 });
      api = await createTestApi(kind, {
        etims: {
          ...testApiConfig().etims,
          simulatorUrl: kra.url,
          timeoutMs: 60_000,
          retry: { firstMs: 5, maxMs: 50 },
        },
      });
      ({ token } = await api.newUser());
      await turnEtimsOn(api.db);
    });
    afterEach(() => kra?.control.clearFaults());
    afterAll(async () => {
      if (api) await existingEtimsOutbox(api.db)?.stop();
      await api?.close();
      await kra?.close();
    });

    const changeCustomer = async (id: number, change: { name: string; kra_pin: string | null }) => {
      const answer = await api.call('PUT', `/api/v1/customers/${id}`, {
        token,
        body: { ...change, contact: '+254 712 345 678', address: 'Kenyatta Avenue, Nakuru' },
      });
      expect(answer.status).toBe(200);
    };
    const etimsOf = async (path: string) =>
      (await api.call('GET', path, { token })).body.etims as {
        state: string;
        invc_no: number;
        last_error: string | null;
        attempts: number;
      };
    const signed = (path: string) =>
      expect
        .poll(async () => (await etimsOf(path)).state, { timeout: 30_000, interval: 20 })
        .toBe('signed');
    const storedSave = (invcNo: number) =>
      kra.control.saves({ invcNo }).find((save) => save.stored);

    it('sends the PIN and name the invoice was issued to, and its credit note sends the same', async () => {
      const customer = await insertCustomer(api.db, { name: 'Baraka Builders' });
      await changeCustomer(customer.id, { name: 'Baraka Builders', kra_pin: 'P051111111A' });
      const item = await insertItem(api.db, { quantity: 100, kraItemClassCode: '30111601' });

      // KRA is down while the invoice is issued, and the customer changes before it is back.
      kra.control.inject({ fault: 'down' });
      const invoice = await api.call('POST', '/api/v1/invoices', {
        token,
        body: manualInvoiceRequest(customer.id, [{ item, quantity: 2 }]),
      });
      expect(invoice.status).toBe(201);
      const invoicePath = `/api/v1/invoices/${invoice.body.id}`;
      await expect
        .poll(async () => (await etimsOf(invoicePath)).attempts, { interval: 20 })
        .toBeGreaterThan(0);
      expect((await etimsOf(invoicePath)).last_error).toMatch(/KRA could not be reached/);
      await changeCustomer(customer.id, { name: 'Baraka Builders Ltd', kra_pin: 'P052222222B' });

      kra.control.clearFaults();
      await signed(invoicePath);
      const shown = await etimsOf(invoicePath);
      // Signed after failed attempts: the last attempt's message is not shown as if current.
      expect(shown.last_error).toBeNull();
      expect(storedSave(shown.invc_no)).toMatchObject({
        custTin: 'P051111111A',
        custNm: 'Baraka Builders',
      });

      // The customer's PIN is cleared; the credit note still names the invoice's buyer.
      await changeCustomer(customer.id, { name: 'Someone Else', kra_pin: null });
      const credit = await api.call('POST', `/api/v1/invoices/${invoice.body.id}/credit-notes`, {
        token,
        body: {
          reason: 'Returned unused',
          lines: [{ invoice_item_id: invoice.body.items[0].id, quantity: 1 }],
        },
      });
      expect(credit.status).toBe(201);
      const creditPath = `/api/v1/credit-notes/${credit.body.id}`;
      await signed(creditPath);
      expect(storedSave((await etimsOf(creditPath)).invc_no)).toMatchObject({
        rcptTyCd: 'R',
        custTin: 'P051111111A',
        custNm: 'Baraka Builders',
      });

      // A new invoice is issued to the customer as they are now.
      const next = await api.call('POST', '/api/v1/invoices', {
        token,
        body: manualInvoiceRequest(customer.id, [{ item, quantity: 1 }]),
      });
      const nextPath = `/api/v1/invoices/${next.body.id}`;
      await signed(nextPath);
      expect(storedSave((await etimsOf(nextPath)).invc_no)).toMatchObject({
        custTin: null,
        custNm: 'Someone Else',
      });
    });
  });
}
