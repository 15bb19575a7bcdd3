import type { ReactNode } from 'react';
import { Fact } from '../ui/fact.tsx';
import { type BandPart, basisPointsToRate, type Totals } from './cents.ts';
import { formatCents, formatRate } from './money-format.ts';
import './totals-list.css';

const notYet = '—';

type TotalsListProps = {
  /** Its accessible name, e.g. `Order summary`, `Invoice totals`. */
  label: string;
  totals: Totals;
  /** The VAT rate applied, in basis points; null while none is (a VAT field being retyped). */
  rateBp: number | null;
  /** Where the list sits in its screen (width, frame); its rows look the same everywhere. */
  className?: string;
  /** Rows above the figures (`TotalsRow`), e.g. the customer and date of an order. */
  children?: ReactNode;
  /** The sale's part in each tax band: shown under the VAT when any line is not band B. */
  bands?: readonly BandPart[];
};

/**
 * A sale's subtotal, VAT and total as the server will store them: the cart, the invoice being
 * written and the order an invoice is made from say them the same way. Without a rate the VAT
 * and the total wait for one rather than show a figure nobody will be charged.
 */
export function TotalsList({
  label,
  totals,
  rateBp,
  className,
  children,
  bands = [],
}: TotalsListProps) {
  const rated = rateBp !== null;
  return (
    <dl className={className ? `totals-list ${className}` : 'totals-list'} aria-label={label}>
      {children}
      <TotalsRow term="Subtotal (excl. VAT)">{formatCents(totals.subtotalCents)}</TotalsRow>
      <TotalsRow term={`VAT (${rated ? formatRate(basisPointsToRate(rateBp)) : notYet})`}>
        {rated ? formatCents(totals.vatCents) : notYet}
      </TotalsRow>
      {rated && <BandRows bands={bands} rateBp={rateBp} rowClassName="totals-list__row" />}
      <TotalsRow term="Total" total>
        {rated ? formatCents(totals.totalCents) : notYet}
      </TotalsRow>
    </dl>
  );
}

/** One term and its figure in a `TotalsList`; `total` sets it off as what is paid. */
export function TotalsRow({
  term,
  total = false,
  children,
}: {
  term: string;
  total?: boolean;
  children: ReactNode;
}) {
  return (
    <Fact
      label={term}
      className={total ? 'totals-list__row totals-list__row--total' : 'totals-list__row'}
    >
      {children}
    </Fact>
  );
}

/** How a band is named beside its figures: B at the document's rate, the others by their rule. */
function bandTerm(part: BandPart, rateBp: number): string {
  const on = `on ${formatCents(part.subtotalCents)}`;
  switch (part.band) {
    case 'B':
      return `Band B, ${formatRate(basisPointsToRate(rateBp))} ${on}`;
    case 'E':
      return `Band E, 8% ${on}`;
    case 'A':
      return `Band A, exempt ${on}`;
    case 'C':
      return `Band C, zero-rated ${on}`;
    case 'D':
      return `Band D, non-VAT ${on}`;
  }
}

/**
 * The VAT of a sale whose lines are in more than one tax band (or in one other than B), band by
 * band, as a tax invoice states it per rate: the cart, the invoice being written and the
 * printed invoice. Nothing for a sale of standard-rated goods alone, which the VAT row says.
 */
export function BandRows({
  bands,
  rateBp,
  rowClassName,
}: {
  bands: readonly BandPart[];
  rateBp: number;
  /** The row's class in the list it sits in (the screens' list, or the printed invoice's). */
  rowClassName: string;
}) {
  if (bands.every((part) => part.band === 'B')) return null;
  return bands.map((part) => (
    <Fact
      key={part.band}
      label={bandTerm(part, rateBp)}
      className={`${rowClassName} totals-list__band`}
    >
      {part.vatCents === 0 ? 'no VAT' : formatCents(part.vatCents)}
    </Fact>
  ));
}
