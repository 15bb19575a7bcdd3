import { recordDocumentMade } from '../audit/document-made.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import { formatKsh } from '../money.ts';

/** How the trail names each document of a sale, and the event of its being made. */
const SALE_DOCUMENTS = {
  order: { words: 'Order', action: 'order.made' },
  invoice: { words: 'Invoice', action: 'invoice.made' },
} as const;

/** A sale's document as the trail tells of it. */
export interface SaleDocumentMade {
  document: keyof typeof SALE_DOCUMENTS;
  id: number;
  number: string;
  totalCents: number;
  customerName: string;
}

/**
 * Records in the owner's trail that `user` made an order or an invoice, in the transaction:
 * `Invoice INV-000042 of KSh 1,160.00 for Wanjiru Hardware`, noted as back-dated when the day
 * it carries (`dated`) is well before `madeAt` (document-made.ts).
 */
export function recordSaleMade(
  trx: Db,
  user: AuthUser,
  sale: SaleDocumentMade,
  when: { dated: string; madeAt: Date; timeZone: string },
): Promise<void> {
  const { words, action } = SALE_DOCUMENTS[sale.document];
  return recordDocumentMade(trx, {
    actor: { id: user.id, email: user.email },
    action,
    entity: sale.document,
    entityId: sale.id,
    summary: `${words} ${sale.number} of ${formatKsh(sale.totalCents)} for ${sale.customerName}`,
    ...when,
  });
}
