import { describe, expect, it } from 'vitest';
import { parseVatPercent } from '../../shared/money/money-input.ts';
import {
  companyInputOf,
  logoProblem,
  problemsOf,
  type SettingsDraft,
  settingsFieldErrors,
} from './settings-draft.ts';

const draft: SettingsDraft = {
  name: 'Mwangi Hardware Ltd',
  registrationNumber: 'PVT-MW2024',
  address: '',
  phone: '',
  email: 'sales@mwangi.co.ke',
  kraPin: '',
  vatPercent: '16',
  logo: null,
  invoiceFooter: '',
  mpesaType: '',
  mpesaNumber: '',
  bankDetails: '',
  kraBranchId: '00',
  kraDeviceSerial: '',
  kraTypedLineClassCode: '',
  etimsMode: 'off',
  publicAddress: '',
  vatRegistered: 'yes',
};

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WEBP_HEAD = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBP');

describe('the Settings form rules', () => {
  it('finds nothing wrong with the details Ghala starts with', () => {
    expect(problemsOf(draft)).toEqual({});
  });

  it('says everything wrong at once, each against its field', () => {
    expect(
      problemsOf({
        ...draft,
        name: ' ',
        registrationNumber: '',
        email: 'sales at mwangi',
        phone: '0722',
        kraPin: 'P12345',
        vatPercent: '150',
        mpesaType: 'till',
        mpesaNumber: '12',
      }),
    ).toEqual({
      name: 'Enter the company name.',
      registrationNumber: 'Enter the registration number.',
      email: 'Enter an email address, e.g. accounts@duka.co.ke.',
      phone: 'Enter a phone number, e.g. 0722 123 456.',
      kraPin: 'A KRA PIN is a letter, 9 digits and a letter, e.g. P051234567X.',
      vatPercent: 'Enter a VAT rate from 0 to 100.',
      mpesaNumber: 'Enter the till number: 5 to 7 digits.',
    });
  });

  it('reads the VAT rate as 0 to 100 with at most two decimals, blank or negative being no rate', () => {
    expect(parseVatPercent('16')).toBe(1600);
    expect(parseVatPercent(' 7.5 ')).toBe(750);
    expect(parseVatPercent('0')).toBe(0);
    expect(parseVatPercent('100')).toBe(10_000);
    for (const text of ['', '-1', '100.01', '16.005', 'sixteen'])
      expect(parseVatPercent(text)).toBeNull();
  });

  it('sends the PIN in capitals, blanks as null, the rate as a fraction, and no number without its kind', () => {
    expect(
      companyInputOf({
        ...draft,
        kraPin: ' p051234567x ',
        address: '  ',
        vatPercent: '7.5',
        mpesaNumber: '123456',
      }),
    ).toEqual({
      name: 'Mwangi Hardware Ltd',
      registrationNumber: 'PVT-MW2024',
      email: 'sales@mwangi.co.ke',
      kraPin: 'P051234567X',
      address: null,
      phone: null,
      logo: null,
      defaultVatRate: 0.075,
      invoiceFooter: null,
      mpesaType: null,
      mpesaNumber: null,
      bankDetails: null,
      kraBranchId: '00',
      kraDeviceSerial: null,
      kraTypedLineClassCode: null,
      etimsMode: 'off',
      publicAddress: null,
      vatRegistered: true,
    });
  });

  it('wants a 2-digit branch, and a PIN, device serial and class for typed lines once eTIMS is on', () => {
    expect(problemsOf({ ...draft, kraBranchId: '1' })).toEqual({
      kraBranchId: 'A branch id is 2 digits: 00 for the head office.',
    });
    expect(problemsOf({ ...draft, etimsMode: 'sandbox' })).toEqual({
      kraPin: 'Enter the KRA PIN: eTIMS signs with it.',
      kraDeviceSerial: 'Enter the device serial KRA registered: eTIMS signs with it.',
      kraTypedLineClassCode:
        'Choose KRA’s item class for typed lines: eTIMS is on, and KRA is sent no line without one.',
    });
    const on = {
      ...draft,
      etimsMode: 'simulator',
      kraPin: 'p051234567x',
      kraDeviceSerial: ' DVC-1 ',
      kraTypedLineClassCode: ' 78100000 ',
    } as const;
    expect(problemsOf(on)).toEqual({});
    expect(problemsOf({ ...on, kraTypedLineClassCode: 'transport' })).toEqual({
      kraTypedLineClassCode: "KRA's item classification code is up to 10 digits, e.g. 78100000.",
    });
    expect(companyInputOf({ ...on, kraBranchId: ' ' })).toMatchObject({
      kraBranchId: '00',
      kraDeviceSerial: 'DVC-1',
      kraTypedLineClassCode: '78100000',
      etimsMode: 'simulator',
    });
    expect(
      settingsFieldErrors({ kraDeviceSerial: 'must be given when eTIMS is on' }).fields,
    ).toEqual({
      kraDeviceSerial: 'must be given when eTIMS is on',
    });
  });

  it("puts the server's refusals beside the fields they name, and keeps the rest for the banner", () => {
    expect(
      settingsFieldErrors({
        kraPin: 'must be a letter, 9 digits and a letter, e.g. P051234567X',
        logo: 'is not a PNG image',
        defaultVatRate: 'must be from 0 to 1',
        colour: 'is not known',
      }),
    ).toEqual({
      fields: {
        kraPin: 'must be a letter, 9 digits and a letter, e.g. P051234567X',
        logo: 'is not a PNG image',
        vatPercent: 'must be from 0 to 1',
      },
      other: ['colour: is not known'],
    });
  });

  it('takes a PNG, JPEG or WebP logo of at most 200 KB whose bytes say what it is', () => {
    expect(logoProblem('image/png', 12_000, PNG_HEAD)).toBeNull();
    expect(logoProblem('image/webp', 12_000, WEBP_HEAD)).toBeNull();
    expect(
      logoProblem('image/jpeg', 200 * 1024, new Uint8Array([0xff, 0xd8, 0xff, 0xe0])),
    ).toBeNull();
    expect(logoProblem('image/svg+xml', 900, new TextEncoder().encode('<svg'))).toBe(
      'Choose a PNG, JPEG or WebP image.',
    );
    expect(logoProblem('image/png', 200 * 1024 + 1, PNG_HEAD)).toBe(
      'The logo must be at most 200 KB; this file is 201 KB.',
    );
    expect(logoProblem('image/png', 900, new TextEncoder().encode('<svg onload='))).toBe(
      'This file is not a PNG image.',
    );
    expect(logoProblem('image/jpeg', 900, PNG_HEAD)).toBe('This file is not a JPEG image.');
  });
});

describe('the public address shared documents open at', () => {
  it('takes an http(s) address with nothing after it, and refuses a page', () => {
    expect(problemsOf({ ...draft, publicAddress: 'https://duka.example.co.ke/' })).toEqual({});
    expect(problemsOf({ ...draft, publicAddress: 'duka.example.co.ke' }).publicAddress).toBe(
      'Enter a web address with nothing after it, e.g. https://duka.example.co.ke.',
    );
    expect(
      problemsOf({ ...draft, publicAddress: 'https://duka.example.co.ke/shop' }).publicAddress,
    ).toBeDefined();
  });
});
