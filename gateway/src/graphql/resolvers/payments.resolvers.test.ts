import { beforeAll, expect, it } from 'vitest';
import { insertCustomer } from '../../../../api/src/test/fixtures.ts';
import {
  insertManualInvoice,
  insertOrder,
  userIdOf,
} from '../../../../api/src/test/sales-fixtures.ts';
import { describeEachStack, type TestStack } from '../../../../testing/test-stack.ts';

const PAYMENT_FIELDS = `id kind amount paidAt method reference note orderId invoiceId
  reversesPaymentId reversedByPaymentId createdAt recordedByEmail`;
/** Today in Nairobi (UTC+3 all year), the API's default business time zone. */
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

describeEachStack('the payment ledger through GraphQL', (stack) => {
  let token: string;
  let email: string;
  let userId: number;
  let customerId: number;
  const gql = (query: string, variables?: Record<string, unknown>) =>
    stack().graphql(query, { token, variables });
  /** An order of KSh 1,160.00, straight into the database (totals are not what is tested). */
  const newOrder = (api: TestStack['api']) =>
    insertOrder(api.db, { customerId, totalCents: 1160_00, createdBy: userId });

  beforeAll(async () => {
    ({ token, email } = await stack().api.newUser());
    userId = await userIdOf(stack().api.db, email);
    ({ id: customerId } = await insertCustomer(stack().api.db, { name: 'Wairimu Traders' }));
  });

  it('records an order payment that its invoice shows, and reverses it', async () => {
    const order = await newOrder(stack().api);
    const paid = await gql(
      `mutation($id: ID!, $date: String) {
        recordOrderPayment(id: $id, amount: 400, method: mpesa, reference: "QK7H2M9XLP",
          date: $date, note: "Deposit", idempotencyKey: "till-1") {
          id paidAmount balance status payments { ${PAYMENT_FIELDS} }
        }
      }`,
      { id: String(order.id), date: today() },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data.recordOrderPayment).toMatchObject({
      id: String(order.id),
      paidAmount: 400,
      balance: 760,
      status: 'partially_paid',
      payments: [
        {
          kind: 'payment',
          amount: 400,
          method: 'mpesa',
          reference: 'QK7H2M9XLP',
          note: 'Deposit',
          orderId: String(order.id),
          invoiceId: null,
          reversesPaymentId: null,
          reversedByPaymentId: null,
          recordedByEmail: email,
        },
      ],
    });
    const paymentId = paid.data.recordOrderPayment.payments[0].id;

    const invoice = await gql(
      `mutation($id: ID!) { generateInvoice(orderId: $id) {
        id amountPaid balance status payments { id amount invoiceId } } }`,
      { id: String(order.id) },
    );
    const invoiceId = invoice.data.generateInvoice.id;
    expect(invoice.data.generateInvoice).toEqual({
      id: invoiceId,
      amountPaid: 400,
      balance: 760,
      status: 'partially_paid',
      payments: [{ id: paymentId, amount: 400, invoiceId }],
    });

    const onInvoice = await gql(
      `mutation($id: ID!) { recordInvoicePayment(id: $id, amount: 760, method: cheque,
        reference: "004512") { amountPaid balance status payments { amount method } } }`,
      { id: invoiceId },
    );
    expect(onInvoice.data.recordInvoicePayment).toEqual({
      amountPaid: 1160,
      balance: 0,
      status: 'paid',
      payments: [
        { amount: 400, method: 'mpesa' },
        { amount: 760, method: 'cheque' },
      ],
    });

    const reversed = await gql(
      `mutation($id: ID!) { reversePayment(id: $id, reason: "M-Pesa reversed by Safaricom") {
        reversal { kind amount note reversesPaymentId }
        order { status paidAmount balance }
        invoice { status amountPaid payments { id reversedByPaymentId } }
      } }`,
      { id: paymentId },
    );
    expect(reversed.errors).toBeUndefined();
    const { reversal, order: after, invoice: invoiceAfter } = reversed.data.reversePayment;
    expect(reversal).toEqual({
      kind: 'reversal',
      amount: -400,
      note: 'M-Pesa reversed by Safaricom',
      reversesPaymentId: paymentId,
    });
    expect(after).toEqual({ status: 'partially_paid', paidAmount: 760, balance: 400 });
    expect(invoiceAfter.status).toBe('partially_paid');
    expect(invoiceAfter.payments[0]).toEqual({
      id: paymentId,
      reversedByPaymentId: expect.any(String),
    });
  });

  it('maps the API’s refusals to GraphQL error codes', async () => {
    const order = await newOrder(stack().api);
    const noReference = await gql(
      `mutation($id: ID!) { recordOrderPayment(id: $id, amount: 10, method: mpesa) { id } }`,
      { id: String(order.id) },
    );
    expect(noReference.errors?.[0]).toMatchObject({
      message: expect.stringContaining('reference: is required for mpesa'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const tooMuch = await gql(
      `mutation($id: ID!) { recordOrderPayment(id: $id, amount: 2000, method: cash) { id } }`,
      { id: String(order.id) },
    );
    expect(tooMuch.errors?.[0]).toMatchObject({
      message: 'Payment of KSh 2,000.00 is more than the balance of KSh 1,160.00',
      extensions: { code: 'CONFLICT' },
    });
    const unknown = await gql(
      `mutation { reversePayment(id: "999999", reason: "x") { reversal { id } } }`,
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('reads the payments of pages of orders and invoices in batches, whatever the page size', async () => {
    const counts: number[] = [];
    for (const size of [2, 6]) {
      const orders = [];
      for (let made = 0; made < size; made += 1) orders.push(await newOrder(stack().api));
      for (const order of orders) {
        await gql(
          `mutation($id: ID!) { recordOrderPayment(id: $id, amount: 1, method: cash) { id } }`,
          {
            id: String(order.id),
          },
        );
        await gql(`mutation($id: ID!) { generateInvoice(orderId: $id) { id } }`, {
          id: String(order.id),
        });
      }
      stack().restCalls.length = 0;
      const answer = await gql(
        `query($first: Int) {
          ordersPage(first: $first) { nodes { id payments { amount } } }
          invoicesPage(first: $first) { nodes { id payments { amount } } }
        }`,
        { first: size },
      );
      expect(answer.errors).toBeUndefined();
      for (const list of [answer.data.ordersPage.nodes, answer.data.invoicesPage.nodes]) {
        expect(list).toHaveLength(size);
        for (const node of list) expect(node.payments).toEqual([{ amount: 1 }]);
      }
      counts.push(stack().restCalls.filter((call) => call.includes('/payments')).length);
    }
    // One batch per list at most (they may resolve apart), never one call per row.
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBeLessThanOrEqual(2);
  });

  it('answers a customer statement, the balance on customer rows, and the dashboard money', async () => {
    const { id: buyer } = await insertCustomer(stack().api.db, { name: 'Zuberi Statement Test' });
    const manual = await insertManualInvoice(stack().api.db, {
      customerId: buyer,
      totalCents: 3000_00,
      createdBy: userId,
    });
    await gql(
      `mutation($id: ID!) { recordInvoicePayment(id: $id, amount: 1000, method: cash) { id } }`,
      {
        id: String(manual.id),
      },
    );
    const statement = await gql(
      `query($id: ID!) { customerStatement(customerId: $id) {
        customer { name } asOf openingBalance closingBalance
        lines { kind invoiceNumber method debit credit balance }
        ageing { current days1To30 days31To60 days61To90 daysOver90 }
      } }`,
      { id: String(buyer) },
    );
    expect(statement.errors).toBeUndefined();
    expect(statement.data.customerStatement).toEqual({
      customer: { name: 'Zuberi Statement Test' },
      asOf: today(),
      openingBalance: 0,
      closingBalance: 2000,
      lines: [
        {
          kind: 'sale',
          invoiceNumber: manual.invoice_number,
          method: null,
          debit: 3000,
          credit: 0,
          balance: 3000,
        },
        {
          kind: 'payment',
          invoiceNumber: manual.invoice_number,
          method: 'cash',
          debit: 0,
          credit: 1000,
          balance: 2000,
        },
      ],
      ageing: { current: 2000, days1To30: 0, days31To60: 0, days61To90: 0, daysOver90: 0 },
    });
    const missing = await gql(`{ customerStatement(customerId: "999999") { asOf } }`);
    expect(missing.data).toEqual({ customerStatement: null });

    const rows = await gql(`{ customersPage(search: "Zuberi") { nodes { name balance } } }`);
    expect(rows.data.customersPage.nodes).toEqual([
      { name: 'Zuberi Statement Test', balance: 2000 },
    ]);

    const overview = await gql(
      `query($from: String) { overview(from: $from) {
        cashCollected { from to amount payments } receivables { owed overdue openSales } } }`,
      { from: today() },
    );
    expect(overview.errors).toBeUndefined();
    expect(overview.data.overview.cashCollected).toMatchObject({ from: today(), to: today() });
    expect(overview.data.overview.cashCollected.amount).toBeGreaterThanOrEqual(1000);
    expect(overview.data.overview.receivables.owed).toBeGreaterThanOrEqual(2000);
  });

  it('pages the whole ledger with its sale and customer in one REST read, and its sum', async () => {
    const { id: buyer } = await insertCustomer(stack().api.db, { name: 'Nyambura Ledger Test' });
    const orders = [];
    for (let made = 0; made < 3; made += 1) orders.push(await newOrder(stack().api));
    await stack()
      .api.db.updateTable('orders')
      .set({ customer_id: buyer })
      .where(
        'id',
        'in',
        orders.map((order) => order.id),
      )
      .execute();
    for (const [index, order] of orders.entries()) {
      const paid = await gql(
        `mutation($id: ID!, $reference: String) { recordOrderPayment(id: $id, amount: 100,
          method: mpesa, reference: $reference) { id } }`,
        { id: String(order.id), reference: `QNYAMB${index}` },
      );
      expect(paid.errors).toBeUndefined();
    }
    await gql(`mutation($id: ID!) { generateInvoice(orderId: $id) { id } }`, {
      id: String(orders[0]!.id),
    });

    stack().restCalls.length = 0;
    const answer = await gql(
      `query($search: String) {
        paymentsPage(search: $search, method: mpesa, from: "${today()}", to: "${today()}", first: 2) {
          nodes { ${PAYMENT_FIELDS} orderNumber invoiceNumber customerId customerName }
          pageInfo { endCursor hasNextPage }
          totalCount
          totalAmount
        }
      }`,
      { search: 'nyambura' },
    );
    expect(answer.errors).toBeUndefined();
    const page = answer.data.paymentsPage;
    expect(page).toMatchObject({
      totalCount: 3,
      totalAmount: 300,
      pageInfo: { hasNextPage: true },
    });
    expect(page.nodes).toHaveLength(2);
    expect(page.nodes[1]).toMatchObject({
      kind: 'payment',
      amount: 100,
      method: 'mpesa',
      reference: 'QNYAMB1',
      orderId: String(orders[1]!.id),
      orderNumber: orders[1]!.order_number,
      invoiceNumber: null,
      customerId: String(buyer),
      customerName: 'Nyambura Ledger Test',
      recordedByEmail: email,
    });
    // Newest first; the rows carry all they show, so one read answers the page.
    expect(page.nodes[0].reference).toBe('QNYAMB2');
    expect(stack().restCalls).toEqual([
      expect.stringMatching(
        /^GET \/api\/v1\/payments\?limit=2&sort=paid_at_desc&q=nyambura&method=mpesa&from=/,
      ),
    ]);

    const next = await gql(
      `query($after: String) { paymentsPage(search: "nyambura", first: 2, after: $after) {
        nodes { reference invoiceNumber } pageInfo { hasNextPage } } }`,
      { after: page.pageInfo.endCursor },
    );
    expect(next.data.paymentsPage).toEqual({
      // The first order's invoice came after its payment: the entry is the invoice's too.
      nodes: [{ reference: 'QNYAMB0', invoiceNumber: expect.stringMatching(/^INV-/) }],
      pageInfo: { hasNextPage: false },
    });

    // A sale's own entries do not repeat what the sale says.
    const own = await gql(
      `query($id: ID!) { order(id: $id) { payments { orderNumber customerName } } }`,
      { id: String(orders[1]!.id) },
    );
    expect(own.data.order.payments).toEqual([{ orderNumber: null, customerName: null }]);

    const bad = await gql('{ paymentsPage(after: "forged") { totalCount } }');
    expect(bad.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^after: is not a cursor of this list/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('sorts customers by what they owe', async () => {
    const owing = await gql(
      `{ customersPage(sort: balance_desc, first: 1) { nodes { balance } totalCount } }`,
    );
    expect(owing.errors).toBeUndefined();
    const all = await gql(`{ customersPage(first: 200) { nodes { balance } } }`);
    const most = Math.max(
      ...all.data.customersPage.nodes.map((c: { balance: number }) => c.balance),
    );
    expect(owing.data.customersPage.nodes).toEqual([{ balance: most }]);
    const bad = await gql(`{ suppliersPage(sort: balance_desc) { totalCount } }`);
    expect(bad.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describeEachStack('M-Pesa codes counted once through GraphQL', (stack) => {
  let token: string;
  let userId: number;
  let customerId: number;
  const gql = (query: string, variables?: Record<string, unknown>) =>
    stack().graphql(query, { token, variables });

  beforeAll(async () => {
    const user = await stack().api.newUser();
    token = user.token;
    userId = await userIdOf(stack().api.db, user.email);
    ({ id: customerId } = await insertCustomer(stack().api.db, { name: 'Otieno Hardware' }));
  });

  it('refuses a code typed again with CONFLICT naming its document, takes a split part, lists the code', async () => {
    const sale = { customerId, totalCents: 5000_00, createdBy: userId };
    const invoice = await insertManualInvoice(stack().api.db, sale);
    const order = await insertOrder(stack().api.db, { ...sale, totalCents: 2200_00 });
    const first = await gql(
      `mutation($id: ID!) { recordInvoicePayment(id: $id, amount: 5000, method: mpesa,
        reference: "sl47abcde9") { payments { reference split } } }`,
      { id: String(invoice.id) },
    );
    expect(first.data.recordInvoicePayment.payments).toEqual([
      { reference: 'SL47ABCDE9', split: false },
    ]);
    const onOrder = `mutation($id: ID!, $split: Boolean) { recordOrderPayment(id: $id,
      amount: 2200, method: mpesa, reference: "SL47ABCDE9", split: $split) {
      status payments { reference split } } }`;
    const refused = await gql(onOrder, { id: String(order.id) });
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        new RegExp(`^M-Pesa code SL47ABCDE9 already paid ${invoice.invoice_number};`),
      ),
      extensions: { code: 'CONFLICT' },
    });
    const part = await gql(onOrder, { id: String(order.id), split: true });
    expect(part.errors).toBeUndefined();
    expect(part.data.recordOrderPayment).toEqual({
      status: 'paid',
      payments: [{ reference: 'SL47ABCDE9', split: true }],
    });
    const review = await gql(`{ repeatedMpesaCodes(first: 10) {
      totalCount pageInfo { hasNextPage }
      nodes { code uses totalAmount reportedAmount
        payments { amount split orderNumber invoiceNumber customerName } } } }`);
    expect(review.errors).toBeUndefined();
    expect(review.data.repeatedMpesaCodes).toEqual({
      totalCount: 1,
      pageInfo: { hasNextPage: false },
      nodes: [
        {
          code: 'SL47ABCDE9',
          uses: 2,
          totalAmount: 7200,
          reportedAmount: null,
          payments: [
            {
              amount: 5000,
              split: false,
              orderNumber: null,
              invoiceNumber: invoice.invoice_number,
              customerName: 'Otieno Hardware',
            },
            {
              amount: 2200,
              split: true,
              orderNumber: order.order_number,
              invoiceNumber: null,
              customerName: 'Otieno Hardware',
            },
          ],
        },
      ],
    });
  });
});
