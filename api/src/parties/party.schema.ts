import { z } from 'zod';
import type { KeysetSort } from '../db/keyset.ts';
import type { CsvCell } from '../http/csv.ts';
import { pageOf } from '../http/openapi.ts';
import { pageParams, sortParam, withCursor } from '../http/page-query.ts';
import {
  kraPin,
  listQuery,
  optionalTextUpTo,
  requiredTextUpTo,
  searchText,
} from '../http/validation.ts';
import { PARTY_SORTS, type PartySort } from './party-sorts.ts';

export const partyBody = z.object({
  name: requiredTextUpTo(200),
  contact: requiredTextUpTo(200),
  address: optionalTextUpTo(500),
});

/**
 * POST and PUT /customers: spec §7's name, contact and address, and optionally the customer's
 * KRA PIN (kept in capitals; blank or null: none). Left out of a PUT, the PIN stays as it is.
 */
export const customerBody = partyBody.extend({ kra_pin: kraPin.optional() });

/** POST and PUT /suppliers: as a customer's, the PIN a new bill from them takes (0039). */
export const supplierBody = partyBody.extend({ kra_pin: kraPin.optional() });

const anyText = z
  .string({ error: 'must be text' })
  .trim()
  .max(200, 'must be at most 200 characters');

/**
 * PUT /customers/{id} as the route reads it: which rules apply depends on the customer (the
 * walk-in needs no contact, issue 50), so the customers service checks the body against
 * `customerBody` or `walkInBody` once it knows, and says every refusal at once.
 */
export const customerUpdateBody = customerBody.extend({ name: anyText, contact: anyText });

/** The shop's walk-in customer: a name like any customer, no contact needed. */
export const walkInBody = customerBody.extend({ contact: anyText });

/**
 * A party list's two queries over its `sorts` (by name, and a customer's by balance too), `name_asc`
 * unless asked: `page`, `?limit=&cursor=&q=&sort=`, a page of the Customers or Suppliers screen
 * and the pickers' type-ahead (a first page of a few), by name or contact; `export`, `?q=&sort=`,
 * which parties a CSV export holds (all without `q`), in the list's order.
 */
export function partyListQueries<Sort extends string>(
  sorts: Readonly<Record<Sort | PartySort, KeysetSort>>,
) {
  const filters = { q: searchText, sort: sortParam(sorts, 'name_asc') };
  return {
    page: listQuery({ ...pageParams, ...filters }).transform(withCursor(sorts)),
    export: listQuery(filters),
  };
}

export const { page: partyPageQuery, export: partyExportQuery } = partyListQueries(PARTY_SORTS);

/** A customer's or supplier's columns in a CSV export: the KRA PIN the VAT return asks for. */
export const PARTY_CSV_HEADER = ['Name', 'Contact', 'Address', 'KRA PIN'] as const;

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

/** A party's cells of a CSV export, in PARTY_CSV_HEADER's order. */
export const partyCsvRow = (party: Party & { kra_pin: string | null }): CsvCell[] => [
  party.name,
  party.contact,
  party.address,
  party.kra_pin ?? '',
];

/** A customer: a party with, for the eTIMS invoices a VAT-registered buyer claims with, a KRA PIN. */
export const Customer = Party.extend({
  kra_pin: z
    .string()
    .nullable()
    .meta({ description: "The customer's KRA PIN: a letter, 9 digits and a letter; null: none" }),
  walk_in: z.boolean().meta({
    description:
      "True for the shop's one walk-in customer, that a sale without a named customer goes to: renamable, never deleted, no contact needed",
  }),
}).meta({ id: 'Customer' });
export type Customer = z.output<typeof Customer>;

/** A supplier: a party with the KRA PIN their invoices print, that a new bill takes. */
export const Supplier = Party.extend({
  kra_pin: z.string().nullable().meta({
    description:
      "The supplier's KRA PIN: a letter, 9 digits and a letter; a new bill from them takes it; null: none",
  }),
}).meta({ id: 'Supplier' });
export type Supplier = z.output<typeof Supplier>;

/** A page of the supplier list (GET /suppliers with parameters). */
export const SuppliersPage = pageOf(Supplier, 'SuppliersPage');
export type SuppliersPage = z.output<typeof SuppliersPage>;
