import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyParameters } from '../../../../testing/property-depth.ts';
import { documentTotals } from '../../shared/money/cents.ts';
import {
  addItemLine,
  addTypedLine,
  changeLine,
  type DraftLine,
  draftTotals,
  emptyInvoiceDraft,
  type InvoiceDraft,
  isBlankDraft,
  newInvoiceDraft,
  removeLine,
} from './invoice-draft.ts';
import {
  checkDraft,
  hasProblems,
  noProblems,
  serverProblems,
  shownProblems,
} from './invoice-draft-problems.ts';
import { attemptFor, prepareInvoice } from './invoice-draft-request.ts';
import { readInvoiceDraft } from './invoice-draft-storage.ts';
import type { InvoiceableOrderFragment } from './invoices.generated.ts';
import { invoiceFieldText, invoiceText } from './invoices.messages.ts';

const customer = { id: '7', name: 'Kamau Builders' };
const cement = {
  id: '12',
  name: 'Simba Cement 50kg',
  quantity: 400,
  unit: 'pcs',
  sellsInFractions: false,
  unitPrice: 780,
  taxBand: 'B' as const,
};
const nails = { ...cement, id: '13', name: 'Wire Nails 3in', unit: 'kg', sellsInFractions: true };
const order: InvoiceableOrderFragment = {
  __typename: 'Order',
  id: '31',
  orderNumber: 'ORD-000031',
  customerName: 'Achieng Fundi',
  subtotal: 2689.66,
  vatRate: 0.16,
  vatAmount: 430.34,
  totalAmount: 3120,
  createdAt: '2025-03-02T09:15:00.000Z',
};

/** A manual draft with a customer and lines typed as `[description, quantity, price]`. */
function manual(lines: Array<[string, string, string]>, change: Partial<InvoiceDraft> = {}) {
  let draft: InvoiceDraft = { ...emptyInvoiceDraft, customer };
  for (const [description, quantity, price] of lines) {
    draft = addTypedLine(draft);
    const key = draft.lines.at(-1)?.key ?? 0;
    draft = changeLine(draft, key, { description, quantity, price });
  }
  return { ...draft, ...change };
}

const keyOf = (draft: InvoiceDraft, index: number) => (draft.lines[index] as DraftLine).key;

describe('the invoice being written', () => {
  it('starts blank, and anything typed or chosen is work to keep', () => {
    expect(isBlankDraft(emptyInvoiceDraft)).toBe(true);
    // Switching to "From an order" alone is nothing to lose.
    expect(isBlankDraft({ ...emptyInvoiceDraft, mode: 'order' })).toBe(true);
    expect(isBlankDraft({ ...emptyInvoiceDraft, customer })).toBe(false);
    expect(isBlankDraft({ ...emptyInvoiceDraft, order })).toBe(false);
    expect(isBlankDraft(addTypedLine(emptyInvoiceDraft))).toBe(false);
    expect(isBlankDraft({ ...emptyInvoiceDraft, invoiceDate: '2025-03-01' })).toBe(false);
    // A rate alone is not an invoice begun; a new one starts at the shop's default rate.
    expect(isBlankDraft({ ...emptyInvoiceDraft, vatPercent: '8' })).toBe(true);
    expect(newInvoiceDraft('8')).toEqual({ ...emptyInvoiceDraft, vatPercent: '8' });
  });

  it('adds lines from inventory at their shelf price and by hand, each with its own key', () => {
    let draft = addItemLine(emptyInvoiceDraft, cement);
    draft = addItemLine(draft, nails);
    draft = addTypedLine(draft);
    expect(draft.lines).toEqual([
      {
        key: 1,
        inventoryId: '12',
        description: 'Simba Cement 50kg',
        unit: 'pcs',
        fractions: false,
        quantity: '1',
        price: '780.00',
        band: 'B',
      },
      expect.objectContaining({ key: 2, inventoryId: '13', unit: 'kg', fractions: true }),
      expect.objectContaining({ key: 3, inventoryId: null, description: '', price: '' }),
    ]);
    // A key is never reused while the draft lives, so a removed line's problems stay gone.
    draft = addTypedLine(removeLine(removeLine(draft, 3), 2));
    expect(draft.lines.map((line) => line.key)).toEqual([1, 2]);
    draft = addTypedLine(removeLine(draft, 1));
    expect(draft.lines.map((line) => line.key)).toEqual([2, 3]);
  });
});

