import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../app.ts';
import { createTestApi, databasesUnderTest, describeEachDatabase } from '../test/test-api.ts';
import { testApiConfig } from '../test/test-config.ts';
import { TYPED_LINE_CLASS_REQUIRED } from './etims-item-classes.ts';

/** A 1×1 PNG, and files that only start like the other kinds (the API reads no further). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40),
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** A new shop's details start empty: never a made-up company's (issue 46). */
const DEFAULTS = { name: '', registration_number: '', email: '' };

const details = {
  name: 'Mwangi Hardware Ltd',
  registration_number: 'PVT-MW2024',
  kra_pin: 'p051234567x',
  address: 'Moi Avenue, Nakuru',
  phone: '0722 410 410',
  email: 'sales@mwangi.co.ke',
  logo: dataUrl('image/png', PNG),
  default_vat_rate: 0.08,
  invoice_footer: 'Goods once sold are not returnable.',
  mpesa_type: 'paybill',
  mpesa_number: '522522',
  bank_details: 'KCB Nakuru, account 1234567890',
};

/** What PUT cannot do without. */
const required = {
  name: details.name,
  registration_number: details.registration_number,
  email: details.email,
};

describeEachDatabase('The shop details: GET and PUT /api/v1/company', (api) => {
  let owner: { token: string; email: string };
  let manager: { token: string; email: string };
  let cashier: { token: string };
  beforeAll(async () => {
    // The first account owns the shop.
    owner = await api().newUser();
    manager = await api().newUser();
    cashier = await api().newUser(undefined, 'cashier');
  });

  const read = async () => {
    const answer = await api().call('GET', '/api/v1/company', { token: cashier.token });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const save = (token: string, body: unknown) =>
    api().call('PUT', '/api/v1/company', { token, body });

  it('answers empty details until someone saves, with 16 % VAT', async () => {
    expect(await read()).toEqual({
      ...DEFAULTS,
      kra_pin: null,
      address: null,
      phone: null,
      logo: null,
      default_vat_rate: 0.16,
      invoice_footer: null,
      mpesa_type: null,
      mpesa_number: null,
      // M-Pesa payment requests wait for its own settings (mode off until set up).
      mpesa_requests: false,
      bank_details: null,
      kra_branch_id: '00',
      kra_device_serial: null,
      kra_typed_line_class_code: null,
      etims_mode: 'off',
      public_address: null,
      vat_registered: true,
      updated_at: null,
      updated_by_email: null,
    });
  });

  it('keeps what was copied in when the environment later says otherwise', async () => {
    const config = testApiConfig({
      COMPANY_NAME: 'Mombasa Road Hardware Ltd',
      COMPANY_REGISTRATION_NUMBER: 'PVT-MRH2024',
      COMPANY_EMAIL: 'accounts@mrh.co.ke',
    });
    const restarted = createApiApp({ db: api().db, config, clock: () => new Date() });
    const response = await restarted.request('/api/v1/company', {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(await response.json()).toMatchObject(DEFAULTS);
    expect(await api().db.selectFrom('shop_settings').select('id').execute()).toEqual([{ id: 1 }]);
  });

  it('refuses a cashier with 403 and writes nothing', async () => {
    const answer = await save(cashier.token, details);
    expect(answer).toMatchObject({
      status: 403,
      body: { error: 'Only an owner or a manager can do this' },
    });
    expect(await read()).toMatchObject({ ...DEFAULTS, updated_at: null });
  });

  it.each([
    [
      { kra_pin: 'P05123456X' },
      'kra_pin: must be a letter, 9 digits and a letter, e.g. P051234567X',
    ],
    [
      { kra_pin: '1051234567X' },
      'kra_pin: must be a letter, 9 digits and a letter, e.g. P051234567X',
    ],
    [{ name: '   ' }, 'name: must not be blank'],
    [{ email: 'not an email' }, 'email: must be an email address'],
    [{ phone: 'call me' }, 'phone: must be a phone number, e.g. 0722 123 456'],
    [{ default_vat_rate: 1.5 }, 'default_vat_rate: must be between 0 and 1'],
    [{ default_vat_rate: -0.01 }, 'default_vat_rate: must be between 0 and 1'],
    [{ mpesa_number: '52' }, 'mpesa_number: must be 5 to 7 digits'],
    [{ mpesa_type: 'till', mpesa_number: null }, 'mpesa_number: must be given for a till'],
    [{ mpesa_type: null }, 'mpesa_type: must be till or paybill when a number is given'],
    [{ mpesa_type: 'pochi' }, 'mpesa_type: must be till or paybill'],
    [
      { logo: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' },
      'logo: must be a PNG, JPEG or WebP image',
    ],
    [
      { logo: 'https://example.com/logo.png' },
      'logo: must be a PNG, JPEG or WebP image as a data: URL',
    ],
    [{ logo: dataUrl('image/png', JPEG) }, 'logo: is not a PNG image'],
    [
      { logo: dataUrl('image/jpeg', Buffer.from('<svg onload="alert(1)"></svg>')) },
      'logo: is not a JPEG image',
    ],
    [
      { logo: dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(200 * 1024)])) },
      'logo: must be at most 200 KB',
    ],
    [{ colour: 'blue' }, 'Unrecognized key: "colour"'],
    [{ kra_branch_id: '1' }, 'kra_branch_id: must be 2 digits, e.g. 00'],
    [{ kra_branch_id: 'A1' }, 'kra_branch_id: must be 2 digits, e.g. 00'],
    [{ kra_device_serial: 'x'.repeat(101) }, 'kra_device_serial: must be at most 100 characters'],
    [{ etims_mode: 'live' }, 'etims_mode: must be off, simulator, sandbox or production'],
    [
      { etims_mode: 'sandbox', kra_device_serial: null },
      'kra_device_serial: must be given when eTIMS is on',
    ],
    [
      { etims_mode: 'simulator', kra_pin: null, kra_device_serial: 'GHALA-1' },
      'kra_pin: must be given when eTIMS is on',
    ],
  ])('refuses %j with 400 and a clear reason, writing nothing', async (change, error) => {
    const answer = await save(owner.token, { ...details, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(error);
    expect(await read()).toMatchObject({ ...DEFAULTS, updated_at: null });
  });

  it('saves every detail for the owner, the PIN in capitals, and answers them to everyone', async () => {
    const answer = await save(owner.token, details);
    expect(answer.status).toBe(200);
    const expected = {
      ...details,
      kra_pin: 'P051234567X',
      updated_by_email: owner.email,
    };
    expect(answer.body).toMatchObject(expected);
    expect(Date.parse(answer.body.updated_at)).not.toBeNaN();
    expect(await read()).toEqual(answer.body);
  });

  it('records the save in the audit trail, the logo by its kind and size', async () => {
    const trail = await api().call('GET', '/api/v1/audit?action=settings.changed', {
      token: owner.token,
    });
    expect(trail.body.items[0]).toMatchObject({
      actor_email: owner.email,
      action: 'settings.changed',
      entity: 'settings',
      summary:
        'Shop settings saved: Company name, Registration number, KRA PIN, Address, Phone, Email, Logo, Default VAT rate, Invoice footer, M-Pesa, Bank details',
    });
    expect(trail.body.items[0].changes).toEqual(
      expect.arrayContaining([
        // Nothing entered yet reads as nothing, as the other empty details do.
        { field: 'Company name', before: null, after: details.name },
        { field: 'KRA PIN', before: null, after: 'P051234567X' },
        { field: 'Logo', before: null, after: 'PNG image, 1 KB' },
        { field: 'Default VAT rate', before: '16%', after: '8%' },
        { field: 'M-Pesa', before: null, after: 'Paybill 522522' },
      ]),
    );
  });

  it('lets a manager save, clearing what the body leaves out, and takes JPEG and WebP logos', async () => {
    for (const logo of [dataUrl('image/jpeg', JPEG), dataUrl('image/webp', WEBP)]) {
      const answer = await save(manager.token, { ...required, default_vat_rate: 0.16, logo });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        ...required,
        logo,
        kra_pin: null,
        mpesa_type: null,
        mpesa_number: null,
        bank_details: null,
        invoice_footer: null,
        updated_by_email: manager.email,
      });
    }
    const trail = await api().call('GET', '/api/v1/audit?action=settings.changed', {
      token: owner.token,
    });
    expect(trail.body.items[0]).toMatchObject({
      actor_email: manager.email,
      changes: [{ field: 'Logo', before: 'JPEG image, 1 KB', after: 'WEBP image, 1 KB' }],
    });
  });

  it('takes back what GET answered (read-only fields ignored) and records the save as changing nothing', async () => {
    const current = await read();
    expect((await save(owner.token, current)).status).toBe(200);
    const trail = await api().call('GET', '/api/v1/audit?action=settings.changed', {
      token: owner.token,
    });
    expect(trail.body.items[0]).toMatchObject({
      summary: 'Shop settings saved, nothing changed',
      changes: [],
    });
  });

  it('saves the eTIMS branch, device serial and mode, audited; left out they stay, null resets them', async () => {
    const etims = {
      kra_branch_id: '01',
      kra_device_serial: 'GHALA-DVC-01',
      kra_typed_line_class_code: '78100000',
      etims_mode: 'sandbox',
    };
    const saved = await save(owner.token, { ...details, ...etims });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(etims);
    const trail = await api().call('GET', '/api/v1/audit?action=settings.changed', {
      token: owner.token,
    });
    expect(trail.body.items[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'KRA branch', before: '00', after: '01' },
        { field: 'eTIMS device serial', before: null, after: 'GHALA-DVC-01' },
        { field: 'Class for typed lines', before: null, after: '78100000' },
        { field: 'eTIMS', before: 'Off', after: 'KRA sandbox' },
      ]),
    );
    // While on, the class for typed lines cannot be cleared (KRA is sent no line without one).
    const cleared = await save(owner.token, {
      ...details,
      ...etims,
      kra_typed_line_class_code: null,
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.fields).toEqual({ kra_typed_line_class_code: TYPED_LINE_CLASS_REQUIRED });

    // A caller that knows nothing of eTIMS (as before 0015) leaves it as it is.
    expect((await save(owner.token, details)).body).toMatchObject(etims);

    const reset = await save(owner.token, {
      ...details,
      kra_branch_id: null,
      kra_device_serial: null,
      kra_typed_line_class_code: null,
      etims_mode: null,
    });
    expect(reset.body).toMatchObject({
      kra_branch_id: '00',
      kra_device_serial: null,
      etims_mode: 'off',
    });
  });

  it('refuses a caller without a valid token', async () => {
    expect((await api().call('GET', '/api/v1/company')).status).toBe(401);
    expect((await api().call('GET', '/api/v1/company', { token: 'forged' })).status).toBe(401);
    expect((await api().call('PUT', '/api/v1/company', { body: details })).status).toBe(401);
  });
});

