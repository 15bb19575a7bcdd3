import { useQuery } from '@apollo/client/react';
import { CompanyDocument } from '../../shared/company/company.generated.ts';
import { usePermissions } from '../../shared/session/permissions.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ShiftPanel } from './shift-panel.tsx';
import { ShiftsList } from './shifts-list.tsx';
import './shifts.css';

/**
 * The Shift screen (issue 50): the signed-in cashier's drawer (open, pay in and out, count and
 * close, the Z report); owners and managers also see every cashier's shifts and close one left
 * open.
 */
export function ShiftsPage() {
  const permissions = usePermissions();
  const { data: company } = useQuery(CompanyDocument);
  const shopName = company?.company.name ?? null;
  return (
    <div className="shifts">
      <PageHeader title="Shift" />
      <ShiftPanel shopName={shopName} />
      {permissions?.manage && <ShiftsList shopName={shopName} />}
    </div>
  );
}
