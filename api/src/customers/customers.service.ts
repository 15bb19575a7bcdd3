import type { Actor } from '../audit/audit.service.ts';
import type { Db } from '../db/database.ts';
import { inBatches } from '../db/keyset.ts';
import { conflict, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { CSV_BATCH_ROWS, type CsvCell } from '../http/csv.ts';
import { type ListPage, readListPage } from '../http/page-query.ts';
import { parseOrRefuse } from '../http/validation.ts';
import { centsToPlainKsh, toKsh } from '../money.ts';
import { deleteParty } from '../parties/delete-party.ts';
import { type Customer, type CustomerInput, partyRepository } from '../parties/party.repository.ts';
import { customerBody, partyCsvRow, walkInBody } from '../parties/party.schema.ts';
import type { PartyListService } from '../parties/party-list.service.ts';
import { receivablesRepository } from '../sales/receivables.repository.ts';
import {
  type BalanceSort,
  CUSTOMER_SORTS,
  type CustomerBalanceRow,
  type CustomerSort,
  customerRepository,
} from './customer.repository.ts';
import type {
  CustomerExportQuery,
  CustomerPageQuery,
  CustomerWithBalance,
} from './customer.schema.ts';

const NOT_FOUND = 'Customer not found';

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export type { CustomerWithBalance } from './customer.schema.ts';

/** `lists` reads customers as suppliers are read (pages, batches), built by the composition root. */
export function customersService(db: Db, clock: Clock, lists: PartyListService<'customers'>) {
  const customers = partyRepository(db, 'customers');

  /** One aggregate query for the whole page, however many rows it has. */
  async function balanceCents(rows: Customer[]): Promise<CustomerBalanceRow[]> {
    const balances = await receivablesRepository(db).balances(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, balance_cents: balances.get(row.id) ?? 0 }));
  }
  const withBalance = ({ balance_cents, ...customer }: CustomerBalanceRow) => ({
    ...customer,
    balance: toKsh(balance_cents),
  });
  const isBalanceSort = (sort: CustomerSort): sort is BalanceSort => sort.startsWith('balance_');
  /** Every customer matching `q` with their balance, in keyset batches, in `sort` order. */
  async function* batches(query: CustomerExportQuery): AsyncGenerator<CustomerBalanceRow[]> {
    const { q, sort } = query;
    if (isBalanceSort(sort)) {
      yield* inBatches(
        (cursor, limit) => customerRepository(db).pageByBalance(q, sort, cursor, limit),
        (row) => Number(row.balance_cents),
        CSV_BATCH_ROWS,
      );
      return;
    }
    for await (const batch of lists.batches({ q, sort })) yield balanceCents(batch);
  }

  return {
    list: () => customers.list(),

    ...lists,

    async page(query: CustomerPageQuery): Promise<ListPage<CustomerWithBalance>> {
      const { q, sort, after, limit } = query;
      if (!isBalanceSort(sort)) {
        const page = await lists.page({ q, sort, after, limit });
        return { ...page, items: (await balanceCents(page.items)).map(withBalance) };
      }
      return readListPage(
        {
          rows: customerRepository(db).pageByBalance(q, sort, after, limit),
          count: customers.count(q),
        },
        limit,
        CUSTOMER_SORTS[sort],
        (row) => Number(row.balance_cents),
        withBalance,
      );
    },
    /** Every customer matching `q` as CSV rows: name, contact, address, KRA PIN and balance. */
    async *csvRows(query: CustomerExportQuery): AsyncGenerator<CsvCell[][]> {
      for await (const batch of batches(query)) {
        yield batch.map((row) => [...partyCsvRow(row), centsToPlainKsh(row.balance_cents)]);
      }
    },

    create: (input: CustomerInput) => customers.insert(input, clock().toISOString()),

    async update(id: number, input: CustomerInput) {
      // The counter never asks the walk-in for a contact (issue 50); every named customer has one.
      const walkIn = await customerRepository(db).isWalkIn(id);
      if (!walkIn && !(await customers.find(id))) throw notFound(NOT_FOUND);
      const checked = parseOrRefuse(walkIn ? walkInBody : customerBody, input);
      const updated = await customers.update(id, checked);
      if (!updated) throw notFound(NOT_FOUND);
      return updated;
    },

    async delete(id: number, actor: Actor) {
      await deleteParty(db, clock, 'customers', id, actor, {
        notFound: NOT_FOUND,
        refuse: async (trx, customer) => {
          if (await customerRepository(trx).isWalkIn(id)) {
            throw conflict(
              `Cannot delete ${customer.name}: it is the shop's walk-in customer, that sales without a named customer go to. Rename it instead.`,
            );
          }
          const { orders, invoices } = await customerRepository(trx).salesDocumentCounts(id);
          if (orders > 0 || invoices > 0) {
            const held = [
              orders > 0 ? counted(orders, 'order') : null,
              invoices > 0 ? counted(invoices, 'invoice') : null,
            ]
              .filter(Boolean)
              .join(' and ');
            // Orders and invoices are the business's records; they must keep their customer.
            throw conflict(
              `Cannot delete ${customer.name}: they have ${held}. Customers with orders or invoices are kept so those records stay complete.`,
            );
          }
        },
      });
    },
  };
}

export type CustomersService = ReturnType<typeof customersService>;
