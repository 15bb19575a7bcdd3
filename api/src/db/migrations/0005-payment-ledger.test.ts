import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../test/test-api.ts';
import { freshTestSchema } from '../../test/test-schema.ts';
import { type Db, isPostgres, openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import * as initial from './0001-initial.ts';
import * as housekeepingIndexes from './0002-housekeeping-indexes.ts';
import * as listPaging from './0003-list-paging.ts';

/**
 * The two ledgers of before (an order's bare paid amount, invoices' own payments) carried into
 * the one ledger: every dated invoice payment kept, an order's figure added only where it is
 * more than its invoice's payments, so the same money recorded twice is counted once.
 */
for (const kind of databasesUnderTest) {
  describe(`migration 0005: one payment ledger from the old data [${kind}]`, () => {
    let db: Db;
    let drop = async () => {};
    // biome-ignore lint/suspicious/noExplicitAny: the schema as it was before 0005
    let old: Kysely<any>;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      let building = <T>(build: () => Promise<T>) => build();
      if (kind === 'sqlite') {
        db = openDatabase('file::memory:');
      } else {
        const fresh = await freshTestSchema(process.env.TEST_DATABASE_URL!, 'test');
        db = openDatabase(process.env.TEST_DATABASE_URL!, { schema: fresh.schema });
        building = fresh.building;
        drop = fresh.drop;
      }
      old = db as unknown as typeof old;
      const schema = isPostgres(db)
        ? (
            await old
              .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
              .executeTakeFirstOrThrow()
          ).schema
        : undefined;
      await building(() =>
        new Migrator({
          db,
          migrationTableSchema: schema,
          provider: {
            getMigrations: async () => ({
              '0001-initial': initial,
              '0002-housekeeping-indexes': housekeepingIndexes,
              '0003-list-paging': listPaging,
            }),
          },
        }).migrateToLatest(),
      );

      const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 0, day, hour)).toISOString();
      const { id: staff } = await old
        .insertInto('users')
        .values({ email: 'staff@example.co.ke', password_hash: 'x', created_at: at(1) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: cashier } = await old
        .insertInto('users')
        .values({ email: 'cashier@example.co.ke', password_hash: 'x', created_at: at(1) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: customer } = await old
        .insertInto('customers')
        .values({ name: 'Wekesa Hardware', contact: '0722 000 000', created_at: at(1) })
        .returning('id')
        .executeTakeFirstOrThrow();
      let number = 0;
      const order = async (name: string, total: number, paid: number, method: string) => {
        number += 1;
        const { id } = await old
          .insertInto('orders')
          .values({
            order_number: `ORD-${number}`,
            customer_id: customer,
            subtotal_cents: total,
            vat_rate_bp: 0,
            vat_cents: 0,
            total_cents: total,
            payment_method: method,
            status: paid === 0 ? 'pending' : paid === total ? 'paid' : 'partially_paid',
            paid_cents: paid,
            created_by: staff,
            created_at: at(number),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids[name] = id;
        return id;
      };
      const invoice = async (
        name: string,
        orderId: number | null,
        total: number,
        paid: number[],
      ) => {
        number += 1;
        const { id } = await old
          .insertInto('invoices')
          .values({
            invoice_number: `INV-${number}`,
            order_id: orderId,
            customer_id: customer,
            subtotal_cents: total,
            vat_rate_bp: 0,
            vat_cents: 0,
            total_cents: total,
            created_at: at(number, 10),
            due_date: '2026-02-01',
            created_by: staff,
            paid_cents: paid.reduce((sum, cents) => sum + cents, 0),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids[name] = id;
        for (const [index, cents] of paid.entries()) {
          await old
            .insertInto('invoice_payments')
            .values({
              invoice_id: id,
              amount_cents: cents,
              recorded_by: cashier,
              created_at: at(number + index + 1, 15),
            })
            .execute();
        }
      };
      // A: paid at the till, never invoiced.
      await order('a', 1000_00, 1000_00, 'mpesa');
      // B: paid on the order, and the same 2,000 recorded again on its invoice in two parts.
      await invoice(
        'invoiceB',
        await order('b', 2000_00, 2000_00, 'cash'),
        2000_00,
        [500_00, 1500_00],
      );
      // C: the invoice's record (2,500) is more than the order's (1,000).
      await invoice('invoiceC', await order('c', 3000_00, 1000_00, 'cheque'), 3000_00, [2500_00]);
      // D: the order's record (3,000) is more than the invoice's (1,000).
      await invoice(
        'invoiceD',
        await order('d', 4000_00, 3000_00, 'bank_transfer'),
        4000_00,
        [1000_00],
      );
      // E: a manual invoice, part paid; F: an order and its invoice, nothing paid.
      await invoice('invoiceE', null, 500_00, [200_00]);
      await invoice('invoiceF', await order('f', 100_00, 0, 'credit'), 100_00, []);

      await building(() => migrateToLatest(db));
    });

    afterAll(async () => {
      await db?.destroy();
      await drop();
    });

    const entries = (where: { order_id?: number; invoice_id?: number }) =>
      db
        .selectFrom('payments as p')
        .innerJoin('users as u', 'u.id', 'p.recorded_by')
        .select(['p.kind', 'p.amount_cents', 'p.method', 'p.paid_at', 'u.email', 'p.note'])
        .$if(where.order_id !== undefined, (q) => q.where('p.order_id', '=', where.order_id!))
        .$if(where.invoice_id !== undefined, (q) => q.where('p.invoice_id', '=', where.invoice_id!))
        .orderBy('p.paid_at')
        .orderBy('p.id')
        .execute();
    const sale = async (orderName: string, invoiceName?: string) => {
      const order = await db
        .selectFrom('orders')
        .select(['paid_cents', 'status'])
        .where('id', '=', ids[orderName]!)
        .executeTakeFirstOrThrow();
      const invoice = invoiceName
        ? await db
            .selectFrom('invoices')
            .select('paid_cents')
            .where('id', '=', ids[invoiceName]!)
            .executeTakeFirstOrThrow()
        : undefined;
      return { order: { ...order, paid_cents: Number(order.paid_cents) }, invoice };
    };

    it('turns an order paid at the till into one payment, dated when the order was made', async () => {
      expect(await entries({ order_id: ids.a })).toEqual([
        {
          kind: 'payment',
          amount_cents: 1000_00,
          method: 'mpesa',
          paid_at: new Date(Date.UTC(2026, 0, 1, 9)).toISOString(),
          email: 'staff@example.co.ke',
          note: 'Recorded on the order before the payment ledger (when and by whom not kept)',
        },
      ]);
      expect(await sale('a')).toMatchObject({ order: { paid_cents: 1000_00, status: 'paid' } });
    });

    it('counts money recorded on an order and again on its invoice once, never twice', async () => {
      const b = await entries({ order_id: ids.b });
      expect(b.map((entry) => [Number(entry.amount_cents), entry.email, entry.method])).toEqual([
        [500_00, 'cashier@example.co.ke', 'cash'],
        [1500_00, 'cashier@example.co.ke', 'cash'],
      ]);
      expect(await sale('b', 'invoiceB')).toEqual({
        order: { paid_cents: 2000_00, status: 'paid' },
        invoice: { paid_cents: 2000_00 },
      });
    });

    it('keeps the larger record of the two: the invoice’s, or the order’s with its excess', async () => {
      expect((await entries({ order_id: ids.c })).map((e) => Number(e.amount_cents))).toEqual([
        2500_00,
      ]);
      expect(await sale('c', 'invoiceC')).toEqual({
        order: { paid_cents: 2500_00, status: 'partially_paid' },
        invoice: { paid_cents: 2500_00 },
      });
      // D: the invoice's dated 1,000, and the 2,000 only the order knew of.
      expect(
        (await entries({ order_id: ids.d })).map((e) => [Number(e.amount_cents), e.email]),
      ).toEqual([
        [2000_00, 'staff@example.co.ke'],
        [1000_00, 'cashier@example.co.ke'],
      ]);
      expect(await sale('d', 'invoiceD')).toEqual({
        order: { paid_cents: 3000_00, status: 'partially_paid' },
        invoice: { paid_cents: 3000_00 },
      });
    });

    it('keeps a manual invoice’s payments as its own, and writes nothing for what was never paid', async () => {
      expect(await entries({ invoice_id: ids.invoiceE })).toEqual([
        expect.objectContaining({
          kind: 'payment',
          amount_cents: 200_00,
          method: 'cash',
          email: 'cashier@example.co.ke',
          note: 'Recorded before the payment ledger',
        }),
      ]);
      expect(await entries({ order_id: ids.f })).toEqual([]);
      expect(await sale('f', 'invoiceF')).toEqual({
        order: { paid_cents: 0, status: 'pending' },
        invoice: { paid_cents: 0 },
      });
      const { count } = await db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(7);
    });
  });
}