describe('its rules (spec §5), every problem against its field', () => {
  it('asks for a customer and items with the spec’s sentence, and says which is missing', () => {
    expect(checkDraft(emptyInvoiceDraft)).toEqual({
      summary: 'Please select a customer and add items for manual invoice.',
      fields: { customer: invoiceFieldText.customerMissing, items: invoiceFieldText.itemsMissing },
      lines: {},
    });
    expect(checkDraft({ ...emptyInvoiceDraft, customer })).toEqual({
      summary: invoiceText.manualNeedsCustomerAndItems,
      fields: { items: invoiceFieldText.itemsMissing },
      lines: {},
    });
    const noCustomer = manual([['Transport', '1', '500']], { customer: null });
    expect(checkDraft(noCustomer).summary).toBe(invoiceText.manualNeedsCustomerAndItems);
    expect(checkDraft(noCustomer).fields).toEqual({ customer: invoiceFieldText.customerMissing });
  });

  it('asks for an order from an order, with the spec’s sentence', () => {
    expect(checkDraft({ ...emptyInvoiceDraft, mode: 'order' })).toEqual({
      summary: 'Please select an order to generate invoice from.',
      fields: { order: invoiceFieldText.orderMissing },
      lines: {},
    });
    // The manual fields do not count against an invoice of an order.
    expect(hasProblems(checkDraft({ ...emptyInvoiceDraft, mode: 'order', order }))).toBe(false);
    expect(
      hasProblems(checkDraft({ ...emptyInvoiceDraft, mode: 'order', order, vatPercent: '' })),
    ).toBe(false);
  });

  it('says all that is wrong at once: each line’s fields, the date and the VAT', () => {
    const draft = manual(
      [
        ['', '', ''],
        ['Gate', '0', '18,500.505'],
        ['Fitting', '2.5', 'abc'],
        ['Hinges', '1', '320'],
      ],
      { customer: null, invoiceDate: '2025-02-30', vatPercent: '101' },
    );
    const [blank, gate, fitting, hinges] = draft.lines.map((line) => line.key);
    expect(checkDraft(draft)).toEqual({
      summary: invoiceText.manualNeedsCustomerAndItems,
      fields: {
        customer: invoiceFieldText.customerMissing,
        invoiceDate: invoiceFieldText.invalidDate,
        vat: 'Enter a VAT rate from 0 to 100.',
      },
      lines: {
        [blank as number]: {
          description: invoiceFieldText.descriptionMissing,
          quantity: invoiceFieldText.quantityMissing,
          price: invoiceFieldText.priceMissing,
        },
        [gate as number]: {
          quantity: invoiceFieldText.quantityFraction,
          price: invoiceFieldText.priceInvalid,
        },
        [fitting as number]: { price: invoiceFieldText.priceInvalid },
      },
    });
    expect(checkDraft(draft).lines[hinges as number]).toBeUndefined();
  });

  it('takes whole pieces of an item sold in pieces, and up to 3 decimals of one sold by weight', () => {
    let draft = addItemLine(addItemLine({ ...emptyInvoiceDraft, customer }, cement), nails);
    draft = changeLine(draft, keyOf(draft, 0), { quantity: '2.5' });
    draft = changeLine(draft, keyOf(draft, 1), { quantity: '2.5' });
    expect(checkDraft(draft).lines).toEqual({
      [keyOf(draft, 0)]: { quantity: invoiceFieldText.quantityWhole },
    });
    draft = changeLine(draft, keyOf(draft, 1), { quantity: '2.5005' });
    expect(checkDraft(draft).lines[keyOf(draft, 1)]).toEqual({
      quantity: invoiceFieldText.quantityFraction,
    });
  });

  it('reads blank and real dates; an impossible one is a problem', () => {
    for (const invoiceDate of ['', '  ', '2024-02-29', '2025-12-31']) {
      expect(checkDraft(manual([['Labour', '1', '500']], { invoiceDate })).fields).toEqual({});
    }
    for (const invoiceDate of ['2025-02-29', '2025-13-01', '31/12/2025', 'today']) {
      expect(checkDraft(manual([['Labour', '1', '500']], { invoiceDate })).fields).toEqual({
        invoiceDate: invoiceFieldText.invalidDate,
      });
    }
  });
});

