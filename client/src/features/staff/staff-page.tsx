import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import type { Role, StaffChangeInput } from '../../graphql/schema-types.generated.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { usePermissions } from '../../shared/session/permissions.ts';
import { CurrentUserDocument } from '../../shared/session/session.generated.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { DataTable, RowAction } from '../../shared/ui/data-table.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageAction, PageHeader } from '../../shared/ui/page-header.tsx';
import { formatCount } from '../../shared/ui/search-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import {
  CreateStaffInviteDocument,
  SignOutStaffMemberDocument,
  type StaffInviteRowFragment,
  type StaffRowFragment,
  StaffScreenDocument,
  UpdateStaffMemberDocument,
  WithdrawStaffInviteDocument,
} from './staff.generated.ts';
import { InviteDialog, type MadeInvite, RoleDialog } from './staff-dialogs.tsx';
import {
  inviteColumns,
  inviteKey,
  inviteName,
  MemberActions,
  memberColumns,
  memberKey,
  memberName,
} from './staff-tables.tsx';
import { roleLabel, staffText } from './staff-text.ts';
import './staff.css';
import { ErrorBanner } from '../../shared/ui/error-banner.tsx';

type Member = StaffRowFragment;
type Invite = StaffInviteRowFragment;

type OpenDialog =
  | { kind: 'approve' | 'role' | 'disable' | 'sign-out'; member: Member }
  | { kind: 'invite' }
  | { kind: 'withdraw'; invite: Invite };

/**
 * The owner's Staff screen (issue 16): who has an account and in what role; approve a sign-up,
 * change a role, disable an account, sign someone out everywhere; make and withdraw invite
 * links. The API enforces every rule (the last active owner stays); its reasons are shown.
 */
