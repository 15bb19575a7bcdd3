import type { ReactNode } from 'react';
import type { TaxBand } from '../../graphql/schema-types.generated.ts';
import { marginPercent, vatBreakdown } from '../../shared/money/cents.ts';
import { formatCents, formatMargin } from '../../shared/money/money-format.ts';
import { parseKsh } from '../../shared/money/money-input.ts';
import { Fact } from '../../shared/ui/fact.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';

type PriceBreakdownProps = {
  /** The unit price as typed (VAT-inclusive). */
  unitPrice: string;
  /** The cost price as typed. */
  costPrice: string;
  /** The item's tax band, which decides the VAT in its price. */
  band: TaxBand;
};

const notYet = '—';

/** The VAT row's name: what VAT an item of the band carries. */
const VAT_TERMS: Record<TaxBand, string> = {
  A: 'VAT (none: exempt)',
  B: 'VAT (16%)',
  C: 'VAT (0%: zero-rated)',
  D: 'VAT (none: non-VAT)',
  E: 'VAT (8%)',
};

/**
 * What a typed price means: net of VAT, the VAT in it (one unit sold, by the rule every sale
 * uses: 16 % in band B, 8 % in E, none in A, C and D), and the margin over cost (spec §9).
 */
export function PriceBreakdown({ unitPrice, costPrice, band }: PriceBreakdownProps) {
  const unit = parseKsh(unitPrice);
  const cost = parseKsh(costPrice);
  const breakdown = unit === null ? null : vatBreakdown(unit, band);
  const rows: Array<[string, string]> = [
    ['Price (incl. VAT)', unit === null ? notYet : formatCents(unit)],
    ['Net price (excl. VAT)', breakdown ? formatCents(breakdown.netCents) : notYet],
    [VAT_TERMS[band], breakdown ? formatCents(breakdown.vatCents) : notYet],
    ['Margin', unit === null || cost === null ? notYet : formatMargin(marginPercent(unit, cost))],
  ];
  return (
    <section className="price-breakdown" aria-label="Price breakdown">
      <h3 className="price-breakdown__title">Price breakdown</h3>
      <dl className="price-breakdown__list" aria-live="polite">
        {rows.map(([term, value]) => (
          <Fact key={term} label={term} className="price-breakdown__row">
            {value}
          </Fact>
        ))}
      </dl>
    </section>
  );
}

type PriceFieldsProps = {
  /** The item's tax band (B unless chosen otherwise). */
  band: TaxBand;
  unitLabel: string;
  costLabel: string;
  unitPrice: string;
  costPrice: string;
  onUnitPrice: (value: string) => void;
  onCostPrice: (value: string) => void;
  /** What is wrong with each price, shown beside it. */
  unitError?: string | null;
  costError?: string | null;
  /** What the cost is: excluding VAT or the full price (Settings' VAT registration). */
  costHint?: string;
  /** Fields between the prices and their breakdown (the reason for a change). */
  children?: ReactNode;
};

/** The unit and cost price fields side by side, and what they make, as they are typed. */
export function PriceFields({
  band,
  unitLabel,
  costLabel,
  unitPrice,
  costPrice,
  onUnitPrice,
  onCostPrice,
  unitError,
  costError,
  costHint,
  children,
}: PriceFieldsProps) {
  return (
    <>
      <div className="field-columns">
        <TextField
          label={unitLabel}
          value={unitPrice}
          onChange={onUnitPrice}
          inputMode="decimal"
          autoComplete="off"
          error={unitError}
        />
        <TextField
          label={costLabel}
          value={costPrice}
          onChange={onCostPrice}
          inputMode="decimal"
          autoComplete="off"
          error={costError}
          hint={costHint}
        />
      </div>
      {children}
      <PriceBreakdown unitPrice={unitPrice} costPrice={costPrice} band={band} />
    </>
  );
}
