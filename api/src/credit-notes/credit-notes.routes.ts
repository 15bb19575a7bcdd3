import { Hono } from 'hono';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { idParam } from '../http/validation.ts';
import type { Idempotency } from '../idempotency/idempotency.service.ts';
import {
  CreditNote,
  CreditNotesPage,
  creditNoteBody,
  creditNoteListQuery,
} from './credit-note.schema.ts';
import type { CreditNotesService } from './credit-notes.service.ts';

const route = signedInRoutes('Credit notes');
const onInvoice = signedInRoutes('Invoices');

/** GET /credit-notes[/{id}]; a credit note is made on its invoice (below). */
export function creditNotesRoutes(creditNotes: CreditNotesService) {
  return new Hono<AuthedEnv>()
    .get(
      '/',
      ...route.json(
        {
          summary: 'A page of credit notes, newest first',
          description:
            'Optionally of some invoices (`invoice_ids=4,7`) or of one customer (`customer_id`). Always a page, with or without parameters. A credit note is made on its invoice (POST /invoices/{id}/credit-notes).',
          answers: { 200: CreditNotesPage },
          query: creditNoteListQuery,
        },
        ({ query }) => creditNotes.page(query),
      ),
    )
    .get(
      '/:id',
      ...route.one(
        {
          summary: 'One credit note with its lines',
          answers: { 200: CreditNote },
          refusals: { 404: 'No such credit note' },
        },
        (id) => creditNotes.find(id),
      ),
    );
}

/** POST /invoices/{id}/credit-notes: a credit note is made on the invoice it corrects. */
export function invoiceCreditNotesRoutes({
  creditNotes,
  idempotent,
}: {
  creditNotes: CreditNotesService;
  idempotent: Idempotency;
}) {
  return (
    new Hono<AuthedEnv>()
      // A credit note corrects an issued invoice (issue 18): lines back, money or credit out.
      .post(
        '/:id/credit-notes',
        ...onInvoice.createdUnderKey(
          {
            summary: 'Credit an invoice',
            description:
              "Takes back some or all of the invoice's lines at its prices, optionally putting the goods back in stock. What the credit takes beyond what is still owed is refunded when `refund` is given, else kept as the customer's credit. Needs the manage permission. Send an `Idempotency-Key` header so a retry never credits twice.",
            answers: { 201: CreditNote },
            needs: 'manage',
            refusals: {
              404: 'No such invoice',
              409: 'The invoice is void',
            },
            param: idParam,
            json: creditNoteBody,
          },
          idempotent,
          (trx, { param, json }, c) => creditNotes.create(trx, param.id, json, c.var.user),
        ),
      )
  );
}
