import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { documentedIn } from '../http/openapi.ts';
import { idParam, validate } from '../http/validation.ts';
import { CreditNote, CreditNotesPage, creditNoteListQuery } from './credit-note.schema.ts';
import { creditNotesService } from './credit-notes.service.ts';

const documented = documentedIn('Credit notes');

/** GET /credit-notes[/{id}]; a credit note is made on its invoice (invoices.routes.ts). */
export function creditNotesRoutes(deps: ApiDeps) {
  const creditNotes = creditNotesService(deps.db, deps.clock, deps.config.timeZone);
  return new Hono<AuthedEnv>()
    .get(
      '/',
      documented({
        summary: 'A page of credit notes, newest first',
        description:
          'Optionally of some invoices (`invoice_ids=4,7`) or of one customer (`customer_id`). Always a page, with or without parameters. A credit note is made on its invoice (POST /invoices/{id}/credit-notes).',
        answers: { 200: CreditNotesPage },
      }),
      validate('query', creditNoteListQuery),
      async (c) => c.json(await creditNotes.page(c.req.valid('query')), 200),
    )
    .get(
      '/:id',
      documented({
        summary: 'One credit note with its lines',
        answers: { 200: CreditNote },
        refusals: { 404: 'No such credit note' },
      }),
      validate('param', idParam),
      async (c) => c.json(await creditNotes.find(c.req.valid('param').id), 200),
    );
}
