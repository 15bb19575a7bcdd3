/**
 * The trail's vocabulary: what can happen and to what, as codes and as staff read them. Its own
 * module because both the recording service and the screen's query schema speak it.
 */

/** Every kind of event the trail holds (README "Audit trail"). */
export const AUDIT_ACTIONS = [
  'price.changed',
  'stock.changed',
  'goods.received',
  'goods.reversed',
  'payment.recorded',
  'payment.reversed',
  'payment.adjusted',
  'payment.credited',
  'payment.refunded',
  'order.made',
  'invoice.made',
  'credit_note.issued',
  'order.cancelled',
  'item.deleted',
  'customer.deleted',
  'supplier.deleted',
  'invoice.deleted',
  'invoice.voided',
  'mpesa.returned',
  'settings.changed',
  'staff.signed_up',
  'staff.joined',
  'staff.approved',
  'staff.role_changed',
  'staff.disabled',
  'staff.enabled',
  'staff.signed_out',
  'staff.invited',
  'staff.invite_withdrawn',
  'sign_in',
  'sign_in.failed',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Each action as the Audit screen names it, for the export a shop owner reads. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'price.changed': 'Price changed',
  'stock.changed': 'Stock changed',
  'goods.received': 'Goods received',
  'goods.reversed': 'Goods received reversed',
  'payment.recorded': 'Payment recorded',
  'payment.reversed': 'Payment reversed',
  'payment.adjusted': 'Payment adjusted',
  'payment.credited': 'Credit applied',
  'payment.refunded': 'Refund or credit moved',
  'order.made': 'Order made',
  'invoice.made': 'Invoice made',
  'credit_note.issued': 'Credit note issued',
  'order.cancelled': 'Order cancelled',
  'item.deleted': 'Item deleted',
  'customer.deleted': 'Customer deleted',
  'supplier.deleted': 'Supplier deleted',
  'invoice.deleted': 'Invoice deleted',
  'invoice.voided': 'Invoice voided',
  'mpesa.returned': 'M-Pesa money returned',
  'settings.changed': 'Settings saved',
  'staff.signed_up': 'Signed up',
  'staff.joined': 'Joined by invite',
  'staff.approved': 'Account approved',
  'staff.role_changed': 'Role changed',
  'staff.disabled': 'Account disabled',
  'staff.enabled': 'Account enabled',
  'staff.signed_out': 'Signed out everywhere',
  'staff.invited': 'Invite made',
  'staff.invite_withdrawn': 'Invite withdrawn',
  sign_in: 'Signed in',
  'sign_in.failed': 'Sign-in refused',
};

/** The kinds of record an event concerns (its `entity`), as staff call them. */
export const AUDIT_RECORD_LABELS = {
  item: 'Item',
  customer: 'Customer',
  supplier: 'Supplier',
  order: 'Order',
  invoice: 'Invoice',
  credit_note: 'Credit note',
  payment: 'Payment',
  goods_received: 'Goods received note',
  mpesa_receipt: 'M-Pesa payment',
  mpesa_settings: 'M-Pesa settings',
  settings: 'Settings',
  user: 'Staff account',
  invite: 'Invite',
} as const;
