import type { Db } from '../db/database.ts';
import { encodeCursor } from '../db/keyset.ts';
import type { ListPage } from '../http/page-query.ts';
import { toKsh } from '../money.ts';
import { mpesaCodeRepository } from '../sales/mpesa-code.repository.ts';
import { paymentListRepository } from './payment-list.repository.ts';
import { toPaymentListItem } from './payment-list.service.ts';
import {
  REPEATED_CODE_SORTS,
  type RepeatedCodesQuery,
  type RepeatedMpesaCode,
} from './repeated-codes.schema.ts';

/**
 * GET /payments/repeated-mpesa-codes: M-Pesa codes that more than one payment still counts
 * under, for the owner to look at (issue 46): parts of one payment split across sales, what
 * M-Pesa placed over several sales, and codes recorded twice before the rule (0024). Grouped
 * and counted by the database; only the page's payments are read.
 */
export function repeatedCodesService(db: Db) {
  return {
    async page(query: RepeatedCodesQuery): Promise<ListPage<RepeatedMpesaCode>> {
      const codes = mpesaCodeRepository(db);
      const [rows, totalCount] = await Promise.all([
        codes.repeatedPage(query.after ? Number(query.after.key) : null, query.limit),
        codes.repeatedCount(),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const lastUse = Number(last?.last_payment_id);
      const uses = await codes.usesOfCodes(page.map((row) => row.code));
      const entries = await paymentListRepository(db).byIds(uses.map((use) => use.payment_id));
      const entryOf = new Map(entries.map((entry) => [entry.id, toPaymentListItem(entry)]));
      return {
        items: page.map((row) => ({
          code: row.code,
          uses: Number(row.uses),
          total_amount: toKsh(row.total_cents),
          reported_amount: row.reported_cents === null ? null : toKsh(row.reported_cents),
          payments: uses
            .filter((use) => use.code === row.code)
            .map((use) => entryOf.get(use.payment_id)!),
        })),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor(REPEATED_CODE_SORTS.last_used_desc, { key: lastUse, id: lastUse })
            : null,
        total_count: totalCount,
      };
    },
  };
}

export type RepeatedCodesService = ReturnType<typeof repeatedCodesService>;
