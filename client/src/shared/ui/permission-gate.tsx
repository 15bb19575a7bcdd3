import type { ReactNode } from 'react';
import { type Permissions, usePermissions } from '../session/permissions.ts';
import { PageHeader } from './page-header.tsx';
import { ScreenLoading } from './screen-loading.tsx';

/**
 * A screen for some roles only (the audit trail, purchases, stock counts): its content mounts,
 * and asks the server for anything, only once the role is known to be allowed; anyone else
 * reads why not under the screen's title. The API refuses them regardless.
 */
export function PermissionGate({
  permission,
  title,
  refusal,
  children,
}: {
  permission: keyof Permissions;
  title: string;
  refusal: string;
  children: ReactNode;
}) {
  const permissions = usePermissions();
  if (permissions?.[permission]) return children;
  return (
    <>
      <PageHeader title={title} />
      {permissions ? (
        <p className="banner banner--error" role="alert">
          {refusal}
        </p>
      ) : (
        <ScreenLoading />
      )}
    </>
  );
}
