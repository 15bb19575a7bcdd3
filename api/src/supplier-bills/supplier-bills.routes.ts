import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { statementQuery } from '../http/statement-period.ts';
import { idParam } from '../http/validation.ts';
import type { Idempotency } from '../idempotency/idempotency.service.ts';
import { supplierDocumentListRoutes } from '../supplier-documents/supplier-document.routes.ts';
import {
  SupplierBillsPage,
  SupplierBillWithLines,
  supplierBillBody,
  supplierBillExportQuery,
  supplierBillPageQuery,
  supplierPaymentBody,
  supplierPaymentParam,
  supplierReversalBody,
  UnbilledNote,
  unbilledNotesQuery,
} from './supplier-bill.schema.ts';
import { SUPPLIER_BILLS_CSV_HEADER, type SupplierBillsService } from './supplier-bills.service.ts';
import { SupplierStatement } from './supplier-statement.schema.ts';

// Bills carry costs: reading them needs the same permission as writing them.
const route = signedInRoutes('Supplier bills', { needs: 'manage' });
const KEYED = 'Send an `Idempotency-Key` header so a retry never records twice.';

/** /api/v1/supplier-bills: what the shop owes its suppliers, and paying them. */
export function supplierBillsRoutes(
  deps: ApiDeps,
  { bills, idempotent }: { bills: SupplierBillsService; idempotent: Idempotency },
) {
  return (
    new Hono<AuthedEnv>()
      .use(route.partCheck())
      .route(
        '/',
        supplierDocumentListRoutes(bills, {
          route,
          pageQuery: supplierBillPageQuery,
          exportQuery: supplierBillExportQuery,
          page: SupplierBillsPage,
          list: {
            summary: 'A page of supplier bills, newest first',
            description:
              "Searched by bill number, supplier's name or supplier's invoice number; filtered by supplier and by status (unpaid, partially_paid, paid, overdue: past its due day with a balance).",
          },
          export: {
            summary: 'The supplier bills the filters match, as CSV',
            description:
              "The list's filters (`q`, `supplier_id`, `status`), newest first: each bill's dates, supplier, their invoice number and KRA PIN, total, paid, balance and status.",
          },
          csv: { name: 'supplier-bills', header: SUPPLIER_BILLS_CSV_HEADER },
          deps,
        }),
      )
      .get(
        '/unbilled-notes',
        ...route.json(
          {
            summary: "A supplier's goods received notes no bill took yet",
            description: 'Standing (not reversed) notes, oldest first, to make a bill from.',
            answers: { 200: z.array(UnbilledNote) },
            query: unbilledNotesQuery,
          },
          ({ query }) => bills.unbilledNotes(query.supplier_id),
        ),
      )
      .post(
        '/',
        ...route.createdUnderKey(
          {
            summary: "Record a supplier's bill",
            description: `Its lines are the goods received notes' lines at their costs and any typed lines (transport, rent: an amount and a band), with input VAT band by band for a VAT-registered shop (Settings); it gets the next BILL number. A note is billed once: a note another bill took is a 409 naming that bill. \`supplier_pin\` left out is the supplier's KRA PIN; the bill keeps the one it was made with. ${KEYED}`,
            answers: { 201: SupplierBillWithLines },
            refusals: {
              409: 'A note is already billed (the answer names the bill) or was reversed',
            },
            json: supplierBillBody,
          },
          idempotent,
          (trx, { json }, c) => bills.create(trx, json, actorOf(c)),
        ),
      )
      .get(
        '/:id',
        ...route.one(
          {
            summary: 'One supplier bill with its lines, VAT by band and payments',
            answers: { 200: SupplierBillWithLines },
            refusals: { 404: 'No such bill' },
          },
          (id) => bills.find(id),
        ),
      )
      .post(
        '/:id/payments',
        ...route.createdUnderKey(
          {
            summary: 'Pay a supplier on a bill',
            description: `Dated today unless \`date\` says an earlier day (not before the bill). More than the balance is refused (409): two payments at once take turns on the bill and together never pass it. Answers the bill as it now is. ${KEYED}`,
            answers: { 201: SupplierBillWithLines },
            refusals: { 404: 'No such bill', 409: 'More than the balance' },
            param: idParam,
            json: supplierPaymentBody,
          },
          idempotent,
          (trx, { param, json }, c) => bills.pay(trx, param.id, json, actorOf(c)),
        ),
      )
      // Under a key like the creating POSTs, but a reversal answers 200: the bill as it now is.
      .post(
        '/:id/payments/:paymentId/reversal',
        ...route.changedUnderKey(
          {
            summary: 'Reverse a payment to a supplier',
            description: `A new entry that undoes the payment, dated now, with the reason; a payment is reversed once. ${KEYED}`,
            answers: { 200: SupplierBillWithLines },
            refusals: {
              404: 'No such bill, or no such payment on it',
              409: 'Already reversed, or a reversal',
            },
            param: supplierPaymentParam,
            json: supplierReversalBody,
          },
          idempotent,
          (trx, { param: { id, paymentId }, json: { reason } }, c) =>
            bills.reversePayment(trx, id, paymentId, reason, actorOf(c)),
        ),
      )
  );
}

const supplierRoute = signedInRoutes('Suppliers');

/** GET /api/v1/suppliers/{id}/statement: what the shop owes one supplier. */
export function supplierStatementRoutes(bills: SupplierBillsService) {
  // Mounted beside the suppliers' own routes, which a cashier reads: the permission is this
  // route's alone.
  return new Hono<AuthedEnv>().get(
    '/:id/statement',
    ...supplierRoute.json(
      {
        summary: "A supplier's statement",
        description:
          'What the shop owed at the start of `from`, every bill and payment from `from` to `as_of` (business days, both included) with the running balance, and the closing balance by days past due. `as_of` defaults to today; `from` to the first of its month.',
        answers: { 200: SupplierStatement },
        needs: 'manage',
        refusals: { 404: 'No such supplier' },
        param: idParam,
        // The days a customer's statement takes, refused alike.
        query: statementQuery,
      },
      ({ param, query }) => bills.statement(param.id, query),
    ),
  );
}