describe('the VAT rate: what is typed, what is applied', () => {
  it.each([
    ['16', 1600],
    ['12.5', 1250],
    ['0', 0],
    ['100', 10_000],
    // Spec §5: a negative rate counts as 0 (the field says so); blank applies 0 % (said too).
    ['-5', 0],
    ['', 0],
  ])('%s applies %d basis points and lets the invoice go', (vatPercent, rateBp) => {
    const draft = manual([['Survey', '1', '2000']], { vatPercent });
    expect(draftTotals(draft).rateBp).toBe(rateBp);
    expect(checkDraft(draft).fields).toEqual({});
  });

  it('applies no rate above 100 or for text that is no number, and stops the invoice', () => {
    for (const vatPercent of ['150', '100.01', 'abc', '1e2']) {
      const draft = manual([['Survey', '1', '2000']], { vatPercent });
      expect(draftTotals(draft).rateBp).toBeNull();
      expect(checkDraft(draft).fields).toEqual({ vat: 'Enter a VAT rate from 0 to 100.' });
    }
  });

  it('shows nothing before the first attempt (the VAT field speaks for itself), then everything', () => {
    const typedWrong = manual([['', '1', '500']], { vatPercent: '150' });
    expect(shownProblems(typedWrong, { attempted: false, server: noProblems }).fields).toEqual({});
    expect(shownProblems(typedWrong, { attempted: false, server: noProblems }).lines).toEqual({});
    expect(shownProblems(typedWrong, { attempted: true, server: noProblems })).toEqual(
      checkDraft(typedWrong),
    );
  });
});

describe('its totals, as the server will store them', () => {
  it('works each line’s amount and the totals of the lines that read', () => {
    const draft = manual([
      ['Simba Cement 50kg', '7', '780'],
      ['Transport to Thika', '3', '1,333.33'],
      ['Half typed', '', '100'],
    ]);
    const shown = draftTotals(draft);
    expect([...shown.lineAmounts.values()]).toEqual([546_000, 399_999, null]);
    // 9,459.99 including VAT: 8,155.16 net + 1,304.83 VAT at 16 %.
    expect(shown.totals).toEqual({
      subtotalCents: 815_516,
      vatCents: 130_483,
      totalCents: 945_999,
    });
    expect(shown.rateBp).toBe(1600);
  });

  it('follows each inventory line’s tax band: exempt carries no VAT, band E its own 8 %', () => {
    let draft = addItemLine(emptyInvoiceDraft, { ...cement, taxBand: 'A' });
    draft = addItemLine(draft, {
      ...cement,
      id: '14',
      name: 'LPG refill',
      unitPrice: 1080,
      taxBand: 'E',
    });
    draft = addItemLine(draft, cement);
    draft = addTypedLine(draft);
    draft = changeLine(draft, 4, { description: 'Delivery', price: '116' });
    expect(draft.lines.map((line) => line.band)).toEqual(['A', 'E', 'B', 'B']);
    // A: 780.00 net, no VAT. E: 1,080.00 = 1,000.00 + 80.00. B: 780 + 116 = 896.00 = 772.41 + 123.59.
    expect(draftTotals(draft).totals).toEqual({
      subtotalCents: 78_000 + 100_000 + 77_241,
      vatCents: 8_000 + 12_359,
      totalCents: 78_000 + 108_000 + 89_600,
    });
    // The VAT field sets band B's rate only.
    expect(draftTotals({ ...draft, vatPercent: '0' }).totals).toEqual({
      subtotalCents: 78_000 + 100_000 + 77_241,
      vatCents: 8_000,
      totalCents: 78_000 + 108_000 + 77_241,
    });
  });

  it('leaves VAT at 0 while the rate reads as none (the screen shows — for it)', () => {
    const shown = draftTotals(manual([['Survey', '1', '2000']], { vatPercent: 'abc' }));
    expect(shown.rateBp).toBeNull();
    expect(shown.totals).toEqual({ subtotalCents: 172_414, vatCents: 0, totalCents: 172_414 });
  });

  it('is the money module’s rule on random lines and rates', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 500 }),
            cents: fc.integer({ min: 0, max: 50_000_000 }),
          }),
          { maxLength: 8 },
        ),
        fc.integer({ min: 0, max: 10_000 }),
        (lines, rateBp) => {
          const draft = manual(
            lines.map(({ quantity, cents }) => [
              'Line',
              String(quantity),
              (cents / 100).toFixed(2),
            ]),
            { vatPercent: String(rateBp / 100) },
          );
          expect(draftTotals(draft).totals).toEqual(
            documentTotals(
              lines.map(({ quantity, cents }) => ({ quantity, unitPriceCents: cents })),
              rateBp,
            ),
          );
        },
      ),
      // The rule itself is proved in shared/money; 2,000 drafts check the form reads it faithfully.
      propertyParameters(2_000),
    );
  });
});

