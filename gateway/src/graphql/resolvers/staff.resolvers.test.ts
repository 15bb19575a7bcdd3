import { beforeAll, expect, it } from 'vitest';
import { describeEachStack } from '../../../../testing/test-stack.ts';

const password = 'correct horse';

describeEachStack('staff and roles through GraphQL', (stack) => {
  let owner: string;
  beforeAll(async () => {
    ({ token: owner } = await stack().api.newUser());
  });
  const gql = (token: string, query: string, variables?: Record<string, unknown>) =>
    stack().graphql(query, { token, variables });

  it('lets the owner invite a cashier, who then sees stock but is FORBIDDEN the costs', async () => {
    const invite = await gql(
      owner,
      `mutation($input: StaffInviteInput!) { createStaffInvite(input: $input) { id role expiresAt token } }`,
      { input: { role: 'cashier' } },
    );
    expect(invite.errors).toBeUndefined();
    const { token: inviteToken } = invite.data.createStaffInvite;
    expect(inviteToken).toEqual(expect.any(String));
    const open = await gql(owner, '{ staffInvites { id role createdByEmail token } }');
    expect(open.data.staffInvites).toEqual([
      {
        id: invite.data.createStaffInvite.id,
        role: 'cashier',
        createdByEmail: expect.any(String),
        token: null,
      },
    ]);

    const email = 'cashier@example.co.ke';
    const joined = await stack().graphql(
      `mutation($input: CredentialsInput!, $invite: String) { signup(input: $input, inviteToken: $invite) { email role status } }`,
      { variables: { input: { email, password }, invite: inviteToken } },
    );
    expect(joined.data.signup).toEqual({ email, role: 'cashier', status: 'active' });
    const login = await stack().graphql(
      `mutation($input: CredentialsInput!) { login(input: $input) { token } }`,
      { variables: { input: { email, password } } },
    );
    const cashier = login.data.login.token;

    await gql(
      owner,
      `mutation { createInventoryItem(input: { name: "Simba Cement 50kg", quantity: 10, unitPrice: 880, costPrice: 700 }) { id } }`,
    );
    const seen = await gql(cashier, '{ inventoryItems { name unitPrice quantity } }');
    expect(seen.data.inventoryItems).toEqual([
      { name: 'Simba Cement 50kg', unitPrice: 880, quantity: 10 },
    ]);
    const costs = await gql(cashier, '{ inventoryItems { name costPrice } }');
    expect(costs.errors?.[0]).toMatchObject({
      message: 'Only an owner or a manager can see cost prices',
      extensions: { code: 'FORBIDDEN' },
    });
    const staff = await gql(cashier, '{ staff { email } }');
    expect(staff.errors?.[0]).toMatchObject({
      message: 'Only the shop owner can manage staff',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('shows a plain sign-up as pending to the owner, who approves it as a manager', async () => {
    const email = 'pending@example.co.ke';
    const signup = await stack().graphql(
      `mutation($input: CredentialsInput!) { signup(input: $input) { role status } }`,
      { variables: { input: { email, password } } },
    );
    expect(signup.data.signup).toEqual({ role: 'cashier', status: 'pending' });
    const staff = await gql(owner, '{ staff { id email role status } }');
    const member = staff.data.staff[0];
    expect(member).toMatchObject({ email, status: 'pending' });
    const approved = await gql(
      owner,
      `mutation($id: ID!) { updateStaffMember(id: $id, input: { role: manager, status: active }) { email role status approvedByEmail } }`,
      { id: member.id },
    );
    expect(approved.data.updateStaffMember).toMatchObject({
      email,
      role: 'manager',
      status: 'active',
    });
    const me = await gql(owner, '{ me { id } }');
    const lastOwner = await gql(
      owner,
      `mutation($id: ID!) { updateStaffMember(id: $id, input: { status: disabled }) { id } }`,
      { id: me.data.me.id },
    );
    expect(lastOwner.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const out = await gql(owner, `mutation($id: ID!) { signOutStaffMember(id: $id) }`, {
      id: member.id,
    });
    expect(out.data.signOutStaffMember).toBe(0);
  });

  it('withdraws a co-owner’s invite links when the owner disables them: signing up with one fails', async () => {
    const signup = (email: string, invite: string) =>
      stack().graphql(
        `mutation($input: CredentialsInput!, $invite: String) { signup(input: $input, inviteToken: $invite) { id role status } }`,
        { variables: { input: { email, password }, invite } },
      );
    const makeInvite = async (token: string, role: string) =>
      (
        await gql(
          token,
          `mutation($input: StaffInviteInput!) { createStaffInvite(input: $input) { id token } }`,
          { input: { role, validDays: 30 } },
        )
      ).data.createStaffInvite as { id: string; token: string };
    const coOwnerEmail = 'co-owner@example.co.ke';
    const joined = await signup(coOwnerEmail, (await makeInvite(owner, 'owner')).token);
    expect(joined.data.signup).toMatchObject({ role: 'owner', status: 'active' });
    const coOwner = (
      await stack().graphql(
        `mutation($input: CredentialsInput!) { login(input: $input) { token } }`,
        { variables: { input: { email: coOwnerEmail, password } } },
      )
    ).data.login.token;
    const theirs = await makeInvite(coOwner, 'owner');

    await gql(
      owner,
      `mutation($id: ID!) { updateStaffMember(id: $id, input: { status: disabled }) { id } }`,
      {
        id: joined.data.signup.id,
      },
    );
    const open = await gql(owner, '{ staffInvites { id } }');
    expect(open.data.staffInvites).not.toContainEqual({ id: theirs.id });
    const refused = await signup('would-be-owner@example.co.ke', theirs.token);
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringContaining('This invite link is not valid'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

/**
 * A cashier's phone cannot open 127.0.0.1 (issue 46): with the shop's public address set, the
 * invite comes with the whole link on it, through REST and GraphQL alike.
 */
describeEachStack(
  "invite links on the shop's public address",
  (stack) => {
    it('answers the link on PUBLIC_BASE_URL, once', async () => {
      const { token: owner } = await stack().api.newUser();
      const rest = await stack().api.call('POST', '/api/v1/staff/invites', {
        token: owner,
        body: { role: 'cashier' },
      });
      expect(rest.body.link).toBe(
        `http://192.168.1.20:3000/signup?invite=${encodeURIComponent(rest.body.token)}`,
      );
      const made = await stack().graphql(
        'mutation { createStaffInvite(input: { role: cashier }) { token link } }',
        { token: owner },
      );
      const { token, link } = made.data.createStaffInvite;
      expect(link).toBe(`http://192.168.1.20:3000/signup?invite=${encodeURIComponent(token)}`);
      const open = await stack().graphql('{ staffInvites { link } }', { token: owner });
      expect(open.data.staffInvites).toEqual([{ link: null }, { link: null }]);
    });
  },
  () => ({ publicBaseUrl: 'http://192.168.1.20:3000' }),
);
