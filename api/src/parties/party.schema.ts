import { z } from 'zod';
import { pageOf } from '../http/openapi.ts';
import { pageLimit, sortParam, withCursor } from '../http/page-query.ts';
import { listQuery, optionalText, requiredText, searchText } from '../http/validation.ts';
import { PARTY_SORTS } from './party.repository.ts';

export const partyBody = z.object({
  name: requiredText().pipe(z.string().max(200, 'must be at most 200 characters')),
  contact: requiredText().pipe(z.string().max(200, 'must be at most 200 characters')),
  address: optionalText.pipe(z.string().max(500, 'must be at most 500 characters').nullable()),
});

const partyFilters = { q: searchText, sort: sortParam(PARTY_SORTS, 'name_asc') };

/**
 * `?limit=&cursor=&q=&sort=`: a page of the Customers or Suppliers screen, and the pickers'
 * type-ahead (a first page of a few), by name or contact.
 */
export const partyPageQuery = listQuery({
  limit: pageLimit,
  cursor: z.string().optional(),
  ...partyFilters,
}).transform(withCursor(PARTY_SORTS));

/** `?q=&sort=`: which parties a CSV export holds (all without `q`), in the list's order. */
export const partyExportQuery = listQuery(partyFilters);

export const PARTY_CSV_HEADER = ['Name', 'Contact', 'Address'] as const;

/** A customer or a supplier, as the API answers it: they share one shape. */
export const Party = z
  .object({
    id: z.number().int(),
    name: z.string(),
    contact: z.string().meta({ description: 'A phone number or email, as the shop keeps it' }),
    address: z.string().nullable(),
  })
  .meta({ id: 'Party' });
export type Party = z.output<typeof Party>;

/** A page of the supplier list (GET /suppliers with parameters). */
export const SuppliersPage = pageOf(Party, 'SuppliersPage');
export type SuppliersPage = z.output<typeof SuppliersPage>;
