import { z } from 'zod';
import { dateTime14 } from './oscu-fields.ts';

/** KRA's OSCU answers as Ghala reads them (the requests are in oscu.schema.ts). */

/** Every answer's envelope. `data` is read by the call's own schema once resultCd says 000. */
export const OscuEnvelope = z.object({
  resultCd: z.string(),
  resultMsg: z.string().nullish(),
  resultDt: z.string().nullish(),
  data: z.unknown().optional(),
});
export type OscuEnvelope = z.output<typeof OscuEnvelope>;

/** DeviceVerificationRes `data.info`: the taxpayer, branch and device, and the cmcKey. */
export const DeviceInfo = z.object({
  tin: z.string(),
  taxprNm: z.string().nullish(),
  bhfId: z.string(),
  bhfNm: z.string().nullish(),
  dvcId: z.string().nullish(),
  /** The control unit's id (the docs' field table says `sdicId`; every example says sdcId). */
  sdcId: z.string(),
  mrcNo: z.string().nullish(),
  cmcKey: z.string().min(1),
});
export type DeviceInfo = z.output<typeof DeviceInfo>;
export const DeviceVerificationData = z.object({ info: DeviceInfo });

export const CodeListData = z.object({
  clsList: z.array(
    z.object({
      cdCls: z.string(),
      cdClsNm: z.string(),
      useYn: z.string().nullish(),
      dtlList: z.array(
        z.object({
          cd: z.string(),
          cdNm: z.string(),
          cdDesc: z.string().nullish(),
          srtOrd: z.number().nullish(),
          /** For taxation types (class 04): the rate in percent. */
          userDfnCd1: z.string().nullish(),
          useYn: z.string().nullish(),
        }),
      ),
    }),
  ),
});
export type CodeClass = z.output<typeof CodeListData>['clsList'][number];

export const ItemClassListData = z.object({
  itemClsList: z.array(
    z.object({
      itemClsCd: z.string(),
      itemClsNm: z.string(),
      itemClsLvl: z.number(),
      taxTyCd: z.string().nullish(),
      mjrTgYn: z.string().nullish(),
      useYn: z.string().nullish(),
    }),
  ),
});
export type ItemClass = z.output<typeof ItemClassListData>['itemClsList'][number];

/** `20240415153039` from either form KRA writes a signing time in. */
const signingTime = z
  .string()
  .transform((text) => text.replace(/\D/g, '').slice(0, 14))
  .pipe(dateTime14);

/**
 * What the control unit answers for a signed invoice (TrnsSalesSaveWrRes `data`), and what
 * selectInvoiceDetails gives back in `receipt`. The numbers come as numbers or strings.
 */
export const OscuReceipt = z.object({
  curRcptNo: z.coerce.number().int(),
  totRcptNo: z.coerce.number().int(),
  intrlData: z.string().min(1),
  rcptSign: z.string().min(1),
  /** `YYYYMMDDhhmmss`, Nairobi time (selectInvoiceDetails' `2024-04-15 15:30:39.0` is rewritten). */
  sdcDateTime: signingTime,
});
export type OscuReceipt = z.output<typeof OscuReceipt>;

/** selectInvoiceDetails `data`: the invoice as KRA holds it, with its receipt. */
export const InvoiceDetailsData = z.object({
  salesList: z.array(
    z.object({
      invcNo: z.coerce.number().int(),
      trdInvcNo: z.union([z.string(), z.number()]).nullish(),
      rcptTyCd: z.string().nullish(),
      totAmt: z.number(),
      receipt: OscuReceipt,
    }),
  ),
});
export type SavedInvoice = z.output<typeof InvoiceDetailsData>['salesList'][number];
