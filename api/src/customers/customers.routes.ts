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
import { Customer, customerBody } from '../parties/party.schema.ts';
import {
  CUSTOMER_CSV_HEADER,
  CustomersPage,
  customerExportQuery,
  customerPageQuery,
} from './customer.schema.ts';
import type { CustomersService } from './customers.service.ts';

const documented = documentedIn('Customers');

export function customersRoutes(deps: ApiDeps, customers: CustomersService) {
  return (
    new Hono<AuthedEnv>()
      // Without parameters, spec §7's whole list; with any, a page (README), as the screen and
      // the pickers' type-ahead read it.
      .get(
        '/',
        documented({
          summary: 'Every customer, or a page of them',
          description:
            'Without parameters, every customer by name (spec §7). With any: a page, each customer with their balance, searched by name or contact (`q`) and sorted by name or by balance; the pickers read a first page of a few as type-ahead.',
          answers: { 200: z.union([z.array(Customer), CustomersPage]) },
        }),
        validate('query', customerPageQuery),
        async (c) =>
          hasNoQuery(c.req.url)
            ? c.json(await customers.list(), 200)
            : c.json(await customers.page(c.req.valid('query')), 200),
      )
      .get(
        '/export.csv',
        documented({
          summary: 'The customers the filters match, as CSV',
          description: "Name, contact, address, KRA PIN and balance, in the list's order.",
          answers: { 200: 'csv' },
        }),
        validate('query', customerExportQuery),
        (c) =>
          csvDownload(
            c,
            { name: 'customers', day: businessDate(deps.clock(), deps.config.timeZone) },
            CUSTOMER_CSV_HEADER,
            customers.csvRows(c.req.valid('query')),
          ),
      )
      .post(
        '/',
        documented({
          summary: 'Add a customer',
          description:
            'Name, contact and address (spec §7), and optionally `kra_pin`: a letter, 9 digits and a letter, kept in capitals, printed on their invoices.',
          answers: { 201: Customer },
        }),
        validate('json', customerBody),
        async (c) => c.json(await customers.create(c.req.valid('json')), 201),
      )
      .put(
        '/:id',
        documented({
          summary: "Change a customer's name, contact, address or KRA PIN",
          description:
            'Name, contact and address (spec §7), and optionally `kra_pin`: left out, it stays as it is; null or blank clears it.',
          answers: { 200: Customer },
          refusals: { 404: 'Customer not found' },
        }),
        validate('param', idParam),
        validate('json', customerBody),
        async (c) =>
          c.json(await customers.update(c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .delete(
        '/:id',
        documented({
          summary: 'Delete a customer',
          description:
            'Only a customer with no orders or invoices: those records keep their customer. An owner or a manager only.',
          answers: { 204: null },
          refusals: {
            403: 'Only an owner or a manager can do this',
            404: 'Customer not found',
            409: 'The customer has orders or invoices',
          },
        }),
        requirePermission('manage'),
        validate('param', idParam),
        async (c) => {
          await customers.delete(c.req.valid('param').id, actorOf(c));
          return c.body(null, 204);
        },
      )
  );
}