describe('the request', () => {
  it('sends a manual invoice with its lines as read and the totals the server must agree with', () => {
    let draft = addItemLine(
      { ...emptyInvoiceDraft, customer, invoiceDate: ' 2025-03-01 ' },
      cement,
    );
    draft = changeLine(draft, keyOf(draft, 0), { quantity: '7' });
    draft = addTypedLine(draft);
    draft = changeLine(draft, keyOf(draft, 1), {
      description: '  Transport to Thika ',
      quantity: '3',
      price: '1,333.33',
    });
    expect(prepareInvoice(draft)).toEqual({
      ok: true,
      input: {
        customerId: '7',
        createdAt: '2025-03-01',
        items: [
          { inventoryId: '12', description: 'Simba Cement 50kg', quantity: 7, unitPrice: 780 },
          { inventoryId: null, description: 'Transport to Thika', quantity: 3, unitPrice: 1333.33 },
        ],
        vatRate: 0.16,
        vatAmount: 1304.83,
        total: 9459.99,
      },
    });
  });

  it('sends a blank date as null (today) and the rate applied', () => {
    const prepared = prepareInvoice(manual([['Survey', '1', '2000']], { vatPercent: '12.5' }));
    expect(prepared).toMatchObject({
      ok: true,
      input: { createdAt: null, vatRate: 0.125, vatAmount: 215.52, total: 1939.66 },
    });
  });

  it('invoices an order with the order’s own figures', () => {
    expect(prepareInvoice({ ...emptyInvoiceDraft, mode: 'order', order })).toEqual({
      ok: true,
      input: { orderId: '31', createdAt: null, vatRate: 0.16, vatAmount: 430.34, total: 3120 },
    });
  });

  it('sends nothing while anything is wrong, not even at a clamped VAT rate', () => {
    const prepared = prepareInvoice(manual([['Survey', '1', '2000']], { vatPercent: '150' }));
    expect(prepared).toEqual({
      ok: false,
      problems: { summary: null, fields: { vat: 'Enter a VAT rate from 0 to 100.' }, lines: {} },
    });
  });

  it('keeps the idempotency key while the request is the same, and draws a new one once changed', () => {
    const draft = manual([['Survey', '1', '2000']]);
    const first = prepareInvoice(draft);
    if (!first.ok) throw new Error('the draft should be ready');
    let drawn = 0;
    const newKey = () => `key-${++drawn}`;
    const attempt = attemptFor(null, first.input, newKey);
    expect(attempt).toEqual({ request: JSON.stringify(first.input), key: 'key-1' });
    expect(attemptFor(attempt, first.input, newKey)).toBe(attempt);
    const changed = prepareInvoice(changeLine(draft, keyOf(draft, 0), { quantity: '2' }));
    if (!changed.ok) throw new Error('the changed draft should be ready');
    expect(attemptFor(attempt, changed.input, newKey).key).toBe('key-2');
  });
});

