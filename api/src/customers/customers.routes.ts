import { Hono } from 'hono';
import type { ApiDeps } from '../app-env.ts';
import { actorOf } from '../auth/actor.ts';
import type { AuthedEnv } from '../auth/authed-env.ts';
import { signedInRoutes } from '../auth/roles.ts';
import { idParam } from '../http/validation.ts';
import { Customer, customerBody, customerUpdateBody } from '../parties/party.schema.ts';
import {
  CUSTOMER_CSV_HEADER,
  CustomersPage,
  customerExportQuery,
  customerPageQuery,
} from './customer.schema.ts';
import type { CustomersService } from './customers.service.ts';

const route = signedInRoutes('Customers');

export function customersRoutes(deps: ApiDeps, customers: CustomersService) {
  return (
    new Hono<AuthedEnv>()
      // Without parameters, spec §7's whole list; with any, a page (README), as the screen and
      // the pickers' type-ahead read it.
      .get(
        '/',
        ...route.listOrPage(
          {
            summary: 'Every customer, or a page of them',
            description:
              'Without parameters, every customer by name (spec §7). With any: a page, each customer with their balance, searched by name or contact (`q`) and sorted by name or by balance; the pickers read a first page of a few as type-ahead.',
            item: Customer,
            page: CustomersPage,
            query: customerPageQuery,
          },
          { list: () => customers.list(), page: (query) => customers.page(query) },
        ),
      )
      .get(
        '/export.csv',
        ...route.csv(
          {
            summary: 'The customers the filters match, as CSV',
            description: "Name, contact, address, KRA PIN and balance, in the list's order.",
            query: customerExportQuery,
            deps,
          },
          ({ query }) => ({
            name: 'customers',
            header: CUSTOMER_CSV_HEADER,
            rows: customers.csvRows(query),
          }),
        ),
      )
      .post(
        '/',
        ...route.json(
          {
            summary: 'Add a customer',
            description:
              'Name, contact and address (spec §7), and optionally `kra_pin`: a letter, 9 digits and a letter, kept in capitals, printed on their invoices.',
            answers: { 201: Customer },
            json: customerBody,
          },
          ({ json }) => customers.create(json),
        ),
      )
      .put(
        '/:id',
        ...route.json(
          {
            summary: "Change a customer's name, contact, address or KRA PIN",
            description:
              "Name, contact and address (spec §7), and optionally `kra_pin`: left out, it stays as it is; null or blank clears it. The shop's walk-in customer may be renamed and needs no contact.",
            answers: { 200: Customer },
            refusals: { 404: 'Customer not found' },
            param: idParam,
            json: customerUpdateBody,
          },
          ({ param, json }) => customers.update(param.id, json),
        ),
      )
      .delete(
        '/:id',
        ...route.noContent(
          {
            summary: 'Delete a customer',
            description:
              "Only a customer with no orders or invoices: those records keep their customer. Never the shop's walk-in customer. An owner or a manager only.",
            answers: { 204: null },
            needs: 'manage',
            refusals: {
              404: 'Customer not found',
              409: "The customer has orders or invoices, or is the shop's walk-in customer",
            },
            param: idParam,
          },
          ({ param }, c) => customers.delete(param.id, actorOf(c)),
        ),
      )
  );
}
