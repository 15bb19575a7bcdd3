/** A payer's phone as M-Pesa sent it: many come masked as a digest, no use to anyone reading. */
export const payerPhone = (phone: string | null) =>
  phone && /^\d{9,12}$/.test(phone) ? phone : 'Hidden by M-Pesa';
