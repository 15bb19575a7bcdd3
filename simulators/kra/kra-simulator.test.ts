import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type KraSimulator, startKraSimulator } from './kra-simulator.ts';

/**
 * The simulator as any OSCU client sees it over HTTP: KRA's envelope and result codes, its
 * checks, deterministic signing, and the controls tests use to inject faults and read the log.
 * Requests are written out by hand here, so these tests do not lean on Ghala's builder.
 */

const TIN = 'P051234567X';
let kra: KraSimulator;
let headers: Record<string, string>;

const post = async (
  call: string,
  body: unknown,
  extra: Record<string, string> = headers,
  simulator: KraSimulator = kra,
) => {
  const response = await fetch(new URL(call, simulator.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...extra },
    body: JSON.stringify(body),
  });
  return (await response.json()) as {
    resultCd: string;
    resultMsg: string;
    resultDt: string;
    data: Record<string, unknown> | null;
  };
};

const by = { regrId: 'u1', regrNm: 'Tester', modrId: 'u1', modrNm: 'Tester' };

/** One line of 2 bags at KSh 116.00 each, VAT 16 % included: 200.00 + 32.00. */
const sale = (invcNo: number, overrides: Record<string, unknown> = {}) => ({
  trdInvcNo: `INV-${invcNo}`,
  invcNo,
  orgInvcNo: 0,
  custTin: null,
  custNm: null,
  salesTyCd: 'N',
  rcptTyCd: 'S',
  pmtTyCd: '01',
  salesSttsCd: '02',
  cfmDt: '20240415103000',
  salesDt: '20240415',
  totItemCnt: 1,
  taxblAmtA: 0,
  taxblAmtB: 200,
  taxblAmtC: 0,
  taxblAmtD: 0,
  taxblAmtE: 0,
  taxRtA: 0,
  taxRtB: 16,
  taxRtC: 0,
  taxRtD: 0,
  taxRtE: 8,
  taxAmtA: 0,
  taxAmtB: 32,
  taxAmtC: 0,
  taxAmtD: 0,
  taxAmtE: 0,
  totTaxblAmt: 200,
  totTaxAmt: 32,
  totAmt: 232,
  prchrAcptcYn: 'N',
  ...by,
  receipt: { rcptPbctDt: '20240415103000', prchrAcptcYn: 'N' },
  itemList: [
    {
      itemSeq: 1,
      itemCd: 'KE2BGU0000001',
      itemClsCd: '30111601',
      itemNm: 'Cement',
      pkgUnitCd: 'BG',
      pkg: 2,
      qtyUnitCd: 'U',
      qty: 2,
      prc: 100,
      splyAmt: 200,
      dcRt: 0,
      dcAmt: 0,
      taxTyCd: 'B',
      taxblAmt: 200,
      taxAmt: 32,
      totAmt: 232,
    },
  ],
  ...overrides,
});

/** Installs a device on `simulator` and registers the cement; answers the headers to send. */
async function installed(simulator: KraSimulator): Promise<Record<string, string>> {
  const init = await post(
    'selectInitOsdcInfo',
    { tin: TIN, bhfId: '00', dvcSrlNo: 'SIM-1' },
    {},
    simulator,
  );
  const info = (init.data as { info: { cmcKey: string } }).info;
  const keyed = { tin: TIN, bhfId: '00', cmcKey: info.cmcKey };
  await post(
    'saveItem',
    {
      itemCd: 'KE2BGU0000001',
      itemClsCd: '30111601',
      itemTyCd: '2',
      itemNm: 'Cement',
      orgnNatCd: 'KE',
      pkgUnitCd: 'BG',
      qtyUnitCd: 'U',
      taxTyCd: 'B',
      dftPrc: 116,
      isrcAplcbYn: 'N',
      useYn: 'Y',
      ...by,
    },
    keyed,
    simulator,
  );
  return keyed;
}

beforeEach(async () => {
  kra = await startKraSimulator();
  headers = await installed(kra);
});

afterEach(async () => {
  await kra.close();
});

