import { createHmac } from 'node:crypto';

/**
 * The simulator's control unit: keys, ids and signatures derived by HMAC-SHA256 from a fixed
 * key, so the same device gets the same cmcKey and the same invoice the same signature on every
 * run (tests can compare them; a real control unit's secret is KRA's). Nothing here pretends to
 * be KRA's algorithm: only the shapes match (a 16-character receipt signature, 26 characters of
 * internal data, both in capitals and digits).
 */
export const DEFAULT_SIGNING_KEY = 'ghala-kra-simulator';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

const mac = (key: string, label: string, text: string) =>
  createHmac('sha256', key).update(`${label}\n${text}`).digest();

/** JSON with keys sorted at every level: one text per invoice, whatever order it came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface DeviceIdentity {
  cmcKey: string;
  /** The control unit's id, printed on every invoice as `{sdcId}/{invcNo}`. */
  sdcId: string;
  dvcId: string;
  mrcNo: string;
}

const digits = (bytes: Buffer, count: number) =>
  Array.from(bytes.subarray(0, count), (byte) => String(byte % 10)).join('');

export function deviceIdentity(
  key: string,
  device: { tin: string; bhfId: string; dvcSrlNo: string },
): DeviceIdentity {
  const seed = `${device.tin}/${device.bhfId}/${device.dvcSrlNo}`;
  const bytes = mac(key, 'device', seed);
  return {
    cmcKey: mac(key, 'cmcKey', seed).toString('hex').slice(0, 32),
    sdcId: `KRACU0${digits(bytes, 8)}`,
    dvcId: digits(bytes.subarray(8), 16),
    mrcNo: `WIS${digits(bytes.subarray(24), 8)}`,
  };
}

/** The receipt signature and internal data of one invoice of one branch. */
export function signInvoice(
  key: string,
  branch: { tin: string; bhfId: string },
  invoice: unknown,
): { rcptSign: string; intrlData: string } {
  const text = canonicalJson({ branch, invoice });
  return {
    rcptSign: base32(mac(key, 'rcptSign', text)).slice(0, 16),
    intrlData: base32(mac(key, 'intrlData', text)).slice(0, 26),
  };
}