describe('the server’s refusals', () => {
  it('go beside the fields they name, by line for the lines; the rest above the fields', () => {
    const draft = manual([
      ['Gate', '1', '18500'],
      ['Hinges', '2', '320'],
    ]);
    expect(
      serverProblems(draft, {
        customerId: 'is not a known customer',
        createdAt: 'must be a date like 2025-03-31, or null',
        vatRate: 'must be from 0 to 1',
        'items.1.quantity': 'must be more than 0',
        'items.1.unitPrice': 'is too large',
        'items.0.description': 'must be at most 500 characters',
        total: 'does not match the lines',
        'items.7.quantity': 'no such line',
      }),
    ).toEqual({
      problems: {
        summary: null,
        fields: {
          customer: 'Is not a known customer',
          invoiceDate: 'Must be a date like 2025-03-31, or null',
          vat: 'Must be from 0 to 1',
        },
        lines: {
          [keyOf(draft, 0)]: { description: 'Must be at most 500 characters' },
          [keyOf(draft, 1)]: { quantity: 'Must be more than 0', price: 'Is too large' },
        },
      },
      rest: ['total: does not match the lines', 'items.7.quantity: no such line'],
    });
  });

  it('are shown over the dialog’s own problems', () => {
    const draft = manual([['Gate', '1', '']]);
    const server = serverProblems(draft, { 'items.0.description': 'is taken' }).problems;
    expect(shownProblems(draft, { attempted: true, server }).lines).toEqual({
      [keyOf(draft, 0)]: { description: 'Is taken', price: invoiceFieldText.priceMissing },
    });
  });
});

describe('a draft kept in the browser', () => {
  it('reads back what it stored, through JSON', () => {
    let draft = addItemLine({ ...emptyInvoiceDraft, customer, vatPercent: '8' }, nails);
    draft = { ...draft, attempt: { request: '{}', key: 'k1' } };
    expect(readInvoiceDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    const fromOrder = { ...emptyInvoiceDraft, mode: 'order' as const, order };
    expect(readInvoiceDraft(JSON.parse(JSON.stringify(fromOrder)))).toEqual(fromOrder);
  });

  it('takes a line kept before lines knew their band as band B, and an unknown band too', () => {
    const kept = JSON.parse(
      JSON.stringify(addItemLine(emptyInvoiceDraft, { ...cement, taxBand: 'E' })),
    );
    delete kept.lines[0].band;
    expect(readInvoiceDraft(kept)?.lines[0]?.band).toBe('B');
    kept.lines[0].band = 'Z';
    expect(readInvoiceDraft(kept)?.lines[0]?.band).toBe('B');
    kept.lines[0].band = 'E';
    expect(readInvoiceDraft(kept)?.lines[0]?.band).toBe('E');
  });

  it('refuses anything that is not a draft of this shape', () => {
    const good = JSON.parse(JSON.stringify(manual([['Gate', '1', '18500']])));
    const line = good.lines[0];
    for (const stored of [
      null,
      'draft',
      [],
      { ...good, mode: 'quote' },
      { ...good, customer: { id: 7, name: 'Kamau' } },
      { ...good, lines: 'none' },
      { ...good, lines: [{ ...line, quantity: 1 }] },
      { ...good, lines: [line, line] },
      { ...good, order: { ...order, totalAmount: '3120' } },
      { ...good, vatPercent: 16 },
      { ...good, attempt: { key: 'k1' } },
      { ...good, invoiceDate: undefined },
    ]) {
      expect(readInvoiceDraft(stored)).toBeNull();
    }
  });
});
