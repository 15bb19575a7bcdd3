import type { AccountStatus, Role } from '../../graphql/schema-types.generated.ts';
import type { BadgeTable } from '../../shared/ui/badge.tsx';

/** Each role as the owner chooses it, with what it may do (the API's rules, api/src/auth/roles.ts). */
export const roleChoices: ReadonlyArray<{ value: Role; label: string; means: string }> = [
  {
    value: 'cashier',
    label: 'Cashier',
    means:
      'Sells: orders, invoices, payments, customers. Sees no cost prices; changes no prices; deletes nothing.',
  },
  { value: 'manager', label: 'Manager', means: 'Everything but the staff.' },
  { value: 'owner', label: 'Owner', means: 'Everything, including the staff.' },
];

export const roleLabel = (role: Role) =>
  roleChoices.find((choice) => choice.value === role)?.label ?? role;

export const statusBadges: BadgeTable<AccountStatus> = {
  pending: { tone: 'warning', label: 'Waiting for approval' },
  active: { tone: 'success', label: 'Active' },
  disabled: { tone: 'neutral', label: 'Disabled' },
};

export const staffText = {
  loadFailed: 'Failed to load staff',
  ownersOnly: 'Only the shop owner can manage staff.',
} as const;
