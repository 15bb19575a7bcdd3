import type { AuditAction } from '../../graphql/schema-types.generated.ts';
import { labelsOf } from '../../shared/list/labels-of.ts';
import type { BadgeTable } from '../../shared/ui/badge.tsx';

/** Each kind of event as the Audit screen names it, grouped by what it touches. */
export const auditActions: BadgeTable<AuditAction> = {
  price_changed: { label: 'Price changed', tone: 'warning' },
  stock_changed: { label: 'Stock changed', tone: 'warning' },
  barcode_changed: { label: 'Barcode changed', tone: 'warning' },
  goods_received: { label: 'Goods received', tone: 'success' },
  goods_reversed: { label: 'Goods received reversed', tone: 'danger' },
  purchase_order_made: { label: 'Purchase order made', tone: 'success' },
  purchase_order_sent: { label: 'Purchase order sent', tone: 'neutral' },
  purchase_order_cancelled: { label: 'Purchase order cancelled', tone: 'danger' },
  bill_made: { label: 'Supplier bill made', tone: 'success' },
  supplier_payment_recorded: { label: 'Supplier paid', tone: 'success' },
  supplier_payment_reversed: { label: 'Supplier payment reversed', tone: 'danger' },
  payment_recorded: { label: 'Payment recorded', tone: 'success' },
  payment_reversed: { label: 'Payment reversed', tone: 'danger' },
  payment_adjusted: { label: 'Payment adjusted', tone: 'warning' },
  payment_credited: { label: 'Credit applied', tone: 'warning' },
  payment_refunded: { label: 'Refund or credit moved', tone: 'warning' },
  order_made: { label: 'Order made', tone: 'success' },
  invoice_made: { label: 'Invoice made', tone: 'success' },
  credit_note_issued: { label: 'Credit note issued', tone: 'warning' },
  order_cancelled: { label: 'Order cancelled', tone: 'danger' },
  item_deleted: { label: 'Item deleted', tone: 'danger' },
  records_imported: { label: 'Imported from a spreadsheet', tone: 'neutral' },
  customer_deleted: { label: 'Customer deleted', tone: 'danger' },
  supplier_deleted: { label: 'Supplier deleted', tone: 'danger' },
  invoice_deleted: { label: 'Invoice deleted', tone: 'danger' },
  invoice_voided: { label: 'Invoice voided', tone: 'danger' },
  mpesa_returned: { label: 'M-Pesa money returned', tone: 'warning' },
  settings_changed: { label: 'Settings saved', tone: 'neutral' },
  staff_signed_up: { label: 'Signed up', tone: 'neutral' },
  staff_joined: { label: 'Joined by invite', tone: 'neutral' },
  staff_approved: { label: 'Account approved', tone: 'success' },
  staff_role_changed: { label: 'Role changed', tone: 'warning' },
  staff_disabled: { label: 'Account disabled', tone: 'danger' },
  staff_enabled: { label: 'Account enabled', tone: 'success' },
  staff_signed_out: { label: 'Signed out everywhere', tone: 'neutral' },
  staff_invited: { label: 'Invite made', tone: 'neutral' },
  staff_invite_withdrawn: { label: 'Invite withdrawn', tone: 'neutral' },
  sign_in: { label: 'Signed in', tone: 'neutral' },
  sign_in_failed: { label: 'Sign-in refused', tone: 'danger' },
};

/** The filter's choices: every action, by its label. */
export const auditActionLabels = labelsOf(auditActions);

/**
 * The REST API's name of an action (`price.changed`, `sign_in.failed`), for the CSV export:
 * GraphQL enum values cannot hold the dot that separates the group from the event.
 */
export function restAuditAction(action: AuditAction): string {
  if (action === 'sign_in') return action;
  if (action === 'sign_in_failed') return 'sign_in.failed';
  // The one group whose name holds an underscore.
  if (action.startsWith('credit_note_'))
    return `credit_note.${action.slice('credit_note_'.length)}`;
  return action.replace('_', '.');
}
