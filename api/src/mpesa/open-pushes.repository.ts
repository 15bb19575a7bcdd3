import { type Db, isPostgres } from '../db/database.ts';

/**
 * The STK pushes still open (issue 52): what they ask of a sale together, and the push paid per
 * M-Pesa whose receipt a C2B confirmation may be.
 */
export function openPushesRepository(db: Db) {
  const locksRows = isPostgres(db);
  return {
    /**
     * What the sale's pushes still open ask for together, in cents: those waiting on a phone or
     * paid per Daraja with the receipt awaited, and those being sent (unless left `sending` by a
     * crash before `sendingSince`). A sale is an order with its invoice, or a manual invoice.
     */
    async openPushCents(
      sale: { order_id: number | null; invoice_id: number | null },
      sendingSince: string,
    ): Promise<{ cents: number; requests: number }> {
      const row = await db
        .selectFrom('mpesa_requests as m')
        .leftJoin('invoices as i', 'i.id', 'm.invoice_id')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number | string>('m.amount_cents'), eb.lit(0)).as('cents'),
          eb.fn.countAll<number | string>().as('requests'),
        ])
        .where((eb) =>
          eb.or([
            eb('m.status', '=', 'waiting'),
            eb.and([eb('m.status', '=', 'sending'), eb('m.created_at', '>=', sendingSince)]),
          ]),
        )
        .where((eb) =>
          sale.order_id !== null
            ? eb.or([eb('m.order_id', '=', sale.order_id), eb('i.order_id', '=', sale.order_id)])
            : eb('m.invoice_id', '=', sale.invoice_id!),
        )
        .executeTakeFirstOrThrow();
      return { cents: Number(row.cents), requests: Number(row.requests) };
    },

    /**
     * The push Daraja's status query said was paid whose receipt a C2B confirmation may be: the
     * same amount, and the document's number as the account or the phone that was asked; the
     * oldest first, locked (PostgreSQL).
     */
    awaitedRequestFor: (receipt: {
      amountCents: number;
      billRef: string | null;
      phone: string | null;
    }) =>
      db
        .selectFrom('mpesa_requests as m')
        .selectAll('m')
        .where('m.status', '=', 'waiting')
        .where('m.paid_reported_at', 'is not', null)
        .where('m.amount_cents', '=', receipt.amountCents)
        .where((eb) =>
          eb.or([
            eb('m.account_reference', '=', (receipt.billRef ?? '').trim().toUpperCase()),
            eb('m.phone', '=', receipt.phone ?? ''),
          ]),
        )
        .orderBy('m.id')
        .limit(1)
        .$if(locksRows, (q) => q.forUpdate('m'))
        .executeTakeFirst(),

    /**
     * The push on a document Daraja's status query said was paid, for exactly this amount, whose
     * receipt has not come: what an unmatched receipt placed on that document by hand is. The
     * oldest first, locked (PostgreSQL); an order's pushes include its invoice's, and an
     * invoice's its order's.
     */
    awaitedRequestOn: (
      document: { orderId: number } | { invoiceId: number },
      amountCents: number,
    ) =>
      db
        .selectFrom('mpesa_requests as m')
        .selectAll('m')
        .where('m.status', '=', 'waiting')
        .where('m.paid_reported_at', 'is not', null)
        .where('m.amount_cents', '=', amountCents)
        .where((eb) =>
          'orderId' in document
            ? eb.or([
                eb('m.order_id', '=', document.orderId),
                eb(
                  'm.invoice_id',
                  'in',
                  eb.selectFrom('invoices').select('id').where('order_id', '=', document.orderId),
                ),
              ])
            : eb.or([
                eb('m.invoice_id', '=', document.invoiceId),
                eb(
                  'm.order_id',
                  'in',
                  eb.selectFrom('invoices').select('order_id').where('id', '=', document.invoiceId),
                ),
              ]),
        )
        .orderBy('m.id')
        .limit(1)
        .$if(locksRows, (q) => q.forUpdate('m'))
        .executeTakeFirst(),
  };
}
