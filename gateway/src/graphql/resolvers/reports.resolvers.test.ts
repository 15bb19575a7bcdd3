import { expect, it } from 'vitest';
import { describeEachStack } from '../../../../testing/test-stack.ts';

const nairobiToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

describeEachStack('reports through GraphQL', (stack) => {
  const gql = (token: string, query: string, variables?: Record<string, unknown>) =>
    stack().graphql(query, { token, variables });

  /**
   * One sale on a fresh database: 3 bolts at KSh 116.00 (VAT included: 100.00 net, 16.00 VAT)
   * that cost KSh 58.00 each, on credit. Every report's figures follow from it alone.
   */
  async function arrangeSale(token: string) {
    const item = await gql(
      token,
      `mutation { createInventoryItem(input: { name: "Report bolts", quantity: 10, unitPrice: 116, costPrice: 58 }) { id } }`,
    );
    const customer = await gql(
      token,
      `mutation { createCustomer(input: { name: "Report Hardware", contact: "0722 000 001" }) { id } }`,
    );
    const order = await gql(
      token,
      `mutation ($input: CreateOrderInput!) { createOrder(input: $input, idempotencyKey: "report-sale") { id } }`,
      {
        input: {
          customerId: customer.data.createCustomer.id,
          paymentMethod: 'credit',
          vatRate: 0.16,
          items: [{ inventoryId: item.data.createInventoryItem.id, quantity: 3, unitPrice: 116 }],
          subtotal: 300,
          vatAmount: 48,
          totalAmount: 348,
        },
      },
    );
    expect(order.errors).toBeUndefined();
    return {
      itemId: item.data.createInventoryItem.id,
      customerId: customer.data.createCustomer.id,
    };
  }

  it('reads every report in GraphQL’s names, and streams every report’s CSV through the gateway', async () => {
    const manager = await stack().api.newUser();
    const { itemId, customerId } = await arrangeSale(manager.token);
    const today = nairobiToday();
    const figures = { netSales: 300, cost: 174, grossProfit: 126, marginPercent: 42 };

    const answer = await gql(
      manager.token,
      `query ($month: String!, $today: String!) {
        vatReturn(month: $month) { month netVat bands { band rate salesTaxable salesVat creditedTaxable creditedVat } }
        salesByItem(from: $today, to: $today) {
          from to rows { inventoryId name unit quantity netSales cost grossProfit marginPercent }
          totals { netSales cost grossProfit marginPercent }
        }
        salesByCustomer(from: $today, to: $today) { rows { customerId name netSales cost grossProfit marginPercent } }
        salesByDay(from: $today, to: $today) { rows { day netSales cost grossProfit marginPercent } }
        stockValuation(asOf: $today) {
          asOf totalValue totalShelfValue rows { inventoryId name quantity averageCost value shelfPrice shelfValue }
        }
        agedDebtors(asOf: $today) {
          asOf rows { customerId name current days1To30 days31To60 days61To90 over90 total credit }
          totals { current days1To30 days31To60 days61To90 over90 total credit }
        }
      }`,
      { month: today.slice(0, 7), today },
    );
    expect(answer.errors).toBeUndefined();
    const data = answer.data;
    expect(data.vatReturn.month).toBe(today.slice(0, 7));
    expect(data.vatReturn.netVat).toBe(48);
    expect(data.vatReturn.bands).toContainEqual({
      band: 'B',
      rate: 0.16,
      salesTaxable: 300,
      salesVat: 48,
      creditedTaxable: 0,
      creditedVat: 0,
    });
    expect(data.salesByItem).toMatchObject({ from: today, to: today, totals: figures });
    expect(data.salesByItem.rows).toEqual([
      { inventoryId: itemId, name: 'Report bolts', unit: 'pcs', quantity: 3, ...figures },
    ]);
    expect(data.salesByCustomer.rows).toEqual([
      { customerId, name: 'Report Hardware', ...figures },
    ]);
    expect(data.salesByDay.rows).toEqual([{ day: today, ...figures }]);
    expect(data.stockValuation).toMatchObject({
      asOf: today,
      totalValue: 406,
      totalShelfValue: 812,
    });
    expect(data.stockValuation.rows).toEqual([
      {
        inventoryId: itemId,
        name: 'Report bolts',
        quantity: 7,
        averageCost: 58,
        value: 406,
        shelfPrice: 116,
        shelfValue: 812,
      },
    ]);
    const owed = { current: 348, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0 };
    expect(data.agedDebtors.rows).toEqual([
      { customerId, name: 'Report Hardware', ...owed, total: 348, credit: 0 },
    ]);
    expect(data.agedDebtors.totals).toEqual({ ...owed, total: 348, credit: 0 });

    const csv = await stack().gatewayFetch(
      new Request(`http://ghala.test/export/reports/sales-by-item.csv?from=${today}&to=${today}`, {
        headers: { Authorization: `Bearer ${manager.token}` },
      }),
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain('Report bolts');
    // A sale to a customer without a KRA PIN is a total line of the VAT3 sheet, unnamed.
    for (const [path, holds] of [
      [`vat/sales.csv?month=${today.slice(0, 7)}`, /^PIN of Purchaser,/],
      [`sales-by-customer.csv?from=${today}&to=${today}`, /Report Hardware/],
      [`stock-valuation.csv?as_of=${today}`, /Report bolts/],
      [`aged-debtors.csv?as_of=${today}`, /Report Hardware/],
    ] as const) {
      const download = await stack().gatewayFetch(
        new Request(`http://ghala.test/export/reports/${path}`, {
          headers: { Authorization: `Bearer ${manager.token}` },
        }),
      );
      expect(download.status, path).toBe(200);
      expect(await download.text(), path).toMatch(holds);
    }
    const unsigned = await stack().gatewayFetch(
      new Request(`http://ghala.test/export/reports/sales-by-day.csv?from=${today}&to=${today}`),
    );
    expect(unsigned.status).toBe(401);
    // Only what reads as a report's CSV reaches the API; a report it lacks is its 404.
    for (const [path, status] of [
      ['reports/no-such-report.csv', 404],
      ['reports/vat/sales/extra.csv', 404],
      ['reports/Sales.csv', 404],
    ] as const) {
      const answer = await stack().gatewayFetch(
        new Request(`http://ghala.test/export/${path}`, {
          headers: { Authorization: `Bearer ${manager.token}` },
        }),
      );
      expect(answer.status, path).toBe(status);
    }
  });

  it('refuses a cashier every report, in GraphQL and as CSV', async () => {
    const cashier = await stack().api.newUser(undefined, 'cashier');
    const today = nairobiToday();
    for (const query of [
      `{ vatReturn(month: "${today.slice(0, 7)}") { netVat } }`,
      `{ salesByItem(from: "${today}", to: "${today}") { totals { netSales } } }`,
      `{ stockValuation(asOf: "${today}") { totalValue } }`,
      `{ agedDebtors(asOf: "${today}") { totals { total } } }`,
    ]) {
      const answer = await gql(cashier.token, query);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const csv = await stack().gatewayFetch(
      new Request(
        `http://ghala.test/export/reports/sales-by-customer.csv?from=${today}&to=${today}`,
        {
          headers: { Authorization: `Bearer ${cashier.token}` },
        },
      ),
    );
    expect(csv.status).toBe(403);
  });
});
