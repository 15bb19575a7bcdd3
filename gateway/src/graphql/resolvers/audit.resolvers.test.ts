import { expect, it } from 'vitest';
import { describeEachStack } from '../../../../testing/test-stack.ts';

describeEachStack('the audit trail through GraphQL', (stack) => {
  const gql = (token: string, query: string, variables?: Record<string, unknown>) =>
    stack().graphql(query, { token, variables });

  it('pages the trail with its actions named for GraphQL, filtered by action and person', async () => {
    const manager = await stack().api.newUser();
    const item = await gql(
      manager.token,
      `mutation { createInventoryItem(input: { name: "Audit nails", quantity: 5, unitPrice: 10, costPrice: 8 }) { id } }`,
    );
    const id = item.data.createInventoryItem.id;
    const edited = await gql(
      manager.token,
      `mutation($id: ID!) { updatePrices(id: $id, input: { newUnitPrice: 12, newCostPrice: 8, changeReason: "Supplier raised" }) { id } }`,
      { id },
    );
    expect(edited.errors).toBeUndefined();

    const page = await gql(
      manager.token,
      `query($action: AuditAction) { auditPage(first: 5, action: $action, search: "Audit nails") {
        totalCount pageInfo { hasNextPage endCursor }
        nodes { action actorEmail actorId entity entityId summary changes { field before after } }
      } }`,
      { action: 'price_changed' },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data.auditPage.totalCount).toBe(1);
    expect(page.data.auditPage.nodes).toEqual([
      {
        action: 'price_changed',
        actorEmail: manager.email,
        actorId: expect.stringMatching(/^[1-9]\d*$/),
        entity: 'item',
        entityId: id,
        summary: 'Audit nails: selling price KSh 10.00 → KSh 12.00 (Supplier raised)',
        changes: [{ field: 'Selling price', before: 'KSh 10.00', after: 'KSh 12.00' }],
      },
    ]);

    const failed = await stack().graphql(
      `mutation { login(input: { email: "${manager.email}", password: "guess-again" }) { token } }`,
    );
    expect(failed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const refused = await gql(
      manager.token,
      `{ auditPage(first: 1, action: sign_in_failed) { nodes { action actorEmail summary } } }`,
    );
    expect(refused.data.auditPage.nodes[0]).toEqual({
      action: 'sign_in_failed',
      actorEmail: manager.email,
      summary: `Sign-in refused for ${manager.email}: wrong password`,
    });
  });

  it('is FORBIDDEN to a cashier', async () => {
    const cashier = await stack().api.newUser(undefined, 'cashier');
    const answer = await gql(cashier.token, '{ auditPage { totalCount } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
