import { beforeAll, expect, it } from 'vitest';
import { describeEachStack } from '../../../../testing/test-stack.ts';

const SHIFT = `id openingFloat closedAt cashier { email } closedBy { email }
  cashMovements { kind amount reason recordedBy { email } }
  zReport { openingFloat cashTaken payIns payOuts expectedCash countedCash difference
    byMethod { method taken refunded reversed net } }`;

describeEachStack('shifts through GraphQL', (stack) => {
  let manager: { token: string; email: string };
  beforeAll(async () => {
    await stack().api.newUser();
    manager = await stack().api.newUser();
  });
  const gql = (query: string, variables?: Record<string, unknown>) =>
    stack().graphql(query, { token: manager.token, variables });

  it('opens, pays out, closes with the Z report, and lists the shift', async () => {
    expect((await gql('{ currentShift { id } }')).data.currentShift).toBeNull();
    const opened = await gql(
      `mutation($key: String) { openShift(openingFloat: 1000, idempotencyKey: $key) { ${SHIFT} } }`,
      { key: 'open-1' },
    );
    expect(opened.errors).toBeUndefined();
    const id = opened.data.openShift.id;
    expect((await gql('{ currentShift { id openedAt } }')).data.currentShift.id).toBe(id);
    const again = await gql('mutation { openShift(openingFloat: 5) { id } }');
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const paidOut = await gql(
      `mutation($id: ID!) { recordCashMovement(shiftId: $id, kind: pay_out, amount: 120.5, reason: "Boda boda delivery") { ${SHIFT} } }`,
      { id },
    );
    expect(paidOut.data.recordCashMovement.cashMovements).toEqual([
      {
        kind: 'pay_out',
        amount: 120.5,
        reason: 'Boda boda delivery',
        recordedBy: { email: manager.email },
      },
    ]);
    const closed = await gql(
      `mutation($id: ID!) { closeShift(id: $id, countedCash: 880) { ${SHIFT} } }`,
      { id },
    );
    expect(closed.data.closeShift.zReport).toMatchObject({
      openingFloat: 1000,
      cashTaken: 0,
      payOuts: 120.5,
      expectedCash: 879.5,
      countedCash: 880,
      difference: 0.5,
    });
    expect(closed.data.closeShift.zReport.byMethod[0]).toEqual({
      method: 'cash',
      taken: 0,
      refunded: 0,
      reversed: 0,
      net: 0,
    });
    expect(
      (await gql('query($id: ID!) { shift(id: $id) { id closedBy { email } } }', { id })).data
        .shift,
    ).toEqual({
      id,
      closedBy: { email: manager.email },
    });
    expect((await gql('{ shift(id: "999999") { id } }')).data.shift).toBeNull();
    const page = await gql(
      '{ shiftsPage(open: false) { totalCount nodes { id expectedCash countedCash difference cashier { email } } pageInfo { hasNextPage } } }',
    );
    expect(page.data.shiftsPage).toEqual({
      totalCount: 1,
      nodes: [
        {
          id,
          expectedCash: 879.5,
          countedCash: 880,
          difference: 0.5,
          cashier: { email: manager.email },
        },
      ],
      pageInfo: { hasNextPage: false },
    });
  });
});
