/**
 * A shop's logo as the API keeps it: a `data:` URL of a PNG, JPEG or WebP image of at most
 * 200 KB. The declared type is believed only when the bytes agree: a browser shows an image by
 * what its bytes are, so "image/png" over an SVG or an HTML page must not pass. SVG is refused
 * outright, as it can carry script.
 */

export const LOGO_MAX_BYTES = 200 * 1024;

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The file signatures of each type (a WebP file is a RIFF container naming WEBP at byte 8). */
const SIGNATURES: Record<LogoType, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) =>
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

const isLogoType = (type: string): type is LogoType =>
  (LOGO_TYPES as readonly string[]).includes(type);

export type LogoCheck =
  | { ok: true; type: LogoType; bytes: number }
  | { ok: false; problem: string };

/** Whether `dataUrl` is a logo the shop may keep, and if not, why, in words for the user. */
export function checkLogo(dataUrl: string): LogoCheck {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return { ok: false, problem: 'must be a PNG, JPEG or WebP image as a data: URL' };
  const [, type = '', base64 = ''] = match;
  if (!isLogoType(type)) return { ok: false, problem: 'must be a PNG, JPEG or WebP image' };
  // Base64 is 4 characters for 3 bytes: the size is known before anything is decoded.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const bytes = (base64.length / 4) * 3 - padding;
  if (base64.length % 4 !== 0 || bytes === 0) {
    return { ok: false, problem: 'must be a PNG, JPEG or WebP image as a data: URL' };
  }
  if (bytes > LOGO_MAX_BYTES) return { ok: false, problem: 'must be at most 200 KB' };
  if (!SIGNATURES[type](Buffer.from(base64.slice(0, 16), 'base64'))) {
    return { ok: false, problem: `is not a ${type.slice('image/'.length).toUpperCase()} image` };
  }
  return { ok: true, type, bytes };
}

/** How the audit trail names a logo: never its bytes. */
export function describeLogo(dataUrl: string | null): string | null {
  if (!dataUrl) return null;
  const check = checkLogo(dataUrl);
  if (!check.ok) return 'image';
  return `${check.type.slice('image/'.length).toUpperCase()} image, ${Math.max(1, Math.round(check.bytes / 1024))} KB`;
}
