import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type KraSimulator, startKraSimulator } from '../../../simulators/kra/kra-simulator.ts';
import { createOscuClient, type OscuClient, type OscuClientConfig } from './oscu.client.ts';
import type { ItemSaveRequest } from './oscu.schema.ts';
import { OscuError } from './oscu-error.ts';
import { buildSaleRequest, type EtimsDocument, type EtimsLine } from './sale-request.builder.ts';

/**
 * The OSCU client against the KRA simulator (simulators/kra), a real HTTP server started per
 * test: device initialisation, registering items, signing sales, and what happens when KRA
 * refuses, answers 994, loses an answer after saving, or cannot be reached.
 */

const TIN = 'P051234567X';
let kra: KraSimulator;
let config: OscuClientConfig;
let oscu: OscuClient;

const CEMENT: EtimsLine = {
  itemCode: 'KE2BGU0000001',
  classificationCode: '30111601',
  name: 'Cement 50 kg',
  packagingUnitCode: 'BG',
  quantityUnitCode: 'U',
  quantityMilli: 3000,
  unitPriceCents: 780_00,
  band: 'B',
};
const GAS: EtimsLine = {
  itemCode: 'KE2CYU0000002',
  classificationCode: '5059690800',
  name: 'LPG 6 kg refill',
  packagingUnitCode: 'CY',
  quantityUnitCode: 'U',
  quantityMilli: 1000,
  unitPriceCents: 1080_00,
  band: 'E',
};

const registration = (line: EtimsLine): ItemSaveRequest => ({
  itemCd: line.itemCode,
  itemClsCd: line.classificationCode,
  itemTyCd: '2',
  itemNm: line.name,
  orgnNatCd: 'KE',
  pkgUnitCd: line.packagingUnitCode,
  qtyUnitCd: line.quantityUnitCode,
  taxTyCd: line.band,
  dftPrc: line.unitPriceCents / 100,
  isrcAplcbYn: 'N',
  useYn: 'Y',
  regrId: '1',
  regrNm: 'Ghala',
  modrId: '1',
  modrNm: 'Ghala',
});

const sale = (
  invcNo: number,
  lines: EtimsLine[] = [CEMENT, GAS],
  extra: Partial<EtimsDocument> = {},
) =>
  buildSaleRequest({
    kind: 'sale',
    invcNo,
    documentNumber: `INV-${String(invcNo).padStart(6, '0')}`,
    issuedAt: new Date(),
    timeZone: 'Africa/Nairobi',
    issuedBy: { id: 1, name: 'Wanjiru Kamau' },
    paymentType: '01',
    lines,
    ...extra,
  }).request;

/** What the simulator logged for one invoice number: every save call, and those that signed. */
const savesOf = (invcNo: number) => {
  const calls = kra.control.saves({ invcNo });
  return { calls: calls.length, signed: calls.filter((save) => save.stored).length };
};

async function refusal(promise: Promise<unknown>): Promise<OscuError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OscuError);
  return error as OscuError;
}

beforeEach(async () => {
  kra = await startKraSimulator({ port: 0 });
  config = {
    baseUrl: kra.url,
    tin: TIN,
    bhfId: '00',
    deviceSerial: 'GHALA-TEST-1',
    timeoutMs: 30_000,
  };
  const device = await createOscuClient(config).initialiseDevice();
  config = { ...config, cmcKey: device.cmcKey };
  oscu = createOscuClient(config);
  await oscu.saveItem(registration(CEMENT));
  await oscu.saveItem(registration(GAS));
});

afterEach(async () => {
  await kra.close();
});

describe('device initialisation', () => {
  it('answers the cmcKey and the control unit’s id, once per device', async () => {
    const other = createOscuClient({ ...config, bhfId: '01', cmcKey: undefined });
    const device = await other.initialiseDevice();
    expect(device).toMatchObject({ tin: TIN, bhfId: '01' });
    expect(device.cmcKey).toMatch(/^[0-9a-f]{32}$/);
    expect(device.sdcId).toMatch(/^KRACU0\d{8}$/);

    const again = await refusal(other.initialiseDevice());
    expect(again).toMatchObject({
      kind: 'refused',
      resultCd: '902',
      message: 'This device is installed',
    });
  });

  it('is refused for a device KRA has not approved, and calls with a wrong cmcKey are too', async () => {
    const strict = await startKraSimulator({
      devices: [{ tin: TIN, bhfId: '00', dvcSrlNo: 'APPROVED-1' }],
    });
    try {
      const unknown = createOscuClient({ ...config, baseUrl: strict.url, cmcKey: undefined });
      expect(await refusal(unknown.initialiseDevice())).toMatchObject({
        kind: 'refused',
        resultCd: '901',
        message: 'It is not valid device',
      });
    } finally {
      await strict.close();
    }
    const forged = createOscuClient({ ...config, cmcKey: 'f0b9831bd2334874b7ec815e40347bc4' });
    expect(await refusal(forged.selectCodeList())).toMatchObject({
      kind: 'refused',
      resultCd: '901',
    });
  });
});

