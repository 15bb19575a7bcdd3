/**
 * Money is integer cents everywhere inside the API; KSh numbers exist only at the edge.
 * VAT rates are basis points (1600 = 16%).
 *
 * `toCents` and `toKsh` are the one codec between the two: integer cents inside, a KSh number
 * at the edge (a REST answer or body, KRA's and Safaricom's fields). A sum read from the
 * database may arrive as a string or a bigint (PostgreSQL's numeric and bigint), so `toKsh` and
 * `centsToPlainKsh` take it as it comes.
 */
export type DbCents = number | bigint | string;
export const toCents = (ksh: number): number => Math.round(ksh * 100);
export const toKsh = (cents: DbCents): number => Number(cents) / 100;
/** Whether a KSh number has at most 2 decimals (to within a double's error). */
export const isWholeCents = (ksh: number): boolean =>
  Math.abs(ksh * 100 - Math.round(ksh * 100)) < 1e-6;

const kshFormat = new Intl.NumberFormat('en-KE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `KSh 1,160.00`, for messages people read. */
export const formatKsh = (cents: number): string => `KSh ${kshFormat.format(toKsh(cents))}`;

export const bpToFraction = (bp: number): number => bp / 10_000;

/** The standard rate, which shelf prices include (design.md §2a). */
export const STANDARD_VAT_BP = 1600;

/**
 * numerator ÷ denominator rounded half up (towards +∞ on a tie), for whole numbers
 * |numerator| < 2^53 and denominator > 0. Worked with the remainder, so no floating-point
 * quotient can land on the wrong side of a half.
 */
export function divideHalfUp(numerator: number, denominator: number): number {
  const remainder = ((numerator % denominator) + denominator) % denominator;
  const floor = (numerator - remainder) / denominator;
  return remainder * 2 >= denominator ? floor + 1 : floor;
}

export interface VatSplit {
  /** What the goods cost before VAT: a document's `subtotal`. */
  net_cents: number;
  vat_cents: number;
  /** What the customer pays. */
  total_cents: number;
}

/**
 * THE rounding rule for a sale's totals: orders, manual invoices and invoices from orders (and,
 * on the client, `shared/money/cents.ts`: the cart, the invoice dialog, the Add Item breakdown;
 * both copies are tested against the rule's definition, and against each other through the
 * API, in the property tests). Shelf prices include
 * VAT at the standard 16 %, so a document's lines add up to a VAT-inclusive gross G in cents.
 * At a VAT rate of r basis points:
 *
 *   net   = G × 100 / 116, rounded half up to the cent
 *   VAT   = G − net                            when r is the standard 1600
 *         = net × r / 10 000, rounded half up    at any other rate (0 for an exempt sale)
 *   total = net + VAT
 *
 * Why this way: the net is rounded once, on the whole document rather than per line, so it is
 * within half a cent of G ÷ 1.16 however many lines there are. At 16 % the VAT is the remainder,
 * so the total is exactly Σ quantity × shelf price, the figure the customer saw on the shelf and
 * the cart (VAT computed from the rounded net could miss it by a cent). At any other rate no
 * shelf figure exists to match, so the VAT is the rate applied to the net, rounded as any tax
 * sum is. Half up, as people round on paper; the net can never fall on half a cent (100 G mod
 * 116 is a multiple of 4, never 58), so the tie rule only ever decides a VAT at another rate.
 *
 * Exact in doubles for G up to MAX_DOCUMENT_CENTS (10^11): G × 10 000 and net × r stay below
 * 2^53.
 */
export function splitVatInclusive(grossCents: number, rateBp: number): VatSplit {
  return splitBand('B', grossCents, rateBp);
}

/** What a VAT-inclusive amount is before its `inclusiveBp` of VAT, half up to the cent. */
export const netOfInclusive = (grossCents: number, inclusiveBp: number): number =>
  inclusiveBp === 0 ? grossCents : divideHalfUp(grossCents * 10_000, 10_000 + inclusiveBp);

/** VAT at `rateBp` on top of a net amount, half up to the cent. */
export const vatOnNet = (netCents: number, rateBp: number): number =>
  divideHalfUp(netCents * rateBp, 10_000);

/** KRA's tax bands (eTIMS): A exempt, B standard, C zero-rated, D non-VAT, E reduced. */
export const TAX_BANDS = ['A', 'B', 'C', 'D', 'E'] as const;
export type TaxBand = (typeof TAX_BANDS)[number];

/**
 * The VAT each band's shelf prices include, in basis points: 16 % in band B, 8 % in band E,
 * none in A, C and D (nothing to charge, so nothing was put in the price).
 */
export const BAND_INCLUSIVE_BP: Record<TaxBand, number> = {
  A: 0,
  B: STANDARD_VAT_BP,
  C: 0,
  D: 0,
  E: 800,
};

/**
 * One band's part of a sale, from the VAT-inclusive gross of its lines, by the rule above
 * applied band by band (issue 21: a document's VAT follows each line's band):
 *
 * - Band B is split as every sale always was (`splitVatInclusive`), at the document's rate
 *   `bandBRateBp` (the spec's VAT-rate field sets band B's rate, 16 % by default).
 * - Band E the same way at its own 8 %: net = G × 100 / 108 half up, VAT the rest, so the
 *   band's total is exactly its shelf amounts.
 * - Bands A, C and D carry no VAT: net = total = G.
 *
 * The net is rounded once per band, never per line.
 */
export function splitBand(band: TaxBand, grossCents: number, bandBRateBp: number): VatSplit {
  const net = netOfInclusive(grossCents, BAND_INCLUSIVE_BP[band]);
  const vat = vatIsRest(band, bandBRateBp) ? grossCents - net : vatOnNet(net, bandBRateBp);
  return { net_cents: net, vat_cents: vat, total_cents: net + vat };
}

/**
 * Whether a band's VAT is what is left of its shelf amounts after the net (so its total is
 * exactly those amounts): in every band but B at a rate other than the standard one, where no
 * shelf figure exists to match and the VAT is the rate applied to the net. In bands A, C and D
 * the rest is 0.
 */
export const vatIsRest = (band: TaxBand, bandBRateBp: number): boolean =>
  band !== 'B' || bandBRateBp === STANDARD_VAT_BP;

/**
 * `total` shared out in proportion to `weights` (whole, not negative): each share is its exact
 * part rounded down, and the cents left go one each to the largest remainders (earlier first
 * on a tie), so the shares add up to `total` and each is within a cent of its exact part.
 * Worked in BigInt: total × weight can pass 2^53.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    if (total !== 0) throw new RangeError(`Cannot share ${total} over weights that add up to 0`);
    return weights.map(() => 0);
  }
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((weight, index) => {
    const exact = bigTotal * BigInt(weight);
    return { index, share: exact / bigSum, remainder: exact % bigSum };
  });
  let left = total - parts.reduce((a, part) => a + Number(part.share), 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0) break;
    part.share += 1n;
    left -= 1;
  }
  return parts.map((part) => Number(part.share));
}

/** One line's part of its band's net and VAT. */
export interface LineVat {
  net_cents: number;
  vat_cents: number;
}

/**
 * A band's net and VAT (`splitBand` of its lines' shelf amounts, worked once per band) shared
 * over its lines in proportion to their shelf amounts by `shareOut`, so the lines add up to
 * their band to the cent; each line's net is within a cent of its own exact part. Where the
 * band's VAT is the rest of its shelf amounts (`vatIsRest`), so is each line's, and a line's
 * net and VAT add up to its shelf amount; at another band-B rate the VAT is shared in
 * proportion to the lines' nets. Stored sale lines and the eTIMS lines are both worked by it.
 */
export function splitBandOverLines(
  band: TaxBand,
  bandSplit: LineVat,
  lineGrossCents: readonly number[],
  bandBRateBp: number,
): LineVat[] {
  const net = shareOut(bandSplit.net_cents, lineGrossCents);
  const vat = vatIsRest(band, bandBRateBp)
    ? lineGrossCents.map((gross, index) => gross - net[index]!)
    : shareOut(bandSplit.vat_cents, net);
  return net.map((net_cents, index) => ({ net_cents, vat_cents: vat[index]! }));
}

/**
 * Each line's net and VAT, in the lines' order, from its shelf amount and band: every band
 * split once as a document's totals are (sales-document.ts `documentTotals`), then shared over
 * the band's lines by `splitBandOverLines`, so per band and in all the lines add up to the
 * document's subtotal and VAT to the cent.
 */
export function splitLinesByBand(
  lines: readonly { amount_cents: number; band: TaxBand }[],
  bandBRateBp: number,
): LineVat[] {
  const figures: LineVat[] = new Array(lines.length);
  for (const band of new Set(lines.map((line) => line.band))) {
    const indexes = lines.flatMap((line, index) => (line.band === band ? [index] : []));
    const gross = indexes.map((index) => lines[index]!.amount_cents);
    const split = splitBand(
      band,
      gross.reduce((a, b) => a + b, 0),
      bandBRateBp,
    );
    splitBandOverLines(band, split, gross, bandBRateBp).forEach((line, position) => {
      figures[indexes[position]!] = line;
    });
  }
  return figures;
}

/** A sale line's ledger figures, or what its credits have taken of them so far. */
export interface LedgerLine extends LineVat {
  quantity_milli: number;
  /** quantity × shelf price, VAT included. */
  amount_cents: number;
  cost_cents: number;
}

/**
 * total × part ÷ whole, half up, for whole numbers ≥ 0 and whole > 0, worked in BigInt (total ×
 * part can pass 2^53): a credit's part of a line, or a quantity in thousandths at a unit price
 * (`partOf(unitCents, quantityMilli, 1000)`, as http/quantity.ts `lineAmountCents`).
 */
export const partOf = (total: number, part: number, whole: number): number => {
  const twice = BigInt(total) * BigInt(part) * 2n + BigInt(whole);
  return Number(twice / (BigInt(whole) * 2n));
};

/**
 * The part of an invoice line's net, VAT and cost a credit takes back (design.md §2b: at the
 * original line's figures). Worked on the running total of the line's credits less what the
 * earlier ones took, so the parts never drift: net and VAT in proportion to the shelf amount
 * credited (VAT the rest of it where the band's VAT is, `vatIsRest`), cost in proportion to
 * the quantity; the credit that takes the last of the line takes exactly what is left.
 */
export function creditedLineFigures(
  line: LedgerLine & { tax_band: TaxBand },
  before: LedgerLine | undefined,
  part: { quantity_milli: number; amount_cents: number },
  bandBRateBp: number,
): LineVat & { cost_cents: number } {
  const earlier = before ?? {
    quantity_milli: 0,
    amount_cents: 0,
    net_cents: 0,
    vat_cents: 0,
    cost_cents: 0,
  };
  const quantity = earlier.quantity_milli + part.quantity_milli;
  const amount = earlier.amount_cents + part.amount_cents;
  const all = quantity >= line.quantity_milli;
  const net =
    all || line.amount_cents === 0
      ? line.net_cents
      : partOf(line.net_cents, amount, line.amount_cents);
  const vat =
    all || line.amount_cents === 0
      ? line.vat_cents
      : vatIsRest(line.tax_band, bandBRateBp)
        ? amount - net
        : partOf(line.vat_cents, amount, line.amount_cents);
  const cost = all ? line.cost_cents : partOf(line.cost_cents, quantity, line.quantity_milli);
  return {
    net_cents: net - earlier.net_cents,
    vat_cents: vat - earlier.vat_cents,
    cost_cents: cost - earlier.cost_cents,
  };
}

/**
 * Spec §9's margin, (unit price − cost price) / cost price × 100, to the one decimal it is shown
 * with (half up), or null when the cost is 0. Worked in whole tenths of a percent so the figure
 * is exact and every client shows the same one.
 */
export function marginPercent(unitCents: number, costCents: number): number | null {
  if (costCents === 0) return null;
  return divideHalfUp((unitCents - costCents) * 1000, costCents) / 10;
}

/** A whole number of hundredths as a plain decimal with two places: 123450 → `1234.50`. */
const hundredths = (value: number): string => {
  const sign = value < 0 ? '-' : '';
  const whole = Math.abs(value);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
};

/**
 * KSh from cents as a plain number for spreadsheets (`1234.50`: no currency, no thousands
 * separator), written from the integer so no floating-point rounding can show.
 */
export const centsToPlainKsh = (cents: DbCents): string => hundredths(Number(cents));

/** A VAT rate in basis points as a plain percentage: 1600 → `16.00`. */
export const bpToPlainPercent = (bp: number): string => hundredths(bp);

/** A VAT rate in basis points as a percentage: 1600 → 16, 850 → 8.5 (KRA's `taxRt`). */
export const bpToPercent = (bp: number): number => bp / 100;

/** A VAT rate in basis points as staff read it in a sentence: 1600 → `16%`, 850 → `8.5%`. */
export const bpToPercentText = (bp: number): string => `${bpToPercent(bp)}%`;
