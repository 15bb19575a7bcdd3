import { Hono } from 'hono';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { idParam } from '../http/validation.ts';
import {
  PARTY_CSV_HEADER,
  partyExportQuery,
  partyPageQuery,
  Supplier,
  SuppliersPage,
  supplierBody,
} from '../parties/party.schema.ts';
import type { SuppliersService } from './suppliers.service.ts';

const route = signedInRoutes('Suppliers');

export function suppliersRoutes(deps: ApiDeps, suppliers: SuppliersService) {
  return (
    new Hono<AuthedEnv>()
      // Without parameters, spec §7's whole list; with any, a page (README), as the screen and
      // the pickers' type-ahead read it.
      .get(
        '/',
        ...route.listOrPage(
          {
            summary: 'Every supplier, or a page of them',
            description:
              'Without parameters, every supplier by name (spec §7). With any: a page, searched by name or contact (`q`) and sorted by name; the pickers read a first page of a few as type-ahead.',
            item: Supplier,
            page: SuppliersPage,
            query: partyPageQuery,
          },
          { list: () => suppliers.list(), page: (query) => suppliers.page(query) },
        ),
      )
      .get(
        '/export.csv',
        ...route.csv(
          {
            summary: 'The suppliers the filters match, as CSV',
            description: "Name, contact, address and KRA PIN, in the list's order.",
            query: partyExportQuery,
            deps,
          },
          ({ query }) => ({
            name: 'suppliers',
            header: PARTY_CSV_HEADER,
            rows: suppliers.csvRows(query),
          }),
        ),
      )
      .post(
        '/',
        ...route.json(
          {
            summary: 'Add a supplier',
            description:
              'Name, contact and address (spec §7), and optionally `kra_pin`: a letter, 9 digits and a letter, kept in capitals, that a new bill from them takes. An owner or a manager only.',
            answers: { 201: Supplier },
            needs: 'manage',
            json: supplierBody,
          },
          ({ json }) => suppliers.create(json),
        ),
      )
      .put(
        '/:id',
        ...route.json(
          {
            summary: "Change a supplier's name, contact, address or KRA PIN",
            description:
              'Optionally `kra_pin`: left out, it stays as it is; null or blank clears it. Bills already made keep the PIN they were made with. An owner or a manager only.',
            answers: { 200: Supplier },
            needs: 'manage',
            refusals: { 404: 'Supplier not found' },
            param: idParam,
            json: supplierBody,
          },
          ({ param, json }) => suppliers.update(param.id, json),
        ),
      )
      .delete(
        '/:id',
        ...route.noContent(
          {
            summary: 'Delete a supplier',
            description:
              'Only a supplier no inventory item and no goods received note names. An owner or a manager only.',
            answers: { 204: null },
            needs: 'manage',
            refusals: {
              404: 'Supplier not found',
              409: 'Inventory items or goods received notes still name the supplier',
            },
            param: idParam,
          },
          ({ param }, c) => suppliers.delete(param.id, actorOf(c)),
        ),
      )
  );
}
