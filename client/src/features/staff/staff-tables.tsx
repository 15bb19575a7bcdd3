import { formatDate, formatDateTime } from '../../shared/format/date.ts';
import { BadgeOf } from '../../shared/ui/badge.tsx';
import { type DataTableColumn, RowAction } from '../../shared/ui/data-table.tsx';
import { TruncatedText } from '../../shared/ui/truncated-text.tsx';
import type { StaffInviteRowFragment, StaffRowFragment } from './staff.generated.ts';
import { roleLabel, statusBadges } from './staff-text.ts';

/* The Staff screen's two tables: the accounts, with what can be done to each, and the invites. */

type Member = StaffRowFragment;
type Invite = StaffInviteRowFragment;

/** What a member's row opens: a dialog that asks or confirms first. */
export type MemberDialog = 'approve' | 'role' | 'disable' | 'sign-out';

export const memberKey = (member: Member) => member.id;
export const memberName = (member: Member) => member.email;
export const inviteKey = (invite: Invite) => invite.id;
export const inviteName = (invite: Invite) =>
  `invite for a ${roleLabel(invite.role).toLowerCase()}`;

export function memberColumns(myId: string | undefined): ReadonlyArray<DataTableColumn<Member>> {
  return [
    {
      id: 'email',
      header: 'Email',
      cell: (member) => (
        <span className="data-table__truncate" title={member.email}>
          <span className="staff-email">{member.email}</span>
          {member.id === myId && <span className="staff-you"> (you)</span>}
        </span>
      ),
    },
    { id: 'role', header: 'Role', cell: (member) => roleLabel(member.role) },
    {
      id: 'status',
      header: 'Status',
      cell: (member) => <BadgeOf table={statusBadges} value={member.status} />,
    },
    {
      id: 'lastSeen',
      header: 'Last active',
      cell: (member) => (member.lastSeenAt ? formatDateTime(member.lastSeenAt) : 'Never'),
    },
    { id: 'joined', header: 'Signed up', cell: (member) => formatDate(member.createdAt) },
    {
      id: 'approvedBy',
      header: 'Let in by',
      cell: (member) =>
        member.approvedByEmail ? <TruncatedText text={member.approvedByEmail} /> : '—',
    },
  ];
}

export const inviteColumns: ReadonlyArray<DataTableColumn<Invite>> = [
  { id: 'role', header: 'Joins as', cell: (invite) => roleLabel(invite.role) },
  { id: 'made', header: 'Made', cell: (invite) => formatDateTime(invite.createdAt) },
  { id: 'expires', header: 'Works until', cell: (invite) => formatDateTime(invite.expiresAt) },
  { id: 'madeBy', header: 'Made by', cell: (invite) => invite.createdByEmail ?? '—' },
];

/**
 * A member's row actions: approve or refuse a sign-up; change the role, and sign out, disable
 * or enable anyone else. Your own account is not disabled or signed out from here (Logout is in
 * the menu; another owner can do the rest).
 */
export function MemberActions({
  member,
  isMe,
  onOpen,
  onEnable,
}: {
  member: Member;
  isMe: boolean;
  onOpen: (dialog: MemberDialog) => void;
  onEnable: () => void;
}) {
  const open = (dialog: MemberDialog) => () => onOpen(dialog);
  if (member.status === 'pending') {
    return (
      <>
        <RowAction label={`Approve ${member.email}`} onClick={open('approve')}>
          Approve
        </RowAction>
        <RowAction label={`Refuse ${member.email}`} tone="danger" onClick={open('disable')}>
          Refuse
        </RowAction>
      </>
    );
  }
  return (
    <>
      <RowAction label={`Change the role of ${member.email}`} onClick={open('role')}>
        Role
      </RowAction>
      {isMe ? null : member.status === 'active' ? (
        <>
          <RowAction label={`Sign out ${member.email} everywhere`} onClick={open('sign-out')}>
            Sign out
          </RowAction>
          <RowAction label={`Disable ${member.email}`} tone="danger" onClick={open('disable')}>
            Disable
          </RowAction>
        </>
      ) : (
        <RowAction label={`Enable ${member.email}`} onClick={onEnable}>
          Enable
        </RowAction>
      )}
    </>
  );
}
