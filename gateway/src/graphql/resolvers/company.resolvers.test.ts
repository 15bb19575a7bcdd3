import { beforeAll, expect, it } from 'vitest';
import { describeEachStack } from '../../../../testing/test-stack.ts';

const COMPANY = `{ company {
  name registrationNumber email kraPin address phone logo defaultVatRate invoiceFooter
  mpesaType mpesaNumber bankDetails kraBranchId kraDeviceSerial kraTypedLineClassCode etimsMode updatedAt updatedByEmail
} }`;
const UPDATE = `mutation($input: CompanyInput!) { updateCompany(input: $input) {
  name registrationNumber kraPin logo defaultVatRate mpesaType mpesaNumber updatedByEmail
} }`;
const GETTING_STARTED = '{ gettingStarted { shopDetailsSaved hasSupplier hasItem hasSale } }';

/** The largest logo the API keeps: a PNG header and padding, 200 KB in all. */
const largestLogo = `data:image/png;base64,${Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200 * 1024 - 8),
]).toString('base64')}`;

const input = {
  name: 'Mwangi Hardware Ltd',
  registrationNumber: 'PVT-MW2024',
  email: 'sales@mwangi.co.ke',
  kraPin: 'a123456789z',
  address: 'Moi Avenue\nNakuru',
  phone: '0722 410 410',
  logo: largestLogo,
  defaultVatRate: 0.08,
  invoiceFooter: 'Asante sana',
  mpesaType: 'till',
  mpesaNumber: '123456',
  bankDetails: 'Equity Bank, Nakuru branch, 0123456789',
};

describeEachStack("the shop's details through GraphQL", (stack) => {
  let owner: { token: string; email: string };
  let cashier: { token: string };
  beforeAll(async () => {
    owner = await stack().api.newUser();
    cashier = await stack().api.newUser(undefined, 'cashier');
  });
  const gql = (token: string, query: string, variables?: Record<string, unknown>) =>
    stack().graphql(query, { token, variables });

  it('answers empty details and 16 % until someone saves: never a made-up company', async () => {
    const answer = await gql(cashier.token, COMPANY);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.company).toEqual({
      name: '',
      registrationNumber: '',
      email: '',
      kraPin: null,
      address: null,
      phone: null,
      logo: null,
      defaultVatRate: 0.16,
      invoiceFooter: null,
      mpesaType: null,
      mpesaNumber: null,
      bankDetails: null,
      kraBranchId: '00',
      kraDeviceSerial: null,
      kraTypedLineClassCode: null,
      etimsMode: 'off',
      updatedAt: null,
      updatedByEmail: null,
    });
    expect((await gql(owner.token, GETTING_STARTED)).data.gettingStarted).toEqual({
      shopDetailsSaved: false,
      hasSupplier: false,
      hasItem: false,
      hasSale: false,
    });
  });

  it('refuses a cashier FORBIDDEN with the reason', async () => {
    const answer = await gql(cashier.token, UPDATE, { input });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Only an owner or a manager can do this',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('refuses a bad value with BAD_USER_INPUT naming the field, and saves nothing', async () => {
    const answer = await gql(owner.token, UPDATE, { input: { ...input, kraPin: 'P12' } });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'kra_pin: must be a letter, 9 digits and a letter, e.g. P051234567X',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await gql(owner.token, COMPANY)).data.company.updatedAt).toBeNull();
  });

  it('saves every detail, a 200 KB logo included, and ticks the checklist', async () => {
    const answer = await gql(owner.token, UPDATE, { input });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateCompany).toEqual({
      name: input.name,
      registrationNumber: input.registrationNumber,
      kraPin: 'A123456789Z',
      logo: largestLogo,
      defaultVatRate: 0.08,
      mpesaType: 'till',
      mpesaNumber: '123456',
      updatedByEmail: owner.email,
    });
    const read = await gql(cashier.token, COMPANY);
    expect(read.data.company).toMatchObject({
      address: 'Moi Avenue\nNakuru',
      bankDetails: input.bankDetails,
      invoiceFooter: 'Asante sana',
      updatedAt: expect.any(String),
    });
    expect((await gql(owner.token, GETTING_STARTED)).data.gettingStarted.shopDetailsSaved).toBe(
      true,
    );
    const trail = await gql(
      owner.token,
      '{ auditPage(action: settings_changed) { nodes { action summary } } }',
    );
    expect(trail.data.auditPage.nodes[0]).toMatchObject({ action: 'settings_changed' });
  });

  it('saves the eTIMS branch, serial and mode; a save without them keeps them; refusals name the field', async () => {
    const etims = {
      kraBranchId: '02',
      kraDeviceSerial: 'GHALA-OSCU-7',
      kraTypedLineClassCode: '78100000',
      etimsMode: 'simulator',
    };
    const saved = await gql(owner.token, UPDATE, { input: { ...input, ...etims } });
    expect(saved.errors).toBeUndefined();
    expect((await gql(cashier.token, COMPANY)).data.company).toMatchObject(etims);

    expect((await gql(owner.token, UPDATE, { input })).errors).toBeUndefined();
    expect((await gql(cashier.token, COMPANY)).data.company).toMatchObject(etims);

    const refused = await gql(owner.token, UPDATE, {
      input: { ...input, kraBranchId: '7', etimsMode: 'production', kraDeviceSerial: null },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        kraBranchId: 'must be 2 digits, e.g. 00',
        kraDeviceSerial: 'must be given when eTIMS is on',
      },
    });
    // On, the class for typed lines is needed: cleared, it is refused by its field.
    const noClass = await gql(owner.token, UPDATE, {
      input: { ...input, ...etims, kraTypedLineClassCode: null },
    });
    expect(noClass.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        kraTypedLineClassCode:
          'Choose KRA’s item class for typed lines: eTIMS is on, and KRA is sent no line without one.',
      },
    });
    const off = await gql(owner.token, UPDATE, {
      input: { ...input, kraBranchId: null, kraDeviceSerial: null, etimsMode: 'off' },
    });
    expect(off.errors).toBeUndefined();
    expect((await gql(cashier.token, COMPANY)).data.company).toMatchObject({
      kraBranchId: '00',
      kraDeviceSerial: null,
      etimsMode: 'off',
    });
  });

  it('clears what is left out, and reads the company with the dashboard in one request', async () => {
    const { logo: _, kraPin: __, mpesaType: ___, mpesaNumber: ____, ...rest } = input;
    const answer = await gql(owner.token, UPDATE, { input: rest });
    expect(answer.data.updateCompany).toMatchObject({
      kraPin: null,
      logo: null,
      mpesaType: null,
      mpesaNumber: null,
    });
    stack().restCalls.length = 0;
    await gql(owner.token, '{ company { name } again: company { defaultVatRate } }');
    expect(stack().restCalls).toEqual(['GET /api/v1/company']);
  });
});
