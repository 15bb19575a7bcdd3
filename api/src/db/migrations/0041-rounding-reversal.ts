import { sql } from 'kysely';
import {
  type AnyDb,
  type Checks,
  isPostgres,
  KINDS,
  METHODS,
  RECORDED_BY,
  ROUNDING,
  rebuildSqlitePayments,
  replacePostgresChecks,
  SIGNED,
} from './0040-mpesa-rounding.ts';

/**
 * A rounding entry can be reversed (issue 52): when the M-Pesa payment it settled after is
 * reversed, or a credit note takes back the cents it settled (sales/mpesa-rounding.ts). The
 * ledger never deletes, so its undoing is a `reversal` naming it, by the method `rounding` like
 * the entry itself, so no report of money counts either. 0040's check allowed the method
 * `rounding` on rounding entries only; now a reversal may carry it too, and the method keeps
 * its entries under one shilling either way. Only that check changes: PostgreSQL replaces it,
 * SQLite rebuilds `payments` with 0040's recipe.
 */
const ROUNDING_OR_ITS_REVERSAL = sql`(kind <> 'rounding' or method = 'rounding') and (method <> 'rounding' or kind in ('rounding', 'reversal')) and (method <> 'rounding' or (amount_cents > -100 and amount_cents < 100))`;

const checks = (rounding: typeof KINDS): Checks => ({
  kinds: KINDS,
  methods: METHODS,
  signed: SIGNED,
  recordedBy: RECORDED_BY,
  rounding,
});

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await replacePostgresChecks(db, checks(ROUNDING_OR_ITS_REVERSAL));
  else await rebuildSqlitePayments(db, checks(ROUNDING_OR_ITS_REVERSAL));
}

/** Back to 0040's check: refused while a rounding's reversal exists. */
export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await replacePostgresChecks(db, checks(ROUNDING));
  else await rebuildSqlitePayments(db, checks(ROUNDING));
}
