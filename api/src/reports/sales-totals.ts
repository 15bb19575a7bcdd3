import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { addDaysToDate, startOfBusinessDay } from '../http/clock.ts';
import { saleLinesIn } from './sale-lines.ts';

/** A period's sales in cents, net of VAT, with the VAT beside and the cost at the time of sale. */
export interface SalesTotals {
  netSalesCents: number;
  vatCents: number;
  costCents: number;
  grossProfitCents: number;
}

/**
 * What the shop sold in the business days `from` to `to` (both included, `YYYY-MM-DD` where the
 * shop is, in `timeZone`): every sale made in them (orders, manual invoices; cancelled and void
 * ones left out) less the credit notes issued in them, from the figures each line kept (one SQL
 * aggregate over sale-lines.ts). The dashboard's cards and the sales reports' totals are this.
 */
export async function salesTotals(
  db: Db,
  period: { from: string; to: string; timeZone: string },
): Promise<SalesTotals> {
  const { rows } = await sql<{ net: number; vat: number; cost: number }>`
    select coalesce(sum(s.net_cents), 0) as net, coalesce(sum(s.vat_cents), 0) as vat,
      coalesce(sum(s.cost_cents), 0) as cost
    from ${saleLinesIn({
      from: startOfBusinessDay(period.from, period.timeZone).toISOString(),
      before: startOfBusinessDay(addDaysToDate(period.to, 1), period.timeZone).toISOString(),
    })} s`.execute(db);
  const row = rows[0]!;
  const netSalesCents = Number(row.net);
  const costCents = Number(row.cost);
  return {
    netSalesCents,
    vatCents: Number(row.vat),
    costCents,
    grossProfitCents: netSalesCents - costCents,
  };
}
