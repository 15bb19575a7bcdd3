/**
 * KRA's result codes and code lists as the simulator answers them. The codes, names and class
 * numbers come from public sources (docs/etims.md lists them); the simulator keeps its own copy
 * rather than reading Ghala's, so a mistake in Ghala's client cannot be mirrored here.
 */

/** resultCd → resultMsg, worded as KRA's table words them. */
export const RESULT_MESSAGES = {
  '000': 'It is succeeded',
  '001': 'There is no search result',
  '900': 'There is no Header information',
  '901': 'It is not valid device',
  '902': 'This device is installed',
  '910': 'Request parameter error',
  '911': 'There is no request full text',
  '912': 'There is a request Method error',
  '994': 'There is an overlapped Data',
  '999': 'There is an unknown error. Please ask the administrator',
} as const;

export type ResultCode = keyof typeof RESULT_MESSAGES;

export interface CodeDetail {
  cd: string;
  cdNm: string;
  /** The taxation type's rate in percent, in `userDfnCd1` as KRA lists it. */
  userDfnCd1?: string;
}

export interface CodeClass {
  cdCls: string;
  cdClsNm: string;
  userDfnNm1?: string;
  dtlList: CodeDetail[];
}

/** `"AM Ampoule|BA Barrel"` → details: the long lists stay readable as one line each. */
const table = (rows: string): CodeDetail[] =>
  rows.split('|').map((row) => {
    const space = row.indexOf(' ');
    return { cd: row.slice(0, space), cdNm: row.slice(space + 1) };
  });

/** The taxation types and their rates in percent. */
export const TAX_RATES = { A: 0, B: 16, C: 0, D: 0, E: 8 } as const;
export type TaxType = keyof typeof TAX_RATES;
export const TAX_TYPES = Object.keys(TAX_RATES) as TaxType[];