describe('KRA’s envelope and result codes', () => {
  it('answers 000 with the receipt, and 994 with nothing new for a number it holds', async () => {
    const first = await post('saveTrnsSalesOsdc', sale(1));
    expect(first).toMatchObject({ resultCd: '000', resultMsg: 'It is succeeded' });
    expect(first.resultDt).toMatch(/^\d{14}$/);
    expect(first.data).toMatchObject({ curRcptNo: 1, totRcptNo: 1 });

    const again = await post('saveTrnsSalesOsdc', sale(1, { trdInvcNo: 'INV-other' }));
    expect(again).toMatchObject({ resultCd: '994', data: null });
    expect(kra.control.saves({ invcNo: 1 }).map((save) => save.stored)).toEqual([true, false]);
  });

  it('reads a signed invoice back with its receipt, and 001 for a number it does not hold', async () => {
    const signed = await post('saveTrnsSalesOsdc', sale(1));
    const back = await post('selectInvoiceDetails', { invcNo: 1 });
    const held = (back.data as { salesList: Array<Record<string, unknown>> }).salesList[0];
    expect(held).toMatchObject({ invcNo: 1, trdInvcNo: 'INV-1', totAmt: 232 });
    const stamp = String((signed.data as { sdcDateTime: string }).sdcDateTime);
    expect(held?.receipt).toMatchObject({
      rcptSign: (signed.data as { rcptSign: string }).rcptSign,
      // Read back, the signing time is written as KRA's database holds it.
      sdcDateTime: `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)} ${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:${stamp.slice(12)}.0`,
    });
    expect(await post('selectInvoiceDetails', { invcNo: 2 })).toMatchObject({
      resultCd: '001',
      resultMsg: 'There is no search result',
    });
  });

  it('wants the tin, bhfId and cmcKey headers of an installed device', async () => {
    const { cmcKey: _, ...withoutKey } = headers;
    expect(await post('selectCodeList', { lastReqDt: '20180101000000' }, withoutKey)).toMatchObject(
      {
        resultCd: '900',
      },
    );
    expect(
      await post('selectCodeList', { lastReqDt: '20180101000000' }, { ...headers, cmcKey: 'nope' }),
    ).toMatchObject({ resultCd: '901', resultMsg: 'It is not valid device' });
    expect(
      await post('selectInitOsdcInfo', { tin: TIN, bhfId: '00', dvcSrlNo: 'SIM-1' }, {}),
    ).toMatchObject({ resultCd: '902', resultMsg: 'This device is installed' });
  });

  it('refuses with 910 what does not add up, is out of order, or names an unknown item', async () => {
    const refused = async (body: unknown) => (await post('saveTrnsSalesOsdc', body)).resultMsg;
    expect(await refused(sale(1, { taxAmtB: 32.01, totTaxAmt: 32.01, totAmt: 232.01 }))).toBe(
      'taxAmtB 32.01 is not the sum of the taxAmt of its lines (32.00)',
    );
    expect(await refused(sale(1, { totAmt: 233 }))).toBe(
      'totAmt 233.00 is not totTaxblAmt + totTaxAmt (232.00)',
    );
    expect(await refused(sale(1, { taxRtB: 18 }))).toBe(
      'taxRtB 18 is not the rate of tax type B (16)',
    );
    expect(await refused(sale(1, { invcNo: 1.5 }))).toMatch(/^invcNo: /);
    expect(await refused(sale(2))).toBe(
      'invcNo 2 is out of sequence: the next invoice number of branch 00 is 1',
    );
    const [line] = sale(1).itemList;
    expect(await refused(sale(1, { itemList: [{ ...line, itemCd: 'KE2BGU0000009' }] }))).toBe(
      'itemCd KE2BGU0000009 is not registered: save the item (saveItem) first',
    );
    expect(await refused(sale(1, { rcptTyCd: 'R', orgInvcNo: 7, rfdRsnCd: '06' }))).toBe(
      'orgInvcNo 7 is not a sale signed by this branch',
    );
    expect(await refused(sale(1, { salesDt: '20991231' }))).toBe(
      'salesDt 20991231 is in the future',
    );
    expect(kra.control.saves().every((save) => !save.stored)).toBe(true);
  });

  it('signs the same invoice the same way every time, and another invoice otherwise', async () => {
    /** What a fresh simulator answers for `invoice`. */
    const signature = async (invoice: unknown) => {
      const simulator = await startKraSimulator();
      try {
        const keyed = await installed(simulator);
        return (await post('saveTrnsSalesOsdc', invoice, keyed, simulator)).data as {
          rcptSign: string;
          intrlData: string;
        };
      } finally {
        await simulator.close();
      }
    };
    const first = await signature(sale(1));
    const second = await signature(sale(1));
    const other = await signature(sale(1, { trdInvcNo: 'INV-9' }));
    expect(second).toMatchObject({ rcptSign: first.rcptSign, intrlData: first.intrlData });
    expect(other.rcptSign).not.toBe(first.rcptSign);
  });
});