describe('code lists', () => {
  it('reads tax bands with their rates and item classifications; nothing newer is no error', async () => {
    const classes = await oscu.selectCodeList();
    const taxTypes = classes.find((cls) => cls.cdCls === '04')?.dtlList;
    expect(taxTypes?.map((code) => [code.cd, code.userDfnCd1])).toEqual([
      ['A', '0'],
      ['B', '16'],
      ['C', '0'],
      ['D', '0'],
      ['E', '8'],
    ]);
    expect(await oscu.selectItemClsList()).toContainEqual(
      expect.objectContaining({ itemClsCd: '30111601', itemClsNm: 'Cement' }),
    );
    expect(await oscu.selectCodeList('20990101000000')).toEqual([]);
  });
});

describe('signing a sale', () => {
  it('answers the receipt fields, and KRA holds the invoice as sent', async () => {
    const request = sale(1);
    const signed = await oscu.signSale(request);

    expect(signed).toMatchObject({ invcNo: 1, via: 'saved' });
    expect(signed.receipt).toMatchObject({ curRcptNo: 1, totRcptNo: 1 });
    expect(signed.receipt?.rcptSign).toMatch(/^[A-Z2-7]{16}$/);
    expect(signed.receipt?.intrlData).toMatch(/^[A-Z2-7]{26}$/);
    expect(signed.receipt?.sdcDateTime).toMatch(/^\d{14}$/);

    const held = await oscu.selectInvoiceDetails(1);
    expect(held).toMatchObject({ invcNo: 1, trdInvcNo: 'INV-000001', totAmt: 3420 });
    expect(held?.receipt).toEqual(signed.receipt);
    expect(savesOf(1)).toEqual({ calls: 1, signed: 1 });
    expect(await oscu.selectInvoiceDetails(2)).toBeNull();
  });

  it('is refused with KRA’s message when a band’s total does not add up', async () => {
    const request = sale(1);
    const wrong = {
      ...request,
      taxblAmtB: request.taxblAmtB + 0.01,
      totTaxblAmt: request.totTaxblAmt + 0.01,
    };

    const error = await refusal(oscu.signSale(wrong));
    expect(error).toMatchObject({ kind: 'refused', resultCd: '910', retryable: false });
    expect(error.message).toBe(
      'taxblAmtB 2017.25 is not the sum of the taxblAmt of its lines (2017.24)',
    );
    expect(savesOf(1)).toEqual({ calls: 1, signed: 0 });
    // Nothing was used up: the same number signs the right invoice.
    await expect(oscu.signSale(request)).resolves.toMatchObject({ via: 'saved' });
  });

  it('ends signed exactly once when the answer is lost after saving, and the next number follows', async () => {
    const impatient = createOscuClient({ ...config, timeoutMs: 2_000 });
    kra.control.inject({ fault: 'timeout-after-save' });

    const signed = await impatient.signSale(sale(1));

    expect(signed.via).toBe('read-back');
    expect(savesOf(1)).toEqual({ calls: 1, signed: 1 });
    // It asked KRA before sending again, and KRA's answer made sending again needless.
    expect(
      kra.control
        .calls()
        .map((call) => call.call)
        .slice(-2),
    ).toEqual(['saveTrnsSalesOsdc', 'selectInvoiceDetails']);
    expect((await oscu.selectInvoiceDetails(1))?.receipt).toEqual(signed.receipt);

    const next = await impatient.signSale(sale(2));
    expect(next).toMatchObject({
      invcNo: 2,
      via: 'saved',
      receipt: { curRcptNo: 2, totRcptNo: 2 },
    });
    expect(savesOf(2)).toEqual({ calls: 1, signed: 1 });
  });

  it('without a read-back, sends again under the same number and takes KRA’s 994 as signed', async () => {
    const impatient = createOscuClient({ ...config, timeoutMs: 2_000 });
    // Stored, its answer lost; and KRA refuses the read-back, as one without it would.
    kra.control.inject({ fault: 'timeout-after-save' });
    kra.control.inject({ fault: '910', call: 'selectInvoiceDetails', count: 2 });

    const signed = await impatient.signSale(sale(1));

    expect(signed).toEqual({ invcNo: 1, receipt: null, via: 'duplicate' });
    const saves = kra.control.saves({ invcNo: 1 });
    expect(saves.map((save) => save.stored)).toEqual([true, false]);
    expect(saves[1]?.resultCd).toBe('994');
    // A 994 for a number never sent before is not taken for this invoice.
    kra.control.inject({ fault: '910', call: 'selectInvoiceDetails' });
    const taken = await refusal(impatient.signSale(sale(1)));
    expect(taken.kind).toBe('duplicate');
  });

  it('takes 994 for “already signed”: the receipt is read back, not signed again', async () => {
    const request = sale(1);
    // An earlier attempt got through, but its answer never reached Ghala.
    const first = await oscu.saveSale(request);

    const signed = await oscu.signSale(request);

    expect(signed).toEqual({ invcNo: 1, via: 'read-back', receipt: first });
    expect(kra.control.saves({ invcNo: 1 }).map((save) => [save.resultCd, save.stored])).toEqual([
      ['000', true],
      ['994', false],
    ]);
  });

  it('does not take another document’s receipt for its own when the number is taken', async () => {
    await oscu.signSale(sale(1));
    const other = sale(1, [CEMENT], { documentNumber: 'INV-000099' });

    const error = await refusal(oscu.signSale(other));
    expect(error).toMatchObject({ kind: 'duplicate', resultCd: '994' });
    expect(error.message).toBe(
      'KRA holds invoice number 1 for another document (INV-000001, KSh 3420.00)',
    );
    expect(savesOf(1).signed).toBe(1);
  });

  it('fails as retryable while KRA is down, signs nothing, and signs once when it is back', async () => {
    kra.control.inject({ fault: 'down' });
    const down = await refusal(oscu.signSale(sale(1)));
    expect(down).toMatchObject({ kind: 'retryable', retryable: true, transport: 'network' });

    kra.control.inject({ fault: 'down', answer: '503' });
    const unavailable = await refusal(oscu.signSale(sale(1)));
    expect(unavailable).toMatchObject({ kind: 'retryable', transport: 'http-status' });
    expect(savesOf(1)).toEqual({ calls: 0, signed: 0 });

    kra.control.clearFaults();
    await expect(oscu.signSale(sale(1))).resolves.toMatchObject({ via: 'saved' });
    expect(savesOf(1)).toEqual({ calls: 1, signed: 1 });
  });
});

