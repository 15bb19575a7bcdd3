import { z } from 'zod';
import { pageOf } from '../http/openapi.ts';
import { Customer, PARTY_CSV_HEADER, partyListQueries } from '../parties/party.schema.ts';
import { CUSTOMER_SORTS } from './customer.repository.ts';

/** The Customers screen's page and CSV export: a party list's, sorted by balance besides. */
export const { page: customerPageQuery, export: customerExportQuery } =
  partyListQueries(CUSTOMER_SORTS);

export type CustomerPageQuery = z.output<typeof customerPageQuery>;
export type CustomerExportQuery = z.output<typeof customerExportQuery>;

export const CUSTOMER_CSV_HEADER = [...PARTY_CSV_HEADER, 'Balance (KSh)'] as const;

/** A row of the customers page: the customer and what they owe on all their sales. */
export const CustomerWithBalance = Customer.extend({
  balance: z.number().meta({
    description:
      "KSh owed on all their sales, net of payments and credit notes; below 0 is the customer's credit",
  }),
}).meta({ id: 'CustomerWithBalance' });
export type CustomerWithBalance = z.output<typeof CustomerWithBalance>;

/** A page of the customer list (GET /customers with parameters), each with their balance. */
export const CustomersPage = pageOf(CustomerWithBalance, 'CustomersPage');
export type CustomersPage = z.output<typeof CustomersPage>;
