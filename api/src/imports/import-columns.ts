/**
 * What each import reads, column by column: the field, the words the template's header uses, and
 * the other headers that mean it in the files shops bring (common words, QuickBooks', Zoho's and
 * Loyverse's exports). A header is matched once, after normalising (case, spaces, punctuation,
 * and Loyverse's store name in brackets: `Price [Main store]` is `price`).
 */

export const IMPORT_KINDS = ['inventory', 'customers', 'suppliers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportField {
  field: string;
  /** The template's header, and how the screen names the field. */
  label: string;
  required: boolean;
  /** Normalised headers that mean this field (the label's own is added). */
  aliases: readonly string[];
  /** An example value for the template's sample row. */
  example: string;
}

const field = (
  name: string,
  label: string,
  example: string,
  aliases: readonly string[],
  required = false,
): ImportField => ({ field: name, label, required, aliases, example });

const PARTY_FIELDS = [
  field(
    'name',
    'Name',
    'Wanjiru Hardware',
    [
      'customer',
      'customer name',
      'display name',
      'full name',
      'company name',
      'vendor',
      'vendor name',
      'supplier',
      'supplier name',
      'contact name',
    ],
    true,
  ),
  field('contact', 'Contact', '+254 712 345 678', [
    'phone',
    'phone number',
    'phone numbers',
    'mobile',
    'mobile phone',
    'mobilephone',
    'telephone',
    'tel',
    'email',
    'emailid',
    'email address',
    'contact',
    'contact number',
  ]),
  field('address', 'Address', 'Kirinyaga Road, Nairobi', [
    'billing address',
    'billing street',
    'street',
    'street address',
    'physical address',
    'location',
    'town',
    'city',
  ]),
];

/** A customer's or supplier's KRA PIN, as accounting exports head it. */
const KRA_PIN_FIELD = field('kra_pin', 'KRA PIN', 'P051234567X', [
  'pin',
  'kra pin number',
  'tax id',
  'tax number',
  'tax registration number',
  'trn',
  'vat number',
]);

/**
 * What a customer owes the shop, or the shop a supplier, on the import date: an opening balance
 * (OB-…) on their statement and in aged debtors or creditors, never a sale or a bill's VAT.
 */
const OPENING_BALANCE = field('opening_balance', 'Opening balance', '2,500.00', [
  'balance',
  'open balance',
  'opening balance',
  'balance due',
  'balance owed',
  'current balance',
  'outstanding',
  'outstanding balance',
  'amount owed',
  'amount due',
  'owed',
  'owes',
  'debt',
  'deni',
]);

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  inventory: [
    field(
      'name',
      'Name',
      'Cement 50 kg',
      [
        'item',
        'item name',
        'product',
        'product name',
        'product service',
        'product service name',
        'description',
        'item description',
        'sales description',
      ],
      true,
    ),
    field(
      'unit_price',
      'Unit price (incl. VAT)',
      '1,250.00',
      [
        'unit price',
        'price',
        'selling price',
        'sale price',
        'sales price',
        'sales price rate',
        'retail price',
        'rate',
        'price incl vat',
      ],
      true,
    ),
    field('cost_price', 'Cost', '980.00', [
      'cost price',
      'unit cost',
      'purchase cost',
      'purchase price',
      'purchase rate',
      'buying price',
      'cost',
    ]),
    field('quantity', 'Quantity', '40', [
      'qty',
      'stock',
      'in stock',
      'opening stock',
      'qty on hand',
      'quantity on hand',
      'stock on hand',
      'on hand',
    ]),
    field('unit', 'Unit', 'bag', ['uom', 'unit of measure', 'unit of measurement', 'units']),
    field('sells_in_fractions', 'Sells in fractions', 'No', [
      'sold by weight',
      'sell in fractions',
      'fractional',
    ]),
    field('barcode', 'Barcode', '6161101234567', ['bar code', 'ean', 'upc', 'gtin', 'ean 13']),
    field('tax_band', 'Tax band', 'B', ['tax', 'tax name', 'vat band', 'tax code', 'vat']),
    field('kra_item_class_code', 'KRA class', '30111601', [
      'kra item class',
      'kra item class code',
      'item class code',
      'kra item classification code',
      'item classification code',
    ]),
    field('supplier', 'Supplier', 'Bamburi Cement', [
      'supplier name',
      'vendor',
      'vendor name',
      'preferred vendor',
    ]),
    field('reorder_level', 'Reorder level', '10', [
      'reorder point',
      'reorder at',
      'low stock',
      'minimum stock',
      'min stock',
    ]),
  ],
  customers: [...PARTY_FIELDS, KRA_PIN_FIELD, OPENING_BALANCE],
  suppliers: [...PARTY_FIELDS, KRA_PIN_FIELD, OPENING_BALANCE],
};

/** A header as matched: lower case, store names in brackets dropped, words by single spaces. */
export const normaliseHeader = (header: string): string =>
  header
    .toLowerCase()
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\((?:incl|inc|including)[^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Which field each column of the file feeds (null: none), as the importer matches headers. */
export function matchColumns(kind: ImportKind, headers: readonly string[]): (string | null)[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const name = normaliseHeader(header);
    const found = IMPORT_FIELDS[kind].find(
      (candidate) =>
        !taken.has(candidate.field) &&
        (normaliseHeader(candidate.label) === name ||
          candidate.field.replaceAll('_', ' ') === name ||
          candidate.aliases.includes(name)),
    );
    if (!found) return null;
    taken.add(found.field);
    return found.field;
  });
}
