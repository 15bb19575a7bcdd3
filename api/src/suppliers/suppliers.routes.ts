import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { requirePermission } from '../auth/roles.ts';
import { businessDate } from '../http/clock.ts';
import { csvDownload } from '../http/csv.ts';
import { documentedIn } from '../http/openapi.ts';
import { hasNoQuery, idParam, validate } from '../http/validation.ts';
import {
  PARTY_CSV_HEADER,
  Party,
  partyBody,
  partyExportQuery,
  partyPageQuery,
  SuppliersPage,
} from '../parties/party.schema.ts';
import type { SuppliersService } from './suppliers.service.ts';

const documented = documentedIn('Suppliers');
const MANAGERS = 'Only an owner or a manager can do this';

export function suppliersRoutes(deps: ApiDeps, suppliers: SuppliersService) {
  return (
    new Hono<AuthedEnv>()
      // Without parameters, spec §7's whole list; with any, a page (README), as the screen and
      // the pickers' type-ahead read it.
      .get(
        '/',
        documented({
          summary: 'Every supplier, or a page of them',
          description:
            'Without parameters, every supplier by name (spec §7). With any: a page, searched by name or contact (`q`) and sorted by name; the pickers read a first page of a few as type-ahead.',
          answers: { 200: z.union([z.array(Party), SuppliersPage]) },
        }),
        validate('query', partyPageQuery),
        async (c) =>
          hasNoQuery(c.req.url)
            ? c.json(await suppliers.list(), 200)
            : c.json(await suppliers.page(c.req.valid('query')), 200),
      )
      .get(
        '/export.csv',
        documented({
          summary: 'The suppliers the filters match, as CSV',
          description: "Name, contact and address, in the list's order.",
          answers: { 200: 'csv' },
        }),
        validate('query', partyExportQuery),
        (c) =>
          csvDownload(
            c,
            { name: 'suppliers', day: businessDate(deps.clock(), deps.config.timeZone) },
            PARTY_CSV_HEADER,
            suppliers.csvRows(c.req.valid('query')),
          ),
      )
      .post(
        '/',
        documented({
          summary: 'Add a supplier',
          description: 'An owner or a manager only.',
          answers: { 201: Party },
          refusals: { 403: MANAGERS },
        }),
        requirePermission('manage'),
        validate('json', partyBody),
        async (c) => c.json(await suppliers.create(c.req.valid('json')), 201),
      )
      .put(
        '/:id',
        documented({
          summary: "Change a supplier's name, contact or address",
          description: 'An owner or a manager only.',
          answers: { 200: Party },
          refusals: { 403: MANAGERS, 404: 'Supplier not found' },
        }),
        requirePermission('manage'),
        validate('param', idParam),
        validate('json', partyBody),
        async (c) =>
          c.json(await suppliers.update(c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .delete(
        '/:id',
        documented({
          summary: 'Delete a supplier',
          description:
            'Only a supplier no inventory item and no goods received note names. An owner or a manager only.',
          answers: { 204: null },
          refusals: {
            403: MANAGERS,
            404: 'Supplier not found',
            409: 'Inventory items or goods received notes still name the supplier',
          },
        }),
        requirePermission('manage'),
        validate('param', idParam),
        async (c) => {
          await suppliers.delete(c.req.valid('param').id, actorOf(c));
          return c.body(null, 204);
        },
      )
  );
}
