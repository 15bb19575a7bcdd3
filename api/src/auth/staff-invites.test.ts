import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-api.ts';
import { INVITE_INVALID } from './staff-invites.ts';

const password = 'correct horse';

/**
 * Issue 46: invites die with their maker's rights. A fired or demoted co-owner's open invites
 * (a 30-day owner invite among them) still let people in, as an owner, after they left.
 */
describeEachDatabase('invites die with their maker’s rights', (api) => {
  let owner = '';
  let counter = 0;
  const signup = (invite_token: string) =>
    api().call('POST', '/api/signup', {
      body: { email: `joiner-${++counter}@example.co.ke`, password, invite_token },
    });
  const invite = async (token: string, role: string) =>
    (await api().call('POST', '/api/v1/staff/invites', { token, body: { role, valid_days: 30 } }))
      .body as { id: number; token: string };
  const openInvites = async () =>
    (await api().call('GET', '/api/v1/staff/invites', { token: owner })).body.map(
      (open: { id: number }) => open.id,
    );

  /** A second owner, let in through the first owner's invite, signed in. */
  async function coOwner() {
    const email = `co-owner-${++counter}@example.co.ke`;
    const { token } = await invite(owner, 'owner');
    const joined = await api().call('POST', '/api/signup', {
      body: { email, password, invite_token: token },
    });
    expect(joined.body).toMatchObject({ role: 'owner', status: 'active' });
    const login = await api().call('POST', '/api/login', { body: { email, password } });
    return { id: joined.body.id as number, email, token: login.body.token as string };
  }

  const change = (id: number, body: Record<string, string>) =>
    api().call('PATCH', `/api/v1/staff/${id}`, { token: owner, body });

  beforeAll(async () => {
    ({ token: owner } = await api().newUser('first.owner@example.co.ke'));
  });

  it('withdraws a disabled co-owner’s open invites: they no longer let anyone in, even re-enabled', async () => {
    const fired = await coOwner();
    const ownerInvite = await invite(fired.token, 'owner');
    const cashierInvite = await invite(fired.token, 'cashier');
    const mine = await invite(owner, 'cashier');
    expect(await openInvites()).toEqual(
      expect.arrayContaining([ownerInvite.id, cashierInvite.id, mine.id]),
    );

    expect((await change(fired.id, { status: 'disabled' })).status).toBe(200);
    const open = await openInvites();
    expect(open).not.toContain(ownerInvite.id);
    expect(open).not.toContain(cashierInvite.id);
    expect(open).toContain(mine.id);
    for (const { token } of [ownerInvite, cashierInvite]) {
      expect(await signup(token)).toMatchObject({ status: 400, body: { error: INVITE_INVALID } });
    }
    // The shop's other owner's links are untouched.
    expect((await signup(mine.token)).body).toMatchObject({ role: 'cashier', status: 'active' });

    const audit = await api().call('GET', '/api/v1/audit?limit=10', { token: owner });
    expect(audit.body.items.map((item: { summary: string }) => item.summary)).toContain(
      `2 open invite links made by ${fired.email} withdrawn: no longer an active owner`,
    );

    // Enabled again, the withdrawn links stay dead.
    expect((await change(fired.id, { status: 'active' })).status).toBe(200);
    expect((await signup(ownerInvite.token)).body.error).toBe(INVITE_INVALID);
  });

  it('withdraws a co-owner’s invites when they are made a manager: they could no longer make them', async () => {
    const demoted = await coOwner();
    const managerInvite = await invite(demoted.token, 'manager');
    expect((await change(demoted.id, { role: 'manager' })).status).toBe(200);
    expect(await openInvites()).not.toContain(managerInvite.id);
    expect(await signup(managerInvite.token)).toMatchObject({
      status: 400,
      body: { error: INVITE_INVALID },
    });
  });

  it('refuses an invite whose maker is no longer an active owner, however that came about', async () => {
    // As a database from before this rule may hold: the maker disabled, the link still open.
    const gone = await coOwner();
    const link = await invite(gone.token, 'owner');
    await api()
      .db.updateTable('users')
      .set({ status: 'disabled' })
      .where('id', '=', gone.id)
      .execute();
    expect(await openInvites()).not.toContain(link.id);
    const before = await api().db.selectFrom('users').select('id').execute();
    expect(await signup(link.token)).toMatchObject({
      status: 400,
      body: { error: INVITE_INVALID },
    });
    expect(await api().db.selectFrom('users').select('id').execute()).toEqual(before);
  });
});