for (const kind of databasesUnderTest) {
  describe(`The environment's company details seed an empty shop once [${kind}]`, () => {
    let api: Awaited<ReturnType<typeof createTestApi>>;
    beforeAll(async () => {
      api = await createTestApi(kind, {
        company: {
          name: 'Mombasa Road Hardware Ltd',
          registrationNumber: 'PVT-MRH2024',
          email: 'accounts@mrh.co.ke',
        },
      });
    });
    afterAll(async () => {
      await api?.close();
    });

    it('answers what the configuration says on the first read, and keeps it afterwards', async () => {
      const { token } = await api.newUser();
      const first = await api.call('GET', '/api/v1/company', { token });
      expect(first.body).toMatchObject({
        name: 'Mombasa Road Hardware Ltd',
        registration_number: 'PVT-MRH2024',
        email: 'accounts@mrh.co.ke',
        updated_at: null,
      });
      const seeded = await api.db.selectFrom('shop_settings').selectAll().execute();
      expect(seeded).toHaveLength(1);
      // Read again from a server started with the defaults: the copy stays as it was.
      const restarted = createApiApp({
        db: api.db,
        config: testApiConfig(),
        clock: () => new Date(),
      });
      const again = await restarted.request('/api/v1/company', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(await again.json()).toEqual(first.body);
      expect(await api.db.selectFrom('shop_settings').selectAll().execute()).toEqual(seeded);
    });
  });
}
