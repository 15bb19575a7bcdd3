import { recordDocumentMade } from '../audit/document-made.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import type { Db } from '../db/database.ts';
import type { EtimsDocumentState } from '../etims/etims.schema.ts';
import { badRequest, conflict, notFound } from '../http/api-error.ts';
import { businessDate, type Clock, datedInstant } from '../http/clock.ts';
import { assertWholeUnits, lineAmountCents, quantityInUnit } from '../http/quantity.ts';
import { creditedLineFigures, formatKsh } from '../money.ts';
import { counterRepository } from '../sales/counter.repository.ts';
import { creditNoteRepository } from '../sales/credit-note.repository.ts';
import { invoiceRepository } from '../sales/invoice.repository.ts';
import type { IssuedDocuments } from '../sales/issued-documents.ts';
import { lockInvoiceSale } from '../sales/ledger-entries.ts';
import { roundingsUndoneByCredit } from '../sales/mpesa-rounding.ts';
import type { PaymentLedger } from '../sales/payment-ledger.ts';
import { INVOICE_NOT_FOUND } from '../sales/sales-document.ts';
import { stockLedger } from '../stock/stock-ledger.ts';
import type { CreditNote, CreditNoteInput } from './credit-note.schema.ts';

/**
 * POST /invoices/{id}/credit-notes: takes back some or all of an invoice's lines at its prices,
 * optionally putting the goods back in stock; its total settles the invoice's sale in the
 * payment ledger, and what it takes beyond what was still owed is refunded or kept as the
 * customer's credit. Inside the caller's transaction `trx`.
 */
