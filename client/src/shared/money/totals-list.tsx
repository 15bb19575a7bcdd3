import type { ReactNode } from 'react';
import { basisPointsToRate, type Totals } from './cents.ts';
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
};

/**
 * A sale's subtotal, VAT and total as the server will store them: the cart, the invoice being
 * written and the order an invoice is made from say them the same way. Without a rate the VAT
 * and the total wait for one rather than show a figure nobody will be charged.
 */
export function TotalsList({ label, totals, rateBp, className, children }: TotalsListProps) {
  const rated = rateBp !== null;
  return (
    <dl className={className ? `totals-list ${className}` : 'totals-list'} aria-label={label}>
      {children}
      <TotalsRow term="Subtotal (excl. VAT)">{formatCents(totals.subtotalCents)}</TotalsRow>
      <TotalsRow term={`VAT (${rated ? formatRate(basisPointsToRate(rateBp)) : notYet})`}>
        {rated ? formatCents(totals.vatCents) : notYet}
      </TotalsRow>
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
    <div className={total ? 'totals-list__row totals-list__row--total' : 'totals-list__row'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
