import type { TaxBand } from '../../graphql/schema-types.generated.ts';
import {
  type BandPart,
  documentTotals,
  lineCents,
  type Totals,
  vatByBand,
} from '../../shared/money/cents.ts';
import { DEFAULT_VAT_PERCENT, parseKsh, readVatPercent } from '../../shared/money/money-input.ts';
import type { PickedItem } from '../../shared/pickers/item-picker.tsx';
import type { ChosenParty } from '../../shared/pickers/party-picker.tsx';
import { parseQuantity } from '../../shared/quantity/quantity-input.ts';
import type { InvoiceableOrderFragment } from './invoices.generated.ts';

/**
 * The invoice being written in the create dialog (spec §2): what is typed and its totals as the
 * server will work them out. Pure, so the dialog is only its screen and the draft can be kept
 * in the browser as is. Beside it: the rules it must meet (invoice-draft-problems.ts), the
 * request that creates it (invoice-draft-request.ts) and its reading back from the browser
 * (invoice-draft-storage.ts).
 */

export type InvoiceMode = 'manual' | 'order';

export type DraftLine = {
  /** Tells the lines apart while they are edited, removed and restored. */
  key: number;
  inventoryId: string | null;
  description: string;
  quantity: string;
  /** pcs, kg…: the item's, or pcs for a typed line. */
  unit: string;
  /** Decimals allowed: an item sold in fractions, or a typed line (2.5 hours of fitting). */
  fractions: boolean;
  /** KSh as typed, VAT included. */
  price: string;
  /** The item's KRA tax band, which the line's VAT follows; B (standard) for a typed line. */
  band: TaxBand;
};

export type InvoiceDraft = {
  mode: InvoiceMode;
  customer: ChosenParty | null;
  order: InvoiceableOrderFragment | null;
  lines: DraftLine[];
  /** YYYY-MM-DD, or blank for today (spec §5). */
  invoiceDate: string;
  vatPercent: string;
  /**
   * The last request sent and its idempotency key: the same invoice sent again (after a lost
   * answer, a reload, a new sign-in) is a retry of that attempt, so it cannot be made twice.
   */
  attempt: { request: string; key: string } | null;
};

export const emptyInvoiceDraft: InvoiceDraft = {
  mode: 'manual',
  customer: null,
  order: null,
  lines: [],
  invoiceDate: '',
  vatPercent: DEFAULT_VAT_PERCENT,
  attempt: null,
};

/** A new invoice, at the shop's default VAT rate (Settings; 16 % unless it set another). */
export const newInvoiceDraft = (defaultVatPercent: string): InvoiceDraft => ({
  ...emptyInvoiceDraft,
  vatPercent: defaultVatPercent,
});

/**
 * Nothing typed or chosen yet: closing loses nothing, and no draft is kept. A VAT rate alone
 * is not an invoice begun.
 */
export function isBlankDraft(draft: InvoiceDraft): boolean {
  return (
    draft.customer === null &&
    draft.order === null &&
    draft.lines.length === 0 &&
    draft.invoiceDate.trim() === ''
  );
}

// Lines

const nextKey = (draft: InvoiceDraft) => Math.max(0, ...draft.lines.map((line) => line.key)) + 1;

/** A line for an item picked from inventory: one of it at its shelf price. */
export function addItemLine(draft: InvoiceDraft, item: PickedItem): InvoiceDraft {
  return addLine(draft, {
    inventoryId: item.id,
    description: item.name,
    unit: item.unit,
    fractions: item.sellsInFractions,
    quantity: '1',
    price: item.unitPrice.toFixed(2),
    band: item.taxBand,
  });
}

/**
 * An item scanned: one more on its line when it has one (a line whose quantity reads), else a
 * new line, so three scans of one tin are one line of 3, as in an order's cart.
 */
export function addOneMoreOf(draft: InvoiceDraft, item: PickedItem): InvoiceDraft {
  const line = draft.lines.find((candidate) => candidate.inventoryId === item.id);
  const quantity = line ? parseQuantity(line.quantity, { fractions: line.fractions }) : null;
  if (!line || quantity === null) return addItemLine(draft, item);
  return changeLine(draft, line.key, { quantity: String(quantity + 1) });
}

/** A line typed by hand (transport, labour): pieces or fractions, no price yet. */
export function addTypedLine(draft: InvoiceDraft): InvoiceDraft {
  return addLine(draft, {
    inventoryId: null,
    description: '',
    unit: 'pcs',
    fractions: true,
    quantity: '1',
    price: '',
    band: 'B',
  });
}

function addLine(draft: InvoiceDraft, line: Omit<DraftLine, 'key'>): InvoiceDraft {
  return { ...draft, lines: [...draft.lines, { ...line, key: nextKey(draft) }] };
}

export function changeLine(
  draft: InvoiceDraft,
  key: number,
  change: Partial<Omit<DraftLine, 'key'>>,
): InvoiceDraft {
  return {
    ...draft,
    lines: draft.lines.map((line) => (line.key === key ? { ...line, ...change } : line)),
  };
}

/**
 * Each inventory line's band as the server now has it (`bands` by item id): a draft kept from
 * before an item moved band (or before lines knew their band) is refused over its totals until
 * its lines follow the items.
 */
export function withItemBands(
  draft: InvoiceDraft,
  bands: ReadonlyMap<string, TaxBand>,
): InvoiceDraft {
  return {
    ...draft,
    lines: draft.lines.map((line) => {
      const band = line.inventoryId === null ? undefined : bands.get(line.inventoryId);
      return band && band !== line.band ? { ...line, band } : line;
    }),
  };
}

export function removeLine(draft: InvoiceDraft, key: number): InvoiceDraft {
  return { ...draft, lines: draft.lines.filter((line) => line.key !== key) };
}

export type ReadLine = {
  description: string;
  quantity: number;
  unitPriceCents: number;
  band: TaxBand;
};

/** A line as the server will read it, or null while any part of it does not read. */
export function readLine(line: DraftLine): ReadLine | null {
  const quantity = parseQuantity(line.quantity, { fractions: line.fractions });
  const unitPriceCents = parseKsh(line.price);
  const description = line.description.trim();
  if (quantity === null || unitPriceCents === null || description === '') return null;
  return { description, quantity, unitPriceCents, band: line.band };
}

// Totals

export type DraftTotals = {
  /** Of the lines that read, at the rate applied (0 while there is none). */
  totals: Totals;
  /** The same lines' part in each tax band. */
  bands: BandPart[];
  rateBp: number | null;
  /** Each line's amount by its key, null while the line does not read. */
  lineAmounts: ReadonlyMap<number, number | null>;
};

/** The totals the server will store for what is typed (the same rounding, cents.ts). */
export function draftTotals(draft: InvoiceDraft): DraftTotals {
  const { rateBp } = readVatPercent(draft.vatPercent);
  const read = draft.lines.map(readLine);
  const reading = read.filter((line) => line !== null);
  return {
    totals: documentTotals(reading, rateBp ?? 0),
    bands: vatByBand(reading, rateBp ?? 0),
    rateBp,
    lineAmounts: new Map(
      draft.lines.map((line, index) => {
        const each = read[index];
        return [line.key, each ? lineCents(each) : null];
      }),
    ),
  };
}
