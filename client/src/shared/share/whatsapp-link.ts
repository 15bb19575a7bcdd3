/**
 * WhatsApp's click-to-chat address for a customer's contact: `https://wa.me/2547…?text=…`, the
 * number in international form without + (wa.me's rule). A contact with no Kenyan mobile number
 * in it opens WhatsApp to pick the chat instead.
 */
export function whatsAppHref(contact: string | null | undefined, text: string): string {
  const number = kenyanMobile(contact);
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}

// 07XX / 01XX, or the same after 254 or +254; spaces, dashes and dots as people group them.
const mobile = /^(?:\+?254|0)([71]\d{8})$/;

/** The first Kenyan mobile number in a contact (one or two numbers, or an email): `2547…`. */
export function kenyanMobile(contact: string | null | undefined): string | null {
  for (const part of (contact ?? '').split(/[,;/]| or /)) {
    const match = mobile.exec(part.replace(/[\s\-.()]/g, ''));
    if (match) return `254${match[1]}`;
  }
  return null;
}
