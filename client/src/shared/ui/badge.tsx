import type { ReactNode } from 'react';

/** How a status reads at a glance; the same four colours on every screen. */
export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger';

/** A small rounded label for a status (an order's payment, an invoice's, low stock). */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

/** Each value's badge (a status, an audit action): its words and its tone, in one table. */
export type BadgeTable<Value extends string> = Readonly<
  Record<Value, { label: string; tone: BadgeTone }>
>;

/** The badge a table gives a value. */
export function BadgeOf<Value extends string>({
  table,
  value,
}: {
  table: BadgeTable<Value>;
  value: Value;
}) {
  const { label, tone } = table[value];
  return <Badge tone={tone}>{label}</Badge>;
}

/** Order payment status in the dashboard doughnut's colours: paid green, part amber, unpaid red. */
export const orderStatusTones = {
  pending: 'danger',
  partially_paid: 'warning',
  paid: 'success',
  cancelled: 'neutral',
} as const satisfies Record<string, BadgeTone>;
