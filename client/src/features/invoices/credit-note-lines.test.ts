import { describe, expect, it } from 'vitest';
import { chosenLines, creditableLines, creditTotalCents } from './credit-note-lines.ts';
import type { InvoiceDetailFragment } from './invoices.generated.ts';

const cement = {
  __typename: 'InvoiceItem',
  id: '1',
  inventoryId: '10',
  description: 'Cement 50kg',
  quantity: 4,
  unit: 'pcs',
  unitPrice: 850,
  amount: 3400,
  taxBand: 'B',
} as const;
const wire = {
  ...cement,
  id: '2',
  inventoryId: '11',
  description: 'Binding wire',
  quantity: 2.5,
  unit: 'kg',
  unitPrice: 300,
  amount: 750,
};

/** An invoice of 4 bags of cement and 2.5 kg of wire, one bag and 1 kg already credited. */
const invoice = {
  items: [cement, wire],
  creditNotes: [
    { lines: [{ invoiceItemId: '1', quantity: 1 }] },
    {
      lines: [
        { invoiceItemId: '2', quantity: 0.6 },
        { invoiceItemId: '2', quantity: 0.4 },
      ],
    },
  ],
} as unknown as InvoiceDetailFragment;

describe('a credit note’s lines', () => {
  it('leaves on each line what its credit notes have not taken back, to the thousandth', () => {
    expect(creditableLines(invoice).map((line) => [line.id, line.left])).toEqual([
      ['1', 3],
      ['2', 1.5],
    ]);
  });

  it('reads the quantities typed, saying beside each what cannot be credited', () => {
    const lines = creditableLines(invoice);
    const chosen = chosenLines(lines, { '1': '4', '2': '0.5' });
    expect(chosen.map(({ line, quantity, problem }) => [line.id, quantity, problem])).toEqual([
      ['1', 4, 'Only 3 left to credit'],
      ['2', 0.5, null],
    ]);
    // A blank quantity is no line chosen; a fraction of a whole-unit item is refused.
    expect(chosenLines(lines, { '1': ' ', '2': '' })).toEqual([]);
    expect(chosenLines(lines, { '1': '1.5' })[0]).toMatchObject({
      quantity: null,
      problem: 'This item is counted in whole units',
    });
  });

  it('credits the lines at the invoice’s shelf prices, VAT included at 16 %', () => {
    const chosen = chosenLines(creditableLines(invoice), { '1': '2', '2': '0.5' });
    expect(creditTotalCents(chosen, 0.16)).toBe(2 * 85_000 + 15_000);
    // A line that does not read adds nothing.
    expect(creditTotalCents(chosenLines(creditableLines(invoice), { '1': 'x' }), 0.16)).toBe(0);
  });
});
