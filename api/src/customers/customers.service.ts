import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../http/api-error.ts';
import type { Clock } from '../http/clock.ts';
import { toKsh } from '../http/money.ts';
import { type Party, type PartyInput, partyRepository } from '../parties/party.repository.ts';
import { partyListService } from '../parties/party-list.service.ts';
import { receivablesRepository } from '../receivables/receivables.repository.ts';
import { customerRepository } from './customer.repository.ts';

const NOT_FOUND = 'Customer not found';

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A row of the customers page: the customer and what they owe on all their sales. */
export interface CustomerWithBalance extends Party {
  balance: number;
}

export function customersService(db: Db, clock: Clock) {
  const customers = partyRepository(db, 'customers');
  const lists = partyListService(db, 'customers');

  /** One aggregate query for the whole page, however many rows it has. */
  async function withBalances(rows: Party[]): Promise<CustomerWithBalance[]> {
    const balances = await receivablesRepository(db).balances(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, balance: toKsh(balances.get(row.id) ?? 0) }));
  }

  return {
    list: () => customers.list(),

    ...lists,

    async page(query: Parameters<typeof lists.page>[0]) {
      const page = await lists.page(query);
      return { ...page, items: await withBalances(page.items) };
    },

    create: (input: PartyInput) => customers.insert(input, clock().toISOString()),

    async update(id: number, input: PartyInput) {
      const updated = await customers.update(id, input);
      if (!updated) throw notFound(NOT_FOUND);
      return updated;
    },

    async delete(id: number) {
      await db.transaction().execute(async (trx) => {
        const repo = customerRepository(trx);
        const customer = await repo.lock(id);
        if (!customer) throw notFound(NOT_FOUND);
        const { orders, invoices } = await repo.salesDocumentCounts(id);
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
        await partyRepository(trx, 'customers').delete(id);
      });
    },
  };
}