export function issueCreditNote(
  clock: Clock,
  timeZone: string,
  issued: IssuedDocuments<EtimsDocumentState>,
  ledger: PaymentLedger,
  load: (trx: Db, id: number) => Promise<CreditNote>,
) {
  return async (
    trx: Db,
    invoiceId: number,
    input: CreditNoteInput,
    user: AuthUser,
  ): Promise<CreditNote> => {
    // The sale's lock, as a payment takes it (order first, then invoice): credits, payments
    // and voids of one sale take turns, and what was credited before is final below.
    const sale = await lockInvoiceSale(trx, invoiceId);
    if (!sale) throw notFound(INVOICE_NOT_FOUND);
    const invoices = invoiceRepository(trx);
    const invoice = await invoices.find(invoiceId, businessDate(clock(), timeZone));
    if (!invoice) throw notFound(INVOICE_NOT_FOUND);
    if (invoice.voided_at) {
      throw conflict(`Invoice ${invoice.invoice_number} is void: there is nothing to credit`);
    }
    if (invoice.opening_balance) {
      throw conflict(
        `${invoice.invoice_number} is an opening balance, not a sale: there is nothing to credit`,
      );
    }
    const madeAt = clock();
    const at = datedInstant(input.date, madeAt, timeZone, {
      instant: invoice.created_at,
      what: 'the invoice',
    });

    const repo = creditNoteRepository(trx);
    const invoiceLines = new Map((await invoices.items(invoiceId)).map((line) => [line.id, line]));
    const earlier = await repo.creditedSoFar(invoiceId);
    const stockIds = [...invoiceLines.values()].flatMap((line) =>
      line.inventory_id === null ? [] : [line.inventory_id],
    );
    const items = new Map(
      (await stockLedger(trx).lockItems([...new Set(stockIds)])).map((item) => [item.id, item]),
    );

    const lines = input.lines.map((wanted, index) => {
      const line = invoiceLines.get(wanted.invoice_item_id);
      if (!line) {
        throw badRequest(`lines.${index}.invoice_item_id: not a line of ${invoice.invoice_number}`);
      }
      const before = earlier.byLine.get(line.id) ?? { quantity_milli: 0, amount_cents: 0 };
      const left = Number(line.quantity_milli) - before.quantity_milli;
      if (wanted.quantity_milli > left) {
        throw badRequest(
          left === 0
            ? `lines.${index}.quantity: ${line.description} on ${invoice.invoice_number} is credited in full already`
            : `lines.${index}.quantity: only ${quantityInUnit(left, line.unit)} of ${line.description} on ${invoice.invoice_number} is left to credit`,
        );
      }
      const item = line.inventory_id === null ? undefined : items.get(line.inventory_id);
      if (item) assertWholeUnits(item, { [`lines.${index}.quantity`]: wanted.quantity_milli });
      // The last of a line takes what the line's amount has left, so the credits of a line
      // add up to exactly what it was invoiced for, whatever the rounding of each part.
      // A part never takes more than the line has left (parts of a tiny price round up).
      const leftCents = Number(line.amount_cents) - before.amount_cents;
      const amount =
        wanted.quantity_milli === left
          ? leftCents
          : Math.min(
              lineAmountCents(wanted.quantity_milli, Number(line.unit_price_cents)),
              leftCents,
            );
      return { index, line, quantity_milli: wanted.quantity_milli, amount_cents: amount };
    });

    // The note takes back each line's part of the invoice line's own net, VAT and cost
    // (design.md §2b), and its totals are its lines': the VAT return and the sales reports
    // add up the lines, and come to the notes' totals to the cent. An invoice's credit notes
    // add up to at most the invoice, and to exactly the invoice once all of it is credited.
    const figures = lines.map((each) =>
      creditedLineFigures(
        {
          quantity_milli: Number(each.line.quantity_milli),
          amount_cents: Number(each.line.amount_cents),
          net_cents: Number(each.line.net_cents),
          vat_cents: Number(each.line.vat_cents),
          cost_cents: Number(each.line.cost_cents),
          tax_band: each.line.tax_band,
        },
        earlier.byLine.get(each.line.id),
        each,
        invoice.vat_rate_bp,
      ),
    );
    const totals = figures.reduce(
      (sum, line) => ({
        subtotal_cents: sum.subtotal_cents + line.net_cents,
        vat_cents: sum.vat_cents + line.vat_cents,
        total_cents: sum.total_cents + line.net_cents + line.vat_cents,
      }),
      { subtotal_cents: 0, vat_cents: 0, total_cents: 0 },
    );
    if (totals.total_cents <= 0) {
      throw badRequest('lines: the lines chosen credit nothing (their price is 0)');
    }

    // What the credit takes beyond what is still owed goes back to the customer: handed back
    // when a refund is asked for, else kept as credit for a later sale. Cents rounded off after
    // M-Pesa were never received: a rounding the credit undoes is owed again first.
    const undoesRounding = await roundingsUndoneByCredit(trx, sale, totals.total_cents);
    const roundedOff = undoesRounding.reduce((sum, row) => sum + row.amount_cents, 0);
    const owed = Math.max(0, sale.total_cents - sale.paid_cents + roundedOff);
    const beyond = Math.max(0, totals.total_cents - owed);
    if (input.refund && beyond === 0) {
      throw badRequest(
        `refund: nothing to refund: the credit of ${formatKsh(totals.total_cents)} only lowers the ${formatKsh(owed)} still owed`,
      );
    }
    const refundCents = input.refund ? beyond : 0;

    const number = await counterRepository(trx).nextNumber('credit_note');
    const id = await repo.insert({
      credit_note_number: number,
      invoice_id: invoiceId,
      order_id: sale.order_id,
      customer_id: invoice.customer_id,
      created_at: at,
      recorded_at: madeAt.toISOString(),
      reason: input.reason,
      kra_reason_code: input.reason_code,
      vat_rate_bp: invoice.vat_rate_bp,
      ...totals,
      returned_to_stock: input.return_to_stock ? 1 : 0,
      refunded_cents: refundCents,
      kept_as_credit_cents: beyond - refundCents,
      created_by: user.id,
    });
    await repo.insertItems(
      lines.map((each) => ({
        credit_note_id: id,
        invoice_item_id: each.line.id,
        inventory_id: each.line.inventory_id,
        description: each.line.description,
        quantity_milli: each.quantity_milli,
        unit: each.line.unit,
        unit_price_cents: each.line.unit_price_cents,
        amount_cents: each.amount_cents,
        tax_band: each.line.tax_band,
        ...figures[each.index]!,
      })),
    );

    if (input.return_to_stock) {
      await stockLedger(trx).putBack(
        lines.map((each) => ({
          inventoryId: each.line.inventory_id,
          quantityMilli: each.quantity_milli,
          line: {
            field: `lines.${each.index}.invoice_item_id`,
            quantityField: `lines.${each.index}.quantity`,
          },
        })),
        {
          kind: 'credit_note',
          document: { type: 'credit_note', id, number },
          reason: input.reason,
        },
        { userId: user.id, at: clock().toISOString() },
      );
    }

    await ledger.settleCreditNote(
      trx,
      sale,
      {
        number,
        totalCents: totals.total_cents,
        at,
        refundCents,
        refund: input.refund,
        undoesRounding,
      },
      user,
    );
    await recordDocumentMade(trx, {
      actor: { id: user.id, email: user.email },
      action: 'credit_note.issued',
      entity: 'credit_note',
      entityId: id,
      summary: `Credit note ${number} of ${formatKsh(totals.total_cents)} on ${invoice.invoice_number}: ${input.reason}`,
      dated: businessDate(new Date(at), timeZone),
      madeAt,
      timeZone,
    });
    await issued.issued(trx, { kind: 'credit_note', id });
    return load(trx, id);
  };
}
