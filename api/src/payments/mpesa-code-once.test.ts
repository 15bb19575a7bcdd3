import { beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, salesRowCounts } from '../test/fixtures.ts';
import { c2bConfirmation, renumberInvoice, setUpMpesa } from '../test/mpesa-fixtures.ts';
import { insertManualInvoice, insertOrder, userIdOf } from '../test/sales-fixtures.ts';
import { describeEachDatabase } from '../test/test-api.ts';

const SPLIT_HINT =
  'if that one M-Pesa payment paid this sale too, record this as part of a split payment';

/**
 * One M-Pesa code is money once across the ledger (issue 46): compared as M-Pesa writes it,
 * refused with 409 naming the document it paid unless the payment is a part of one payment
 * split across sales, parts never beyond what M-Pesa reported, freed by a reversal, and the
 * codes used more than once listed for the owner.
 */
describeEachDatabase('M-Pesa codes counted once', (api) => {
  let owner: { token: string; email: string };
  let cashier: { token: string; email: string };
  let userId: number;
  let customerId: number;

  beforeAll(async () => {
    owner = await api().newUser();
    cashier = await api().newUser(undefined, 'cashier');
    userId = await userIdOf(api().db, owner.email);
    ({ id: customerId } = await insertCustomer(api().db, { name: 'Wambui Stores' }));
  });

  const pay = (
    who: { token: string },
    path: string,
    body: { amount: number; reference: string; split?: boolean; method?: string },
  ) =>
    api().call('POST', `${path}/payments`, {
      token: who.token,
      body: { method: 'mpesa', ...body },
    });
  const newInvoice = async (totalCents = 5000_00) => {
    const invoice = await insertManualInvoice(api().db, {
      customerId,
      totalCents,
      createdBy: userId,
    });
    return { ...invoice, path: `/api/v1/invoices/${invoice.id}` };
  };
  const newOrder = async (totalCents = 2200_00) => {
    const order = await insertOrder(api().db, { customerId, totalCents, createdBy: userId });
    return { ...order, path: `/api/v1/orders/${order.id}` };
  };
  const repeated = (query = '') =>
    api().call('GET', `/api/v1/payments/repeated-mpesa-codes${query}`, { token: owner.token });

  it('refuses a code another payment counts under, in any case or spacing, naming what it paid', async () => {
    const first = await newInvoice();
    const order = await newOrder();
    const third = await newInvoice(100_00);
    expect((await pay(owner, first.path, { amount: 5000, reference: 'SL47ABCDE9' })).status).toBe(
      201,
    );
    const before = await salesRowCounts(api().db);
    for (const [who, sale, reference] of [
      [cashier, order, 'SL47ABCDE9'],
      [owner, third, 'sl47 abcde9'],
    ] as const) {
      expect(await pay(who, sale.path, { amount: 100, reference })).toMatchObject({
        status: 409,
        body: {
          error: `M-Pesa code SL47ABCDE9 already paid ${first.invoice_number}; ${SPLIT_HINT}`,
        },
      });
    }
    // Twice on the same sale is counting it twice too.
    expect((await pay(owner, first.path, { amount: 1, reference: 'SL47ABCDE9' })).status).toBe(409);
    expect(await salesRowCounts(api().db)).toEqual(before);
  });

  it('takes the parts of one payment split across sales, each sale once', async () => {
    const invoice = await newInvoice();
    const order = await newOrder(3000_00);
    const other = await newOrder(300_00);
    expect((await pay(owner, invoice.path, { amount: 5000, reference: 'SPL1T00001' })).status).toBe(
      201,
    );
    const part = await pay(cashier, order.path, {
      amount: 2200,
      reference: 'spl1t00001',
      split: true,
    });
    expect(part.status).toBe(201);
    expect(part.body.payments).toEqual([
      expect.objectContaining({ reference: 'SPL1T00001', split: true, amount: 2200 }),
    ]);
    expect(
      await pay(owner, order.path, { amount: 1, reference: 'SPL1T00001', split: true }),
    ).toMatchObject({
      status: 409,
      body: {
        error: `M-Pesa code SPL1T00001 already paid ${order.order_number}: a split M-Pesa payment pays each sale once`,
      },
    });
    // A part that does not say so is refused, naming the first sale the code paid.
    expect(await pay(owner, other.path, { amount: 300, reference: 'SPL1T00001' })).toMatchObject({
      status: 409,
      body: {
        error: `M-Pesa code SPL1T00001 already paid ${invoice.invoice_number}; ${SPLIT_HINT}`,
      },
    });
  });

  it('frees the code of a reversed payment for the sale it belongs to', async () => {
    const wrong = await newOrder();
    const right = await newOrder();
    const paid = await pay(cashier, wrong.path, { amount: 2200, reference: 'REV0000001' });
    const reversal = await api().call(
      'POST',
      `/api/v1/payments/${paid.body.payments[0].id}/reversal`,
      {
        token: owner.token,
        body: { reason: 'Typed on the wrong order' },
      },
    );
    expect(reversal.status).toBe(201);
    const again = await pay(cashier, right.path, { amount: 2200, reference: 'REV0000001' });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'paid', paid_amount: 2200 });
  });

  it('a split part of a code M-Pesa reported takes at most what is left of it', async () => {
    const paths = await setUpMpesa(api(), owner.token);
    const invoice = await newInvoice();
    await renumberInvoice(api().db, invoice.id, 'INV-046001');
    const order = await newOrder();
    const confirmation = c2bConfirmation({
      transId: 'RPT4600001',
      amount: 7300,
      billRef: 'INV-046001',
    });
    expect((await api().call('POST', paths.confirmation, { body: confirmation })).status).toBe(200);
    expect(await pay(cashier, order.path, { amount: 2200, reference: 'RPT4600001' })).toMatchObject(
      {
        status: 409,
        body: {
          error:
            'M-Pesa payment RPT4600001 arrived from M-Pesa by itself: assign its KSh 2,300.00 from Unmatched M-Pesa payments',
        },
      },
    );
    expect(
      await pay(cashier, order.path, { amount: 2200.01, reference: 'RPT4600001', split: true }),
    ).toMatchObject({
      status: 409,
      body: { error: expect.stringMatching(/^Payment of KSh 2,200\.01 is more than/) },
    });
    const bigger = await newOrder(3000_00);
    expect(
      await pay(cashier, bigger.path, { amount: 2400, reference: 'RPT4600001', split: true }),
    ).toMatchObject({
      status: 409,
      body: {
        error:
          'M-Pesa payment RPT4600001 brought KSh 7,300.00 and KSh 2,300.00 of it is left to record: a part of KSh 2,400.00 is more',
      },
    });
    expect(
      (await pay(cashier, order.path, { amount: 2200, reference: 'RPT4600001', split: true }))
        .status,
    ).toBe(201);
    const unmatched = await api().call('GET', '/api/v1/mpesa/receipts?unmatched=true', {
      token: owner.token,
    });
    expect(
      unmatched.body.items.find(
        (r: { receipt_number: string }) => r.receipt_number === 'RPT4600001',
      ),
    ).toMatchObject({
      amount: 7300,
      unplaced: 100,
    });
  });

  it('refuses split for anything but M-Pesa', async () => {
    const order = await newOrder();
    expect(
      await pay(owner, order.path, {
        amount: 1,
        method: 'cheque',
        reference: '000777',
        split: true,
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'split: is only for mpesa payments (one M-Pesa payment split across sales)' },
    });
  });

  describe('GET /api/v1/payments/repeated-mpesa-codes', () => {
    it('lists codes counted more than once, newest first, with their payments and what M-Pesa reported', async () => {
      const page = await repeated();
      expect(page.status).toBe(200);
      expect(page.body.items.map((item: { code: string }) => item.code)).toEqual([
        'RPT4600001',
        'SPL1T00001',
      ]);
      expect(page.body.total_count).toBe(2);
      expect(page.body.items[0]).toMatchObject({
        uses: 2,
        total_amount: 7200,
        reported_amount: 7300,
      });
      expect(page.body.items[1]).toMatchObject({
        uses: 2,
        total_amount: 7200,
        reported_amount: null,
        payments: [
          expect.objectContaining({
            amount: 5000,
            split: false,
            invoice_number: expect.any(String),
          }),
          expect.objectContaining({ amount: 2200, split: true, order_number: expect.any(String) }),
        ],
      });
      // REV0000001 was used twice, but one use was reversed: it counts once.
      const first = await repeated('?limit=1');
      expect(first.body).toMatchObject({ items: [{ code: 'RPT4600001' }], total_count: 2 });
      const next = await repeated(`?limit=1&cursor=${first.body.next_cursor}`);
      expect(next.body).toMatchObject({ items: [{ code: 'SPL1T00001' }], next_cursor: null });
    });

    it('is for owners and managers', async () => {
      expect(
        await api().call('GET', '/api/v1/payments/repeated-mpesa-codes', { token: cashier.token }),
      ).toMatchObject({ status: 403 });
      expect((await repeated('?cursor=nonsense')).status).toBe(400);
    });
  });
});
