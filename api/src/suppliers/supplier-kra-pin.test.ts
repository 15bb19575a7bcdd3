import { beforeAll, expect, it } from 'vitest';
import { insertItem } from '../test/fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

/**
 * A supplier's KRA PIN (0039): kept as a customer's is (the one PIN rule), taken by a new bill
 * unless the bill says another or none, and frozen on the bill: section F lists the bill's.
 */
describeEachDatabase('supplier KRA PIN', (api) => {
  let token: string;
  let cement: number;
  beforeAll(async () => {
    ({ token } = await api().newUser());
    cement = (await insertItem(api().db, { name: 'Cement 50kg', taxBand: 'B' })).id;
  });

  const call = (method: string, path: string, body?: unknown) =>
    api().call(method, path, { token, body });

  const newSupplier = async (body: Record<string, unknown>) => {
    const made = await call('POST', '/api/v1/suppliers', { contact: '0722 000 111', ...body });
    expect(made.status).toBe(201);
    return made.body as { id: number; kra_pin: string | null };
  };

  const billFrom = async (supplierId: number, pin?: { supplier_pin: string | null }) => {
    const note = await call('POST', '/api/v1/goods-received', {
      supplier_id: supplierId,
      lines: [{ inventory_id: cement, quantity: 2, unit_cost: 600 }],
    });
    expect(note.status).toBe(201);
    const bill = await call('POST', '/api/v1/supplier-bills', {
      supplier_id: supplierId,
      goods_received_ids: [note.body.id],
      supplier_invoice_number: `INV-${note.body.id}`,
      due_on: '2099-01-31',
      ...pin,
    });
    expect(bill.status).toBe(201);
    return bill.body as { bill_number: string; bill_date: string; supplier_pin: string | null };
  };

  it('keeps the PIN in capitals, reads it back, keeps it when left out and clears it when blank', async () => {
    const supplier = await newSupplier({ name: 'Devki Steel Mills', kra_pin: ' p051234567x ' });
    expect(supplier.kra_pin).toBe('P051234567X');
    const page = await call('GET', '/api/v1/suppliers?q=Devki%20Steel');
    expect(page.body.items).toContainEqual(expect.objectContaining({ kra_pin: 'P051234567X' }));

    const base = { name: 'Devki Steel', contact: '0722 000 111' };
    const renamed = await call('PUT', `/api/v1/suppliers/${supplier.id}`, base);
    expect(renamed.body).toMatchObject({ name: 'Devki Steel', kra_pin: 'P051234567X' });
    const cleared = await call('PUT', `/api/v1/suppliers/${supplier.id}`, { ...base, kra_pin: '' });
    expect(cleared.body.kra_pin).toBeNull();
  });

  it("refuses a PIN the customer's rule refuses, and writes nothing", async () => {
    const supplier = await newSupplier({ name: 'Crown Paints', kra_pin: 'A000111222B' });
    for (const kra_pin of ['A01234567Z', '1012345678Z', 'A0123456789', 42]) {
      const created = await call('POST', '/api/v1/suppliers', {
        name: 'Bad PIN Ltd',
        contact: '0700 000 000',
        kra_pin,
      });
      expect(created.status).toBe(400);
      expect(created.body.error).toMatch(/^kra_pin: must be/m);
      const changed = await call('PUT', `/api/v1/suppliers/${supplier.id}`, {
        name: 'Crown Paints',
        contact: '0722 000 111',
        kra_pin,
      });
      expect(changed.status).toBe(400);
    }
    const after = await call('GET', '/api/v1/suppliers?q=Bad%20PIN');
    expect(after.body.items).toEqual([]);
    const kept = await call('GET', '/api/v1/suppliers?q=Crown%20Paints');
    expect(kept.body.items[0].kra_pin).toBe('A000111222B');
  });

  it("gives a new bill the supplier's PIN unless it says another or none; the bill keeps its own", async () => {
    const supplier = await newSupplier({ name: 'Athi River Mining', kra_pin: 'P000111222Q' });
    const taken = await billFrom(supplier.id);
    expect(taken.supplier_pin).toBe('P000111222Q');
    const theirs = await billFrom(supplier.id, { supplier_pin: 'a999888777z' });
    expect(theirs.supplier_pin).toBe('A999888777Z');
    const none = await billFrom(supplier.id, { supplier_pin: null });
    expect(none.supplier_pin).toBeNull();

    // A PIN changed on the supplier later is not the one on bills already made.
    await call('PUT', `/api/v1/suppliers/${supplier.id}`, {
      name: 'Athi River Mining',
      contact: '0722 000 111',
      kra_pin: 'P555666777R',
    });
    const month = taken.bill_date.slice(0, 7);
    const vat = (await call('GET', `/api/v1/reports/vat?month=${month}`)).body;
    const pinOf = (billNumber: string) =>
      vat.purchases.find((line: { bill_number: string }) => line.bill_number === billNumber)
        ?.supplier_pin;
    expect(pinOf(taken.bill_number)).toBe('P000111222Q');
    expect(pinOf(theirs.bill_number)).toBe('A999888777Z');
    expect(pinOf(none.bill_number)).toBeNull();
    expect((await billFrom(supplier.id)).supplier_pin).toBe('P555666777R');
  });
});