describe('controls', () => {
  const control = (method: string, path: string, body?: unknown) =>
    fetch(`${kra.origin}/__control/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('inject faults over HTTP for the next calls, and list every save', async () => {
    expect((await control('POST', 'faults', { fault: '910', message: 'Try later' })).status).toBe(
      201,
    );
    expect(await post('saveTrnsSalesOsdc', sale(1))).toMatchObject({
      resultCd: '910',
      resultMsg: 'Try later',
    });
    await control('POST', 'faults', { fault: '994', count: 2 });
    expect((await post('saveTrnsSalesOsdc', sale(1))).resultCd).toBe('994');
    expect((await post('saveTrnsSalesOsdc', sale(1))).resultCd).toBe('994');
    expect((await post('saveTrnsSalesOsdc', sale(1))).resultCd).toBe('000');

    const log = (await (await control('GET', 'saves?invcNo=1')).json()) as {
      saves: Array<{ resultCd: string; stored: boolean; fault: string | null }>;
    };
    expect(log.saves.map((save) => [save.resultCd, save.stored, save.fault])).toEqual([
      ['910', false, '910'],
      ['994', false, '994'],
      ['994', false, '994'],
      ['000', true, null],
    ]);
    expect((await control('POST', 'faults', { fault: 'slow' })).status).toBe(400);
  });

  it('take KRA down until the faults are cleared, refusing connections or answering 503', async () => {
    await control('POST', 'faults', { fault: 'down' });
    await expect(post('selectCodeList', { lastReqDt: '20180101000000' })).rejects.toThrow(
      'fetch failed',
    );
    await control('POST', 'faults', { fault: 'down', answer: '503' });
    const unavailable = await fetch(new URL('selectCodeList', kra.url), { method: 'POST' });
    expect(unavailable.status).toBe(503);

    expect((await control('DELETE', 'faults')).status).toBe(200);
    expect((await post('selectCodeList', { lastReqDt: '20180101000000' })).resultCd).toBe('000');
  });
});

describe('stock reports', () => {
  /** 2 bags out, at KSh 100.00 each before VAT. */
  const stockIo = (sarNo: number, overrides: Record<string, unknown> = {}) => ({
    sarNo,
    orgSarNo: 0,
    regTyCd: 'A',
    sarTyCd: '11',
    ocrnDt: '20240415',
    totItemCnt: 1,
    totTaxblAmt: 200,
    totTaxAmt: 32,
    totAmt: 232,
    remark: `INV-${sarNo}`,
    ...by,
    itemList: [
      {
        itemSeq: 1,
        itemCd: 'KE2BGU0000001',
        itemClsCd: '30111601',
        itemNm: 'Cement',
        pkgUnitCd: 'BG',
        pkg: 2,
        qtyUnitCd: 'U',
        qty: 2,
        prc: 100,
        splyAmt: 200,
        totDcAmt: 0,
        taxblAmt: 200,
        taxTyCd: 'B',
        taxAmt: 32,
        totAmt: 232,
      },
    ],
    ...overrides,
  });

  it('stores insertStockIO under consecutive sarNos, once each, and saveStockMaster’s level', async () => {
    expect(await post('insertStockIO', stockIo(1))).toMatchObject({ resultCd: '000' });
    expect(await post('insertStockIO', stockIo(1))).toMatchObject({ resultCd: '994' });
    const gap = await post('insertStockIO', stockIo(3));
    expect(gap).toMatchObject({ resultCd: '910' });
    expect(gap.resultMsg).toContain('sarNo 3 is out of sequence');
    expect(await post('insertStockIO', stockIo(2, { sarTyCd: '02' }))).toMatchObject({
      resultCd: '000',
    });
    expect(
      await post('saveStockMaster', { itemCd: 'KE2BGU0000001', rsdQty: 96, ...by }),
    ).toMatchObject({ resultCd: '000' });

    const log = kra.control.stock();
    expect(log.map((entry) => [entry.call, entry.sarNo, entry.resultCd, entry.stored])).toEqual([
      ['insertStockIO', 1, '000', true],
      ['insertStockIO', 1, '994', false],
      ['insertStockIO', 3, '910', false],
      ['insertStockIO', 2, '000', true],
      ['saveStockMaster', null, '000', true],
    ]);
    expect(log[0]).toMatchObject({
      sarTyCd: '11',
      remark: 'INV-1',
      items: [{ itemCd: 'KE2BGU0000001', qty: 2 }],
    });
    expect(log[4]!.items).toEqual([{ itemCd: 'KE2BGU0000001', qty: 96 }]);
    const overHttp = await fetch(new URL('/__control/stock', kra.origin));
    expect(((await overHttp.json()) as { stock: unknown[] }).stock).toHaveLength(5);
  });

  it('refuses with 910 totals that do not add up, unknown items and unknown stock types', async () => {
    const totals = await post('insertStockIO', stockIo(1, { totAmt: 233 }));
    expect(totals.resultCd).toBe('910');
    expect(totals.resultMsg).toContain('totAmt');
    const unknown = await post('saveStockMaster', { itemCd: 'KE2BGU0000009', rsdQty: 1, ...by });
    expect(unknown).toMatchObject({
      resultCd: '910',
      resultMsg: 'itemCd KE2BGU0000009 is not registered: save the item (saveItem) first',
    });
    expect((await post('insertStockIO', stockIo(1, { sarTyCd: '99' }))).resultCd).toBe('910');
    expect(kra.control.stock().filter((entry) => entry.stored)).toEqual([]);
  });
});
