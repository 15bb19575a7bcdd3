import { Hono } from 'hono';
import type { ApiDeps, AuthedEnv } from '../app-env.ts';
import { idParam, validate } from '../http/validation.ts';
import { creditNoteListQuery } from './credit-note.schema.ts';
import { creditNotesService } from './credit-notes.service.ts';

/** GET /credit-notes[/{id}]; a credit note is made on its invoice (invoices.routes.ts). */
export function creditNotesRoutes(deps: ApiDeps) {
  const creditNotes = creditNotesService(deps.db, deps.clock, deps.config.timeZone);
  return new Hono<AuthedEnv>()
    .get('/', validate('query', creditNoteListQuery), async (c) =>
      c.json(await creditNotes.page(c.req.valid('query')), 200),
    )
    .get('/:id', validate('param', idParam), async (c) =>
      c.json(await creditNotes.find(c.req.valid('param').id), 200),
    );
}
