import type { Db } from '../db/database.ts';
import { conflict } from '../http/api-error.ts';
import { formatKsh } from '../money.ts';
import { mpesaCodeRepository } from './mpesa-code.repository.ts';
import type { SaleRow } from './sale.repository.ts';

/** The refusal of a code typed again: the document it paid, and the way to record a split. */
const alreadyPaid = (code: string, document: string) =>
  `M-Pesa code ${code} already paid ${document}; if that one M-Pesa payment paid this sale too, record this as part of a split payment`;

/**
 * One M-Pesa payment is money once (design.md §2b, issue 46). Every caller holds the code's
 * lock (mpesaCodeRepository.lock) from before these checks until its transaction ends.
 *
 * - A typed code M-Pesa already reported is refused: its money is in the books, on a sale or
 *   waiting among the unmatched to be assigned. Only a part of a split payment may still be
 *   typed, for at most what of the receipt is not placed yet, which it then takes.
 * - A typed code another payment still counts under is refused with 409 naming the document it
 *   paid, unless this payment says it is one part of a payment split across sales (and it is
 *   not on a sale the code already paid: each sale takes its part once).
 * - Two tills typing one code at the same moment: the lock makes them take turns; the unique
 *   index of 0024 is the last word if anything ever gets past it.
 *
 * A reversal frees the code: a payment typed on the wrong sale is reversed, then recorded on
 * the right one. The money then counts once again, where it belongs.
 */
export function mpesaCodeRules(trx: Db) {
  const repo = mpesaCodeRepository(trx);

  return {
    /** Refuses a typed code that would count money twice (409); writes nothing. */
    async checkTyped(
      code: string,
      payment: { amountCents: number; split: boolean; sale: SaleRow },
    ): Promise<void> {
      const receipt = await repo.receipt(code);
      if (receipt && !payment.split) {
        const unplaced = Number(receipt.unplaced_cents);
        if (unplaced > 0) {
          throw conflict(
            `M-Pesa payment ${code} arrived from M-Pesa by itself: assign its ${formatKsh(unplaced)} from Unmatched M-Pesa payments`,
          );
        }
        throw conflict(
          Number(receipt.returned_cents) > 0
            ? `M-Pesa payment ${code} arrived from M-Pesa by itself and was returned to the payer`
            : `M-Pesa payment ${code} arrived from M-Pesa by itself and is already recorded`,
        );
      }
      const uses = await repo.uses(code);
      const { sale } = payment;
      const onThisSale = uses.find((use) =>
        sale.order_id !== null
          ? use.order_id === sale.order_id
          : use.invoice_id === sale.invoice_id,
      );
      if (!payment.split && uses[0]) throw conflict(alreadyPaid(code, uses[0].document));
      if (onThisSale) {
        throw conflict(
          `M-Pesa code ${code} already paid ${onThisSale.document}: a split M-Pesa payment pays each sale once`,
        );
      }
      if (receipt) {
        const left = Number(receipt.unplaced_cents);
        if (payment.amountCents > left) {
          throw conflict(
            `M-Pesa payment ${code} brought ${formatKsh(Number(receipt.amount_cents))} and ${formatKsh(left)} of it is left to record: a part of ${formatKsh(payment.amountCents)} is more`,
          );
        }
      }
    },

    /**
     * Counts a typed payment under its code, after `checkTyped` and the payment's insert; a
     * reported receipt's unplaced money shrinks by a split part typed from it.
     */
    async countTyped(paymentId: number, code: string, split: boolean): Promise<void> {
      if (!(await repo.claim(paymentId, code, split))) {
        const [holder] = await repo.uses(code);
        throw conflict(alreadyPaid(code, holder?.document ?? 'another sale'));
      }
      if (split) await repo.recountReceipt(code);
    },

    /** Counts money M-Pesa reported and placed itself: bounded by its receipt, so shared. */
    countReported: async (paymentId: number, code: string): Promise<void> => {
      await repo.claim(paymentId, code, true);
    },

    /**
     * A reversed payment no longer counts under its code; money M-Pesa reported goes back among
     * the unmatched, to be assigned where it belongs.
     */
    async release(paymentId: number, code: string): Promise<void> {
      await repo.release(paymentId);
      await repo.recountReceipt(code);
    },
  };
}
