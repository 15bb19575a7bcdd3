import { z } from 'zod';
import { pageOf } from '../http/openapi.ts';
import { pageParams, sortParam, withCursor } from '../http/page-query.ts';
import { listQuery, searchText } from '../http/validation.ts';
import { Customer, PARTY_CSV_HEADER } from '../parties/party.schema.ts';
import { CUSTOMER_SORTS } from './customer.repository.ts';

const customerFilters = { q: searchText, sort: sortParam(CUSTOMER_SORTS, 'name_asc') };

/**
 * `?limit=&cursor=&q=&sort=`: a page of the Customers screen, and the pickers' type-ahead, by
 * name or contact; sorted by name (as suppliers) or by what each customer owes.
 */
export const customerPageQuery = listQuery({
  ...pageParams,
  ...customerFilters,
}).transform(withCursor(CUSTOMER_SORTS));

/** `?q=&sort=`: which customers a CSV export holds (all without `q`), in the list's order. */
export const customerExportQuery = listQuery(customerFilters);

export type CustomerPageQuery = z.output<typeof customerPageQuery>;
export type CustomerExportQuery = z.output<typeof customerExportQuery>;

export const CUSTOMER_CSV_HEADER = [...PARTY_CSV_HEADER, 'KRA PIN', 'Balance (KSh)'] as const;

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