describe('stock', () => {
  it('reports a sale’s stock movement after the sale, and what is left', async () => {
    await oscu.signSale(sale(1, [CEMENT]));
    await oscu.insertStockIO({
      sarNo: 1,
      orgSarNo: 0,
      regTyCd: 'M',
      sarTyCd: '11',
      ocrnDt: sale(1).salesDt,
      totItemCnt: 1,
      totTaxblAmt: 2017.23,
      totTaxAmt: 322.76,
      totAmt: 2339.99,
      regrId: '1',
      regrNm: 'Ghala',
      modrId: '1',
      modrNm: 'Ghala',
      itemList: [
        {
          itemSeq: 1,
          itemCd: CEMENT.itemCode,
          itemClsCd: CEMENT.classificationCode,
          itemNm: CEMENT.name,
          pkgUnitCd: 'BG',
          pkg: 3,
          qtyUnitCd: 'U',
          qty: 3,
          prc: 672.41,
          // 672.41 × 3: the simulator holds splyAmt to prc × qty, as every source's example does.
          splyAmt: 2017.23,
          totDcAmt: 0,
          taxblAmt: 2017.23,
          taxTyCd: 'B',
          taxAmt: 322.76,
          totAmt: 2339.99,
        },
      ],
    });
    await oscu.saveStockMaster({
      itemCd: CEMENT.itemCode,
      rsdQty: 47,
      regrId: '1',
      regrNm: 'Ghala',
      modrId: '1',
      modrNm: 'Ghala',
    });
    const unknown = await refusal(
      oscu.saveStockMaster({
        itemCd: 'KE2BGU0009999',
        rsdQty: 1,
        regrId: '1',
        regrNm: 'Ghala',
        modrId: '1',
        modrNm: 'Ghala',
      }),
    );
    expect(unknown).toMatchObject({ kind: 'refused', resultCd: '910' });
    expect(unknown.message).toMatch(/KE2BGU0009999 is not registered/);
  });
});