export function StaffPage() {
  const toast = useToast();
  const permissions = usePermissions();
  // Asked once the role is known to be the owner's: anyone else would only be refused.
  const { data, error, loading, refetch } = useQuery(StaffScreenDocument, {
    fetchPolicy: 'cache-and-network',
    skip: !permissions?.staff,
  });
  const { data: currentUser } = useQuery(CurrentUserDocument);
  const myId = currentUser?.me.id;
  const [updateMember, { loading: changing }] = useMutation(UpdateStaffMemberDocument);
  const [signOut, { loading: signingOut }] = useMutation(SignOutStaffMemberDocument);
  const [createInvite] = useMutation(CreateStaffInviteDocument);
  const [withdrawInvite, { loading: withdrawing }] = useMutation(WithdrawStaffInviteDocument);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = useCallback(() => setDialog(null), []);

  const columns = useMemo(() => memberColumns(myId), [myId]);
  const members = data?.staff ?? [];
  const invites = data?.staffInvites ?? [];
  const waiting = members.filter((member) => member.status === 'pending').length;

  /** Saves a change; resolves with the server's reason when it refused, else nothing. */
  const change = useCallback(
    async (member: Member, input: StaffChangeInput, done: string) => {
      try {
        await updateMember({ variables: { id: member.id, input } });
        toast.success(done);
        setDialog(null);
        await refetch().catch(() => undefined);
        return undefined;
      } catch (failure) {
        return saveFailureMessage(failure, `Failed to change ${member.email}`);
      }
    },
    [updateMember, refetch, toast],
  );

  /** For the confirm dialogs, which show no error of their own: a failure is a toast. */
  async function confirmChange(member: Member, input: StaffChangeInput, done: string) {
    const refusal = await change(member, input, done);
    if (refusal) {
      toast.failure(refusal);
      setDialog(null);
    }
  }

  async function confirmSignOut(member: Member) {
    try {
      const { data: answer } = await signOut({ variables: { id: member.id } });
      const sessions = answer?.signOutStaffMember ?? 0;
      toast.success(`${member.email} signed out (${formatCount(sessions, 'session')} ended)`);
      await refetch().catch(() => undefined);
    } catch (failure) {
      toast.failure(saveFailureMessage(failure, `Failed to sign ${member.email} out`));
    }
    setDialog(null);
  }

  async function makeInvite(role: Role, validDays: number): Promise<MadeInvite | string> {
    try {
      const { data: answer } = await createInvite({ variables: { input: { role, validDays } } });
      const invite = answer?.createStaffInvite;
      if (!invite?.token) return 'Failed to make the invite link';
      void refetch().catch(() => undefined);
      return { token: invite.token, expiresAt: invite.expiresAt, link: invite.link ?? null };
    } catch (failure) {
      return saveFailureMessage(failure, 'Failed to make the invite link');
    }
  }

  async function confirmWithdraw(invite: Invite) {
    try {
      await withdrawInvite({ variables: { id: invite.id } });
      toast.success('Invite link withdrawn: it no longer works');
      await refetch().catch(() => undefined);
    } catch (failure) {
      toast.failure(saveFailureMessage(failure, 'Failed to withdraw the invite link'));
    }
    setDialog(null);
  }

  // A few rows at most (the shop's staff): built afresh each render.
  const memberActions = (member: Member) => (
    <MemberActions
      member={member}
      isMe={member.id === myId}
      onOpen={(kind) => setDialog({ kind, member })}
      onEnable={() =>
        void confirmChange(member, { status: 'active' }, `${member.email} can sign in again`)
      }
    />
  );

  const inviteActions = useCallback(
    (invite: Invite) => (
      <RowAction
        label={`Withdraw the ${inviteName(invite)}`}
        tone="danger"
        onClick={() => setDialog({ kind: 'withdraw', invite })}
      >
        Withdraw
      </RowAction>
    ),
    [],
  );

  if (permissions && !permissions.staff) {
    return (
      <>
        <PageHeader title="Staff" />
        <ErrorBanner message={staffText.ownersOnly} />
      </>
    );
  }

  const header = (
    <PageHeader
      title="Staff"
      actions={<PageAction onClick={() => setDialog({ kind: 'invite' })}>Invite staff</PageAction>}
    >
      {waiting > 0 && (
        <p className="page-header__summary">
          <Badge tone="warning">Waiting</Badge> {formatCount(waiting, 'account')} waiting for your
          approval
        </p>
      )}
    </PageHeader>
  );

  if (error && !data) {
    return (
      <>
        {header}
        <LoadError message={loadFailureMessage(error, staffText.loadFailed)} />
      </>
    );
  }

  const member = dialog && 'member' in dialog ? dialog.member : null;
  return (
    <div className="staff-page">
      {header}
      <DataTable
        label="Staff"
        columns={columns}
        rows={members}
        rowKey={memberKey}
        rowName={memberName}
        loading={loading && !data}
        emptyMessage="No staff yet."
        actions={memberActions}
      />

      <section className="staff-invites" aria-labelledby="staff-invites-heading">
        <h2 id="staff-invites-heading" className="staff-invites__title">
          Open invite links
        </h2>
        <DataTable
          label="Open invite links"
          columns={inviteColumns}
          rows={invites}
          rowKey={inviteKey}
          rowName={inviteName}
          loading={loading && !data}
          emptyMessage="No open invite links. Invite staff makes one; each works once."
          actions={inviteActions}
        />
      </section>

      {member && (dialog?.kind === 'approve' || dialog?.kind === 'role') && (
        <RoleDialog
          member={member}
          purpose={dialog.kind === 'approve' ? 'approve' : 'change'}
          onSave={(role) =>
            dialog.kind === 'approve'
              ? change(member, { role, status: 'active' }, `${member.email} can now sign in`)
              : change(
                  member,
                  { role },
                  `${member.email} is now a ${roleLabel(role).toLowerCase()}`,
                )
          }
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'disable'}
        title={member?.status === 'pending' ? 'Refuse account' : 'Disable account'}
        message={
          member && (
            <p>
              {member.status === 'pending' ? 'Refuse ' : 'Disable '}
              <strong>{member.email}</strong>? They cannot sign in, and are signed out on every
              device. You can enable the account again later.
            </p>
          )
        }
        confirmLabel={member?.status === 'pending' ? 'Refuse' : 'Disable'}
        busy={changing}
        onConfirm={() =>
          member && void confirmChange(member, { status: 'disabled' }, `${member.email} disabled`)
        }
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'sign-out'}
        title="Sign out everywhere"
        message={
          member && (
            <p>
              Sign <strong>{member.email}</strong> out on every device? They can sign in again.
            </p>
          )
        }
        confirmLabel="Sign out"
        tone="primary"
        busy={signingOut}
        onConfirm={() => member && void confirmSignOut(member)}
        onCancel={close}
      />
      {dialog?.kind === 'invite' && <InviteDialog onCreate={makeInvite} onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'withdraw'}
        title="Withdraw invite link"
        message={<p>Withdraw this invite link? Whoever has it can no longer sign up with it.</p>}
        confirmLabel="Withdraw"
        busy={withdrawing}
        onConfirm={() => dialog?.kind === 'withdraw' && void confirmWithdraw(dialog.invite)}
        onCancel={close}
      />
    </div>
  );
}