export const CODE_CLASSES: CodeClass[] = [
  {
    cdCls: '04',
    cdClsNm: 'Taxation Type',
    userDfnNm1: 'TaxRate',
    dtlList: [
      { cd: 'A', cdNm: 'A-Exempt', userDfnCd1: '0' },
      { cd: 'B', cdNm: 'B-16.00%', userDfnCd1: '16' },
      { cd: 'C', cdNm: 'C-0%', userDfnCd1: '0' },
      { cd: 'D', cdNm: 'D-Non-VAT', userDfnCd1: '0' },
      { cd: 'E', cdNm: 'E-8%', userDfnCd1: '8' },
    ],
  },
  {
    cdCls: '07',
    cdClsNm: 'Payment Type',
    dtlList: table(
      '01 CASH|02 CREDIT|03 CASH/CREDIT|04 BANK CHECK|05 DEBIT&CREDIT CARD|06 MOBILE MONEY|07 OTHER',
    ),
  },
  {
    cdCls: '10',
    cdClsNm: 'Quantity Unit',
    dtlList: table(
      '4B Pair|AV Cap|BA Barrel|BE bundle|BG bag|BL block|BLL BLL Barrel|BX box|CA Can|CEL Cell|' +
        'CMT centimetre|CR CARAT|DR Drum|DZ Dozen|GLL Gallon|GRM Gram|GRO Gross|KG Kilo-Gramme|' +
        'KTM kilometre|KWT kilowatt|L Litre|LBR pound|LK link|LTR Litre|M Metre|M2 Square Metre|' +
        'M3 Cubic Metre|MGM milligram|MTR metre|MWT megawatt hour|NO Number|NX part per thousand|' +
        'PA packet|PG plate|PR pair|RL reel|RO roll|SET set|ST sheet|TNE tonne (metric ton)|' +
        'TU tube|U Pieces/item [Number]|YRD yard',
    ),
  },
  {
    cdCls: '11',
    cdClsNm: 'Sale Status',
    dtlList: table(
      '01 Wait for Approval|02 Approved|03 Cancel Requested|04 Canceled|05 Credit Note Generated|06 Transferred',
    ),
  },
  {
    cdCls: '12',
    cdClsNm: 'Stock I/O Type',
    dtlList: table(
      '01 Import|02 Purchase|03 Return|04 Stock Movement|05 Processing|06 Adjustment|11 Sale|' +
        '12 Return|13 Stock Movement|14 Processing|15 Discarding|16 Adjustment',
    ),
  },
  {
    cdCls: '14',
    cdClsNm: 'Transaction Type',
    dtlList: table('C Copy|N Normal|P Proforma|T Training'),
  },
  {
    cdCls: '17',
    cdClsNm: 'Packing Unit',
    dtlList: table(
      'AM Ampoule|BA Barrel|BC Bottlecrate|BE Bundle|BF Balloon, non-protected|BG Bag|BJ Bucket|' +
        'BK Basket|BL Bale|BQ Bottle, protected cylindrical|BR Bar|BV Bottle, bulbous|BZ Bag|' +
        'CA Can|CH Chest|CJ Coffin|CL Coil|CR Wooden Box, Wooden Case|CS Cassette|CT Carton|' +
        'CTN Container|CY Cylinder|DR Drum|GT Extra Countable Item|HH Hand Baggage|IZ Ingots|' +
        'JR Jar|JU Jug|JY Jerry CAN Cylindrical|KZ Canester|LZ Logs, in bundle/bunch/truss|' +
        'NT Net|OU Non-Exterior Packaging Unit|PD Poddon|PG Plate|PI Pipe|PO Pilot|PU Traypack|' +
        'RL Reel|RO Roll|RZ Rods, in bundle/bunch/truss|SK Skeletoncase|TY Tank, cylindrical|' +
        'VG Bulk, gas|VL Bulk, liquid|VO Bulk, solid, large particles|VQ Bulk, liquefied gas|' +
        'VR Bulk, solid, granular particles|VT Extra Bulk Item|VY Bulk, fine particles|' +
        'ML Mills|TN TAN',
    ),
  },
  {
    cdCls: '24',
    cdClsNm: 'Item Type',
    dtlList: table('1 Raw Material|2 Finished Product|3 Service without stock'),
  },
  {
    cdCls: '32',
    cdClsNm: 'Credit Note Reason',
    dtlList: table(
      '01 Missing Quantity|02 Missing data|03 Damaged|04 Wasted|05 Raw Material Shortage|06 Refund|' +
        '07 Wrong Customer PIN|08 Wrong Customer name|09 Wrong Amount/price|10 Wrong Quantity|' +
        '11 Wrong Item(s)|12 Wrong tax type|13 Other reason',
    ),
  },
];

const codesOf = (cdCls: string): ReadonlySet<string> =>
  new Set(CODE_CLASSES.find((cls) => cls.cdCls === cdCls)?.dtlList.map((detail) => detail.cd));

export const CODES = {
  paymentType: codesOf('07'),
  quantityUnit: codesOf('10'),
  saleStatus: codesOf('11'),
  stockIoType: codesOf('12'),
  transactionType: codesOf('14'),
  packagingUnit: codesOf('17'),
  itemType: codesOf('24'),
  creditNoteReason: codesOf('32'),
};

/**
 * A few item classifications, enough to register items in tests: the three KRA's own examples
 * use, and two a hardware shop sells under. The real list (thousands of UNSPSC-based codes) is
 * KRA's to give; the simulator does not check an item's class against this sample.
 */
export const ITEM_CLASSES = [
  { itemClsCd: '14111400', itemClsNm: 'Paper products', itemClsLvl: 3, taxTyCd: null },
  { itemClsCd: '30111601', itemClsNm: 'Cement', itemClsLvl: 4, taxTyCd: 'B' },
  { itemClsCd: '31161500', itemClsNm: 'Screws', itemClsLvl: 3, taxTyCd: 'B' },
  {
    itemClsCd: '3133130600',
    itemClsNm: 'Non metallic sonic welded structural assemblies',
    itemClsLvl: 5,
    taxTyCd: 'B',
  },
  { itemClsCd: '5059690800', itemClsNm: 'Sample goods', itemClsLvl: 5, taxTyCd: 'B' },
].map((cls) => ({ ...cls, mjrTgYn: 'N', useYn: 'Y' }));

/** When the code lists last changed: a `lastReqDt` at or after it finds nothing new (001). */
export const CODE_LISTS_CHANGED = '20240101000000';
