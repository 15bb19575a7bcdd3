import { z } from 'zod';
import type { KeysetSort } from '../db/keyset.ts';
import { pageParams, sortParam } from '../http/page-query.ts';
import { idDigits, listQuery, money, recordId, searchText } from '../http/validation.ts';
import { lineQuantity } from '../sales/sale.schema.ts';

/**
 * What the documents the shop exchanges with its suppliers share: a purchase order, a goods
 * received note and a supplier's bill. Each feature keeps its own fields, words and answers
 * (its OpenAPI components); the lines of items at a cost, their optional texts and the list's
 * query are written here once, so an order and a delivery cannot come to take different lines.
 */

const MAX_LINES = 500;
const MAX_UNIT_COST_CENTS = 10_000_000_000;

/**
 * A document's lines of items at a cost (an order's, a delivery's), at least one: each line's
 * quantity is parsed to thousandths (`quantity_milli`), its cost to cents. `notAList` is the
 * refusal of a `lines` that is not a list, in the document's words.
 */
export const costedItemLines = (notAList: string) =>
  z
    .array(
      z
        .object({
          inventory_id: recordId,
          quantity: lineQuantity,
          /** What one unit costs the shop, KSh. */
          unit_cost: money.pipe(z.number().max(MAX_UNIT_COST_CENTS, 'is too large')),
        })
        .transform(({ quantity, ...line }) => ({ ...line, quantity_milli: quantity })),
      { error: notAList },
    )
    .min(1, 'add at least one item')
    .max(MAX_LINES, `must have at most ${MAX_LINES} lines`);

/** A supplier document list's one sort, newest first, on `createdAt` (its table's alias). */
export const newestFirst = (createdAt: string) =>
  ({
    created_at_desc: {
      name: 'created_at_desc',
      key: createdAt,
      keyType: 'text',
      direction: 'desc',
    },
  }) as const satisfies Record<string, KeysetSort>;

type NewestFirst = ReturnType<typeof newestFirst>;

/**
 * A supplier document list's filters, which a page of it and its CSV export take alike: `?q=`
 * (the document's number, the supplier's name…), `?supplier_id=`, the list's own `filters`,
 * then `?sort=`. Their order is the order the API reference lists them in.
 */
export const supplierDocumentFilters = <Filters extends z.ZodRawShape>(
  sorts: NewestFirst,
  filters: Filters,
) => ({
  q: searchText,
  supplier_id: idDigits('supplier').optional(),
  ...filters,
  sort: sortParam(sorts, 'created_at_desc'),
});

/** A page of a supplier document list: `?limit=&cursor=` and its filters. */
export const supplierDocumentPageQuery = <Filters extends z.ZodRawShape>(filters: Filters) =>
  listQuery({ ...pageParams, ...filters });
