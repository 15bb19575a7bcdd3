import { beforeAll, expect, it } from 'vitest';
import { insertCustomer, insertItem, orderRequest } from '../../../../api/src/test/fixtures.ts';
import { describeEachStack } from '../../../../testing/test-stack.ts';

const CREATE = `mutation($kind: SharedDocumentKind!, $id: ID!, $days: Int) {
  createShareLink(kind: $kind, id: $id, expiresInDays: $days) { id url expiresAt }
}`;
const REVOKE = 'mutation($id: ID!) { revokeShareLink(id: $id) }';
const SAVE = `mutation($input: CompanyInput!) { updateCompany(input: $input) { publicAddress } }`;

describeEachStack('share links through GraphQL', (stack) => {
  let owner: { token: string };
  let cashier: { token: string };
  let orderId: string;
  beforeAll(async () => {
    owner = await stack().api.newUser();
    cashier = await stack().api.newUser(undefined, 'cashier');
    const customer = await insertCustomer(stack().api.db);
    const item = await insertItem(stack().api.db);
    const order = await stack().api.call('POST', '/api/v1/orders', {
      token: owner.token,
      body: orderRequest(customer.id, [{ item, quantity: 1 }]),
    });
    orderId = String(order.body.id);
  });
  const gql = (token: string, query: string, variables?: Record<string, unknown>) =>
    stack().graphql(query, { token, variables });

  it('says to set the public address first, then a cashier shares and revokes', async () => {
    const early = await gql(cashier.token, CREATE, { kind: 'order', id: orderId });
    expect(early.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(early.errors?.[0]?.message).toBe(
      "Set the shop's public address in Settings before sharing documents",
    );
    const saved = await gql(owner.token, SAVE, {
      input: {
        name: 'Duka',
        registrationNumber: 'PVT-1',
        email: 'duka@example.co.ke',
        defaultVatRate: 0.16,
        publicAddress: 'https://duka.example.co.ke',
      },
    });
    expect(saved.data.updateCompany.publicAddress).toBe('https://duka.example.co.ke');
    const made = await gql(cashier.token, CREATE, { kind: 'order', id: orderId, days: 2 });
    expect(made.errors).toBeUndefined();
    expect(made.data.createShareLink.url).toMatch(/^https:\/\/duka\.example\.co\.ke\/s\/.{22}$/);
    expect(made.data.createShareLink.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const revoked = await gql(cashier.token, REVOKE, { id: made.data.createShareLink.id });
    expect(revoked.data.revokeShareLink).toBe(made.data.createShareLink.id);
  });
});
