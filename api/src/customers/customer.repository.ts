import type { Db } from '../db/database.ts';
import { type Cursor, type KeysetSort, seek } from '../db/keyset.ts';
import {
  type Customer,
  matchingSearch,
  PARTY_SORTS,
  withWalkInFlag,
} from '../parties/party.repository.ts';
import { balanceCentsOf } from '../sales/receivables.repository.ts';

/**
 * The orders the customers list can be read in: by name as every party list, or by what each
 * customer owes. That key is worked out per customer from
 * their open sales alone (`balanceCentsOf`, two probes of 0008's partial indexes), and the
 * customers are sorted on it: the cost grows with the customers and what they owe, not with
 * the sales ever made.
 */
export const CUSTOMER_SORTS = {
  ...PARTY_SORTS,
  balance_desc: {
    name: 'balance_desc',
    key: 'c.balance_cents',
    keyType: 'integer',
    direction: 'desc',
  },
  balance_asc: {
    name: 'balance_asc',
    key: 'c.balance_cents',
    keyType: 'integer',
    direction: 'asc',
  },
} as const satisfies Record<string, KeysetSort>;

export type CustomerSort = keyof typeof CUSTOMER_SORTS;
export type BalanceSort = 'balance_desc' | 'balance_asc';

/** A customer with what they owe, in cents. */
export interface CustomerBalanceRow extends Customer {
  balance_cents: number;
}

/** Customer queries beyond the shared party shape: what keeps a customer from being deleted. */
export function customerRepository(db: Db) {
  return {
    /**
     * Up to `limit + 1` customers matching `search` after `cursor`, by what they owe (ties by
     * id), each with that balance.
     */
    pageByBalance: async (
      search: string | undefined,
      sort: BalanceSort,
      cursor: Cursor | null,
      limit: number,
    ): Promise<CustomerBalanceRow[]> =>
      (
        await seek(
          db
            .selectFrom(
              db
                .selectFrom('customers')
                .select([
                  'id',
                  'name',
                  'contact',
                  'address',
                  'kra_pin',
                  'walk_in',
                  balanceCentsOf('customers.id').as('balance_cents'),
                ])
                .where((eb) => eb.and(matchingSearch(search)))
                .as('c'),
            )
            .selectAll('c'),
          CUSTOMER_SORTS[sort],
          'c.id',
          cursor,
          limit,
        ).execute()
      ).map(withWalkInFlag),

    /** Whether `id` is the shop's walk-in customer (0030), which is renamed but never deleted. */
    isWalkIn: async (id: number): Promise<boolean> => {
      const row = await db
        .selectFrom('customers')
        .select('walk_in')
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(row?.walk_in) === 1;
    },

    salesDocumentCounts: async (id: number): Promise<{ orders: number; invoices: number }> => {
      const counts = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('orders')
            .select(eb.fn.countAll<number>().as('count'))
            .where('customer_id', '=', id)
            .as('orders'),
          eb
            .selectFrom('invoices')
            .select(eb.fn.countAll<number>().as('count'))
            .where('customer_id', '=', id)
            .as('invoices'),
        ])
        .executeTakeFirstOrThrow();
      return { orders: Number(counts.orders), invoices: Number(counts.invoices) };
    },
  };
}
