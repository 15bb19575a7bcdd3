import type { SignedInActor } from '../audit/audit.service.ts';
import { recordDocumentMade } from '../audit/document-made.ts';
import type { Db } from '../db/database.ts';
import { badField, conflict } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { formatKsh, type TaxBand } from '../money.ts';
import { counterRepository } from '../sales/counter.repository.ts';
import { namedSupplier } from '../supplier-documents/named-supplier.ts';
import {
  documentDay,
  refuseOverDocumentLimit,
} from '../supplier-documents/new-supplier-document.ts';
import { inputVatByLine } from './input-vat.ts';
import { supplierBillRepository } from './supplier-bill.repository.ts';
import type { SupplierBillInput, SupplierBillWithLines } from './supplier-bill.schema.ts';
import type { ReadBill } from './supplier-bill-answer.ts';

/** Whether the shop is VAT-registered now (Settings; yes until the settings row says not). */
async function isVatRegistered(trx: Db): Promise<boolean> {
  const row = await trx
    .selectFrom('shop_settings')
    .select('vat_registered')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row === undefined || Number(row.vat_registered) === 1;
}

/**
 * POST /supplier-bills inside the caller's transaction: the notes' lines at their costs and the
 * typed lines, input VAT band by band for a VAT-registered shop (money.ts `inputVatByLine`), and
 * the next BILL number, all or nothing. The notes are locked in id order before they are checked,
 * so of two bills naming one note the second sees the first's claim (409 naming that bill); the
 * note's primary key in `supplier_bill_notes` holds the rule besides.
 */
export function createSupplierBill(clock: Clock, timeZone: string, read: ReadBill) {
  return async (
    trx: Db,
    input: SupplierBillInput,
    actor: SignedInActor,
  ): Promise<SupplierBillWithLines> => {
    const at = clock();
    const billDate = documentDay(input.bill_date, 'bill_date', at, timeZone);
    if (input.due_on < billDate) throw badField('due_on', 'must not be before the bill date');
    const supplier = await namedSupplier(trx, input.supplier_id);

    const repo = supplierBillRepository(trx);
    const noteIds = input.goods_received_ids;
    const notes = noteIds.length > 0 ? await repo.lockNotes(noteIds) : [];
    for (const id of noteIds) {
      const note = notes.find((each) => each.id === id);
      if (!note) throw badField('goods_received_ids', `no goods received note ${id}`);
      if (note.supplier_id !== supplier.id) {
        throw badField('goods_received_ids', `${note.grn_number} is from another supplier`);
      }
      if (note.reversed_at !== null) throw conflict(`${note.grn_number} was reversed`);
    }
    const billed = noteIds.length > 0 ? await repo.billedNotes(noteIds) : [];
    if (billed.length > 0) {
      throw conflict(
        billed
          .map((note) => `${note.grn_number} is already billed on ${note.bill_number}`)
          .join('; '),
      );
    }

    const goods = noteIds.length > 0 ? await repo.noteLines(noteIds) : [];
    const lines = [
      ...goods.map((line) => ({
        goods_received_id: line.grn_id,
        description: line.item_name,
        quantity_milli: Number(line.quantity_milli),
        unit: line.unit,
        unit_cost_cents: Number(line.unit_cost_cents),
        tax_band: line.tax_band,
        net_cents: Number(line.amount_cents),
      })),
      ...input.lines.map((line) => ({
        goods_received_id: null,
        description: line.description,
        quantity_milli: null,
        unit: null,
        unit_cost_cents: null,
        tax_band: line.tax_band as TaxBand,
        net_cents: line.amount,
      })),
    ];
    const vatRegistered = await isVatRegistered(trx);
    const vat = inputVatByLine(
      lines.map((line) => ({ net_cents: line.net_cents, band: line.tax_band })),
      vatRegistered,
    );
    const subtotal = lines.reduce((sum, line) => sum + line.net_cents, 0);
    const vatTotal = vat.reduce((sum, cents) => sum + cents, 0);
    refuseOverDocumentLimit(subtotal + vatTotal);

    const number = await counterRepository(trx).nextNumber('supplier_bill');
    const id = await repo.insert({
      bill_number: number,
      supplier_id: supplier.id,
      supplier_invoice_number: input.supplier_invoice_number,
      // The bill freezes the PIN on the supplier's invoice: the supplier's own unless told.
      supplier_pin: input.supplier_pin === undefined ? supplier.kra_pin : input.supplier_pin,
      bill_date: billDate,
      due_on: input.due_on,
      vat_registered: vatRegistered ? 1 : 0,
      note: input.note,
      subtotal_cents: subtotal,
      vat_cents: vatTotal,
      total_cents: subtotal + vatTotal,
      paid_cents: 0,
      created_by: actor.id,
      created_at: at.toISOString(),
    });
    await repo.insertLines(
      lines.map((line, index) => ({ ...line, bill_id: id, vat_cents: vat[index]! })),
    );
    await repo.insertNotes(id, noteIds);
    const bill = await read(trx, id);
    const from = bill.goods_received.map((note) => note.grn_number).join(', ');
    await recordDocumentMade(trx, {
      actor,
      action: 'bill.made',
      entity: 'supplier_bill',
      entityId: id,
      summary: `${number} of ${formatKsh(subtotal + vatTotal)} from ${supplier.name} (their invoice ${input.supplier_invoice_number})${from ? ` for ${from}` : ''}, due ${input.due_on}`,
      dated: billDate,
      madeAt: at,
      timeZone,
    });
    return bill;
  };
}
