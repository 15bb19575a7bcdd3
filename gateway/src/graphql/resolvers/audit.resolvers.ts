import type { AuditAction, Resolvers } from '../resolvers.generated.ts';
import { pageAsConnection } from './connections.ts';
import { readList, restConnectionQuery } from './list-args.ts';

/**
 * The audit trail (issue 16). REST names an action with a dot between its group and the event
 * (`price.changed`, `sign_in.failed`); a GraphQL enum value cannot hold one.
 */
const REST_ACTIONS = {
  price_changed: 'price.changed',
  stock_changed: 'stock.changed',
  barcode_changed: 'barcode.changed',
  goods_received: 'goods.received',
  goods_reversed: 'goods.reversed',
  purchase_order_made: 'purchase_order.made',
  purchase_order_sent: 'purchase_order.sent',
  purchase_order_cancelled: 'purchase_order.cancelled',
  bill_made: 'bill.made',
  supplier_payment_recorded: 'supplier_payment.recorded',
  supplier_payment_reversed: 'supplier_payment.reversed',
  payment_recorded: 'payment.recorded',
  payment_reversed: 'payment.reversed',
  payment_adjusted: 'payment.adjusted',
  payment_credited: 'payment.credited',
  payment_refunded: 'payment.refunded',
  order_made: 'order.made',
  invoice_made: 'invoice.made',
  credit_note_issued: 'credit_note.issued',
  order_cancelled: 'order.cancelled',
  item_deleted: 'item.deleted',
  records_imported: 'records.imported',
  customer_deleted: 'customer.deleted',
  supplier_deleted: 'supplier.deleted',
  invoice_deleted: 'invoice.deleted',
  invoice_voided: 'invoice.voided',
  mpesa_returned: 'mpesa.returned',
  settings_changed: 'settings.changed',
  staff_signed_up: 'staff.signed_up',
  staff_joined: 'staff.joined',
  staff_approved: 'staff.approved',
  staff_role_changed: 'staff.role_changed',
  staff_disabled: 'staff.disabled',
  staff_enabled: 'staff.enabled',
  staff_signed_out: 'staff.signed_out',
  staff_invited: 'staff.invited',
  staff_invite_withdrawn: 'staff.invite_withdrawn',
  sign_in: 'sign_in',
  sign_in_failed: 'sign_in.failed',
} as const satisfies Record<AuditAction, string>;

const GRAPHQL_ACTIONS = Object.fromEntries(
  Object.entries(REST_ACTIONS).map(([graphql, rest]) => [rest, graphql]),
) as Record<string, AuditAction>;

export const auditResolvers = {
  Query: {
    auditPage: async (_, args, { rest }) => {
      const query = {
        ...restConnectionQuery(args, 'occurred_at_desc'),
        ...(args.action != null ? { action: REST_ACTIONS[args.action] } : {}),
        ...(args.actorId != null ? { actor_id: String(args.actorId) } : {}),
        ...(args.from != null ? { from: args.from } : {}),
        ...(args.to != null ? { to: args.to } : {}),
      };
      return readList(rest, 'audit', query, (api) => api.v1.audit.$get({ query }));
    },
  },
  AuditConnection: pageAsConnection,
  AuditEvent: {
    action: (event) => {
      const action = GRAPHQL_ACTIONS[event.action];
      if (!action) throw new Error(`Unknown audit action from the API: ${event.action}`);
      return action;
    },
  },
} satisfies Resolvers;
